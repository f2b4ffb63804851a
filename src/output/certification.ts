// The certification bundle (--certify): written into <report dir>/certification for a run that finished, never
// for one interrupted or stopped at its positive control (those have no verdict to certify).

import type { KeyObject } from 'node:crypto';
import { writeCertificationBundle } from '../certify/bundle.js';
import type { ProductInfo } from '../certify/statement.js';
import type { RunHandler } from '../runner/events.js';
import { scrubberFor, type RunEnding } from './ending.js';

export function certificationBundle(
  reportDir: string,
  product: ProductInfo | undefined,
  ending: RunEnding,
  signingKey?: KeyObject,
): RunHandler {
  return (event) => {
    if (event.type !== 'finished' || product === undefined) return;
    if (event.interrupted || event.stopped !== undefined) return;
    const scrubber = scrubberFor(event.target);
    ending.bundle = writeCertificationBundle(event.report, reportDir, scrubber, product, signingKey);
  };
}
