// Regression between two runs: what went from pass to fail, what was fixed, what is newly or no longer
// exercised, which requirements appeared, vanished or changed level, and what changed about the target.

import type { Level } from '../requirements/requirement.js';
import { compareRequirements } from '../requirements/requirement.js';
import { notDeterminedReasons, VERDICT_WORD, type ConformanceReport, type RequirementResult } from './model.js';
import type { Style } from './terminal.js';

export interface VerdictChange {
  readonly id: string;
  readonly clause: string;
  readonly level: Level;
  readonly from: RequirementResult['verdict'];
  readonly to: RequirementResult['verdict'];
  /** The new run's reason (why it fails, or why it is not exercised). */
  readonly reason?: string;
  /** True when the new run lists it as a known failure. */
  readonly knownFailure?: boolean;
}

/** A part of a requirement whose verdict changed between the runs (both runs judged the part). */
export interface PartChange extends VerdictChange {
  readonly part: string;
}

export interface Presence {
  readonly id: string;
  readonly clause: string;
  readonly level: Level;
  readonly verdict: RequirementResult['verdict'];
}

export interface FieldChange {
  readonly field: string;
  readonly from: string;
  readonly to: string;
}

export interface ReportComparison {
  /** pass -> fail: any of these makes compare exit 1. */
  readonly regressed: readonly VerdictChange[];
  /** fail -> pass. */
  readonly fixed: readonly VerdictChange[];
  /** not exercised or not applicable -> pass or fail. */
  readonly newlyExercised: readonly VerdictChange[];
  /** pass or fail -> not exercised or not applicable. */
  readonly noLongerExercised: readonly VerdictChange[];
  /** In the new report only (a newer suite, or a wider --only). */
  readonly added: readonly Presence[];
  /** In the old report only. */
  readonly removed: readonly Presence[];
  readonly levelChanges: ReadonlyArray<{ readonly id: string; readonly from: Level; readonly to: Level }>;
  /** Target facts that differ: base URLs and the API version prefixes (spec 9). */
  readonly targetChanges: readonly FieldChange[];
  /** Reasons the two reports are not strictly comparable. */
  readonly warnings: readonly string[];
  readonly unchanged: number;
  /** Parts whose verdict changed, requirement by requirement; a part pass -> fail is a regression too. */
  readonly parts: readonly PartChange[];
}

const exercised = (v: RequirementResult['verdict']) => v === 'pass' || v === 'fail';

function byClause<T extends { clause: string; id: string }>(items: T[]): T[] {
  return items.sort(compareRequirements);
}

/** The parts both runs judged whose verdict differs, in the new run's order. */
function compareParts(was: RequirementResult, now: RequirementResult): PartChange[] {
  const before = new Map((was.parts ?? []).map((p) => [p.name, p]));
  return (now.parts ?? []).flatMap((p) => {
    const old = before.get(p.name);
    if (old === undefined || old.verdict === p.verdict) return [];
    const { id, clause, level } = now;
    return [
      { id, clause, level, part: p.name, from: old.verdict, to: p.verdict, ...(p.reason ? { reason: p.reason } : {}) },
    ];
  });
}

type Moves = Pick<ReportComparison, 'regressed' | 'fixed' | 'newlyExercised' | 'noLongerExercised'>;

/** Where a requirement's verdict moved between the runs, or undefined when it stayed put. */
function moveOf(from: RequirementResult['verdict'], to: RequirementResult['verdict']): keyof Moves | undefined {
  if (from === 'pass' && to === 'fail') return 'regressed';
  if (from === 'fail' && to === 'pass') return 'fixed';
  if (!exercised(from) && exercised(to)) return 'newlyExercised';
  if (exercised(from) && !exercised(to)) return 'noLongerExercised';
  return undefined;
}

/** The new run's requirements against the old run's, unsorted: verdict moves, levels, parts, additions. */
function requirementChanges(oldReport: ConformanceReport, newReport: ConformanceReport) {
  const before = new Map(oldReport.requirements.map((r) => [r.id, r]));
  const moves: Record<keyof Moves, VerdictChange[]> = {
    regressed: [],
    fixed: [],
    newlyExercised: [],
    noLongerExercised: [],
  };
  const levelChanges: Array<{ id: string; from: Level; to: Level }> = [];
  const added: Presence[] = [];
  const parts: PartChange[] = [];
  let unchanged = 0;

  for (const now of newReport.requirements) {
    const was = before.get(now.id);
    if (was === undefined) {
      added.push({ id: now.id, clause: now.clause, level: now.level, verdict: now.verdict });
      continue;
    }
    if (was.level !== now.level) levelChanges.push({ id: now.id, from: was.level, to: now.level });
    parts.push(...compareParts(was, now));
    const change: VerdictChange = {
      id: now.id,
      clause: now.clause,
      level: now.level,
      from: was.verdict,
      to: now.verdict,
      ...(now.reason === undefined ? {} : { reason: now.reason }),
      ...(now.expectedFailure?.status === 'known-failure' ? { knownFailure: true } : {}),
    };
    const move = moveOf(was.verdict, now.verdict);
    if (move === undefined) unchanged++;
    else moves[move].push(change);
  }
  return { moves, added, levelChanges, parts, unchanged };
}

/** Target facts that differ between the runs: base URLs and the API version prefixes (spec 9). */
function targetChanges(oldReport: ConformanceReport, newReport: ConformanceReport): FieldChange[] {
  const changes: FieldChange[] = [];
  const fields = ['ordersBaseUrl', 'scanFormsBaseUrl', 'ordersApiPrefix', 'scanFormsApiPrefix'] as const;
  for (const field of fields) {
    if (oldReport.target[field] !== newReport.target[field])
      changes.push({ field, from: oldReport.target[field], to: newReport.target[field] });
  }
  return changes;
}

/** Why the two reports are not strictly comparable: other versions, partial or incomplete runs, other servers. */
function comparabilityWarnings(oldReport: ConformanceReport, newReport: ConformanceReport): string[] {
  const warnings: string[] = [];
  if (oldReport.suite.version !== newReport.suite.version) {
    warnings.push(
      `suite versions differ (${oldReport.suite.version} -> ${newReport.suite.version}): a verdict may have changed because a check changed, not the target`,
    );
  }
  if (oldReport.spec.version !== newReport.spec.version)
    warnings.push(`spec versions differ (${oldReport.spec.version} -> ${newReport.spec.version})`);
  for (const [label, r] of [
    ['old', oldReport],
    ['new', newReport],
  ] as const) {
    if (r.run.partial)
      warnings.push(
        `the ${label} run is partial (--only ${(r.run.only ?? []).join(',')}): requirements outside it show as added or removed`,
      );
    if (r.run.incomplete !== undefined) warnings.push(`the ${label} run is incomplete: ${r.run.incomplete}`);
  }
  if (oldReport.target.embedded !== newReport.target.embedded)
    warnings.push('one run was against the embedded reference server and the other was not');
  return warnings;
}

/** Pure: two reports in, the differences out, sorted by clause. */
export function compareReports(oldReport: ConformanceReport, newReport: ConformanceReport): ReportComparison {
  const after = new Map(newReport.requirements.map((r) => [r.id, r]));
  const { moves, added, levelChanges, parts, unchanged } = requirementChanges(oldReport, newReport);
  const removed = oldReport.requirements
    .filter((r) => !after.has(r.id))
    .map((r) => ({ id: r.id, clause: r.clause, level: r.level, verdict: r.verdict }));
  return {
    regressed: byClause(moves.regressed),
    fixed: byClause(moves.fixed),
    newlyExercised: byClause(moves.newlyExercised),
    noLongerExercised: byClause(moves.noLongerExercised),
    added: byClause(added),
    removed: byClause(removed),
    levelChanges,
    targetChanges: targetChanges(oldReport, newReport),
    warnings: comparabilityWarnings(oldReport, newReport),
    unchanged,
    parts: byClause(parts),
  };
}

/** A part that went from pass to fail, whatever its requirement's verdict did. */
export function regressedParts(c: ReportComparison): readonly PartChange[] {
  return c.parts.filter((p) => p.from === 'pass' && p.to === 'fail');
}

export function hasRegression(c: ReportComparison): boolean {
  return c.regressed.length > 0 || regressedParts(c).length > 0;
}

/** Requirements the old run exercised (pass or fail) that the new run did not: no longer exercised, or absent. */
export function coverageLost(c: ReportComparison): readonly string[] {
  const exercised = (v: RequirementResult['verdict']) => v === 'pass' || v === 'fail';
  return [...c.noLongerExercised.map((x) => x.id), ...c.removed.filter((x) => exercised(x.verdict)).map((x) => x.id)];
}

export interface GateOptions {
  /** --allow-coverage-loss: requirements that no longer ran do not fail the comparison. */
  readonly allowCoverageLoss?: boolean;
}

/**
 * Why compare exits 1, one line each; empty when the new run may pass a gate built on it. A regression, lost
 * coverage (unless allowed) and a new run that is NOT DETERMINED each fail it: none of them shows the upgrade holds.
 */
export function gateFailures(c: ReportComparison, newReport: ConformanceReport, options: GateOptions = {}): string[] {
  const out: string[] = [];
  const regressed = c.regressed.length + regressedParts(c).length;
  if (regressed > 0) out.push(`${regressed} requirement(s) or part(s) regressed from pass to fail`);
  const lost = coverageLost(c);
  if (lost.length > 0 && options.allowCoverageLoss !== true)
    out.push(
      `${lost.length} requirement(s) that ran before no longer ran (${someIds(lost)}); pass --allow-coverage-loss if that is intended`,
    );
  if (newReport.verdict === 'not-determined')
    out.push(`the new run is ${VERDICT_WORD['not-determined']}: ${notDeterminedReasons(newReport)[0] ?? ''}`);
  return out;
}

function someIds(ids: readonly string[]): string {
  return ids.length <= 5 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`;
}

/** Changes grouped by their reason, so one reason shared by many requirements is said once. */
function groupedByReason(changes: readonly VerdictChange[]): string[] {
  const groups = new Map<string, VerdictChange[]>();
  for (const x of changes) groups.set(x.reason ?? '', [...(groups.get(x.reason ?? '') ?? []), x]);
  return [...groups].flatMap(([reason, xs]) =>
    xs.length === 1
      ? [
          `- ${xs[0]!.id} (${xs[0]!.clause}, ${xs[0]!.level}): ${xs[0]!.from} -> ${xs[0]!.to}${reason === '' ? '' : `: ${reason}`}`,
        ]
      : [`- ${xs.length} requirements${reason === '' ? '' : `: ${reason}`}`, `    ${xs.map((x) => x.id).join(', ')}`],
  );
}

const FIELD_LABEL: Record<string, string> = {
  ordersBaseUrl: 'orders base URL',
  scanFormsBaseUrl: 'scan forms base URL',
  ordersApiPrefix: 'orders API prefix (ORDERS_API_PREFIX)',
  scanFormsApiPrefix: 'scan forms API prefix (SCAN_FORMS_API_PREFIX)',
};

/** One run in a line; its verdict in the word every output uses (CONFORMS...), never the report's own value. */
function describeRun(label: string, path: string, r: ConformanceReport): string {
  return `${label} ${path}: ${r.suite.name} ${r.suite.version}, ${r.run.startedAt}, ${r.target.ordersBaseUrl}${r.target.ordersApiPrefix}, ${r.target.scanFormsBaseUrl}${r.target.scanFormsApiPrefix}, verdict ${VERDICT_WORD[r.verdict]}`;
}

/** The sections of the diff, each a title and its lines, empty sections left out. */
function changeSections(c: ReportComparison, style: Style): string[] {
  const lines: string[] = [];
  const section = (title: string, items: readonly string[], colour: (s: string) => string, count = items.length) => {
    if (items.length === 0) return;
    lines.push('', style.bold(`${title} (${count})`), ...items.map((i) => colour(i)));
  };
  const why = (x: VerdictChange) => (x.reason === undefined ? '' : `: ${x.reason}`);
  section(
    'Regressed: pass -> fail',
    c.regressed.map(
      (x) =>
        `- ${x.id} (${x.clause}, ${x.level})${x.knownFailure === true ? ' [listed as a known failure]' : ''}${why(x)}`,
    ),
    style.red,
  );
  section(
    'Fixed: fail -> pass',
    c.fixed.map((x) => `+ ${x.id} (${x.clause}, ${x.level})`),
    style.green,
  );
  section(
    'Newly exercised',
    c.newlyExercised.map(
      (x) => `+ ${x.id} (${x.clause}, ${x.level}): ${x.from} -> ${x.to}${x.to === 'fail' ? why(x) : ''}`,
    ),
    (s) => s,
  );
  section('No longer exercised', groupedByReason(c.noLongerExercised), style.yellow, c.noLongerExercised.length);
  section(
    'Added requirements',
    c.added.map((x) => `+ ${x.id} (${x.clause}, ${x.level}): ${x.verdict}`),
    (s) => s,
  );
  section(
    'Removed requirements',
    c.removed.map((x) => `- ${x.id} (${x.clause}, ${x.level}): was ${x.verdict}`),
    (s) => s,
  );
  section(
    'Parts changed',
    c.parts.map(
      (x) =>
        `${x.to === 'fail' ? '-' : '~'} ${x.id}/${x.part} (${x.clause}, ${x.level}): ${x.from} -> ${x.to}${why(x)}`,
    ),
    (s) => s,
  );
  section(
    'Level changes',
    c.levelChanges.map((x) => `~ ${x.id}: ${x.from} -> ${x.to}`),
    (s) => s,
  );
  return lines;
}

/** The readable diff compare prints: sign per line like a diff, empty sections left out. */
export function renderComparison(
  c: ReportComparison,
  oldReport: ConformanceReport,
  newReport: ConformanceReport,
  paths: readonly [string, string],
  style: Style,
  options: GateOptions = {},
): string {
  const lines = [
    style.bold(describeRun('---', paths[0], oldReport)),
    style.bold(describeRun('+++', paths[1], newReport)),
  ];
  for (const w of c.warnings) lines.push(style.yellow(`warning: ${w}`));
  for (const t of c.targetChanges) lines.push(`${FIELD_LABEL[t.field] ?? t.field}: ${t.from} -> ${t.to}`);
  lines.push(...changeSections(c, style));
  const partsNote =
    c.parts.length === 0 ? '' : `, ${c.parts.length} part change(s) (${regressedParts(c).length} regressed)`;
  const total = `${c.regressed.length} regressed, ${c.fixed.length} fixed, ${c.newlyExercised.length} newly exercised, ${c.noLongerExercised.length} no longer exercised, ${c.added.length} added, ${c.removed.length} removed, ${c.levelChanges.length} level change(s), ${c.unchanged} unchanged${partsNote}`;
  const gate = gateFailures(c, newReport, options);
  if (gate.length === 0) lines.push('', style.green(`no regression: ${total}`));
  else {
    const head = hasRegression(c) ? 'REGRESSION' : 'NOT SHOWN TO HOLD';
    lines.push('', style.red(style.bold(`${head}: ${total}`)), ...gate.map((g) => style.red(`  ${g}`)));
  }
  return lines.join('\n');
}
