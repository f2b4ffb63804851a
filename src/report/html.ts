// report.html: one self-contained file (inline CSS and JS, no external asset, works from file://) with the
// verdict on top, the run facts, and a filterable requirement matrix whose rows expand to their evidence.

import { createHash } from 'node:crypto';
import type { ClassCoverage } from './space-coverage.js';
import type { Scrubber, TextPart } from '../evidence/secrets.js';
import { sectionOf } from '../requirements/requirement.js';
import { coverageLine, coverageOf, isolationUncheckedLine } from './coverage.js';
import type { EvidenceExchange } from './model.js';
import { joined, PieceCache } from './parts.js';
import { exportNote, rerunCommand } from './reproduce.js';
import { setupSlipLines } from './setup-slip.js';
import { targetLostLines } from './target-lost.js';
import {
  displayStatus,
  notDeterminedReasons,
  partialNote,
  VERDICT_WORD,
  STATUS_LABEL,
  type ConformanceReport,
  type DisplayStatus,
  type ReportFinding,
  type RequirementResult,
} from './model.js';
import { findingHeadline } from '../requirements/finding.js';

/** The target a title names: its URL, or what it would have been when a configuration error came first. */
function shownTarget(report: ConformanceReport): string {
  const { ordersBaseUrl, embedded } = report.target;
  return ordersBaseUrl !== '' ? ordersBaseUrl : embedded ? 'the embedded reference server' : 'the configured target';
}

/**
 * Escapes text for HTML content and quoted attribute values. Bodies and headers are hostile input (a target
 * can answer anything), so every string from the report goes through here; control characters that HTML
 * cannot show become U+FFFD so a body cannot hide text with them.
 */
export function esc(text: string): string {
  // One loop over the code units, copying the text between escapes in slices: a report holds megabytes of JSON
  // bodies, whose every quote needs an escape, and a per-character callback or string cost several times more.
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let escaped: string;
    if (code === 0x26) escaped = '&amp;';
    else if (code === 0x3c) escaped = '&lt;';
    else if (code === 0x3e) escaped = '&gt;';
    else if (code === 0x22) escaped = '&quot;';
    else if (code === 0x27) escaped = '&#39;';
    else if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) escaped = '\ufffd';
    else continue;
    out += text.slice(copied, i) + escaped;
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Only http(s) links become anchors; anything else (javascript:, data:) is shown as text. */
function link(url: string, label = url): string {
  return /^https?:\/\/[^\s]+$/i.test(url)
    ? `<a href="${esc(url)}" rel="noopener noreferrer">${esc(label)}</a>`
    : esc(label);
}

const CSS = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --warn: #9a6700; --na: #6e7781; --code: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
  --pass: #3fb950; --fail: #f85149; --warn: #d29922; --na: #9198a1; --code: #151b23; } }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 1200px; margin: 0 auto; padding: 0 16px 48px; }
h1, h2, h3, h4, h5 { margin: 0; line-height: 1.25; }
h2 { font-size: 18px; margin: 28px 0 10px; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
pre { margin: 4px 0 8px; padding: 8px 10px; background: var(--code); border: 1px solid var(--line); border-radius: 6px;
  white-space: pre-wrap; overflow-wrap: anywhere; max-height: 28em; overflow: auto; }
.banner { color: #fff; padding: 22px 16px; }
.banner.pass { background: var(--pass); } .banner.fail { background: var(--fail); }
.banner.not-determined { background: #6b4f00; }
.banner .inner { max-width: 1200px; margin: 0 auto; padding: 0 16px; }
.banner h1 { font-size: 28px; letter-spacing: .02em; }
.banner p { margin: 6px 0 0; font-size: 15px; }
.banner .more { margin: 6px 0 0; font-size: 14px; } .banner .more.warn { font-weight: 600; }
.banner a { color: #fff; text-decoration: underline; }
.notice { margin: 14px 0 0; padding: 10px 14px; border-radius: 6px; border: 1px solid var(--warn); border-left-width: 6px; }
.notice.incomplete { border-color: var(--fail); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 18px; margin: 0; }
dl.facts dt { color: var(--muted); } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.chips { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.chip { border: 1px solid var(--line); border-radius: 999px; padding: 2px 10px; background: var(--panel); }
#filters { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: center; padding: 10px 12px; background: var(--panel);
  border: 1px solid var(--line); border-radius: 6px; position: sticky; top: 0; z-index: 1; }
#filters select, #filters button { font: inherit; }
#shown { margin-left: auto; color: var(--muted); }
.area { margin-top: 18px; }
.area h3 { font-size: 16px; padding: 6px 0; border-bottom: 2px solid var(--line); }
.area h3 .counts { font-weight: normal; color: var(--muted); font-size: 13px; margin-left: 8px; }
.cols, details.req > summary { display: grid; grid-template-columns: minmax(12rem, 17rem) 4rem 4.5rem 10rem 1fr; gap: 10px; align-items: baseline; }
.cols { color: var(--muted); font-size: 12px; padding: 4px 8px 4px 26px; }
details.req { border-bottom: 1px solid var(--line); scroll-margin-top: 64px; }
details.req > summary { cursor: pointer; padding: 6px 8px; list-style-position: outside; margin-left: 18px; }
details.req > summary:hover { background: var(--panel); }
details.req[open] > summary { background: var(--panel); font-weight: 600; }
@media (max-width: 760px) { .cols { display: none; } details.req > summary { grid-template-columns: 1fr auto; } details.req > summary .rule { grid-column: 1 / -1; } }
.badge { display: inline-block; white-space: nowrap; border-radius: 4px; padding: 0 6px; font-size: 12px; font-weight: 600; color: #fff; background: var(--na); }
.badge.pass { background: var(--pass); } .badge.fail { background: var(--fail); }
.badge.known-failure, .badge.pass-prune, .badge.pass-on-retry, .badge.not-exercised { background: var(--warn); }
.badge.decisive { background: var(--fail); }
.detail { padding: 6px 12px 14px 26px; }
.detail p.rule { font-weight: 600; }
dl.record { margin: 6px 0; display: grid; grid-template-columns: 6rem 1fr; gap: 4px 10px; }
dl.record dt { color: var(--muted); } dl.record dd { margin: 0; }
dl.record blockquote { margin: 0; padding-left: 8px; border-left: 3px solid var(--line); }
.detail h4 { font-size: 14px; margin: 14px 0 4px; } .detail h5 { font-size: 12px; margin: 8px 0 2px; color: var(--muted); }
.flag { padding: 6px 10px; border-radius: 6px; border-left: 4px solid var(--warn); background: var(--panel); margin: 8px 0; }
.exchange { border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 8px 0; }
.exchange.decisive { border-color: var(--fail); border-width: 2px; }
.exchange .line { overflow-wrap: anywhere; }
.exchange .halves { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media (max-width: 760px) { .exchange .halves { grid-template-columns: 1fr; } }
table.headers { border-collapse: collapse; width: 100%; } table.headers td { border-top: 1px solid var(--line); padding: 1px 6px 1px 0; vertical-align: top; overflow-wrap: anywhere; }
table.headers td:first-child { color: var(--muted); white-space: nowrap; width: 1%; }
.curl { margin-top: 6px; } .curl .head { display: flex; justify-content: space-between; align-items: center; }
button.copy { font: inherit; font-size: 12px; cursor: pointer; }
.muted { color: var(--muted); }
footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
`;

const SCRIPT = `
(function () {
  'use strict';
  var rows = Array.prototype.slice.call(document.querySelectorAll('details.req'));
  var areas = Array.prototype.slice.call(document.querySelectorAll('section.area'));
  var filters = document.getElementById('filters');
  var failed = document.getElementById('f-failed');
  var level = document.getElementById('f-level');
  var verdict = document.getElementById('f-verdict');
  var shown = document.getElementById('shown');
  var none = document.getElementById('none');
  function apply() {
    var n = 0;
    rows.forEach(function (row) {
      var tags = (row.getAttribute('data-tags') || '').split(' ');
      var ok = (!failed.checked || row.getAttribute('data-verdict') === 'fail')
        && (level.value === '' || row.getAttribute('data-level') === level.value)
        && (verdict.value === '' || tags.indexOf(verdict.value) >= 0);
      row.hidden = !ok;
      if (ok) n++;
    });
    areas.forEach(function (area) { area.hidden = area.querySelector('details.req:not([hidden])') === null; });
    shown.textContent = n + ' of ' + rows.length + ' shown';
    none.hidden = n !== 0;
  }
  [failed, level, verdict].forEach(function (el) { el.addEventListener('change', apply); });
  document.getElementById('expand-all').addEventListener('click', function () { rows.forEach(function (r) { if (!r.hidden) r.open = true; }); });
  document.getElementById('collapse-all').addEventListener('click', function () { rows.forEach(function (r) { r.open = false; }); });
  function flash(button, text) { button.textContent = text; setTimeout(function () { button.textContent = 'Copy'; }, 1500); }
  function selectAndCopy(pre) {
    var range = document.createRange(); range.selectNodeContents(pre);
    var selection = window.getSelection(); selection.removeAllRanges(); selection.addRange(range);
    try { return document.execCommand('copy'); } catch (e) { return false; }
  }
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button.copy') : null;
    if (button === null) return;
    var pre = document.getElementById(button.getAttribute('data-for'));
    if (pre === null) return;
    var text = pre.textContent;
    // The clipboard API may be refused (no focus, no permission from file://); selecting the text always works.
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { flash(button, 'Copied'); }, function () { flash(button, selectAndCopy(pre) ? 'Copied' : 'Press Ctrl+C'); });
    } else {
      flash(button, selectAndCopy(pre) ? 'Copied' : 'Press Ctrl+C');
    }
  });
  function openFromHash() {
    var target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target !== null && target.tagName === 'DETAILS') { target.open = true; target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', openFromHash);
  filters.hidden = false;
  apply();
  openFromHash();
})();
`;

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Tags a row can be filtered by: its verdict and its refined status (known failure, prune, retry). */
function tagsOf(r: RequirementResult): string {
  return [...new Set([r.verdict, displayStatus(r)])].join(' ');
}

const FILTER_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['pass', 'pass'],
  ['fail', 'fail (with known failures)'],
  ['known-failure', STATUS_LABEL['known-failure']],
  ['pass-prune', 'expected to fail but passed'],
  ['pass-on-retry', STATUS_LABEL['pass-on-retry']],
  ['not-exercised', STATUS_LABEL['not-exercised']],
  ['not-applicable', STATUS_LABEL['not-applicable']],
];

/** The matrix column is narrow; the longest label is shortened there and given in full as a tooltip. */
const BADGE_LABEL: Partial<Record<DisplayStatus, string>> = { 'pass-prune': 'passed: prune it' };

function badge(status: DisplayStatus): string {
  const short = BADGE_LABEL[status];
  return short === undefined
    ? `<span class="badge ${status}">${esc(STATUS_LABEL[status])}</span>`
    : `<span class="badge ${status}" title="${esc(STATUS_LABEL[status])}">${esc(short)}</span>`;
}

function headersTable(headers: Readonly<Record<string, string>> | undefined): string {
  const entries = Object.entries(headers ?? {});
  if (entries.length === 0) return '<p class="muted">none recorded</p>';
  return `<table class="headers">${entries.map(([k, v]) => `<tr><td class="mono">${esc(k)}</td><td class="mono">${esc(v)}</td></tr>`).join('')}</table>`;
}

/** Element ids within one requirement's row, so a row renders the same alone as in the page. */
class Ids {
  private n = 0;
  constructor(private readonly scope: string) {}
  next(prefix: string): string {
    return `${prefix}-${this.scope}-${++this.n}`;
  }
}

function curlBlock(curl: string, ids: Ids, title: string): string {
  const id = esc(ids.next('curl'));
  return `<div class="curl"><div class="head"><h5>${esc(title)}</h5><button type="button" class="copy" data-for="${id}">Copy</button></div><pre class="curl-cmd" id="${id}"><code>${esc(curl)}</code></pre></div>`;
}

function exchangeBlock(e: EvidenceExchange, index: number, ids: Ids): string {
  const status =
    e.status === undefined ? `no answer${e.error === undefined ? '' : `: ${e.error}`}` : `HTTP ${e.status}`;
  const requestBody = e.request.bodyExcerpt ?? e.request.body;
  return [
    `<div class="exchange${e.decisive === true ? ' decisive' : ''}">`,
    `<div class="line mono">#${index + 1} <strong>${esc(e.request.method)}</strong> ${esc(e.request.url)} → <strong>${esc(status)}</strong> · ${e.durationMs} ms${e.retries === undefined || e.retries === 0 ? '' : ` · after ${e.retries} retr${e.retries === 1 ? 'y' : 'ies'} on 429`}${e.decisive === true ? ' <span class="badge decisive">decisive</span>' : ''}</div>`,
    '<div class="halves"><div>',
    '<h5>Request headers</h5>',
    headersTable(e.request.headers),
    requestBody === undefined ? '' : `<h5>Request body</h5><pre class="body">${esc(requestBody)}</pre>`,
    '</div><div>',
    '<h5>Response headers</h5>',
    headersTable(e.headers),
    e.bodyExcerpt === undefined
      ? ''
      : `<h5>Response body${e.truncated === true ? ' (excerpt)' : ''}</h5><pre class="body">${esc(e.bodyExcerpt)}</pre>`,
    e.error === undefined ? '' : `<h5>Transport error</h5><pre>${esc(e.error)}</pre>`,
    '</div></div>',
    e.curl === undefined ? '' : curlBlock(e.curl, ids, `Reproduce this exchange${exportNote(e.curl)}`),
    '</div>',
  ].join('');
}

/** The script that reproduces a failure, under what it needs exported. */
function reproduceBlock(script: string | undefined, ids: Ids): string {
  return script === undefined ? '' : curlBlock(script, ids, `Reproduce the decisive exchange${exportNote(script)}`);
}

function expectationBlock(r: RequirementResult): string {
  const e = r.expectedFailure;
  if (e === undefined) return '';
  const what =
    e.status === 'known-failure'
      ? 'Known failure: listed in the expectations file, so it does not fail the run.'
      : e.status === 'passed'
        ? 'Expected to fail but passed: prune it from the expectations file.'
        : 'Listed in the expectations file, but not decided in this run.';
  return `<div class="flag"><strong>${esc(what)}</strong> Listed because: ${esc(e.reason)}${e.link === undefined ? '' : ` (${link(e.link)})`}</div>`;
}

/** A finding as the page shows it: the summary, each problem, then Received and Expected, as data not text. */
function findingBlock(f: ReportFinding): string {
  return [
    `<p class="summary-line">${esc(findingHeadline(f))}</p>`,
    f.problems === undefined ? '' : `<ul class="problems">${f.problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`,
    f.received === undefined ? '' : `<p><strong>Received:</strong> <span class="mono">${esc(f.received)}</span></p>`,
    f.expected === undefined ? '' : `<p><strong>Expected:</strong> ${esc(f.expected)}</p>`,
  ].join('');
}

function whyBlock(r: RequirementResult): string {
  if (r.finding !== undefined) return `<h4>Why it failed</h4><div class="reason">${findingBlock(r.finding)}</div>`;
  return r.reason === undefined ? '' : `<h4>Why</h4><pre class="reason">${esc(r.reason)}</pre>`;
}

/** The requirement's parts, collapsed, each with its verdict; a failed part opens and shows its finding. */
function partsBlock(r: RequirementResult): string {
  if (r.parts === undefined || r.parts.length === 0) return '';
  const rows = r.parts.map((p) => {
    const body = p.finding === undefined ? `<p class="muted">${esc(p.reason ?? '')}</p>` : findingBlock(p.finding);
    return `<details class="part" data-part="${esc(`${r.id}/${p.name}`)}"${p.verdict === 'fail' ? ' open' : ''}><summary><span class="mono">${esc(p.name)}</span> ${badge(p.verdict)} <span class="statement">${esc(p.rule)}</span></summary><div class="detail">${body}</div></details>`;
  });
  return `<h4>Parts (${r.parts.length})</h4>${rows.join('')}`;
}

/** The record under the rule: the spec's words it rests on, what the check sends, what it tolerates. */
function recordBlock(r: RequirementResult): string {
  const rows: Array<[string, string]> = [
    ['Spec says', r.quote === '' ? '' : `<blockquote>${esc(r.quote)}</blockquote>`],
    ['Sends', esc(r.sends)],
    ['Tolerates', esc(r.tolerates ?? '')],
  ];
  const shown = rows.filter(([, html]) => html !== '');
  // A format-1 report read back has neither quote nor sends: nothing to list then.
  return shown.length === 0
    ? ''
    : `<dl class="record">${shown.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

// A row names the report only to print a failing requirement's re-run command; every other row is the
// result's alone, rendered once (while the run goes on, when the report files ask for it ahead of time).
const rows = new PieceCache<RequirementResult>((r) => requirementRow(r, undefined));

/** Renders a requirement's row ahead of the report and checks it for keys (no-op for a failed one). */
export function prepareHtmlRow(r: RequirementResult, scrubber: Scrubber): void {
  if (r.verdict !== 'fail') rows.prepare(r, scrubber);
}

function rowPart(r: RequirementResult, report: ConformanceReport): TextPart {
  return r.verdict === 'fail' ? { text: requirementRow(r, report) } : rows.part(r);
}

function requirementRow(r: RequirementResult, report: ConformanceReport | undefined): string {
  const ids = new Ids(r.id);
  const status = displayStatus(r);
  const decisive = r.evidence.find((e) => e.decisive === true && e.curl !== undefined);
  const detail = [
    `<p class="rule">${esc(r.rule)} <span class="muted">(spec ${esc(r.clause)}, ${r.level}; ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}, ${r.durationMs} ms)</span></p>`,
    recordBlock(r),
    expectationBlock(r),
    r.retry === undefined
      ? ''
      : `<div class="flag"><strong>${r.retry.repeated ? 'Failed twice.' : 'Passed only on retry.'}</strong> The first attempt failed: ${esc(r.retry.firstReason)}</div>`,
    whyBlock(r),
    partsBlock(r),
    reproduceBlock(r.reproduce ?? decisive?.curl, ids),
    r.verdict === 'fail' && report !== undefined
      ? `<p>Re-run this requirement with the same seed: <code>${esc(rerunCommand(report, [r.id]))}</code></p>`
      : '',
    r.notes.length === 0 ? '' : `<h4>Notes</h4><ul>${r.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>`,
    `<h4>Evidence (${r.evidence.length} exchange${r.evidence.length === 1 ? '' : 's'})</h4>`,
    r.evidence.length === 0
      ? '<p class="muted">No request was recorded for this requirement.</p>'
      : r.evidence.map((e, i) => exchangeBlock(e, i, ids)).join(''),
  ].join('');
  return [
    `<details class="req" id="req-${esc(r.id)}" data-id="${esc(r.id)}" data-level="${r.level}" data-verdict="${esc(r.verdict)}" data-tags="${esc(tagsOf(r))}">`,
    `<summary><span class="id mono">${esc(r.id)}</span><span class="clause">${esc(r.clause)}</span><span class="level">${r.level}</span><span class="status">${badge(status)}</span><span class="rule">${esc(status === 'fail' || status === 'known-failure' ? (r.reason ?? '') || r.rule : r.rule)}</span></summary>`,
    `<div class="detail">${detail}</div>`,
    '</details>',
  ].join('');
}

/**
 * What the banner says beyond the verdict: each failing MUST requirement as a link to its row, a likely slip in
 * the setup, and the coverage line. Blocks, not paragraphs: the banner's one <p> is the verdict's sentence.
 */
/** The banner's one sentence: what the verdict rests on (for NOT DETERMINED, the first thing to fix). */
function verdictSentence(report: ConformanceReport): string {
  const c = report.counts;
  if (report.verdict === 'pass')
    return `Every MUST requirement that ran passed${c.knownFailures > 0 ? ` (${c.knownFailures} known failure${c.knownFailures === 1 ? '' : 's'} excepted)` : ''}.`;
  if (report.verdict === 'fail')
    return `${c.mustFail} MUST requirement${c.mustFail === 1 ? '' : 's'} failed${report.run.incomplete === undefined ? '' : ', and the run was cut short'}.`;
  return notDeterminedReasons(report)[0] ?? 'The run could not judge every MUST requirement.';
}

function bannerDetails(report: ConformanceReport): string {
  // A setup problem checked nothing: its fix is the banner's sentence, and nothing else would help.
  if (report.run.setupProblem !== undefined) return '';
  const more = notDeterminedReasons(report).slice(1);
  const failing = report.requirements.filter((r) => r.level === 'MUST' && displayStatus(r) === 'fail');
  const slip = setupSlipLines(report);
  const lost = targetLostLines(report);
  const coverage = coverageOf(report);
  return [
    ...more.map((line) => `<div class="more not-determined">${esc(line)}</div>`),
    failing.length === 0
      ? ''
      : `<div class="more" id="failing-must">Failing MUST: ${failing.map((r) => `<a href="#req-${esc(r.id)}">${esc(r.id)}</a>`).join(', ')}</div>`,
    lost.length === 0
      ? ''
      : `<div class="more" id="target-lost">${lost.map((line, i) => (i === 0 ? `<strong>${esc(line)}</strong>` : esc(line))).join(' ')}</div>`,
    slip.length === 0
      ? ''
      : `<div class="more" id="setup-slip">${slip.map((line, i) => (i === 0 ? `<strong>${esc(line)}</strong>` : esc(line))).join(' ')}</div>`,
    isolationUnchecked(report),
    `<div class="more${coverage.complete ? '' : ' warn'}" id="coverage">${esc(coverageLine(report, Infinity))}</div>`,
  ].join('');
}

/** The banner's line when account isolation was not checked for want of SECOND_API_KEY. */
function isolationUnchecked(report: ConformanceReport): string {
  const line = isolationUncheckedLine(report);
  return line === undefined
    ? ''
    : `<div class="more warn" id="isolation-unchecked"><strong>${esc(line)}</strong></div>`;
}

function fact(name: string, value: string): string {
  return `<dt>${esc(name)}</dt><dd>${value}</dd>`;
}

/** One section per spec area, its counts in the heading, its requirements' rows below. */
function areaSections(report: ConformanceReport): TextPart[] {
  const sections = [...new Set(report.requirements.map((r) => sectionOf(r.clause)))];
  return sections
    .map((section) => {
      const rs = report.requirements.filter((r) => sectionOf(r.clause) === section);
      const n = (v: RequirementResult['verdict']) => rs.filter((r) => r.verdict === v).length;
      const counts = [
        `${n('pass')} pass`,
        `${n('fail')} fail`,
        ...(n('not-exercised') > 0 ? [`${n('not-exercised')} not exercised`] : []),
        ...(n('not-applicable') > 0 ? [`${n('not-applicable')} n/a`] : []),
      ].join(', ');
      return [
        {
          text: `<section class="area" data-section="${esc(section)}"><h3>Spec ${esc(section)}<span class="counts">${esc(counts)}</span></h3>`,
        },
        ...rs.map((r) => rowPart(r, report)),
        { text: '</section>' },
      ];
    })
    .flat();
}

/** The counts under the banner, one chip each; the rare ones only when they happened. */
function chipsOf(c: ConformanceReport['counts']): string[] {
  return [
    `${c.pass} passed`,
    `${c.fail} failed (${c.mustFail} MUST, ${c.shouldFail} SHOULD${c.knownFailures > 0 ? `, ${c.knownFailures} known` : ''})`,
    `${c.notExercised} not exercised`,
    `${c.notApplicable} not applicable`,
    ...(c.expectedFailuresPassed > 0 ? [`${c.expectedFailuresPassed} to prune from the expectations file`] : []),
    ...(c.passedOnRetry > 0 ? [`${c.passedOnRetry} passed only on retry`] : []),
  ];
}

/** "Target and run": where the target is, which suite and spec, when, with which seed and scope. */
function factList(report: ConformanceReport, partial: string | undefined): string[] {
  const t = report.target;
  const run = report.run;
  return [
    '<dl class="facts">',
    fact(
      'Orders',
      `<span class="mono">${esc(t.ordersBaseUrl)}${esc(t.ordersApiPrefix)}</span>${t.embedded ? ' (embedded reference server)' : ''}`,
    ),
    fact('Scan forms', `<span class="mono">${esc(t.scanFormsBaseUrl)}${esc(t.scanFormsApiPrefix)}</span>`),
    fact('Second account', t.secondAccount ? 'configured' : 'not configured (isolation checks limited)'),
    fact(
      'Enabled metadata keys',
      t.enabledMetadataKeys.length === 0 ? 'none configured' : esc(t.enabledMetadataKeys.join(', ')),
    ),
    fact('Suite', esc(`${report.suite.name} ${report.suite.version}`)),
    fact('Spec', esc(report.spec.version)),
    fact('Started', `${esc(run.startedAt)} (${(run.durationMs / 1000).toFixed(1)} s)`),
    fact('Requests', `${run.requests}${run.retries429 > 0 ? ` (${run.retries429} repeated after 429)` : ''}`),
    fact(
      'Seed',
      `${run.seed}, ${run.numRuns} runs per property (same run again: <code>${esc(rerunCommand(report))}</code>)`,
    ),
    fact('Node.js', esc(run.node)),
    fact('Scope', partial === undefined ? 'every requirement' : esc(partial)),
    ...(run.expectations === undefined
      ? []
      : [fact('Expectations file', `${esc(run.expectations.source)} (${run.expectations.entries} entries)`)]),
    '</dl>',
  ];
}

/** The filter bar over the requirements (hidden until the script runs). */
function filterBar(report: ConformanceReport): string[] {
  return [
    '<div id="filters" role="group" aria-label="Filters" hidden>',
    // Failures first: a report with any failure opens on them; the reader widens the view from there.
    `<label><input type="checkbox" id="f-failed"${report.counts.fail > 0 ? ' checked' : ''}> Failed only</label>`,
    '<label>Level <select id="f-level"><option value="">all</option><option value="MUST">MUST</option><option value="SHOULD">SHOULD</option></select></label>',
    `<label>Verdict <select id="f-verdict"><option value="">all</option>${FILTER_OPTIONS.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></label>`,
    '<button type="button" id="expand-all">Expand all</button><button type="button" id="collapse-all">Collapse all</button>',
    `<span id="shown">${report.requirements.length} of ${report.requirements.length} shown</span>`,
    '</div>',
  ];
}

/** The page before and after the body: its title, its style and script, and the policy that lets only those run. */
function pageAround(report: ConformanceReport, headline: string): [head: string, tail: string] {
  // A hash-based policy: only this exact script and style run, so even a missed escape could not execute.
  const csp = `default-src 'none'; script-src 'sha256-${sha256(SCRIPT)}'; style-src 'sha256-${sha256(CSS)}'; base-uri 'none'; form-action 'none'`;
  const head = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${esc(`${headline}: ${shownTarget(report)} (osf-conformance ${report.suite.version})`)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    '',
  ].join('\n');
  const tail = ['', `<script>${SCRIPT}</script>`, '</body>', '</html>', ''].join('\n');
  return [head, tail];
}

/** One class of a dimension as a table row: what it expects, what this run sent, or why it was not exercised. */
function classRow(c: ClassCoverage): string {
  const sent = c.sentBy === undefined ? String(c.sent) : `${c.sent === 0 ? '' : `${c.sent} `}by ${c.sentBy}`;
  const why = c.notExercised === undefined ? '' : `<span class="muted">not exercised: ${esc(c.notExercised)}</span>`;
  return `<tr><td><code>${esc(c.name)}</code></td><td>${esc(c.kind)}</td><td>${esc(c.expect)}</td><td>${esc(sent)}</td><td>${why}</td></tr>`;
}

/** Coverage of the request space by dimension: each dimension a summary line, its classes inside. */
function spaceSection(report: ConformanceReport): string {
  const space = report.space;
  if (space === undefined) return '';
  const dimensions = space.dimensions.map((d) => {
    const missed = d.classes.filter((c) => c.notExercised !== undefined).length;
    const head = `<strong>${esc(d.name)}</strong> <span class="muted">(${esc(d.id)}: ${esc(d.varies)}; ${esc(d.sources.join(', '))})</span> ${d.sent} request(s), ${d.classes.length - missed} of ${d.classes.length} classes exercised`;
    const rows = d.classes.map(classRow).join('');
    return `<details class="dimension" data-dimension="${esc(d.id)}"><summary>${head}</summary><p class="muted">Judged by ${esc(d.judgedBy.join(', '))}.</p><table><thead><tr><th>class</th><th>kind</th><th>expects</th><th>sent</th><th></th></tr></thead><tbody>${rows}</tbody></table></details>`;
  });
  const { pairwise, sequences } = space.combinations;
  return [
    '<h2 id="space">Coverage of the request space</h2>',
    `<p>Each dimension of a request the suite models (src/space), the cases this run sent, and what it did not exercise and why; then ${pairwise} request(s) of the pairwise covering array of the scan form parameters and ${sequences} of the sequences that expose caches.</p>`,
    ...dimensions,
  ].join('\n');
}

export function renderHtml(report: ConformanceReport): string {
  return joined(renderHtmlParts(report));
}

/** The page in parts: the requirements' rows apart, as rendered (and checked for keys) ahead of time. */
export function renderHtmlParts(report: ConformanceReport): TextPart[] {
  const run = report.run;
  const headline = VERDICT_WORD[report.verdict];
  const subline = verdictSentence(report);
  const partial = partialNote(report);
  const before = [
    `<header class="banner ${report.verdict}" id="verdict" data-verdict="${report.verdict}"><div class="inner"><h1>${esc(headline)}</h1><p>${esc(subline)}${partial === undefined ? '' : ' Partial run.'}</p>${bannerDetails(report)}</div></header>`,
    '<main>',
    partial === undefined
      ? ''
      : `<div class="notice partial" id="partial"><strong>Partial run.</strong> ${esc(partial.replace(/^partial run: /, ''))}.</div>`,
    run.incomplete === undefined
      ? ''
      : `<div class="notice incomplete" id="incomplete"><strong>Incomplete run.</strong> ${esc(run.incomplete)}</div>`,
    `<div class="chips">${chipsOf(report.counts)
      .map((x) => `<span class="chip">${esc(x)}</span>`)
      .join('')}</div>`,
    '<h2>Target and run</h2>',
    ...factList(report, partial),
    '<h2>Requirements</h2>',
    ...filterBar(report),
    '<div class="cols"><span>Requirement</span><span>Clause</span><span>Level</span><span>Verdict</span><span>Statement, or why it failed</span></div>',
    '<div id="matrix">',
  ].join('\n');
  const after = [
    '</div>',
    '<p id="none" hidden>No requirement matches the filters.</p>',
    spaceSection(report),
    report.untestable.length === 0
      ? ''
      : `<h2>Not checkable from outside</h2><ul>${report.untestable.map((u) => `<li><strong>${esc(u.clause)}</strong> ${esc(u.statement)} <span class="muted">${esc(u.reason)}</span></li>`).join('')}</ul>`,
    run.createdOrderReferences.length === 0
      ? ''
      : `<details><summary>Orders created by this run (${run.createdOrderReferences.length})</summary><pre>${esc(run.createdOrderReferences.join('\n'))}</pre></details>`,
    `<footer>Written by ${esc(report.suite.name)} ${esc(report.suite.version)} at ${esc(run.finishedAt)}. conformance.json beside this file is the complete record (format ${report.formatVersion}). API keys appear only as $API_KEY.</footer>`,
    '</main>',
  ].join('\n');
  const [head, tail] = pageAround(report, headline);
  return [{ text: `${head}${before}` }, ...areaSections(report), { text: `${after}${tail}` }];
}
