// implementation.json beside a fleet target's reports: the name and product version the matrix shows for it.

import { join } from 'node:path';
import { writeOwnFile } from '../config/output-file.js';
import { IMPLEMENTATION_FILE } from '../report/matrix-files.js';
import type { RunHandler } from '../runner/events.js';
import type { FleetTargetConfig } from './target-config.js';

export function implementationFile(t: FleetTargetConfig, reportDir: string): RunHandler {
  return (event) => {
    if (event.type !== 'finished') return;
    const { name, productVersion } = t.target;
    const implementation = { name, ...(productVersion === undefined ? {} : { productVersion }) };
    writeOwnFile(join(reportDir, IMPLEMENTATION_FILE), `${JSON.stringify(implementation, null, 2)}\n`);
  };
}
