// Cursors of spec 4.4: before_id keeps forms created before the cursor form, after_id those created after it,
// the cursor itself excluded; an id that names no form may get any answer but a server error or wrong forms.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  judgeCursorCase,
  judgeUnknownCursor,
  type CursorFindings,
  type UnknownCursorFinding,
} from '../../src/oracles/scan-form-judge.js';
import { excerpt } from '../support/orders.js';
import {
  describeElement,
  describeQuery,
  readAnswer,
  sharedList,
  statusView,
  type ListAnswer,
  type ListQuery,
} from '../support/scan-forms.js';
import { accountWithForms, describeForm, listed, readAccount, type Account } from '../support/scan-form-account.js';
import { ask, cursorCases, expectationOf, unknownId, type CursorCase } from '../support/scan-form-plan.js';

/** What a cursor answer holds that the rule of 4.4 does not allow, phrased; `side` counts the forms on its side. */
function phraseCursorForms(
  f: CursorFindings,
  c: CursorCase,
  side: number,
  answer: ListAnswer,
  account: Account,
): string {
  const word = c.cursor === 'before' ? 'before' : 'after';
  const cursorAt = c.cursor === 'both' ? `the two cursor forms` : `${c.form.id}'s created_at ${c.form.createdAt}`;
  const w = c.cursor === 'both' ? 'between' : word;
  const parts: string[] = [];
  if (f.cursorReturned.length > 0) parts.push(`returned the cursor form ${c.form.id} itself`);
  if (f.wrongSide.length > 0)
    parts.push(
      `returned forms not created ${w} ${cursorAt}: ${listed(f.wrongSide.map((form) => describeForm(form, account)))}`,
    );
  if (f.unknown.length > 0)
    parts.push(
      `returned forms that are not among the account's forms read: ${listed(f.unknown.map((id) => describeElement(answer, id)))}`,
    );
  if (f.duplicated.length > 0) parts.push(`listed twice: ${listed([...f.duplicated])}`);
  if (f.emptyButSide)
    parts.push(`returned no form although ${side} forms were created ${w} ${c.cursor === 'both' ? 'them' : 'it'}`);
  if (f.skipped.length > 0)
    parts.push(`skipped ${listed(f.skipped.map((form) => describeForm(form, account)))} between forms it returned`);
  if (f.unanchored)
    parts.push(
      `returned a run from the middle of the ${side} forms created ${w} ${c.cursor === 'both' ? 'them' : 'it'} (touching neither end of them in list order), so paging by cursor skips forms`,
    );
  return parts.join('; ');
}

async function checkCursor(ctx: CheckContext, account: Account, cursor: 'before' | 'after'): Promise<void> {
  const cases = cursorCases(account).filter((c) => c.cursor === cursor || c.cursor === 'both');
  if (cases.length === 0)
    return ctx.notExercised('no form read lies in the window read, so no cursor could be taken from the data');
  const answers = await Promise.all(cases.map((c) => ask(ctx, c.probe)));
  const word = cursor === 'before' ? 'before' : 'after';
  const broken: string[] = [];
  let decisive: ListAnswer | undefined;
  let exercised = false;
  for (const [i, c] of cases.entries()) {
    const answer = answers[i]!;
    const label = describeQuery(ctx, c.probe.query);
    const expected = expectationOf(account, c.probe);
    if (expected.kind !== 'cursor') continue;
    if (expected.side.length > 0) exercised = true;
    const reading = judgeCursorCase(statusView(answer), expected, account.rows, c.mayRefuse);
    if (reading.kind === 'refused') {
      ctx.note(
        `${label}: refused with HTTP ${answer.res.status} (accepted: ${c.cursor === 'both' ? 'a service may refuse both cursors together' : 'the spec does not say whether a cursor must match the filters'})`,
      );
      continue;
    }
    if (reading.kind === 'not-a-list') {
      broken.push(`${label}: ${answer.problem ?? ''} although ${c.form.id} is a form of this account`);
      decisive ??= answer;
      continue;
    }
    if (reading.accepted) continue;
    broken.push(`${label}: ${phraseCursorForms(reading.findings, c, expected.side.length, answer, account)}`);
    decisive ??= answer;
  }
  if (broken.length > 0) {
    ctx.fail(
      `${broken.length} of ${cases.length} ${cursor}_id requests did not keep the forms created ${word} the cursor form`,
      {
        received: broken.join(' | '),
        expected: `forms created ${word} the cursor form (by created_at), the cursor itself excluded, as one run of them in creation order that reaches the cursor or the far end (spec 4.4)`,
        ...(decisive === undefined ? {} : { exchange: decisive.res.exchange }),
      },
    );
  }
  if (!exercised) ctx.notExercised(`no cursor form read has other forms created ${word} it`);
}

/** What is wrong with the answer to a cursor naming no form, phrased. */
function phraseUnknownCursor(finding: UnknownCursorFinding, answer: ListAnswer & { status: number }): string {
  const status = answer.status;
  switch (finding.kind) {
    case 'server-error':
      return `HTTP ${status} ${excerpt(answer.res.text, 120)}`;
    case 'refusal-without-body':
      return `HTTP ${status} without the error body of spec 7: ${finding.problems.join(', ')}`;
    case 'not-a-list':
      return `HTTP ${status} but not a list: ${answer.problem ?? ''}`;
    case 'foreign-forms':
      return `HTTP ${status} listing forms that are not the account's: ${listed(finding.ids.map((x) => describeElement(answer, x)))}`;
  }
}

export const cursorRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-BEFORE-ID',
      clause: '4.4',
      level: 'MUST',
      rule: '`before_id` without page MUST keep the forms created before the cursor form, the cursor excluded, as one run in creation order.',
      quote: 'Cursor: forms created before this id. Used only when page is absent.',
      sends:
        "GET /v2/scan_forms?before_id= naming forms of the account (a cursor on one of the account's forms must get 200), with and without filters, compared with their created_at.",
      tolerates:
        'Any number of those forms (the page size is not shown), as one run; a 4xx for both cursors together or for a cursor the filters exclude.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2);
      await checkCursor(ctx, account, 'before');
    },
  ),
  requirement(
    {
      id: 'SF-AFTER-ID',
      clause: '4.4',
      level: 'MUST',
      rule: '`after_id` without page MUST keep the forms created after the cursor form, the cursor excluded, as one run in creation order.',
      quote: 'Cursor: forms created after this id. Used only when page is absent.',
      sends:
        "GET /v2/scan_forms?after_id= naming forms of the account (a cursor on one of the account's forms must get 200), with and without filters, compared with their created_at.",
      tolerates:
        'Any number of those forms (the page size is not shown), as one run; a 4xx for both cursors together or for a cursor the filters exclude.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2);
      await checkCursor(ctx, account, 'after');
    },
  ),
  requirement(
    {
      id: 'SF-UNKNOWN-CURSOR',
      clause: '4.4',
      level: 'MUST',
      rule: "A before_id or after_id that names no form MUST NOT cause a server error nor list another account's forms.",
      quote: 'Cursor: forms created before this id. Used only when page is absent.',
      sends: 'GET /v2/scan_forms with before_id and with after_id naming no form.',
      tolerates: "A 4xx with the error body of spec 7, or a 2xx list holding none but the account's own forms.",
    },
    async (ctx) => {
      const account = await readAccount(ctx);
      const id = unknownId(account);
      const queries: ListQuery[] = [{ before_id: id }, { after_id: id }];
      const answers = await Promise.all(queries.map(async (q) => statusView(readAnswer(await sharedList(ctx, q)))));
      const judged = answers.map((answer, i) => ({
        label: describeQuery(ctx, queries[i]!),
        answer,
        finding: judgeUnknownCursor(answer, account),
      }));
      for (const { label, answer, finding } of judged)
        if (finding === undefined)
          ctx.note(
            `${label}: HTTP ${answer.status}${answer.ok ? ` with ${answer.ids.length} forms` : ''} (accepted: the spec does not say what an unknown cursor gets)`,
          );
      const broken = judged.flatMap((j) => (j.finding === undefined ? [] : [{ ...j, finding: j.finding }]));
      if (broken.length === 0) return;
      ctx.fail('an unknown cursor id was answered with a server error or wrong data', {
        received: broken.map((b) => `${b.label}: ${phraseUnknownCursor(b.finding, b.answer)}`).join(' | '),
        expected: "a 4xx with {statusCode, error, message}, or a 2xx list of the account's own forms (spec 4.4, 7)",
        exchange: broken[0]!.answer.res.exchange,
      });
    },
  ),
];
