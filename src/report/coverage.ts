// How much of the catalogue a run exercised, and the setup that would exercise the rest: one line shown in
// the console, summary.md, the HTML banner and a refused certification, beside the line saying account isolation
// was not checked when no second key was given. Pure: the report in, text out.

import type { Need } from '../requirements/check-context.js';
import type { ConformanceReport, RequirementResult } from './model.js';

/** What to set for each need, in a user's words. */
const NEED_HINT: Readonly<Record<Need, string>> = {
  ENABLED_METADATA_KEYS: 'the metadata keys enabled for the account of API_KEY (spec 2.1.3)',
  SECOND_API_KEY: 'the API key of a second account',
  SECOND_ENABLED_METADATA_KEYS: 'the metadata keys enabled for the account of SECOND_API_KEY (spec 2.1.3)',
};

export interface Coverage {
  readonly total: number;
  /** Passed or failed: the check ran to a verdict. */
  readonly exercised: number;
  /** Not exercised for lack of a setting, grouped by that setting (in first-seen order). */
  readonly byNeed: ReadonlyArray<{ readonly need: Need; readonly ids: readonly string[] }>;
  /** Not exercised for lack of data, a cut-short run or anything else that no setting fixes. */
  readonly otherwise: readonly string[];
  readonly notApplicable: readonly RequirementResult[];
  /** True when nothing was left not exercised (not-applicable requirements do not count against it). */
  readonly complete: boolean;
}

export function coverageOf(report: ConformanceReport): Coverage {
  const rs = report.requirements;
  const byNeed = new Map<Need, string[]>();
  const otherwise: string[] = [];
  for (const r of rs) {
    if (r.verdict !== 'not-exercised') continue;
    if (r.needs === undefined) otherwise.push(r.id);
    else byNeed.set(r.needs, [...(byNeed.get(r.needs) ?? []), r.id]);
  }
  return {
    total: rs.length,
    exercised: rs.filter((r) => r.verdict === 'pass' || r.verdict === 'fail').length,
    byNeed: [...byNeed].map(([need, ids]) => ({ need, ids })),
    otherwise,
    notApplicable: rs.filter((r) => r.verdict === 'not-applicable'),
    complete: byNeed.size === 0 && otherwise.length === 0,
  };
}

function someIds(ids: readonly string[], max: number): string {
  return ids.length <= max ? ids.join(', ') : `${ids.slice(0, max).join(', ')} and ${ids.length - max} more`;
}

/**
 * "Coverage: <exercised> of <total> requirements exercised; <n> need ENABLED_METADATA_KEYS, the metadata keys
 * enabled for the account of API_KEY (spec 2.1.3) [META-…]; 1 not applicable [VER-OLD-PATHS-STABLE]". `maxIds`
 * bounds the ids named per group (the console's line must stay readable).
 */
export function coverageLine(report: ConformanceReport, maxIds = 3): string {
  const c = coverageOf(report);
  const parts = [
    `${c.exercised} of ${c.total} requirements exercised`,
    ...c.byNeed.map(
      ({ need, ids }) =>
        `${ids.length} need${ids.length === 1 ? 's' : ''} ${need}, ${NEED_HINT[need]} [${someIds(ids, maxIds)}]`,
    ),
    ...(c.otherwise.length === 0
      ? []
      : [
          `${c.otherwise.length} could not be exercised with the target's data or in this run, reasons in the report [${someIds(c.otherwise, maxIds)}]`,
        ]),
    ...(c.notApplicable.length === 0
      ? []
      : [
          `${c.notApplicable.length} not applicable [${someIds(
            c.notApplicable.map((r) => r.id),
            maxIds,
          )}]`,
        ]),
  ];
  return `Coverage: ${parts.join('; ')}`;
}

/**
 * "Account isolation (spec 4.4, 5.1) was not checked: ..." when the run had no SECOND_API_KEY and left requirements
 * not exercised for want of it; undefined otherwise. Said apart from the coverage line: a target serving one account's
 * data to another's key is the gravest fault this API can have, and without a second key no request looked for it.
 */
export function isolationUncheckedLine(report: ConformanceReport): string | undefined {
  if (report.target.secondAccount) return undefined;
  const ids = report.requirements.filter((r) => r.verdict === 'not-exercised' && r.needs === 'SECOND_API_KEY');
  if (ids.length === 0) return undefined;
  return `Account isolation (spec 4.4, 5.1) was not checked: SECOND_API_KEY is not set, so no request looked for one account's orders or scan forms served to another account's key [${someIds(
    ids.map((r) => r.id),
    Infinity,
  )}]`;
}
