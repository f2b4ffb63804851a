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

/** Upgrades a parsed report of format 1 to the current format; anything else is returned as it is. */
export function upgradeReport(value: unknown): Upgraded {
  if (!isObject(value) || value.formatVersion !== 1 || !Array.isArray(value.requirements)) return { value };
  return {
    value: { ...value, formatVersion: REPORT_FORMAT_VERSION, requirements: value.requirements.map(upgradeResult) },
    note: 'a report of format 1 (an older osf-conformance): its failures were read from their text, its statements as rules, and it has no parts, so parts compare as absent',
  };
}
