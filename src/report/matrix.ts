// The conformance matrix model: requirements as rows, implementations as columns, built from reports as plain
// data. Rows where implementations disagree come first; reports that cannot be compared are flagged, not merged.

import { compareRequirements, sectionOf, type Level } from '../requirements/requirement.js';
import { displayStatus, VERDICT_WORD, type ConformanceReport, type DisplayStatus } from './model.js';

/** One report as the matrix reads it, with what the files around it say. */
export interface MatrixInput {
  readonly report: ConformanceReport;
  /** The implementation's name (the fleet target, or the folder the report came in). */
  readonly name: string;
  readonly productVersion?: string | undefined;
  /** Link to that report's report.html, relative to where the matrix is written; rows add `#req-<id>`. */
  readonly reportHref?: string | undefined;
}

export interface MatrixColumn {
  readonly name: string;
  readonly productVersion: string | undefined;
  readonly suiteVersion: string;
  readonly specVersion: string;
  /** When the run started (ISO 8601). */
  readonly date: string;
  /** As a fleet run reads it: a MUST failure stands; otherwise a run cut short proves nothing either way. */
  /** The run's verdict in its one word (VERDICT_WORD), as every other output says it. */
  readonly status: string;
  /** MUST requirements passed, of those that apply (not-applicable ones excluded; not exercised counts as not passed). */
  readonly mustPassed: number;
  readonly mustTotal: number;
  /** Why this column's verdicts cannot be read like the others (partial, incomplete, another suite...). */
  readonly flags: readonly string[];
}

/** A cell: the verdict of one requirement in one report, or "absent" when that report does not have it. */
export interface MatrixCell {
  readonly status: DisplayStatus | 'absent';
  readonly href?: string;
  /** First line of the reason, for a failure or a requirement not exercised. */
  readonly reason?: string;
}

export interface MatrixRow {
  readonly id: string;
  readonly clause: string;
  readonly level: Level;
  readonly rule: string;
  readonly cells: readonly MatrixCell[];
  /** Some implementation passes it and another fails it. */
  readonly disagree: boolean;
  readonly anyFail: boolean;
  /** Set when the reports describe this requirement differently (clause or level). */
  readonly differs?: string;
}

export interface MatrixGroup {
  /** "disagree" for the leading group, else the spec section. */
  readonly key: string;
  readonly title: string;
  readonly rows: readonly MatrixRow[];
}

export interface MatrixModel {
  readonly columns: readonly MatrixColumn[];
  readonly groups: readonly MatrixGroup[];
  /** Reasons the reports are not all alike; empty when they come from one suite, spec and catalogue. */
  readonly mismatches: readonly string[];
  readonly disagreements: number;
}

function outcomeClass(status: MatrixCell['status']): 'pass' | 'fail' | undefined {
  if (status === 'fail' || status === 'known-failure') return 'fail';
  if (status === 'pass' || status === 'pass-on-retry' || status === 'pass-prune') return 'pass';
  return undefined;
}

/** "a (0.1.0), b (0.2.0)" style listing of which column has which value. */
function groupedBy(columns: readonly MatrixColumn[], values: readonly string[]): string {
  const by = new Map<string, string[]>();
  columns.forEach((c, i) => by.set(values[i]!, [...(by.get(values[i]!) ?? []), c.name]));
  return [...by].map(([v, names]) => `${v}: ${names.join(', ')}`).join('; ');
}

function uniqueNames(inputs: readonly MatrixInput[]): string[] {
  const seen = new Map<string, number>();
  return inputs.map((input) => {
    const n = (seen.get(input.name) ?? 0) + 1;
    seen.set(input.name, n);
    return n === 1 ? input.name : `${input.name} #${n}`;
  });
}

function column(input: MatrixInput, name: string): MatrixColumn {
  const { report } = input;
  const must = report.requirements.filter((r) => r.level === 'MUST' && r.verdict !== 'not-applicable');
  const flags: string[] = [];
  if (report.run.partial) flags.push(`partial run (--only ${(report.run.only ?? []).join(',')})`);
  if (report.run.setupProblem !== undefined) flags.push(`setup problem: ${report.run.setupProblem}`);
  if (report.run.incomplete !== undefined) flags.push(`incomplete: ${report.run.incomplete}`);
  if (report.run.expectations !== undefined)
    flags.push(`known failures applied from ${report.run.expectations.source}`);
  return {
    name,
    productVersion: input.productVersion,
    suiteVersion: report.suite.version,
    specVersion: report.spec.version,
    date: report.run.startedAt,
    status: VERDICT_WORD[report.verdict],
    mustPassed: must.filter((r) => r.verdict === 'pass').length,
    mustTotal: must.length,
    flags,
  };
}

function catalogueKey(report: ConformanceReport): string {
  return report.requirements
    .map((r) => r.id)
    .sort()
    .join(',');
}

/** A row's cells compared: whether some implementation passes what another fails. */
function agreement(cells: readonly MatrixCell[]): Pick<MatrixRow, 'disagree' | 'anyFail'> {
  const classes = new Set(cells.map((c) => outcomeClass(c.status)));
  return { disagree: classes.has('pass') && classes.has('fail'), anyFail: classes.has('fail') };
}

/**
 * One row per part (`ID/part`) of every requirement that has parts in some report, beside its requirement's
 * row: a part absent from a report (an older format, another suite version) reads "absent".
 */
function partRows(inputs: readonly MatrixInput[]): MatrixRow[] {
  const parts = new Map<string, { clause: string; level: Level; rule: string; id: string; part: string }>();
  for (const input of inputs)
    for (const r of input.report.requirements)
      for (const p of r.parts ?? [])
        if (!parts.has(`${r.id}/${p.name}`))
          parts.set(`${r.id}/${p.name}`, {
            clause: r.clause,
            level: r.level,
            rule: p.rule,
            id: r.id,
            part: p.name,
          });
  return [...parts].map(([key, meta]) => {
    const cells = inputs.map((input): MatrixCell => {
      const p = input.report.requirements.find((x) => x.id === meta.id)?.parts?.find((x) => x.name === meta.part);
      if (p === undefined) return { status: 'absent' };
      const reason = p.verdict === 'fail' || p.verdict === 'not-exercised' ? (p.reason ?? '') : '';
      return {
        status: p.verdict,
        ...(input.reportHref === undefined ? {} : { href: `${input.reportHref}#req-${meta.id}` }),
        ...(reason === '' ? {} : { reason }),
      };
    });
    return { id: key, clause: meta.clause, level: meta.level, rule: meta.rule, cells, ...agreement(cells) };
  });
}

/** Which catalogue each column ran ("catalogue A (74 requirements)", or "partial"), when the full runs differ. */
function catalogueLabels(inputs: readonly MatrixInput[]): string[] | undefined {
  const full = inputs.filter((input) => !input.report.run.partial);
  if (new Set(full.map((input) => catalogueKey(input.report))).size <= 1) return undefined;
  const key = new Map<string, string>();
  return inputs.map((input) => {
    if (input.report.run.partial) return 'partial';
    const k = catalogueKey(input.report);
    if (!key.has(k))
      key.set(k, `catalogue ${String.fromCharCode(65 + key.size)} (${input.report.requirements.length} requirements)`);
    return key.get(k)!;
  });
}

/**
 * Spec 9 versions the interface; the suite version decides how each requirement is checked. Reports of
 * different suites, specs or catalogues are shown side by side only with these warnings, never merged quietly.
 */
function mismatchesOf(inputs: readonly MatrixInput[], columns: readonly MatrixColumn[]): string[] {
  const mismatches: string[] = [];
  if (new Set(columns.map((c) => c.suiteVersion)).size > 1)
    mismatches.push(
      `different suite versions (${groupedBy(
        columns,
        columns.map((c) => c.suiteVersion),
      )}): a requirement may be checked differently in each`,
    );
  if (new Set(columns.map((c) => c.specVersion)).size > 1)
    mismatches.push(
      `different spec versions (${groupedBy(
        columns,
        columns.map((c) => c.specVersion),
      )})`,
    );
  const labels = catalogueLabels(inputs);
  if (labels !== undefined)
    mismatches.push(
      `different requirement catalogues (${groupedBy(columns, labels)}): a requirement missing from a report shows as "absent"`,
    );
  const partial = columns.filter((c) => c.flags.some((f) => f.startsWith('partial')));
  if (partial.length > 0)
    mismatches.push(`partial runs (${partial.map((c) => c.name).join(', ')}): they checked only some requirements`);
  return mismatches;
}

/** One row per requirement id in any report, with each report's verdict of it (or "absent"). */
function requirementRows(inputs: readonly MatrixInput[]): MatrixRow[] {
  const ids = new Map<string, { clause: string; level: Level; rule: string; seen: Set<string> }>();
  for (const input of inputs) {
    for (const r of input.report.requirements) {
      const entry = ids.get(r.id);
      if (entry === undefined)
        ids.set(r.id, {
          clause: r.clause,
          level: r.level,
          rule: r.rule,
          seen: new Set([`${r.clause} ${r.level}`]),
        });
      else entry.seen.add(`${r.clause} ${r.level}`);
    }
  }
  return [...ids].map(([id, meta]) => {
    const cells = inputs.map((input): MatrixCell => {
      const r = input.report.requirements.find((x) => x.id === id);
      if (r === undefined) return { status: 'absent' };
      const status = displayStatus(r);
      const reason = r.verdict === 'fail' || r.verdict === 'not-exercised' ? (r.reason ?? '') : '';
      return {
        status,
        ...(input.reportHref === undefined ? {} : { href: `${input.reportHref}#req-${id}` }),
        ...(reason === '' ? {} : { reason }),
      };
    });
    return {
      id,
      clause: meta.clause,
      level: meta.level,
      rule: meta.rule,
      cells,
      ...agreement(cells),
      ...(meta.seen.size > 1
        ? { differs: `the reports give it different clauses or levels (${[...meta.seen].join('; ')})` }
        : {}),
    };
  });
}

/** The rows where implementations disagree first, then the rest by spec section. */
function groupsOf(rows: readonly MatrixRow[]): MatrixGroup[] {
  const disagreeing = rows.filter((r) => r.disagree);
  const rest = rows.filter((r) => !r.disagree);
  const sections = [...new Set(rest.map((r) => sectionOf(r.clause)))];
  return [
    ...(disagreeing.length === 0
      ? []
      : [{ key: 'disagree', title: 'Where implementations disagree', rows: disagreeing }]),
    ...sections.map((section) => ({
      key: section,
      title: `Spec ${section}`,
      rows: rest.filter((r) => sectionOf(r.clause) === section),
    })),
  ];
}

export function buildMatrix(inputs: readonly MatrixInput[]): MatrixModel {
  const names = uniqueNames(inputs);
  const columns = inputs.map((input, i) => column(input, names[i]!));
  const mismatches = mismatchesOf(inputs, columns);
  const rows = [...requirementRows(inputs), ...partRows(inputs)];
  rows.sort(compareRequirements);
  return { columns, groups: groupsOf(rows), mismatches, disagreements: rows.filter((r) => r.disagree).length };
}

/** "85/86 (98.8%)", or "none" for a column with no MUST requirement that applies. */
export function passRate(c: MatrixColumn): string {
  if (c.mustTotal === 0) return 'none';
  const pct = Math.floor((c.mustPassed / c.mustTotal) * 1000) / 10;
  return `${c.mustPassed}/${c.mustTotal} (${pct}%)`;
}

/** Short cell words shared by the Markdown and HTML matrices. */
export const CELL_LABEL: Readonly<Record<MatrixCell['status'], string>> = {
  pass: 'pass',
  fail: 'FAIL',
  'known-failure': 'known failure',
  'pass-prune': 'pass (prune)',
  'pass-on-retry': 'pass (retry)',
  'not-exercised': 'not exercised',
  'not-applicable': 'n/a',
  absent: 'absent',
};
