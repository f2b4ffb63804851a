// An outcome's words as a reader sees them: the reason, then the finding's lines, for tests that look for a
// phrase wherever the check put it (summary, problems, Received or Expected).

import { findingLines, type Finding } from '../../src/requirements/finding.js';

export function outcomeText(
  o: { readonly reason?: string | undefined; readonly finding?: Finding } | undefined,
): string {
  if (o === undefined) return '';
  return o.finding === undefined ? (o.reason ?? '') : findingLines(o.finding).join('\n');
}
