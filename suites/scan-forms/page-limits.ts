// `page` at the limits of integers (spec 4.4: page is an integer; 7: invalid parameters give 400): numbers past
// 32-bit and double precision, spellings with leading zeros or a plus, and a fraction answer an error or an honest page.

import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { isCount, type ListView } from '../../src/oracles/scan-form-account.js';
import { judgePageAtLimit, type LimitFinding } from '../../src/oracles/scan-form-pages.js';
import { excerpt } from '../support/orders.js';
import { accountWithForms, listed, type Account } from '../support/scan-form-account.js';
import { readAnswer, sharedList, statusView } from '../support/scan-forms.js';

/**
 * The numbers past every page, each where a machine integer ends: 2^31-1 (the largest int32), 2^31 (wraps negative
 * in 32 bits), 2^32+1 (wraps to 1 in unsigned 32 bits), 2^53+1 (no double), 2^63 (wraps negative in 64 bits) and
 * 2^64+1 (wraps to 1 in 64 bits).
 */
export const LIMIT_PAGES: readonly string[] = [
  '2147483647',
  '2147483648',
  '4294967297',
  '9007199254740993',
  '9223372036854775808',
  '18446744073709551617',
];

const WORDS: Record<LimitFinding, string> = {
  'server-error': 'a server error',
  'not-a-list': 'neither a list nor a client error',
  'refused-without-body': 'a 4xx without the error body of spec 7',
  'forms-past-the-end': 'forms, though every form is on an earlier page',
  'more-past-the-end': 'has_more true past the last page',
  'not-the-page-named': 'other forms than the page (or pages) it names',
};

interface LimitCase {
  readonly value: string;
  /** The pages of the walk the value may name; none for a number past every page. */
  readonly named: readonly ListView[];
}

/**
 * The page numbers to send: the limits; the second page (or the first) spelled with leading zeros and a plus; and
 * 1.5 when pages 1 and 2 were both walked (read as an integer it is one of them, whichever way it rounds).
 */
function limitCases(account: Account): LimitCase[] {
  const target = account.walk[1] ?? account.walk[0];
  const spelled =
    target === undefined
      ? []
      : [`00${target.page}`, `+${target.page}`].map((value) => ({ value, named: [statusView(target.answer)] }));
  const around = [1, 2].map((n) => account.walk.find((w) => w.page === n));
  const fraction = around.every((w) => w !== undefined)
    ? [{ value: '1.5', named: around.map((w) => statusView(w.answer)) }]
    : [];
  return [...LIMIT_PAGES.map((value) => ({ value, named: [] })), ...spelled, ...fraction];
}

/** Whether the numbers of LIMIT_PAGES are surely past the last page: fewer forms counted (or walked) than the smallest. */
function pastEnd(account: Account): boolean {
  const total = account.first.totalCount;
  return (isCount(total) && total < 2147483647 - 1) || account.complete;
}

export const pageLimitRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-PAGE-LIMITS',
      clause: '4.4',
      level: 'MUST',
      rule: 'A page number at an integer limit, with leading zeros or "+", or with a fraction MUST get a 4xx with the error body or an honest page.',
      quote: 'Page-based pagination.',
      sends:
        'page=2^31-1, 2^31, 2^32+1, 2^53+1, 2^63 and 2^64+1, the second page read written as 00<n> and +<n> (sent as %2B<n>), and page=1.5, at once.',
      tolerates:
        'Any 4xx with the spec 7 body; an empty page past the end without has_more true; the named page for 00<n> and +<n>; page 1 or page 2 for 1.5.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      if (account.firstPageNumber === undefined)
        return ctx.notExercised('the first page number could not be learned (see SF-PAGE-WALK)');
      const cases = limitCases(account);
      const beyond = pastEnd(account);
      if (!beyond) ctx.note('the end of the listing is unknown, so forms on the numbers past 2^31 were not judged');
      const answers = await Promise.all(
        cases.map(async (c) => statusView(readAnswer(await sharedList(ctx, { page: c.value })))),
      );
      const broken = cases
        .map((c, i) => ({ c, answer: answers[i]!, finding: judgePageAtLimit(answers[i]!, c.named, beyond) }))
        .filter((b) => b.finding !== undefined);
      ctx.note(cases.map((c, i) => `page=${c.value}: HTTP ${answers[i]!.status}`).join(', '));
      if (broken.length === 0) return;
      ctx.fail(`${broken.length} page number(s) at an integer limit were answered with ${WORDS[broken[0]!.finding!]}`, {
        received: broken
          .map(
            ({ c, answer, finding }) =>
              `page=${c.value}: HTTP ${answer.status}, ${WORDS[finding!]}${answer.ok ? ` (${listed(answer.ids.map(String))}, has_more ${String(answer.hasMore)})` : ` ${excerpt(answer.res.text, 100)}`}`,
          )
          .join(' | '),
        expected:
          'a 4xx with the error body (spec 7), or no forms and has_more false past the last page, or for a number spelled with leading zeros or "+" the page it names, and for 1.5 page 1 or page 2 (spec 4.4)',
        exchange: broken[0]!.answer.res.exchange,
      });
    },
  ),
];
