// `run --label NAME`: the name a single run's target goes by in a matrix, written as implementation.json beside its
// reports (as a fleet does for each target), so columns are named after targets, not after report folders.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductInfo } from '../certify/statement.js';
import { UsageError } from '../errors.js';
import { IMPLEMENTATION_FILE } from '../report/matrix-files.js';
import type { RunHandler } from '../runner/events.js';

/** A label is a column heading: one printable line of at most 64 characters. */
export function checkLabel(raw: string): string {
  const label = raw.trim();
  if (
    label === '' ||
    label.length > 64 ||
    [...label].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
  )
    throw new UsageError('--label must be one line of 1 to 64 printable characters (the name the matrix shows)');
  return label;
}

export function implementationLabel(
  reportDir: string,
  label: string | undefined,
  product: ProductInfo | undefined,
): RunHandler {
  return (event) => {
    if (event.type !== 'finished' || label === undefined) return;
    const implementation = {
      name: label,
      ...(product === undefined ? {} : { productVersion: product.productVersion }),
    };
    writeFileSync(join(reportDir, IMPLEMENTATION_FILE), `${JSON.stringify(implementation, null, 2)}\n`);
  };
}
