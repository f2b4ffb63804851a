// The filters of spec 4.4: `reference` is an exact match, `start_datetime` and `end_datetime` are inclusive
// bounds on created_at, and a bound is an instant whichever ISO 8601 spelling names it.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  judgeEmptyReference,
  judgeFiltered,
  selectsAsBaseline,
  type FilteredReading,
} from '../../src/oracles/scan-form-judge.js';
import type { PageExpectation } from '../../src/oracles/scan-form-query.js';
import {
  SECOND,
  formatInstant,
  fractionDigits,
  precisionBounds,
  sameSecondPair,
  spellingsOf,
  withinItsSecond,
} from '../../src/oracles/scan-form-time.js';
import {
  describeElement,
  describeQuery,
  readAnswer,
  sharedList,
  statusView,
  type ListAnswer,
} from '../support/scan-forms.js';
import { accountWithForms, describeForm, listed, type Account } from '../support/scan-form-account.js';
import { secondAccountReferences } from './second-references.js';
import {
  ask,
  boundaryForms,
  expectationOf,
  probe,
  referenceValues,
  type Probe,
  type ReferenceValues,
} from '../support/scan-form-plan.js';

interface Case {
  /** What the probe is, in words, e.g. "a prefix of INV-2041 that no form carries". */
  readonly label: string;
  readonly probe: Probe;
  /**
   * A 4xx with the error body of spec 7 is accepted too: for values a service may reasonably refuse (surrounding
   * spaces, `%`, the text "null"), since the conditions that produce 400 are not shown (7). Wrong forms never are.
   */
  readonly mayRefuse?: boolean;
}

/** What is wrong with a filtered listing, phrased. */
function phraseFiltered(reading: FilteredReading, answer: ListAnswer, account: Account): string {
  if (reading.kind !== 'wrong-forms') return answer.problem ?? 'not a list';
  const f = reading.findings;
  const parts: string[] = [];
  if (f.unexpected.length > 0) parts.push(`returned ${listed(f.unexpected.map((id) => describeElement(answer, id)))}`);
  if (f.missing.length > 0) parts.push(`left out ${listed(f.missing.map((form) => describeForm(form, account)))}`);
  if (f.duplicated.length > 0) parts.push(`listed twice ${listed([...f.duplicated])}`);
  return parts.join('; ');
}

/**
 * Sends every case and fails with every one whose first page does not hold exactly the expected forms; the
 * order on the page, total_count and has_more belong to other requirements.
 */
async function expectSameForms(
  ctx: CheckContext,
  account: Account,
  cases: readonly Case[],
  rule: string,
  advice: (broken: readonly Case[]) => string | undefined = () => undefined,
): Promise<void> {
  const answers = await Promise.all(cases.map(async (c) => statusView(await ask(ctx, c.probe))));
  const broken: Array<{ case: Case; text: string; answer: ListAnswer }> = [];
  for (const [i, c] of cases.entries()) {
    const answer = answers[i]!;
    const where = `${describeQuery(ctx, c.probe.query)} (${c.label})`;
    const reading = judgeFiltered(answer, expectationOf(account, c.probe) as PageExpectation, c.mayRefuse === true);
    if (reading.kind === 'refused') ctx.note(`${where}: refused with HTTP ${answer.status} (accepted)`);
    if (!reading.accepted)
      broken.push({ case: c, text: `${where}: ${phraseFiltered(reading, answer, account)}`, answer });
  }
  if (broken.length === 0) return;
  const fix = advice(broken.map((b) => b.case));
  ctx.fail(`${broken.length} of ${cases.length} filtered listings broke the rule: ${rule}`, {
    received: broken.map((b) => b.text).join(' | '),
    expected: `${rule} (spec 4.4), judged against the forms read from this account${fix === undefined ? '' : `; ${fix}`}`,
    exchange: broken[0]!.answer.res.exchange,
  });
}

/**
 * The fix when failing bounds are finer than the target's own timestamps: 4.4 compares instants, so a target that
 * keeps a coarser precision (a JavaScript Date keeps milliseconds) rounds a bound to it, a start up and an end down;
 * cut, `…34.0001Z` becomes `…34.000Z` and keeps the form it excludes.
 */
function precisionAdvice(account: Account, broken: readonly Case[]): string | undefined {
  const stored = Math.max(0, ...account.known.map((f) => fractionDigits(f.createdAt)));
  const bounds = broken.flatMap((c) => [c.probe.query.start_datetime, c.probe.query.end_datetime]);
  if (stored >= 9 || !bounds.some((b) => b !== undefined && fractionDigits(b) > stored)) return undefined;
  const precision = stored === 0 ? 'in whole seconds' : `with at most ${stored} fraction digits`;
  return `the target writes created_at ${precision}; a finer bound still names its instant (4.4 compares instants): round a start bound up and an end bound down to the stored precision, never cut it`;
}

/** `reference=` (empty): one of the readings judgeEmptyReference accepts, never the forms without a reference. */
async function emptyReference(ctx: CheckContext, account: Account): Promise<void> {
  const exact = probe(account, { reference: '' });
  if (exact === undefined) return;
  // Read as no filter, it answers as the same query without reference: the parameterless answer when nothing was added.
  const { reference: _blank, ...without } = exact.query;
  const [answer, absent] = await Promise.all([
    ask(ctx, exact).then(statusView),
    Object.keys(without).length === 0 ? account.first : sharedList(ctx, without).then(readAnswer),
  ]);
  const where = describeQuery(ctx, exact.query);
  const reading = judgeEmptyReference(answer, expectationOf(account, exact) as PageExpectation, absent);
  if (reading.kind === 'refused') return ctx.note(`${where}: refused with HTTP ${answer.status} (accepted)`);
  if (reading.accepted)
    return ctx.note(
      `${where}: ${reading.kind === 'exact' ? 'matched the empty string exactly' : 'taken as no reference filter'}`,
    );
  if (reading.kind === 'not-a-list')
    return ctx.fail('an empty reference was not answered with a list or a client error', {
      received: `${where}: ${answer.problem ?? ''}`,
      expected:
        'HTTP 200 with the forms whose reference is "" (or every form, the empty value taken as no filter), or a 4xx with the error body (spec 4.4, 7)',
      exchange: answer.res.exchange,
    });
  ctx.fail(
    `an empty reference ${reading.kind === 'null-forms' ? 'selected the forms that have no reference' : 'selected neither the forms whose reference is "" nor every form'}`,
    {
      received: `${where}: ${listed(answer.ids.map((id) => (id === undefined ? '?' : describeElement(answer, id))))}`,
      expected:
        'the forms whose reference is exactly "" (a null reference is not the empty string), or every form when the empty value is taken as no filter (spec 4.4: exact match)',
      exchange: answer.res.exchange,
    },
  );
}

/**
 * The references to filter by: the account's own (and each of a real near-miss pair, which must keep its own forms,
 * never its twin's), values no form carries (a prefix, another letter case, near misses), and the text "null".
 */
function referenceCases(account: Account, values: ReferenceValues): Case[] {
  const cases: Case[] = [];
  const add = (reference: string | undefined, label: string, mayRefuse = false) => {
    if (reference === undefined) return;
    const p = probe(account, { reference });
    if (p !== undefined) cases.push({ label, probe: p, mayRefuse });
  };
  for (const ref of values.existing) add(ref, 'a reference of the account');
  add(values.prefix, 'a prefix of a reference, which no form carries');
  add(values.caseVariant, 'a reference in other letter case, which no form carries');
  add(values.nowhere, 'a reference no form carries');
  for (const miss of values.nearMisses) add(miss.value, miss.label, true);
  const kinds = {
    composition: 'composed or decomposed accents',
    accents: 'accents',
    case: 'letter case',
    spacing: 'surrounding spaces or "+" for a space',
    prefix: 'a prefix',
  } as const;
  const paired = new Set(values.existing);
  for (const pair of values.pairs) {
    for (const [ref, twin] of [
      [pair.a, pair.b],
      [pair.b, pair.a],
    ] as const) {
      if (paired.has(ref)) continue;
      paired.add(ref);
      add(
        ref,
        `a reference of the account that differs from its reference ${JSON.stringify(twin)} only in ${kinds[pair.kind]}`,
      );
    }
  }
  // "null" is a string like any other here: it must not select the forms whose reference is null.
  add('null', 'the text "null", which selects forms whose reference is that text, not forms without a reference', true);
  return cases;
}

/** Notes what the account's references could not test: real near-miss pairs found, and prefix, case, accent gaps. */
function noteReferenceCoverage(ctx: CheckContext, account: Account, values: ReferenceValues): void {
  if (values.pairs.length > 0)
    ctx.note(
      `${values.pairs.length} pair(s) of the account's own references differ only in accents, case or by a prefix: ${listed(
        values.pairs.map((p) => `${JSON.stringify(p.a)} / ${JSON.stringify(p.b)}`),
        4,
      )}`,
    );
  const tellingPrefix = values.existing.some((r) =>
    account.known.some((f) => typeof f.reference === 'string' && f.reference !== r && f.reference.startsWith(r)),
  );
  if (values.prefix === undefined && !tellingPrefix)
    ctx.note(
      'no reference has a prefix that is not itself a reference, so prefix matching was tested only through the existing references',
    );
  if (values.caseVariant === undefined)
    ctx.note('no reference has letters whose case could be swapped, so case folding was not tested');
  if (
    !values.nearMisses.some((m) => m.label.includes('accents')) &&
    !values.pairs.some((p) => p.kind === 'composition' || p.kind === 'accents')
  )
    ctx.note('no reference has accented letters, so accent folding was not tested');
}

function boundCases(account: Account, which: 'start' | 'end'): Case[] {
  const cases: Case[] = [];
  for (const form of boundaryForms(account, which)) {
    // A fraction of a second on the excluding side, within the form's own second where it can be: a bound is an
    // instant, so its fraction counts (a start just after a form leaves the form out, an end just before it too),
    // however the target writes its own timestamps, and a comparison at whole seconds shows.
    const near = withinItsSecond(form.created, which === 'start' ? 'after' : 'before');
    const fraction = `${fractionOf(near - form.created)} s ${which === 'start' ? 'after' : 'before'}`;
    for (const [at, words] of [
      [form.created, 'equal to'],
      [form.created - SECOND, 'one second before'],
      [form.created + SECOND, 'one second after'],
      [near, fraction],
    ] as const) {
      const p = probe(account, which === 'start' ? { start: at } : { end: at });
      if (p !== undefined) cases.push({ label: `${words} the created_at of ${form.id}`, probe: p });
    }
  }
  return cases;
}

/**
 * Bounds at every precision around one form: the later of two forms created in one second when the account has
 * them (so the bounds tell them apart), else a form created at a sub-second instant, else a boundary form.
 */
function precisionCases(account: Account): Case[] {
  const pair = sameSecondPair(account.known.map((f) => f.created));
  const form =
    account.known.find((f) => f.created === pair?.[1]) ??
    account.known.find((f) => f.created % SECOND !== 0n) ??
    boundaryForms(account, 'start')[0] ??
    account.listing[0];
  if (form === undefined) return [];
  const cases: Case[] = [];
  const add = (label: string, spec: Parameters<typeof probe>[1]) => {
    const p = probe(account, spec);
    if (p !== undefined) cases.push({ label, probe: p });
  };
  const bounds = precisionBounds(form.created);
  for (const b of bounds)
    add(`start ${b.label} of the created_at of ${form.id}`, { start: b.instant, startText: b.text });
  if (pair !== undefined) {
    // One microsecond before the later form, written with six digits: the earlier form stays, the later one goes.
    const before = pair[1] - 1_000n;
    add(`end one microsecond before ${form.id}, created in the same second as another form`, {
      end: before,
      endText: formatInstant(before, { fractionDigits: 6, zone: 'Z' }),
    });
  }
  return cases;
}

/** A signed gap under a second, as seconds without its sign, e.g. 0.4385. */
function fractionOf(gap: bigint): string {
  const abs = gap < 0n ? -gap : gap;
  return `0.${abs.toString().padStart(9, '0').replace(/0+$/, '')}`;
}

/** The first account's references and their near misses, judged against the forms read (SF-REFERENCE-EXACT). */
async function firstAccountReferences(ctx: CheckContext): Promise<void> {
  const account = await accountWithForms(ctx);
  const values = referenceValues(account, ctx.target.seed);
  if (values.existing.length === 0)
    return ctx.notExercised(
      'no form read carries a reference, so no reference from the data could be queried: add forms with references for full coverage',
    );
  noteReferenceCoverage(ctx, account, values);
  await expectSameForms(
    ctx,
    account,
    referenceCases(account, values),
    'the forms whose reference equals the value exactly',
  );
  await emptyReference(ctx, account);
}

export const filterRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-REFERENCE-EXACT',
      clause: '4.4',
      level: 'MUST',
      rule: '`reference` MUST be an exact match: never a form whose reference merely starts with the value or differs in letter case.',
      quote: 'Exact match on the reference.',
      sends:
        "GET /v2/scan_forms?reference= with references the forms carry, a prefix and a case variant no form carries, near misses and the empty value; and two of the second account's references with its key.",
      tolerates:
        'A 4xx with the error body of spec 7 for values a service may refuse (surrounding spaces, %, the text "null", the empty value): the conditions of 400 are not shown.',
      parts: [
        {
          name: 'first-account',
          rule: "The first account's references, near misses of them and the empty value select exactly the forms they name.",
        },
        {
          name: 'second-account',
          rule: "Two references of the second account's forms, non-ASCII ones first, select with its key the forms carrying them.",
        },
      ],
    },
    async (ctx) => {
      await ctx.partsTogether([
        ['first-account', () => firstAccountReferences(ctx)],
        ['second-account', () => secondAccountReferences(ctx)],
      ]);
    },
  ),
  requirement(
    {
      id: 'SF-START-INCLUSIVE',
      clause: '4.4',
      level: 'MUST',
      rule: '`start_datetime` MUST keep exactly the forms with created_at >= the bound.',
      quote: 'Keeps forms with created_at >= this value.',
      sends:
        "GET /v2/scan_forms?start_datetime= at real created_at values, one second either side and half a second on the excluding side, judged against the account's forms.",
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2);
      await expectSameForms(
        ctx,
        account,
        boundCases(account, 'start'),
        'start_datetime keeps the forms with created_at >= the bound',
      );
    },
  ),
  requirement(
    {
      id: 'SF-END-INCLUSIVE',
      clause: '4.4',
      level: 'MUST',
      rule: '`end_datetime` MUST keep exactly the forms with created_at <= the bound.',
      quote: 'Keeps forms with created_at <= this value.',
      sends:
        "GET /v2/scan_forms?end_datetime= at real created_at values, one second either side and half a second on the excluding side, judged against the account's forms.",
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 2);
      await expectSameForms(
        ctx,
        account,
        boundCases(account, 'end'),
        'end_datetime keeps the forms with created_at <= the bound',
      );
    },
  ),
  requirement(
    {
      id: 'SF-BOUND-PRECISION',
      clause: '4.4',
      level: 'MUST',
      rule: 'A datetime bound with 0 to 9 fraction digits MUST mean that fraction of a second, so it tells forms of one second apart.',
      quote: 'Keeps forms with created_at >= this value.',
      sends:
        "7 to 8 start_datetime bounds at once around one form's created_at (9 digits, one unit above at 1 and 4 digits, .5 .12 .120000 .123456789), and an end bound one microsecond before a form sharing its second with another.",
      tolerates:
        'Any spelling of the answer; only which forms are kept is judged. Beyond 6 digits only whole microseconds are written.',
    },
    async (ctx) => {
      const account = await accountWithForms(ctx, 1, 'listing');
      const cases = precisionCases(account);
      if (cases.length === 0) return ctx.notExercised('no form read lies within the window the filters may name');
      if (sameSecondPair(account.known.map((f) => f.created)) === undefined)
        ctx.note('no two forms read share a second, so forms of one second were not told apart');
      await expectSameForms(
        ctx,
        account,
        cases,
        'a bound keeps the forms on its side of the instant it writes',
        (broken) => precisionAdvice(account, broken),
      );
    },
  ),
  requirement(
    {
      id: 'SF-BOUND-INSTANT',
      clause: '4.4',
      level: 'MUST',
      rule: 'A datetime bound MUST be read as an ISO 8601 instant: every spelling of the same instant selects the same forms.',
      quote: 'string (ISO 8601)',
      sends:
        'GET /v2/scan_forms with start_datetime and end_datetime both at a form\'s created_at, written with "Z", "+00:00", fractional seconds and another UTC offset.',
    },
    async (ctx) => {
      // Relative: each spelling is compared with the answer to the created_at value itself, so no window needs to
      // be complete and inclusive or exclusive bounds do not matter here (SF-START-INCLUSIVE, SF-END-INCLUSIVE).
      const account = await accountWithForms(ctx, 1, 'listing');
      const form = boundaryForms(account, 'start')[0] ?? account.listing[0]!;
      const point = (text: string): Probe => ({
        query: { start_datetime: text, end_datetime: text },
        oracle: { start: form.created, end: form.created },
      });
      const canonical = point(form.createdAt);
      const variants = spellingsOf(form.created)
        .filter((s) => s.text !== form.createdAt)
        .map((s) => ({ ...s, probe: point(s.text) }));
      const [base, ...answers] = await Promise.all([ask(ctx, canonical), ...variants.map((v) => ask(ctx, v.probe))]);
      const baseline = describeQuery(ctx, canonical.query);
      if (!base.ok)
        return ctx.fail('the target refused its own created_at value as a bound', {
          received: `${baseline}: ${base.problem ?? ''}`,
          expected: 'HTTP 200 with the forms created at that instant (spec 4.4)',
          exchange: base.res.exchange,
        });
      const broken = variants
        .map((v, i) => ({ v, answer: answers[i]! }))
        .filter(({ answer }) => !selectsAsBaseline(answer, base));
      if (broken.length > 0) {
        ctx.fail(`${broken.length} spelling(s) of one instant selected other forms than the created_at value itself`, {
          received: broken
            .map(
              ({ v, answer }) =>
                `${describeQuery(ctx, v.probe.query)} (${v.label}): ${answer.ok ? `${listed(answer.ids.map(String))}, total_count ${String(answer.totalCount)}` : (answer.problem ?? '')}`,
            )
            .join(' | '),
          expected: `the answer of ${baseline}: ${listed(base.ids.map(String))}, total_count ${String(base.totalCount)} (the same instant, spec 2.2 and 4.4)`,
          exchange: broken[0]!.answer.res.exchange,
        });
      }
    },
  ),
];
