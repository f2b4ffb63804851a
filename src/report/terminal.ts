// The terminal summary: verdict, counts by level, results grouped by spec section, the first failures
// and where the full report is. Colour only on a TTY, and never when NO_COLOR is set.

import { sectionOf } from '../requirements/requirement.js';
import type { ConformanceReport, RequirementResult } from './model.js';
import { retryNote } from './retry-note.js';

export interface Style {
  readonly red: (s: string) => string;
  readonly green: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
}

export function styleFor(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): Style {
  const on = stream.isTTY === true && (env.NO_COLOR === undefined || env.NO_COLOR === '') && env.TERM !== 'dumb';
  const wrap = (code: number, reset: number) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[${reset}m` : s);
  return { red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39), dim: wrap(2, 22), bold: wrap(1, 22) };
}

const MARK: Record<RequirementResult['verdict'], string> = { pass: 'pass', fail: 'FAIL', 'not-exercised': 'not exercised', 'not-applicable': 'n/a' };

export function renderSummary(report: ConformanceReport, files: readonly string[], style: Style): string {
  const lines: string[] = [];
  const by = (level: 'MUST' | 'SHOULD', verdict: RequirementResult['verdict']) => report.requirements.filter((r) => r.level === level && r.verdict === verdict).length;
  lines.push(style.bold(`osf-conformance ${report.suite.version} against ${report.target.ordersBaseUrl}${report.target.embedded ? ' (embedded reference server)' : ''}`));
  const sections = [...new Set(report.requirements.map((r) => sectionOf(r.clause)))];
  for (const section of sections) {
    const rs = report.requirements.filter((r) => sectionOf(r.clause) === section);
    const count = (v: RequirementResult['verdict']) => rs.filter((r) => r.verdict === v).length;
    const failed = count('fail');
    const parts = [`${count('pass')} pass`];
    if (failed > 0) parts.push(style.red(`${failed} fail`));
    if (count('not-exercised') > 0) parts.push(style.yellow(`${count('not-exercised')} not exercised`));
    if (count('not-applicable') > 0) parts.push(`${count('not-applicable')} n/a`);
    lines.push(`  spec ${section.padEnd(3)} ${parts.join(', ')}`);
  }
  lines.push(`  MUST   ${by('MUST', 'pass')} passed, ${by('MUST', 'fail')} failed, ${by('MUST', 'not-exercised')} not exercised`);
  lines.push(`  SHOULD ${by('SHOULD', 'pass')} passed, ${by('SHOULD', 'fail')} failed, ${by('SHOULD', 'not-exercised')} not exercised`);
  const failures = report.requirements.filter((r) => r.verdict === 'fail');
  for (const r of failures.slice(0, 8)) {
    lines.push(style.red(`  ${MARK.fail} ${r.id} (${r.clause}, ${r.level})${r.expectedFailure === undefined ? '' : ' [known failure]'}${retryNote(r)}: ${(r.reason ?? '').split('\n')[0]}`));
  }
  for (const r of report.requirements.filter((x) => x.flaky === true)) lines.push(style.yellow(`  FLAKY ${r.id}: ${r.verdict} only on the re-run; the first attempt failed: ${(r.retry?.firstReason ?? '').split('\n')[0]}`));
  if (failures.length > 8) lines.push(`  … and ${failures.length - 8} more failures`);
  for (const r of report.requirements.filter((x) => x.verdict === 'not-exercised').slice(0, 5)) {
    lines.push(style.yellow(`  not exercised ${r.id}: ${r.reason ?? ''}`));
  }
  if (report.run.incomplete !== undefined) lines.push(style.red(`  INCOMPLETE: ${report.run.incomplete}`));
  lines.push(`  ${report.run.requests} requests in ${(report.run.durationMs / 1000).toFixed(1)} s, seed ${report.run.seed}${report.run.only === undefined ? '' : `, partial run (--only ${report.run.only.join(',')})`}`);
  const verdict = report.verdict === 'pass' ? style.green('CONFORMS: every MUST requirement that ran passed') : style.red(`DOES NOT CONFORM: ${report.counts.mustFail} MUST requirement(s) failed${report.run.incomplete === undefined ? '' : ' or the run was incomplete'}`);
  lines.push(style.bold(verdict));
  if (files.length > 0) lines.push(style.dim(`  reports: ${files.join(', ')}`));
  return lines.join('\n');
}
