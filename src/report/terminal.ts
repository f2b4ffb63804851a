// The terminal: a live progress line while the suites run, then the summary grouped by spec section, the
// first failures and where the full report is. Colour only on a TTY, and never when NO_COLOR is set.

import { sectionOf } from '../requirements/requirement.js';
import { displayStatus, firstLine, partialNote, STATUS_LABEL, type ConformanceReport, type RequirementResult } from './model.js';
import { retryNote } from './retry-note.js';

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

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`.trimEnd());
}

const MAX_LISTED = 8;

function listed(lines: string[], title: string, items: readonly RequirementResult[], line: (r: RequirementResult) => string, colour: (s: string) => string): void {
  if (items.length === 0) return;
  lines.push(colour(`  ${title} (${items.length}):`));
  for (const r of items.slice(0, MAX_LISTED)) lines.push(colour(`    ${line(r)}`));
  if (items.length > MAX_LISTED) lines.push(colour(`    … and ${items.length - MAX_LISTED} more (see the full report)`));
}

export function renderSummary(report: ConformanceReport, files: readonly string[], style: Style): string {
  const lines: string[] = [];
  const t = report.target;
  lines.push(style.bold(`osf-conformance ${report.suite.version} against ${t.ordersBaseUrl}${t.ordersApiPrefix}, ${t.scanFormsBaseUrl}${t.scanFormsApiPrefix}${t.embedded ? ' (embedded reference server)' : ''}`));
  const partial = partialNote(report);
  if (partial !== undefined) lines.push(style.yellow(`  ${partial.replace(/^partial run/, 'PARTIAL RUN')}`));

  const rs = report.requirements;
  const count = (items: readonly RequirementResult[], level: string | undefined, ...statuses: string[]) =>
    String(items.filter((r) => (level === undefined || r.level === level) && statuses.includes(displayStatus(r))).length);
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
  lines.push(
    ...table([
      ['', 'MUST pass', 'MUST fail', 'SHOULD pass', 'SHOULD fail', 'known', 'not exercised', 'n/a'],
      ...sections.map((s) => row(`spec ${s}`, rs.filter((r) => sectionOf(r.clause) === s))),
      row('total', rs),
    ]),
  );

  listed(lines, 'Failing', rs.filter((r) => displayStatus(r) === 'fail'), (r) => `${STATUS_LABEL.fail} ${r.id} (${r.clause}, ${r.level})${retryNote(r)}: ${firstLine(r.reason)}`, style.red);
  listed(lines, 'Known failures, not failing the run', rs.filter((r) => displayStatus(r) === 'known-failure'), (r) => `${r.id} (${r.clause}, ${r.level}): ${r.expectedFailure?.reason ?? ''}${r.expectedFailure?.link === undefined ? '' : ` ${r.expectedFailure.link}`}`, style.yellow);
  listed(lines, `Expected to fail but passed: prune these from ${report.run.expectations?.source ?? 'the expectations file'}`, rs.filter((r) => displayStatus(r) === 'pass-prune'), (r) => r.id, style.yellow);
  listed(lines, 'Passed only on retry', rs.filter((r) => displayStatus(r) === 'pass-on-retry'), (r) => `${r.id}: first attempt: ${firstLine(r.retry?.firstReason)}`, style.yellow);
  listed(lines, 'Not exercised', rs.filter((r) => r.verdict === 'not-exercised'), (r) => `${r.id}: ${firstLine(r.reason)}`, style.yellow);

  if (report.run.incomplete !== undefined) lines.push(style.red(`  INCOMPLETE: ${report.run.incomplete}`));
  lines.push(`  ${report.run.requests} requests in ${(report.run.durationMs / 1000).toFixed(1)} s, seed ${report.run.seed} (reproduce with SEED=${report.run.seed})`);
  const verdict =
    report.verdict === 'pass'
      ? style.green(`CONFORMS: every MUST requirement that ran passed${report.counts.knownFailures > 0 ? ` (${report.counts.knownFailures} known failure(s) excepted)` : ''}${partial === undefined ? '' : ' (partial run)'}`)
      : style.red(`DOES NOT CONFORM: ${report.counts.mustFail} MUST requirement(s) failed${report.run.incomplete === undefined ? '' : ' or the run was incomplete'}`);
  lines.push(style.bold(verdict));
  const html = files.find((f) => f.endsWith('report.html'));
  if (html !== undefined) lines.push(`  full report: ${html}`);
  const others = files.filter((f) => f !== html);
  if (others.length > 0) lines.push(style.dim(`  also: ${others.join(', ')}`));
  return lines.join('\n');
}
