// Coverage of the request space by dimension: for each dimension of src/space, its classes, how many requests each
// sent in this run, which requirement sent it, and why a class was not exercised. Pure: counts and results in.

import { SPACE } from '../space/index.js';
import type { Dimension, Expectation, SpaceClass } from '../space/model.js';
import type { Verdict } from '../engine/outcome.js';

/** What the coverage reads of a requirement's result: whether it ran to a verdict, and why not. */
interface RequirementResult {
  readonly id: string;
  readonly verdict: Verdict;
  readonly reason?: string | undefined;
}

export interface ClassCoverage {
  readonly name: string;
  readonly kind: SpaceClass['kind'];
  readonly expect: Expectation;
  /** Requests this run sent for the class (0 when it sent none, or when the requirement sending it does not count). */
  readonly sent: number;
  /** The requirement that sends the class, when it is not the coverage phase. */
  readonly sentBy?: string;
  /** Why the class was not exercised in this run; absent when it was. */
  readonly notExercised?: string;
}

export interface DimensionCoverage {
  readonly id: string;
  readonly name: string;
  readonly varies: string;
  /** Each source as `document section`, e.g. "RFC 9112 3.2.2" or "spec 4.4". */
  readonly sources: readonly string[];
  readonly judgedBy: readonly string[];
  /** Requests sent for the dimension's classes. */
  readonly sent: number;
  readonly classes: readonly ClassCoverage[];
}

export interface SpaceCoverage {
  readonly dimensions: readonly DimensionCoverage[];
  /** Requests of the pairwise covering array and of the sequences that expose caches. */
  readonly combinations: { readonly pairwise: number; readonly sequences: number };
}

const idOf = (ref: string): string => ref.split('/')[0] ?? ref;

/** Why a requirement the model names did not exercise a class, or undefined when it ran to a verdict. */
function whyNot(id: string, results: ReadonlyMap<string, RequirementResult>): string | undefined {
  const r = results.get(id);
  if (r === undefined) return `${id} was not selected (--only)`;
  if (r.verdict === 'pass' || r.verdict === 'fail') return undefined;
  return `${id} was ${r.verdict === 'not-applicable' ? 'not applicable' : 'not exercised'}: ${r.reason ?? ''}`;
}

function classCoverage(
  d: Dimension,
  c: SpaceClass,
  covered: Readonly<Record<string, number>>,
  results: ReadonlyMap<string, RequirementResult>,
): ClassCoverage {
  const sent = covered[`${d.id}/${c.name}`] ?? 0;
  const base = { name: c.name, kind: c.kind, expect: c.expect, sent };
  if (c.notSent !== undefined) return { ...base, notExercised: c.notSent };
  if (c.sentBy !== undefined) {
    const why = whyNot(c.sentBy, results);
    return { ...base, sentBy: c.sentBy, ...(why === undefined ? {} : { notExercised: why }) };
  }
  if (sent > 0) return base;
  const judges = [...new Set(d.judgedBy.map(idOf))];
  const reasons = judges.map((id) => whyNot(id, results));
  const notRun = reasons.filter((x): x is string => x !== undefined);
  return {
    ...base,
    notExercised:
      notRun.length === judges.length
        ? notRun.join('; ')
        : `the target's data gave it no value, or the run ended before it was sent (see the notes of ${judges.join(', ')})`,
  };
}

/** The coverage of every dimension of the request space, from the requests counted per case and the results. */
export function spaceCoverage(
  covered: Readonly<Record<string, number>>,
  results: readonly RequirementResult[],
): SpaceCoverage {
  const byId = new Map(results.map((r) => [r.id, r]));
  const dimensions = SPACE.map((d) => {
    const classes = d.classes.map((c) => classCoverage(d, c, covered, byId));
    return {
      id: d.id,
      name: d.name,
      varies: d.varies,
      sources: d.sources.map((s) => `${s.document} ${s.section}`),
      judgedBy: d.judgedBy,
      sent: classes.reduce((n, c) => n + c.sent, 0),
      classes,
    };
  });
  const sum = (prefix: string) =>
    Object.entries(covered).reduce((n, [name, count]) => (name.startsWith(prefix) ? n + count : n), 0);
  return { dimensions, combinations: { pairwise: sum('pairwise/'), sequences: sum('sequence/') } };
}
