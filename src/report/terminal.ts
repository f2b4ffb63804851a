// The terminal: a live progress line while the suites run, then the summary grouped by spec section, the
// first failures and where the full report is. Colour only on a TTY, and never when NO_COLOR is set.

import { sectionOf } from '../requirements/requirement.js';
import { displayStatus, partialNote, STATUS_LABEL, type ConformanceReport, type RequirementResult } from './model.js';
import { coverageLine, coverageOf, isolationUncheckedLine } from './coverage.js';
import { rerunCommand } from './reproduce.js';
import { retryNote } from './retry-note.js';
import { outsideNamespaceLine } from './outside-namespace.js';
import { setupSlipLines } from './setup-slip.js';
import { targetLostLines } from './target-lost.js';
import { finalVerdict, type FinalVerdict } from './verdict.js';

export interface Style {
  readonly red: (s: string) => string;
  readonly green: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
}

/** https://no-color.org: any non-empty NO_COLOR turns colour off; so does a pipe or a dumb terminal. */
export function colourEnabled(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  return stream.isTTY === true && (env.NO_COLOR === undefined || env.NO_COLOR === '') && env.TERM !== 'dumb';
}

export function styleFor(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): Style {
  const on = colourEnabled(stream, env);
  const wrap = (code: number, reset: number) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[${reset}m` : s);
  return { red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39), dim: wrap(2, 22), bold: wrap(1, 22) };
}

export const PLAIN: Style = styleFor({ isTTY: false }, {});

export interface Progress {
  readonly done: number;
  readonly total: number;
  /** Requests sent to the target so far, run-wide. */
  readonly requests: number;
  /** The requirement that just finished. */
  readonly id: string;
  readonly clause: string;
  readonly verdict: RequirementResult['verdict'];
}

/**
 * One progress line, cut to the terminal width: a wrapped line would defeat the carriage return that
 * rewrites it. Cut before colouring, so an escape sequence is never split.
 */
export function renderProgress(p: Progress, style: Style, columns: number): string {
  const head = `  [${p.done}/${p.total}] spec ${sectionOf(p.clause)} · ${p.requests} requests · `;
  const tail = `${p.id} ${p.verdict === 'fail' ? 'FAIL' : p.verdict}`;
  // A terminal of unknown size (a pty without one, as under `script` or some CI runners) reports 0 columns.
  const room = Math.max(10, (columns > 0 ? columns : 80) - 1);
  const text = `${head}${tail}`;
  if (text.length > room) return text.slice(0, room - 1) + '…';
  const colour = p.verdict === 'fail' ? style.red : p.verdict === 'pass' ? style.green : style.yellow;
  return `${style.dim(head)}${colour(tail)}`;
}

/** The first line of a run, printed before any request so a CI log shows what is being checked. */
export function renderStartLine(run: {
  readonly version: string;
  readonly ordersUrl?: string | undefined;
  readonly scanFormsUrl?: string | undefined;
  readonly deadlineMs: number;
  readonly seed: number;
}): string {
  const what =
    run.ordersUrl === undefined
      ? 'the embedded reference server (ORDERS_BASE_URL is not set)'
      : `${run.ordersUrl} and ${run.scanFormsUrl ?? run.ordersUrl}`;
  return `osf-conformance ${run.version}: checking ${what}; seed ${run.seed}, deadline ${Math.round(run.deadlineMs / 1000)} s`;
}

/** The line a log gets after a long silence: how far the run got, so a stall is visible and located. */
export function renderStillRunning(
  settled: { readonly done: number; readonly total: number; readonly requests: number },
  elapsedMs: number,
): string {
  const far = settled.total === 0 ? 'no requirement finished yet' : `${settled.done}/${settled.total} done`;
  return `  still running: ${far}, ${settled.requests} requests, ${(elapsedMs / 1000).toFixed(0)} s`;
}

/**
 * Progress for a log rather than a terminal (CI, a pipe): plain lines, no escape codes, one per failure as it
 * happens and one per spec section when its last requirement settles, so a stall shows as silence after a
 * named point, and a line every tenth of the run in between. `clauses` maps each selected requirement id to its
 * clause (the section sizes); without it only the tenths are printed.
 */
export class LogProgress {
  private readonly remaining = new Map<string, number>();
  private readonly tally = new Map<string, { pass: number; fail: number; other: number }>();

  constructor(clauses?: ReadonlyMap<string, string>) {
    for (const clause of clauses?.values() ?? [])
      this.remaining.set(sectionOf(clause), (this.remaining.get(sectionOf(clause)) ?? 0) + 1);
  }

  /** The lines to print for one settled requirement (often none). */
  lines(p: Progress, elapsedMs: number): string[] {
    const out: string[] = [];
    const where = `${p.done}/${p.total} done, ${p.requests} requests, ${(elapsedMs / 1000).toFixed(0)} s`;
    if (p.verdict === 'fail') out.push(`  FAIL ${p.id} (spec ${p.clause}) [${where}]`);
    const section = sectionOf(p.clause);
    const t = this.tally.get(section) ?? { pass: 0, fail: 0, other: 0 };
    if (p.verdict === 'pass') t.pass += 1;
    else if (p.verdict === 'fail') t.fail += 1;
    else t.other += 1;
    this.tally.set(section, t);
    const left = this.remaining.get(section);
    if (left !== undefined) {
      this.remaining.set(section, left - 1);
      if (left === 1)
        out.push(
          `  spec ${section} done: ${t.pass} pass, ${t.fail} fail, ${t.other} not exercised or not applicable [${where}]`,
        );
    }
    // Sections run side by side and often finish together near the end: a line every tenth of the run keeps
    // the log moving in between.
    const tenth = p.total > 0 && Math.floor((p.done * 10) / p.total) > Math.floor(((p.done - 1) * 10) / p.total);
    if (out.length === 0 && tenth) out.push(`  progress: ${where}`);
    return out;
  }
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd(),
  );
}

const MAX_LISTED = 8;

function listed(
  lines: string[],
  title: string,
  items: readonly RequirementResult[],
  line: (r: RequirementResult) => string,
  colour: (s: string) => string,
): void {
  if (items.length === 0) return;
  lines.push(colour(`  ${title} (${items.length}):`));
  for (const r of items.slice(0, MAX_LISTED)) lines.push(colour(`    ${line(r)}`));
  if (items.length > MAX_LISTED)
    lines.push(colour(`    … and ${items.length - MAX_LISTED} more (see the full report)`));
}

const MAX_REASONS = 10;

/** Which suite ran against which target, and whether the run was partial. */
function headerLines(report: ConformanceReport, style: Style): string[] {
  const t = report.target;
  const partial = partialNote(report);
  return [
    style.bold(
      `osf-conformance ${report.suite.version} against ${t.ordersBaseUrl}${t.ordersApiPrefix}, ${t.scanFormsBaseUrl}${t.scanFormsApiPrefix}${t.embedded ? ' (embedded reference server)' : ''}`,
    ),
    ...(partial === undefined ? [] : [style.yellow(`  ${partial.replace(/^partial run/, 'PARTIAL RUN')}`)]),
  ];
}

/** Counts by spec section and level, then the total, as an aligned table. */
function sectionTable(rs: readonly RequirementResult[]): string[] {
  const count = (items: readonly RequirementResult[], level: string | undefined, ...statuses: string[]) =>
    String(
      items.filter((r) => (level === undefined || r.level === level) && statuses.includes(displayStatus(r))).length,
    );
  const row = (label: string, items: readonly RequirementResult[]) => [
    label,
    count(items, 'MUST', 'pass', 'pass-on-retry', 'pass-prune'),
    count(items, 'MUST', 'fail'),
    count(items, 'SHOULD', 'pass', 'pass-on-retry', 'pass-prune'),
    count(items, 'SHOULD', 'fail'),
    count(items, undefined, 'known-failure'),
    count(items, undefined, 'not-exercised'),
    count(items, undefined, 'not-applicable'),
  ];
  const sections = [...new Set(rs.map((r) => sectionOf(r.clause)))];
  return table([
    ['', 'MUST pass', 'MUST fail', 'SHOULD pass', 'SHOULD fail', 'known', 'not exercised', 'n/a'],
    ...sections.map((s) =>
      row(
        `spec ${s}`,
        rs.filter((r) => sectionOf(r.clause) === s),
      ),
    ),
    row('total', rs),
  ]);
}

/** The requirements worth a look, one short list per kind: failing, known failures, to prune, retried, not run. */
function listedKinds(report: ConformanceReport, style: Style): string[] {
  const lines: string[] = [];
  const rs = report.requirements;
  listed(
    lines,
    'Failing',
    rs.filter((r) => displayStatus(r) === 'fail'),
    (r) => `${STATUS_LABEL.fail} ${r.id} (${r.clause}, ${r.level})${retryNote(r)}: ${r.reason ?? ''}`,
    style.red,
  );
  listed(
    lines,
    'Known failures, not failing the run',
    rs.filter((r) => displayStatus(r) === 'known-failure'),
    (r) =>
      `${r.id} (${r.clause}, ${r.level}): ${r.expectedFailure?.reason ?? ''}${r.expectedFailure?.link === undefined ? '' : ` ${r.expectedFailure.link}`}`,
    style.yellow,
  );
  listed(
    lines,
    `Expected to fail but passed: prune these from ${report.run.expectations?.source ?? 'the expectations file'}`,
    rs.filter((r) => displayStatus(r) === 'pass-prune'),
    (r) => r.id,
    style.yellow,
  );
  listed(
    lines,
    'Passed only on retry',
    rs.filter((r) => displayStatus(r) === 'pass-on-retry'),
    (r) => `${r.id}: first attempt: ${r.retry?.firstReason ?? ''}`,
    style.yellow,
  );
  listed(
    lines,
    'Not exercised',
    rs.filter((r) => r.verdict === 'not-exercised'),
    (r) => `${r.id}: ${r.reason ?? ''}`,
    style.yellow,
  );
  return lines;
}

/** How the run went: cut short, likely slips, coverage, its size and seed, and the command to run it again. */
function runLines(report: ConformanceReport, style: Style): string[] {
  const lines: string[] = [];
  if (report.run.incomplete !== undefined) lines.push(style.red(`  INCOMPLETE: ${report.run.incomplete}`));
  for (const line of [...targetLostLines(report), ...setupSlipLines(report), outsideNamespaceLine(report)])
    if (line !== undefined) lines.push(style.red(`  ${line}`));
  const coverage = coverageOf(report);
  const isolation = isolationUncheckedLine(report);
  if (isolation !== undefined) lines.push(style.yellow(`  ${isolation}`));
  lines.push((coverage.complete ? style.dim : style.yellow)(`  ${coverageLine(report)}`));
  lines.push(
    `  ${report.run.requests} requests in ${(report.run.durationMs / 1000).toFixed(1)} s, seed ${report.run.seed}`,
  );
  const failing = report.requirements.filter((r) => displayStatus(r) === 'fail').map((r) => r.id);
  lines.push(
    failing.length === 0
      ? style.dim(`  same run again: ${rerunCommand(report)}`)
      : `  reproduce the failures: ${rerunCommand(report, failing)}`,
  );
  return lines;
}

/** The headline in its colour, then its reasons (the first few). */
function verdictLines(verdict: FinalVerdict, style: Style): string[] {
  const colour = verdict.ok ? style.green : verdict.exitCode === 2 ? style.yellow : style.red;
  const lines = [style.bold(colour(verdict.headline))];
  for (const reason of verdict.reasons.slice(0, MAX_REASONS)) lines.push(colour(`  ${reason}`));
  if (verdict.reasons.length > MAX_REASONS)
    lines.push(`  … and ${verdict.reasons.length - MAX_REASONS} more in the report`);
  return lines;
}

/** Where the full report is, then the other files written. */
function fileLines(files: readonly string[], style: Style): string[] {
  const lines: string[] = [];
  const html = files.find((f) => f.endsWith('report.html'));
  if (html !== undefined) lines.push(`  full report: ${html}`);
  const others = files.filter((f) => f !== html);
  if (others.length > 0) lines.push(style.dim(`  also: ${others.join(', ')}`));
  return lines;
}

/**
 * The summary after a run. `verdict` is the one headline the console shows (finalVerdict: the run's, or the
 * certification's under --certify); its reasons follow it.
 */
export function renderSummary(
  report: ConformanceReport,
  files: readonly string[],
  style: Style,
  verdict: FinalVerdict = finalVerdict(report),
): string {
  return [
    ...headerLines(report, style),
    ...sectionTable(report.requirements),
    ...listedKinds(report, style),
    ...runLines(report, style),
    ...verdictLines(verdict, style),
    ...fileLines(files, style),
  ].join('\n');
}
