// What `run --certify` refuses before sending a request: a filter, known failures, fewer property runs,
// or no real target. Each is a one-line UsageError saying what to change.

import { UsageError } from '../errors.js';
import { CERTIFY_MIN_NUM_RUNS } from './statement.js';

export interface CertifyRunShape {
  readonly only: readonly string[] | undefined;
  /** The expectations file, from --expectations or EXPECTATIONS_FILE. */
  readonly expectationsFile: string | undefined;
  readonly numRuns: number;
  /** True when no ORDERS_BASE_URL is configured (the embedded reference server would be tested). */
  readonly embedded: boolean;
}

export function assertCertifiable(run: CertifyRunShape): void {
  if (run.only !== undefined) throw new UsageError('--certify runs every requirement; remove --only');
  if (run.expectationsFile !== undefined) {
    throw new UsageError(
      `--certify does not accept an expectations file (${run.expectationsFile}): a known failure is still a failure; unset --expectations / EXPECTATIONS_FILE`,
    );
  }
  if (run.numRuns < CERTIFY_MIN_NUM_RUNS)
    throw new UsageError(
      `--certify needs NUM_RUNS of at least ${CERTIFY_MIN_NUM_RUNS} (the default); got ${run.numRuns}`,
    );
  if (run.embedded)
    throw new UsageError(
      '--certify needs the product as target: set ORDERS_BASE_URL and API_KEY (the embedded reference server is not a product)',
    );
}
