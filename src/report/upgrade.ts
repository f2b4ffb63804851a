// Reads a report of an older format as the current one, so compare and matrix keep working across an
// upgrade of the suite; says in one sentence what the older format could not carry.

import { REPORT_FORMAT_VERSION } from '../version.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Format 1 kept a failure as one text (summary, then "Received:" and "Expected:" lines) and had no parts.
 * Its lines become a finding once, here, so no renderer ever reads failure text.
 */
function upgradeFailure(result: Json): Json {
  if (result.verdict !== 'fail' || typeof result.reason !== 'string') return result;
  const [summary = '', ...rest] = result.reason.split('\n');
  const field = (label: string) => rest.find((l) => l.startsWith(`${label}: `))?.slice(label.length + 2);
  const received = field('Received');
  const expected = field('Expected');
  const evidence = Array.isArray(result.evidence) ? result.evidence : [];
  const decisive = evidence.findIndex((e) => isObject(e) && e.decisive === true);
  return {
    ...result,
    reason: summary,
    finding: {
      summary,
      ...(received === undefined ? {} : { received }),
      ...(expected === undefined ? {} : { expected }),
      exchanges: decisive >= 0 ? [decisive] : [],
    },
  };
}

/**
 * Format 1 gave a requirement one `statement`; format 2 splits it into `rule`, `quote`, `sends` and `tolerates`.
 * The statement is read as the rule; a format-1 report has no quote and no sends, read as "".
 */
function upgradeRecord(result: Json): Json {
  if (!('statement' in result) || 'rule' in result) return result;
  const { statement, ...rest } = result;
  return { ...rest, rule: statement, quote: '', sends: '' };
}

function upgradeResult(result: unknown): unknown {
  return isObject(result) ? upgradeFailure(upgradeRecord(result)) : result;
}

export interface Upgraded {
  readonly value: unknown;
  /** Set when the value was of an older format: what the reader should know about it. */
  readonly note?: string;
}

const CONTROL_FAILED = 'the positive control failed, nothing was checked: ';

/** Format 2 wrote these reasons where the run, not the target's data, left a requirement not exercised. */
function limitedByRun(result: Json, incomplete: unknown): boolean {
  if (result.verdict !== 'not-exercised' || typeof result.reason !== 'string') return false;
  const reason = result.reason;
  return (
    reason === incomplete ||
    reason.startsWith('cut short') ||
    reason.includes('429 Too Many Requests beyond the retry bound') ||
    reason.startsWith('the suite refused to send a request')
  );
}

/**
 * Format 2 had two verdicts: a run cut short, or stopped by its positive control, without a MUST failure read
 * "fail". Format 3 calls it not-determined, names the setup problem, and marks what the run left unexercised.
 */
function upgradeVerdicts(value: Json): Json {
  const run = isObject(value.run) ? value.run : {};
  const counts = isObject(value.counts) ? value.counts : {};
  const { incomplete } = run;
  const requirements = (value.requirements as unknown[]).map((r) =>
    isObject(r) && limitedByRun(r, incomplete) ? { ...r, limitedBy: 'run' } : r,
  );
  const setup =
    typeof incomplete === 'string' && incomplete.startsWith(CONTROL_FAILED)
      ? { setupProblem: incomplete.slice(CONTROL_FAILED.length) }
      : {};
  const runLimited = requirements.some((r) => isObject(r) && r.level === 'MUST' && r.limitedBy === 'run');
  const undetermined = counts.mustFail === 0 && (incomplete !== undefined || runLimited);
  let upgradedRun = run;
  if ('setupProblem' in setup) {
    upgradedRun = { ...run, ...setup };
    delete upgradedRun.incomplete;
  }
  return { ...value, run: upgradedRun, verdict: undetermined ? 'not-determined' : value.verdict, requirements };
}

const NOTES: Readonly<Record<number, string>> = {
  1: 'a report of format 1 (an older osf-conformance): its failures were read from their text, its statements as rules, and it has no parts, so parts compare as absent',
  2: 'a report of format 2 (an older osf-conformance): a run it called "fail" without a MUST failure (cut short, stopped by its positive control, rate-limited) reads as not determined',
  3: 'a report of format 3 (an older osf-conformance): it has no coverage of the request space by dimension',
};

/** Upgrades a parsed report of format 1, 2 or 3 to the current format; anything else is returned as it is. */
export function upgradeReport(value: unknown): Upgraded {
  if (!isObject(value) || !Array.isArray(value.requirements)) return { value };
  const from = value.formatVersion;
  // Format 4 only added the optional coverage by dimension: a report of format 3 reads as one without it.
  if (from === 3) return { value: { ...value, formatVersion: REPORT_FORMAT_VERSION }, note: NOTES[3] ?? '' };
  if (from !== 1 && from !== 2) return { value };
  const two = from === 1 ? { ...value, requirements: value.requirements.map(upgradeResult) } : value;
  return { value: { ...upgradeVerdicts(two), formatVersion: REPORT_FORMAT_VERSION }, note: NOTES[from] ?? '' };
}
