// matrix.md: the conformance matrix as GitHub-flavoured Markdown (a CI step summary, a README, a PR comment).
// One table per group, disagreements first; each cell links to the row of that implementation's report.html.

import { showControls } from './escape.js';
import { CELL_LABEL, passRate, type MatrixCell, type MatrixModel } from './matrix.js';
import { VERDICT_WORD } from './model.js';

/** Table cells cannot hold a pipe or a line break; names and rules come from reports anyone could write. */
function cell(text: string): string {
  return showControls(text.replace(/[\r\n]+/g, ' '))
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'))
    .replace(/[\r\n]+/g, ' ');
}

/**
 * A link target never carries a space or a parenthesis that would end it early, nor a control character (a
 * folder name may hold one): each is percent-encoded, a lone surrogate as U+FFFD.
 */
function href(target: string): string {
  return target.replace(/[ ()<>\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]{1,2}/g, (c) =>
    c.length === 2 && /^[\ud800-\udbff][\udc00-\udfff]$/.test(c)
      ? c
      : encodeURIComponent(c.replace(/[\ud800-\udfff]/g, '\ufffd')),
  );
}

function verdictCell(c: MatrixCell): string {
  const label = c.status === 'fail' ? `**${CELL_LABEL.fail}**` : c.status === 'absent' ? '—' : CELL_LABEL[c.status];
  return c.href === undefined || c.status === 'absent' ? label : `[${label}](${href(c.href)})`;
}

export function renderMatrixMarkdown(model: MatrixModel): string {
  const lines: string[] = ['# Conformance matrix', ''];
  for (const m of model.mismatches) lines.push(`> **Warning: ${cell(m)}.**`, '');
  lines.push(
    `${model.columns.length} implementation${model.columns.length === 1 ? '' : 's'}; ${model.disagreements} requirement${model.disagreements === 1 ? '' : 's'} where they disagree.`,
    '',
  );
  lines.push(
    '| Implementation | Product version | Suite | Date | Verdict | MUST passed |',
    '|---|---|---|---|---|---|',
  );
  for (const c of model.columns) {
    const flags = c.flags.length === 0 ? '' : ` (${c.flags.join('; ')})`;
    lines.push(
      `| ${cell(c.name)} | ${cell(c.productVersion ?? '—')} | ${cell(c.suiteVersion)} | ${cell(c.date.slice(0, 16).replace('T', ' '))} | ${c.status === VERDICT_WORD.pass ? c.status : `**${c.status}**`}${cell(flags)} | ${passRate(c)} |`,
    );
  }
  const head = `| Requirement | Clause | Level | ${model.columns.map((c) => cell(c.name)).join(' | ')} |`;
  const rule = `|---|---|---|${model.columns.map(() => '---|').join('')}`;
  for (const group of model.groups) {
    lines.push('', `## ${cell(group.title)}`, '', head, rule);
    for (const r of group.rows)
      lines.push(
        `| ${r.id}${r.differs === undefined ? '' : ' ⚠'} | ${r.clause} | ${r.level} | ${r.cells.map(verdictCell).join(' | ')} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
