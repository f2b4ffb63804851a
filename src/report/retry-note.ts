// How a re-run is told in one-line listings: a failure that repeated is deterministic, one that did not is flaky.
// Kept apart from the renderers so every format words it the same way.

import type { RequirementResult } from './model.js';

/** " (failed on both attempts)", " (flaky: ...)" or "" when the requirement was not re-run. */
export function retryNote(r: Pick<RequirementResult, 'verdict' | 'retry'>): string {
  if (r.retry === undefined) return '';
  if (r.retry.repeated) return ' (failed on both attempts)';
  return ` (flaky: the first attempt failed, the re-run gave ${r.verdict})`;
}
