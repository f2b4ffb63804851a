// A failure as data: one line saying what went wrong, what was expected and received, each problem seen,
// and the part of the requirement it belongs to. Checks build findings; only renderers turn them into text.

/** What a check found when the target broke a requirement. Every field is plain text, one line each. */
export interface Finding {
  /** One line: what went wrong. */
  readonly summary: string;
  readonly expected?: string;
  readonly received?: string;
  /** Every problem seen, one line each, when the check judged several answers. */
  readonly problems?: readonly string[];
  /** The named part of the requirement that failed, when the requirement has parts. */
  readonly part?: string;
}

/** The longest list of problems a finding keeps: the count stays in the summary, the rest is noise. */
export const MAX_PROBLEMS = 12;

/** Builds a finding, keeping at most MAX_PROBLEMS problems and saying how many more there were. */
export function finding(summary: string, detail: Omit<Finding, 'summary'> = {}): Finding {
  const problems = detail.problems;
  const kept =
    problems === undefined || problems.length <= MAX_PROBLEMS
      ? problems
      : [...problems.slice(0, MAX_PROBLEMS), `…and ${problems.length - MAX_PROBLEMS} more`];
  return {
    summary,
    ...(detail.expected === undefined ? {} : { expected: detail.expected }),
    ...(detail.received === undefined ? {} : { received: detail.received }),
    ...(kept === undefined || kept.length === 0 ? {} : { problems: kept }),
    ...(detail.part === undefined ? {} : { part: detail.part }),
  };
}

/** The finding as plain text lines (summary, problems, Received, Expected), for text renderers. */
export function findingLines(f: Finding): string[] {
  const lines = [f.part === undefined ? f.summary : `${f.part}: ${f.summary}`];
  for (const problem of f.problems ?? []) lines.push(`  - ${problem}`);
  if (f.received !== undefined) lines.push(`Received: ${f.received}`);
  if (f.expected !== undefined) lines.push(`Expected: ${f.expected}`);
  return lines;
}

/** The one line a list or a table shows for a finding: the part, when there is one, and the summary. */
export function findingHeadline(f: Finding): string {
  return f.part === undefined ? f.summary : `${f.part}: ${f.summary}`;
}
