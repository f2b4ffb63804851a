// matrix.html: the conformance matrix as one self-contained page (inline CSS and JS, works from file://):
// implementations as columns, requirements as rows (disagreements first), cells linking into each report.html.

import { createHash } from 'node:crypto';
import { esc } from './html.js';
import {
  CELL_LABEL,
  passRate,
  type MatrixCell,
  type MatrixColumn,
  type MatrixModel,
  type MatrixRow,
} from './matrix.js';

const CSS = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --warn: #9a6700; --na: #6e7781; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
  --pass: #3fb950; --fail: #f85149; --warn: #d29922; --na: #9198a1; } }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { padding: 0 16px 48px; }
h1 { font-size: 24px; margin: 18px 0 6px; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
.notice { margin: 12px 0; padding: 10px 14px; border-radius: 6px; border: 1px solid var(--fail); border-left-width: 6px; }
#filters { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: center; padding: 8px 12px; margin: 12px 0;
  background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
#shown { margin-left: auto; color: var(--muted); }
table.matrix { border-collapse: separate; border-spacing: 0; }
table.matrix th, table.matrix td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; }
table.matrix thead th { position: sticky; top: 0; background: var(--panel); z-index: 1; font-weight: 600; }
table.matrix thead .impl { min-width: 9rem; }
table.matrix thead .impl span { display: block; font-weight: normal; color: var(--muted); font-size: 12px; }
table.matrix thead .impl .rate { color: var(--fg); font-weight: 600; }
table.matrix thead .impl .flag, table.matrix thead .impl .status.does-not-conform { color: var(--fail); }
table.matrix thead .impl .status.not-determined { color: var(--warn); }
table.matrix thead .impl .status.conforms { color: var(--pass); }
tr.group th { background: var(--bg); font-size: 15px; padding-top: 16px; border-bottom: 2px solid var(--line); }
tr.row:hover td { background: var(--panel); }
td.req .rule { display: block; color: var(--muted); font-size: 12px; max-width: 32rem; }
td.req .differs { display: block; color: var(--warn); font-size: 12px; }
td.cell { white-space: nowrap; }
td.cell a, td.cell span.v { display: inline-block; border-radius: 4px; padding: 0 6px; font-size: 12px; font-weight: 600; color: #fff; background: var(--na); text-decoration: none; }
td.cell.pass a, td.cell.pass span.v, td.cell.pass-on-retry a, td.cell.pass-prune a { background: var(--pass); }
td.cell.fail a, td.cell.fail span.v { background: var(--fail); }
td.cell.known-failure a, td.cell.not-exercised a, td.cell.known-failure span.v, td.cell.not-exercised span.v { background: var(--warn); }
td.cell.absent span.v { background: transparent; color: var(--muted); font-weight: normal; }
.muted { color: var(--muted); }
footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
`;

const SCRIPT = `
(function () {
  'use strict';
  var rows = Array.prototype.slice.call(document.querySelectorAll('tr.row'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('tbody.group'));
  var failed = document.getElementById('f-failed');
  var disagree = document.getElementById('f-disagree');
  var shown = document.getElementById('shown');
  var none = document.getElementById('none');
  function apply() {
    var n = 0;
    rows.forEach(function (row) {
      var ok = (!failed.checked || row.getAttribute('data-fail') === 'true') && (!disagree.checked || row.getAttribute('data-disagree') === 'true');
      row.hidden = !ok;
      if (ok) n++;
    });
    groups.forEach(function (g) { g.hidden = g.querySelector('tr.row:not([hidden])') === null; });
    shown.textContent = n + ' of ' + rows.length + ' requirements shown';
    none.hidden = n !== 0;
  }
  [failed, disagree].forEach(function (el) { el.addEventListener('change', apply); });
  document.getElementById('filters').hidden = false;
  apply();
})();
`;

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Links stay relative (to a report beside the matrix); anything with a scheme (javascript:, data:) is dropped. */
function safeHref(href: string): string | undefined {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') ? undefined : href;
}

function columnHead(c: MatrixColumn, i: number): string {
  return [
    `<th class="impl" scope="col" data-col="${i}">${esc(c.name)}`,
    `<span class="product">product ${esc(c.productVersion ?? 'version not given')}</span>`,
    `<span class="suite">suite ${esc(c.suiteVersion)}, spec ${esc(c.specVersion)}</span>`,
    `<span class="date">${esc(c.date.slice(0, 16).replace('T', ' '))} UTC</span>`,
    `<span class="status ${c.status.toLowerCase().replace(/ /g, '-')}">${esc(c.status)}</span>`,
    `<span class="rate" title="MUST requirements passed, of those that apply">MUST ${esc(passRate(c))}</span>`,
    ...c.flags.map((f) => `<span class="flag">${esc(f)}</span>`),
    '</th>',
  ].join('');
}

function cellHtml(c: MatrixCell, column: MatrixColumn): string {
  const label = esc(CELL_LABEL[c.status]);
  const title = esc(`${column.name}: ${c.reason ?? CELL_LABEL[c.status]}`);
  const href = c.href === undefined ? undefined : safeHref(c.href);
  const inner =
    href === undefined || c.status === 'absent'
      ? `<span class="v" title="${title}">${label}</span>`
      : `<a href="${esc(href)}" title="${title}">${label}</a>`;
  return `<td class="cell ${c.status}" data-status="${c.status}">${inner}</td>`;
}

function rowHtml(r: MatrixRow, columns: readonly MatrixColumn[]): string {
  return [
    `<tr class="row" id="row-${esc(r.id)}" data-id="${esc(r.id)}" data-fail="${r.anyFail}" data-disagree="${r.disagree}">`,
    `<td class="req"><span class="mono">${esc(r.id)}</span><span class="rule">${esc(r.rule)}</span>${r.differs === undefined ? '' : `<span class="differs">${esc(r.differs)}</span>`}</td>`,
    `<td>${esc(r.clause)}</td><td>${r.level}</td>`,
    r.cells.map((c, i) => cellHtml(c, columns[i]!)).join(''),
    '</tr>',
  ].join('');
}

export function renderMatrixHtml(model: MatrixModel): string {
  const total = model.groups.reduce((n, g) => n + g.rows.length, 0);
  const span = 3 + model.columns.length;
  const body = [
    '<main>',
    '<h1>Conformance matrix</h1>',
    `<p id="summary">${model.columns.length} implementation${model.columns.length === 1 ? '' : 's'}, ${total} requirements; implementations disagree on ${model.disagreements}.</p>`,
    model.mismatches.length === 0
      ? ''
      : `<div class="notice" id="mismatch"><strong>These reports cannot be compared as they are:</strong><ul>${model.mismatches.map((m) => `<li>${esc(m)}</li>`).join('')}</ul></div>`,
    '<div id="filters" role="group" aria-label="Filters" hidden>',
    '<label><input type="checkbox" id="f-failed"> Failures only</label>',
    '<label><input type="checkbox" id="f-disagree"> Disagreements only</label>',
    `<span id="shown">${total} of ${total} requirements shown</span>`,
    '</div>',
    '<table class="matrix">',
    `<thead><tr><th scope="col">Requirement</th><th scope="col">Clause</th><th scope="col">Level</th>${model.columns.map(columnHead).join('')}</tr></thead>`,
    ...model.groups.map(
      (g) =>
        `<tbody class="group" data-group="${esc(g.key)}"><tr class="group"><th colspan="${span}" scope="colgroup">${esc(g.title)} <span class="muted">(${g.rows.length})</span></th></tr>${g.rows.map((r) => rowHtml(r, model.columns)).join('')}</tbody>`,
    ),
    '</table>',
    '<p id="none" hidden>No requirement matches the filters.</p>',
    "<footer>Written by osf-conformance matrix. Each cell links to the row of that implementation's report.html, which holds the evidence.</footer>",
    '</main>',
  ].join('\n');
  // The same hash-based policy as report.html: only this exact script and style may run.
  const csp = `default-src 'none'; script-src 'sha256-${sha256(SCRIPT)}'; style-src 'sha256-${sha256(CSS)}'; base-uri 'none'; form-action 'none'`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${esc(`Conformance matrix: ${model.columns.map((c) => c.name).join(', ')}`)}</title>`,
    `<style>${CSS}</style>`,
    '</head>',
    '<body>',
    body,
    `<script>${SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
