// The requirement record: what the spec demands, where, and at which level, declared as data before code.
// Reports, compare and expectation files key on the id, so an id is stable forever once released.

import type { CheckContext } from './check-context.js';

export type Level = 'MUST' | 'SHOULD';

/** A requirement's frontmatter, in the manner of a test262 test: data first, code second. */
export interface RequirementRecord {
  /** Stable upper-case id with an area prefix (AUTH-, TLS-, ERR-, META-, ORD-, SF-, ISO-, VER-). */
  readonly id: string;
  /** The spec section, and rule number where the section numbers its rules (e.g. "2.1.5"). */
  readonly clause: string;
  readonly level: Level;
  /** One sentence in MUST/SHOULD language, at most RULE_MAX_LENGTH characters, the spec's own words where possible. */
  readonly rule: string;
  /** The spec's own words the rule rests on, copied verbatim (a test checks it against the spec). */
  readonly quote: string;
  /** What the check sends to the target, in one or two sentences. */
  readonly sends: string;
  /** What the check accepts where the spec is silent ("not shown"); absent when nothing. */
  readonly tolerates?: string;
  /**
   * The families of judgement a requirement makes, each with its own verdict (a check runs one with
   * ctx.part); addressed as `ID/name` by --only, the reports, compare and matrix. The id stays the unit a
   * certificate counts.
   */
  readonly parts?: readonly PartRecord[];
  /**
   * Set when the check judges what requests sent at once show (a race): a failure then stands without the re-run
   * every other failure gets, since the moment that showed it may not come again. Says why no timing of the
   * suite's own requests can cause the failure, so a re-run could only hide it.
   */
  readonly raced?: string;
}

/** A named part of a requirement: a kebab-case name, stable like the id, and what that part judges. */
export interface PartRecord {
  readonly name: string;
  /** One sentence: what this part judges (linted like a requirement's rule). */
  readonly rule: string;
}

export type Check = (ctx: CheckContext) => Promise<void>;

export interface Requirement extends RequirementRecord {
  readonly check: Check;
  /** Set when --only named some of the requirement's parts: the parts that run; the others are left out. */
  readonly selectedParts?: readonly string[];
}

const ID_PATTERN = /^[A-Z]+(-[A-Z0-9]+)+$/;
const PART_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A rule fits one line of `list` beside its id and a report heading. */
export const RULE_MAX_LENGTH = 150;

/**
 * Why a rule is not one short sentence, or undefined when it is. A full stop, question or exclamation mark
 * followed by a space and a capital letter starts a second sentence ("e.g. Bad" would too: rules avoid it).
 */
export function ruleProblem(rule: string): string | undefined {
  if (rule.length > RULE_MAX_LENGTH) return `rule is ${rule.length} characters, more than ${RULE_MAX_LENGTH}`;
  if (!rule.endsWith('.')) return 'rule does not end with a period';
  if (/[.!?]\s+[A-Z]/.test(rule.slice(0, -1))) return 'rule is more than one sentence';
  if (/[\r\n]/.test(rule)) return 'rule spans lines';
  return undefined;
}

/** Whitespace-normalised text: the spec wraps and aligns its lines, a quote is compared as words. */
export function normaliseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True when the quote is a verbatim passage of the spec, whitespace aside (a table cell's text counts). */
export function quoteIsInSpec(quote: string, specText: string): boolean {
  const q = normaliseSpaces(quote);
  return q !== '' && normaliseSpaces(specText).includes(q);
}

/** Declares a requirement; throws at import time on a malformed record so a typo never ships. */
export function requirement(record: RequirementRecord, check: Check): Requirement {
  if (!ID_PATTERN.test(record.id)) throw new Error(`requirement id "${record.id}" must look like AREA-WORDS`);
  if (!/^\d+(\.\d+)*$/.test(record.clause))
    throw new Error(`requirement ${record.id}: clause "${record.clause}" is not a spec section`);
  const problem = ruleProblem(record.rule);
  if (problem !== undefined) throw new Error(`requirement ${record.id}: ${problem}`);
  if (record.quote.trim() === '') throw new Error(`requirement ${record.id}: empty quote`);
  if (record.sends.trim() === '') throw new Error(`requirement ${record.id}: empty sends`);
  const names = (record.parts ?? []).map((p) => p.name);
  for (const part of record.parts ?? []) {
    if (!PART_PATTERN.test(part.name))
      throw new Error(`requirement ${record.id}: part "${part.name}" must be kebab-case`);
    const partProblem = ruleProblem(part.rule);
    if (partProblem !== undefined) throw new Error(`requirement ${record.id}/${part.name}: ${partProblem}`);
  }
  if (new Set(names).size !== names.length) throw new Error(`requirement ${record.id}: a part is named twice`);
  return Object.freeze({ ...record, check });
}

/** Spec clauses that no black-box check can reach, listed in every report with the reason. */
export interface UntestableClause {
  readonly clause: string;
  readonly statement: string;
  readonly reason: string;
}

/** The top-level spec section of a clause ("2.1.5" -> "2"), used to group reports. */
export function sectionOf(clause: string): string {
  return clause.split('.')[0] ?? clause;
}

/**
 * Report order: by clause, then by id. Ids are upper-case letters, digits and hyphens, so comparing code units
 * gives the order a locale would, without loading the locale's collation first.
 */
export function compareRequirements(a: { clause: string; id: string }, b: { clause: string; id: string }): number {
  return compareClauses(a.clause, b.clause) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Compares clauses numerically ("2.10" after "2.9"). */
export function compareClauses(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
