// The whole-answer judge at its edges: where a refusal is accepted (and only there), the sentences a wrong cursor
// answer is told in, summaries without ids paired with forms of their own, and what makes an element a full form.

import { describe, expect, it } from 'vitest';
import { answerProblems, type JudgedAnswer } from '../../src/oracles/scan-form-answer.js';
import { expectedAnswer, type KnownForm, type Layout, type Query } from '../../src/oracles/scan-form-query.js';
import { SCAN_FORM_FIELDS } from '../../src/oracles/scan-form-summary.js';
import { formatInstant, SECOND } from '../../src/oracles/scan-form-time.js';

const T0 = 1_700_000_000n * SECOND;
const at = (id: string, seconds: number, reference: string): KnownForm => ({
  id,
  created: T0 + BigInt(seconds) * SECOND,
  reference,
});
const form = (n: number): KnownForm => ({ id: `sf_${n}`, created: T0 + BigInt(n) * SECOND, reference: `REF-${n % 3}` });
/** sf_8 (newest) ... sf_1; references REF-2, REF-1, REF-0, REF-2... */
const listing = Array.from({ length: 8 }, (_, i) => form(8 - i));
const known = new Map(listing.map((f) => [f.id, f]));
const layout: Layout = { firstPage: 1, pageSize: 3 };
const full = (f: KnownForm): Record<string, unknown> =>
  Object.fromEntries(SCAN_FORM_FIELDS.map((k) => [k, k === 'id' ? f.id : 'x']));
const byIds = (...ns: number[]) => ns.map((n) => known.get(`sf_${n}`)!);
const answer = (
  forms: readonly KnownForm[],
  hasMore: unknown,
  totalCount: unknown,
  elements: readonly unknown[] = forms.map(full),
): JudgedAnswer => ({
  ok: true,
  status: 200,
  errorBodyProblems: [],
  elements,
  ids: forms.map((f) => f.id),
  hasMore,
  totalCount,
});
const judge = (q: Query, a: JudgedAnswer, summaries = false) =>
  answerProblems(expectedAnswer(listing, q, layout), q, summaries, a, known, (id) => full(known.get(id)!));
const refused = (status: number, body: string[] = []): JudgedAnswer => ({
  ok: false,
  problem: `HTTP ${status}`,
  status,
  errorBodyProblems: body,
  elements: [],
  ids: [],
  hasMore: undefined,
  totalCount: undefined,
});

describe('a refusal where the spec shows no answer (4.4, 7)', () => {
  it.each<[string, Query]>([
    ['a window whose start is after its end', { start: T0 + 5n * SECOND, end: T0 + 4n * SECOND }],
    ['a page past the last one', { page: 4 }],
    ['a cursor naming a form the filters exclude', { beforeId: 'sf_4', reference: 'REF-0' }],
    ['before_id with after_id', { beforeId: 'sf_8', afterId: 'sf_2' }],
  ])('accepts a client error with the body of spec 7 for %s', (_, q) => {
    expect(judge(q, refused(400))).toEqual([]);
    expect(judge(q, refused(499))).toEqual([]);
    expect(judge(q, refused(422, ['no statusCode', 'no message']))).toEqual([
      'HTTP 422 without the error body of spec 7: no statusCode, no message',
    ]);
    expect(judge(q, refused(500))).toEqual(['HTTP 500']);
  });
  it.each<[string, Query]>([
    ['a window of one instant', { start: T0 + 5n * SECOND, end: T0 + 5n * SECOND }],
    ['the last page', { page: 3 }],
    ['a first page no form matches', { page: 1, reference: 'REF-none' }],
    ['a cursor the filters keep', { beforeId: 'sf_4', reference: 'REF-1' }],
    ['one cursor alone', { beforeId: 'sf_4' }],
  ])('refuses no client error for %s', (_, q) => {
    expect(judge(q, refused(400))).toEqual(['HTTP 400']);
  });
  it('says "not a list" when a failed answer names no problem', () => {
    const { problem: _, ...bare } = refused(400);
    expect(judge({ page: 1 }, bare)).toEqual(['not a list']);
  });
});

describe('where a refusal stays closed', () => {
  it('with page beside both cursors (page wins, 4.4), and with one cursor alone', () => {
    expect(judge({ page: 1, beforeId: 'sf_8', afterId: 'sf_2' }, refused(400))).toEqual(['HTTP 400']);
    expect(judge({ afterId: 'sf_4' }, refused(400))).toEqual(['HTTP 400']);
  });
});

describe('the sentences of a wrong answer', () => {
  it('names the forms of a page that lacks one, and asks nothing of a list for a page before the first', () => {
    expect(judge({ page: 2 }, answer(byIds(5, 4), true, 8))).toEqual(['forms sf_5, sf_4, expected sf_5, sf_4, sf_3']);
    expect(judge({ page: 0 }, answer(byIds(8), false, 8))).toEqual([]);
  });
  it('names at most four forms and counts the rest', () => {
    expect(judge({ page: 2 }, answer(byIds(8, 7, 6, 5), true, 8))).toEqual([
      'forms sf_8, sf_7, sf_6, sf_5, expected sf_5, sf_4, sf_3',
    ]);
    expect(judge({ page: 2 }, answer(byIds(8, 7, 6, 5, 4), true, 8))).toEqual([
      'forms sf_8, sf_7, sf_6, sf_5 and 1 more, expected sf_5, sf_4, sf_3',
    ]);
    expect(judge({ page: 4 }, answer(byIds(1), false, 8))).toEqual(['forms sf_1, expected none']);
  });
  it('tells an answer without page it may hold any matching forms, each once', () => {
    expect(judge({}, answer(byIds(8, 8), true, 8))).toEqual([
      'forms sf_8, sf_8, expected forms among the 8 matching ones, each once (which of them an answer without page holds is not stated)',
    ]);
  });
  it('names the cursor side, its bounds and the cursor left out', () => {
    expect(judge({ beforeId: 'sf_4' }, answer(byIds(5), true, 8))).toEqual([
      'forms sf_5, expected one run of sf_3, sf_2, sf_1 (created before sf_4, the cursor excluded)',
    ]);
    expect(judge({ afterId: 'sf_6' }, answer(byIds(6), true, 8))).toEqual([
      'forms sf_6, expected one run of sf_8, sf_7 (created after sf_6, the cursor excluded)',
    ]);
    expect(judge({ afterId: 'sf_2', beforeId: 'sf_8' }, answer([], false, 'x'))).toEqual([
      'forms none, expected one run of sf_7, sf_6, sf_5, sf_4 and 1 more (created after sf_2 and before sf_8, the cursor excluded)',
      'has_more false, expected true',
      'total_count "x", expected 5 or 8',
    ]);
  });
  it('accepts a cursor answer right in every part', () => {
    expect(judge({ afterId: 'sf_6' }, answer(byIds(8, 7), false, 2))).toEqual([]);
    expect(judge({ afterId: 'sf_6' }, answer(byIds(7), true, 8))).toEqual([]);
    expect(judge({ afterId: 'sf_6' }, answer(byIds(8, 7), true, 8))).toEqual(['has_more true, expected false']);
  });
});

describe('elements: full forms, or summaries lighter than their full forms (2.2, 4.4)', () => {
  it('takes a summary as heavy as its full form for one not lighter', () => {
    const same = byIds(8, 7, 6).map(full);
    expect(judge({ page: 1 }, answer(byIds(8, 7, 6), true, 8, same), true)).toEqual([
      'the summary of sf_8 is not lighter than its full form',
      'the summary of sf_7 is not lighter than its full form',
      'the summary of sf_6 is not lighter than its full form',
    ]);
    const lighter = byIds(8, 7, 6).map((f) => ({ id: f.id }));
    expect(judge({ page: 1 }, answer(byIds(8, 7, 6), true, 8, lighter), true)).toEqual([]);
  });
  it('names the fields a full form lacks, and the element by its place when it has no id', () => {
    const { reference: _, status: __, ...short } = full(form(8));
    const elements = [short, ...byIds(7, 6).map(full)];
    expect(judge({ page: 1 }, answer(byIds(8, 7, 6), true, 8, elements))).toEqual([
      'sf_8 is not a full ScanForm (no status, reference)',
    ]);
    const anonymous: JudgedAnswer = { ...answer(byIds(8, 7, 6), true, 8, elements), ids: [undefined, 'sf_7', 'sf_6'] };
    expect(judge({ page: 1 }, anonymous)).toContain('element 0 is not a full ScanForm (no status, reference)');
  });
  it('asks no fields of an element that is no object', () => {
    for (const odd of [null, ['sf_8'], 'sf_8'])
      expect(
        judge({ page: 1 }, answer(byIds(8, 7, 6), true, 8, [odd, ...byIds(7, 6).map(full)])).filter((p) =>
          p.includes('not a full ScanForm'),
        ),
      ).toEqual([]);
  });
});

describe('summaries without ids (4.4 "the same forms")', () => {
  const idless = (q: Query, refs: readonly string[], hasMore: unknown = true, total: unknown = 8) =>
    judge(
      q,
      {
        ...answer(
          [],
          hasMore,
          total,
          refs.map((reference) => ({ reference })),
        ),
        ids: refs.map(() => undefined),
      },
      true,
    );
  it('pairs each with a form of the page, and counts them', () => {
    expect(idless({ page: 2 }, ['REF-0', 'REF-2', 'REF-1'])).toEqual([]);
    const unnamed = '1 form(s) of the page named by no summary (without ids): sf_3';
    expect(idless({ page: 2 }, ['REF-2', 'REF-1'])).toEqual(['2 summaries, expected 3', unnamed]);
    expect(idless({ page: 2 }, ['REF-2', 'REF-1', 'REF-9'])).toEqual([
      '1 of 3 summaries (without ids) name no expected form of their own by created_at or reference',
      unnamed,
    ]);
    expect(idless({ page: 2 }, ['REF-2', 'REF-2', 'REF-1'])).toEqual([
      '1 of 3 summaries (without ids) name no expected form of their own by created_at or reference',
      unnamed,
    ]);
  });
  it("judges their has_more and total_count as any answer's (they do not depend on which forms are listed)", () => {
    expect(idless({ page: 2 }, ['REF-0', 'REF-2', 'REF-1'], false, 7)).toEqual([
      'total_count 7, expected 8',
      'has_more false, expected true',
    ]);
    // Beside a cursor total_count may count the cursor or not; has_more hangs on forms of its instant, so stays open.
    expect(idless({ beforeId: 'sf_4' }, ['REF-0', 'REF-2'], true, 9)).toEqual(['total_count 9, expected 3 or 8']);
  });
  it('lets a form of an instant straddling the page stand in for another, never for a form of its own instant', () => {
    // Newest first, 2 a page: a (3 s), then b and c of one instant across the boundary, then d.
    const tied = [at('a', 3, 'A'), at('b', 2, 'B'), at('c', 2, 'C'), at('d', 1, 'D')];
    const byId = new Map(tied.map((f) => [f.id, f]));
    const summaryOf = (f: KnownForm) => ({ created_at: formatInstant(f.created), reference: f.reference });
    const judgeTied = (...ids: string[]) =>
      answerProblems(
        expectedAnswer(tied, { page: 1 }, { firstPage: 1, pageSize: 2 }),
        { page: 1 },
        true,
        {
          ...answer(
            [],
            true,
            4,
            ids.map((id) => summaryOf(byId.get(id)!)),
          ),
          ids: ids.map(() => undefined),
        },
        byId,
        () => undefined,
      );
    expect(judgeTied('a', 'b')).toEqual([]);
    expect(judgeTied('c', 'a')).toEqual([]);
    // The page one form on: b and c, and a on no page.
    expect(judgeTied('b', 'c')).toEqual(['1 form(s) of the page named by no summary (without ids): a']);
    // One form twice, where its tie could have stood in for the other.
    expect(judgeTied('b', 'b')).toEqual([
      '1 of 2 summaries (without ids) name no expected form of their own by created_at or reference',
      '1 form(s) of the page named by no summary (without ids): a',
    ]);
  });
  it('pairs summaries of which only some carry an id, each by what it carries', () => {
    const [a, b, c] = byIds(5, 4, 3);
    const elements = [{ id: a!.id }, { id: b!.id }, { created_at: formatInstant(c!.created), reference: c!.reference }];
    const mixed = { ...answer([], true, 8, elements), ids: [a!.id, b!.id, undefined] };
    expect(judge({ page: 2 }, mixed, true)).toEqual([]);
  });
  it('pairs a summary by created_at alone with a form read without a reference (none to compare)', () => {
    const unwritten: KnownForm = { id: 'u', created: T0, reference: undefined };
    const one = new Map([['u', unwritten]]);
    const problems = answerProblems(
      expectedAnswer([unwritten], { page: 1 }, { firstPage: 1, pageSize: 2 }),
      { page: 1 },
      true,
      { ...answer([], false, 1, [{ created_at: formatInstant(T0), reference: 'REF-0' }]), ids: [undefined] },
      one,
      () => undefined,
    );
    expect(problems).toEqual([]);
  });
  it('pairs an answer without page with any matching forms, however many', () => {
    expect(idless({}, ['REF-0', 'REF-0'])).toEqual([]);
    expect(idless({}, ['REF-0', 'REF-0', 'REF-0'])).toEqual([
      '1 of 3 summaries (without ids) name no expected form of their own by created_at or reference',
    ]);
  });
  it('pairs a cursor answer with forms of the cursor side only', () => {
    expect(idless({ beforeId: 'sf_4' }, ['REF-0', 'REF-2'])).toEqual([]);
    expect(idless({ beforeId: 'sf_4' }, ['REF-1', 'REF-1'])).toEqual([
      '1 of 2 summaries (without ids) name no expected form of their own by created_at or reference',
    ]);
  });
  it('judges no pairing where the spec gives no forms (a page before the first)', () => {
    expect(idless({ page: 0 }, ['REF-9'])).toEqual([]);
  });
});
