// summary.md: the verdict, a table by spec section, failing requirements with reason and curl, known
// failures, entries to prune and not-exercised requirements; appended to a GitHub Actions step summary.

import { sectionOf } from '../requirements/requirement.js';
import { findingLines } from '../requirements/finding.js';
import { coverageLine, coverageOf, isolationUncheckedLine } from './coverage.js';
import { showControls } from './escape.js';
import { exportNote, rerunCommand } from './reproduce.js';
import { outsideNamespaceLine } from './outside-namespace.js';
import { setupSlipLines } from './setup-slip.js';
import { targetLostLines } from './target-lost.js';
import {
  displayStatus,
  notDeterminedReasons,
  partialNote,
  STATUS_LABEL,
  VERDICT_WORD,
  type ConformanceReport,
  type RequirementResult,
  type RunVerdict,
} from './model.js';

/** GitHub rejects a step summary over 1 MiB; bounding each part keeps a broken target's summary readable. */
const MAX_DETAILED_FAILURES = 25;
const MAX_BLOCK_CHARS = 4_000;

/**
 * Text in Markdown prose or a table cell. GitHub renders inline HTML, and bodies are hostile input, so
 * "<", ">" and "&" become entities; Markdown punctuation is backslash-escaped; newlines become spaces; other
 * control characters are shown escaped (escape.ts), so `cat summary.md` draws nothing a server chose.
 */
export function mdText(text: string): string {
  return showControls(text.replace(/[\r\n]+/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1');
}

/** An inline code span: literal (no escapes, no HTML) once its backtick delimiter outruns the content's. */
export function mdCode(text: string): string {
  const flat = showControls(text.replace(/[\r\n]+/g, ' '));
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const tick = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${tick}${pad}${flat}${pad}${tick}`;
}

/** A code span inside a table cell: GFM splits cells on "|" even inside code, unless it is escaped. */
function cellCode(text: string): string {
  return mdCode(text).replace(/\|/g, '\\|');
}

/** A fenced block that no content can close: the fence is longer than any backtick run inside. */
export function mdBlock(text: string, lang = 'text'): string {
  const shown = showControls(text, '\n\t');
  const clipped =
    shown.length > MAX_BLOCK_CHARS
      ? `${shown.slice(0, MAX_BLOCK_CHARS)}\n… (${shown.length - MAX_BLOCK_CHARS} more characters in conformance.json)`
      : shown;
  const longest = Math.max(0, ...[...clipped.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${clipped}\n${fence}`;
}

/** A link from an expectations file: already http(s); characters that could end the Markdown link are encoded. */
function mdLink(url: string): string {
  const safe = url.replace(
    /[<>()[\]"'`\s\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${mdText(safe.length > 60 ? `${safe.slice(0, 57)}...` : safe)}](${safe})`;
}

function expectation(r: RequirementResult): string {
  const e = r.expectedFailure;
  if (e === undefined) return '';
  return `${mdText(e.reason)}${e.link === undefined ? '' : ` (${mdLink(e.link)})`}`;
}

function head(r: RequirementResult): string {
  return `**${mdText(r.id)}** (${mdText(r.clause)}, ${r.level})`;
}

function bullets(
  out: string[],
  title: string,
  items: readonly RequirementResult[],
  line: (r: RequirementResult) => string,
): void {
  if (items.length === 0) return;
  out.push('', `### ${title} (${items.length})`, '', ...items.map((r) => `- ${line(r)}`));
}

/** The mark beside each verdict's word in the summary's title. */
const VERDICT_ICON: Readonly<Record<RunVerdict, string>> = { pass: '✅', fail: '❌', 'not-determined': '⚠️' };

/** The title with the verdict's word, and for NOT DETERMINED why, first thing to fix in bold. */
function titleLines(report: ConformanceReport): string[] {
  const undetermined = notDeterminedReasons(report);
  return [
    `## ${VERDICT_ICON[report.verdict]} ${VERDICT_WORD[report.verdict]}: ${mdText(`${report.suite.name} ${report.suite.version}`)}`,
    ...(undetermined.length === 0
      ? []
      : ['', '> [!CAUTION]', ...undetermined.map((line, i) => `> ${i === 0 ? `**${mdText(line)}**` : mdText(line)}`)]),
  ];
}

/** What the verdict rests on: a partial or cut-short run, the sentence and counts, a likely slip, coverage. */
function verdictLines(report: ConformanceReport): string[] {
  const out: string[] = [];
  const c = report.counts;
  const partial = partialNote(report);
  if (partial !== undefined)
    out.push('', '> [!WARNING]', `> **${mdText(partial.replace(/^partial run/, 'Partial run'))}.**`);
  if (report.run.incomplete !== undefined)
    out.push('', '> [!CAUTION]', `> **Incomplete run:** ${mdText(report.run.incomplete)}`);
  out.push(
    '',
    report.verdict === 'pass'
      ? `Every MUST requirement that ran passed${c.knownFailures > 0 ? ` (${c.knownFailures} known failure(s) excepted)` : ''}.`
      : `**${c.mustFail} MUST requirement(s) failed${report.run.incomplete === undefined ? '' : '; the run was cut short'}.**`,
    `${c.pass} passed, ${c.fail} failed (${c.knownFailures} known), ${c.notExercised} not exercised, ${c.notApplicable} not applicable, of ${c.total} requirements.`,
  );
  for (const lines of [targetLostLines(report), setupSlipLines(report)])
    if (lines.length > 0)
      out.push('', '> [!CAUTION]', ...lines.map((line, i) => `> ${i === 0 ? `**${mdText(line)}**` : mdText(line)}`));
  const isolation = isolationUncheckedLine(report);
  if (isolation !== undefined) out.push('', '> [!WARNING]', `> **${mdText(isolation)}**`);
  out.push(
    '',
    ...(coverageOf(report).complete
      ? [mdText(coverageLine(report, Infinity))]
      : ['> [!WARNING]', `> **${mdText(coverageLine(report, Infinity))}**`]),
  );
  return out;
}

/** The run table: the target, suite and spec, when, the seed, what the run created. */
function runTable(report: ConformanceReport): string[] {
  const t = report.target;
  return [
    '',
    '| Run | |',
    '|---|---|',
    `| Orders | ${cellCode(`${t.ordersBaseUrl}${t.ordersApiPrefix}`)}${t.embedded ? ' (embedded reference server)' : ''} |`,
    `| Scan forms | ${cellCode(`${t.scanFormsBaseUrl}${t.scanFormsApiPrefix}`)} |`,
    `| Suite / spec | ${mdText(report.suite.version)} / ${mdText(report.spec.version)} |`,
    `| Started | ${mdText(report.run.startedAt)} (${(report.run.durationMs / 1000).toFixed(1)} s, ${report.run.requests} requests) |`,
    `| Seed | ${report.run.seed} (same run again: ${cellCode(rerunCommand(report))}) |`,
    `| Orders created | ${report.run.createdOrderReferences.length} (listed in conformance.json, \`run.createdOrderReferences\`) |`,
    ...[outsideNamespaceLine(report)].flatMap((line) =>
      line === undefined ? [] : [`| Outside the namespace | ${mdText(line)} |`],
    ),
    ...(report.run.expectations === undefined
      ? []
      : [`| Expectations | ${mdText(report.run.expectations.source)} (${report.run.expectations.entries} entries) |`]),
  ];
}

/** Counts by spec section and level, then the total. */
function sectionTable(rs: readonly RequirementResult[]): string[] {
  const count = (items: readonly RequirementResult[], level: string | undefined, ...statuses: string[]) =>
    items.filter((r) => (level === undefined || r.level === level) && statuses.includes(displayStatus(r))).length;
  const row = (label: string, items: readonly RequirementResult[]) =>
    `| ${label} | ${count(items, 'MUST', 'pass', 'pass-on-retry', 'pass-prune')} | ${count(items, 'MUST', 'fail')} | ${count(items, 'SHOULD', 'pass', 'pass-on-retry', 'pass-prune')} | ${count(items, 'SHOULD', 'fail')} | ${count(items, undefined, 'known-failure')} | ${count(items, undefined, 'not-exercised')} | ${count(items, undefined, 'not-applicable')} |`;
  const sections = [...new Set(rs.map((r) => sectionOf(r.clause)))];
  return [
    '',
    '### By spec section',
    '',
    '| Section | MUST pass | MUST fail | SHOULD pass | SHOULD fail | Known failures | Not exercised | Not applicable |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...sections.map((s) =>
      row(
        `spec ${mdText(s)}`,
        rs.filter((r) => sectionOf(r.clause) === s),
      ),
    ),
    row('**total**', rs),
  ];
}

/** Each failing requirement (up to the cap): its rule, its finding, the curl and the re-run command. */
function failingDetails(report: ConformanceReport): string[] {
  const out: string[] = [];
  const failing = report.requirements.filter((r) => displayStatus(r) === 'fail');
  if (failing.length === 0) return out;
  out.push('', `### Failing requirements (${failing.length})`);
  for (const r of failing.slice(0, MAX_DETAILED_FAILURES)) {
    out.push(
      '',
      `#### ${mdText(r.id)} (${mdText(r.clause)}, ${r.level})`,
      '',
      mdText(r.rule),
      '',
      mdBlock(r.finding === undefined ? (r.reason ?? '') : findingLines(r.finding).join('\n')),
    );
    const curl = r.reproduce ?? r.evidence.find((e) => e.decisive)?.curl;
    if (curl !== undefined)
      out.push('', `Reproduce the decisive exchange${exportNote(curl, '`')}:`, '', mdBlock(curl, 'sh'));
    out.push('', `Re-run this requirement with the same seed: ${mdCode(rerunCommand(report, [r.id]))}`);
  }
  if (failing.length > MAX_DETAILED_FAILURES) {
    out.push(
      '',
      `… and ${failing.length - MAX_DETAILED_FAILURES} more: ${failing
        .slice(MAX_DETAILED_FAILURES)
        .map((r) => mdText(r.id))
        .join(', ')} (details in report.html).`,
    );
  }
  return out;
}

/** The requirements that neither passed nor failed plainly, one list per kind, each left out when empty. */
function otherVerdicts(report: ConformanceReport): string[] {
  const out: string[] = [];
  const rs = report.requirements;
  bullets(
    out,
    'Known failures, not failing the run',
    rs.filter((r) => displayStatus(r) === 'known-failure'),
    (r) => `${head(r)}: ${STATUS_LABEL['known-failure']}: ${expectation(r)}. Failure: ${mdText(r.reason ?? '')}`,
  );
  bullets(
    out,
    `Expected to fail but passed: prune them from ${mdText(report.run.expectations?.source ?? 'the expectations file')}`,
    rs.filter((r) => displayStatus(r) === 'pass-prune'),
    (r) => `${head(r)}: ${STATUS_LABEL['pass-prune']} (listed: ${expectation(r)})`,
  );
  bullets(
    out,
    'Passed only on retry',
    rs.filter((r) => displayStatus(r) === 'pass-on-retry'),
    (r) => `${head(r)}: first attempt failed: ${mdText(r.retry?.firstReason ?? '')}`,
  );
  bullets(
    out,
    'Not exercised',
    rs.filter((r) => r.verdict === 'not-exercised'),
    (r) => `${head(r)}: ${mdText(r.reason ?? '')}`,
  );
  bullets(
    out,
    'Not applicable',
    rs.filter((r) => r.verdict === 'not-applicable'),
    (r) => `${head(r)}: ${mdText(r.reason ?? '')}`,
  );
  return out;
}

/** The clauses no check can judge from outside, folded. */
function untestableDetails(report: ConformanceReport): string[] {
  if (report.untestable.length === 0) return [];
  return [
    '',
    `<details><summary>Not checkable from outside (${report.untestable.length} clause${report.untestable.length === 1 ? '' : 's'})</summary>`,
    '',
    ...report.untestable.map((u) => `- **${mdText(u.clause)}** ${mdText(u.statement)}: ${mdText(u.reason)}`),
    '',
    '</details>',
  ];
}

export function renderMarkdown(report: ConformanceReport): string {
  // A setup problem checked nothing: its fix is all the summary has to say.
  if (report.run.setupProblem !== undefined) return [...titleLines(report), ''].join('\n');
  return [
    ...titleLines(report),
    ...verdictLines(report),
    ...runTable(report),
    ...sectionTable(report.requirements),
    ...failingDetails(report),
    ...otherVerdicts(report),
    ...untestableDetails(report),
    '',
  ].join('\n');
}
