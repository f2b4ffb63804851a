// The coverage phase's queries of GET /v2/scan_forms, built from the request space and the account's own forms: each
// parameter at each boundary with the others absent, then the pairwise covering array of the parameters.

import { sendable } from '../../src/http/unsendable.js';
import type { Refusal } from '../../src/oracles/coverage-answer.js';
import { SECOND, formatInstant, parseInstant, type Instant } from '../../src/oracles/scan-form-time.js';
import { INSTANT, type InstantCase, type InstantSpelling } from '../../src/space/dimensions/instants.js';
import { NULL_SPELLING } from '../../src/space/dimensions/identity.js';
import {
  AFTER_ID,
  BEFORE_ID,
  OTHER_PARAMETERS,
  PAGE,
  QUERY_SPECIAL,
  REFERENCE,
  SUMMARY,
  type ParameterCase,
  type ParameterValue,
  type QuerySpecial,
} from '../../src/space/dimensions/parameters.js';
import { phaseClasses, type Dimension, type Expectation, type SpaceClass } from '../../src/space/model.js';
import { pairwise, type Factor } from '../../src/space/pairwise.js';
import type { Account } from './scan-form-account.js';
import {
  boundaryForms,
  defaultSizeOf,
  expectationOf,
  probe,
  referenceValues,
  type Probe,
  type ProbeSpec,
} from './scan-form-plan.js';
import type { ListQuery } from './scan-forms.js';

/** One query of the phase: what is sent, the oracle's view where the meaning is known, and what refusal it allows. */
export interface QueryCase {
  /** `dimension/class`, or `pairwise/<n>` and `sequence/<n>`. */
  readonly name: string;
  readonly label: string;
  readonly query: ListQuery;
  /** The oracle's view of the query; absent when the spec gives the value no meaning (only the invariants judge). */
  readonly judged?: Probe;
  readonly refusal: Refusal;
  readonly summaries: boolean;
}

/** A class the phase could not send against this account's data, with the reason. */
export interface Unsent {
  readonly name: string;
  readonly reason: string;
}

export const refusalOf = (expect: Expectation): Refusal =>
  expect === 'accepted' ? 'none' : expect === 'honest-or-400' || expect === 'invalid' ? '400' : 'any';

const byAge = (account: Account) =>
  [...account.known].sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));

/** The last page number of a walk that reached the end, when the layout is known. */
function lastPage(account: Account): number | undefined {
  const size = account.layout?.pageSize;
  if (account.layout === undefined || size === undefined || !account.complete) return undefined;
  return account.layout.firstPage + Math.max(0, Math.ceil(account.known.length / size) - 1);
}

/** A derived value of the request space as text, from the account's data; undefined with the reason when it has none. */
export function derive(account: Account, seed: number, v: ParameterValue, cursor: 'before' | 'after'): string | Unsent {
  if ('literal' in v) return v.literal;
  if ('holding' in v) return holder(account, v.holding);
  const forms = byAge(account);
  const n = forms.length;
  const size = defaultSizeOf(account);
  const refs = referenceValues(account, seed);
  const last = lastPage(account);
  const beyond = (k: number) => forms[cursor === 'before' ? k : n - 1 - k]?.id;
  const found: string | undefined = {
    'first-page': account.layout === undefined ? undefined : String(account.layout.firstPage),
    'last-page': last === undefined ? undefined : String(last),
    'past-last-page': last === undefined ? undefined : String(last + 1),
    'two-past-last-page': last === undefined ? undefined : String(last + 2),
    'existing-reference': refs.existing[0],
    'reference-prefix': refs.prefix,
    'reference-case-variant': refs.caseVariant,
    'no-such-reference': refs.nowhere,
    'reference-trailing-space': refs.existing[0] === undefined ? undefined : `${refs.existing[0]} `,
    'newest-form': forms[n - 1]?.id,
    'oldest-form': forms[0]?.id,
    'middle-form': forms[Math.floor(n / 2)]?.id,
    'one-window-left': account.defaultSize === undefined || size >= n ? undefined : beyond(size),
    'one-window-and-one-left': account.defaultSize === undefined || size + 1 >= n ? undefined : beyond(size + 1),
    'other-account-form': undefined,
  }[v.derived];
  return found ?? { name: v.derived, reason: `the forms read give no ${v.derived.replace(/-/g, ' ')}` };
}

/** A reference of the account holding a character of the QUERY_SPECIAL class, or why none is sent. */
function holder(account: Account, name: QuerySpecial['name']): string | Unsent {
  const special = QUERY_SPECIAL.find((s) => s.name === name)!;
  const found = account.known.find(
    (f) => typeof f.reference === 'string' && special.holds.test(f.reference) && sendable(f.reference),
  );
  if (typeof found?.reference === 'string') return found.reference;
  return { name: `holding-${name}`, reason: `no reference of the forms read holds ${special.says}` };
}

/** The oracle's view of one parameter's value, when the spec gives it a meaning. */
function meaning(account: Account, parameter: ParameterCase['parameter'], text: string): Probe | undefined {
  if (parameter === 'page') return /^-?\d{1,9}$/.test(text) ? probe(account, { page: Number(text) }) : undefined;
  if (parameter === 'reference') return text === '' ? undefined : probe(account, { reference: text });
  if (parameter === 'before_id') return text === '' ? undefined : probe(account, { beforeId: text });
  if (parameter === 'after_id') return text === '' ? undefined : probe(account, { afterId: text });
  if (parameter === 'osfc_unknown') return probe(account, {});
  return undefined;
}

/** One parameter at one value, the others absent (within the window read, see probe). */
function parameterCase(d: Dimension, c: SpaceClass<ParameterCase>, account: Account, seed: number): QueryCase | Unsent {
  const { parameter, value } = c.value;
  const text = derive(account, seed, value, parameter === 'after_id' ? 'after' : 'before');
  if (typeof text !== 'string') return { name: `${d.id}/${c.name}`, reason: text.reason };
  const judged = meaning(account, parameter, text);
  const query = { ...(judged?.query ?? {}), [parameter]: text };
  return {
    name: `${d.id}/${c.name}`,
    label: `${parameter}=${JSON.stringify(text)} (${d.id}/${c.name})`,
    query,
    ...(judged === undefined ? {} : { judged }),
    refusal: refusalOf(c.expect),
    summaries: false,
  };
}

/** The smallest number of fraction digits (0, 3, 6, 9) that writes an instant exactly. */
function exactDigits(instant: Instant): number {
  const fraction = ((instant % SECOND) + SECOND) % SECOND;
  return fraction === 0n ? 0 : fraction % 1_000_000n === 0n ? 3 : fraction % 1_000n === 0n ? 6 : 9;
}

/** A form's instant written as the spelling says, and the instant that text names (undefined: no stated meaning). */
export function spell(instant: Instant, s: InstantSpelling): { text: string; names?: Instant } {
  const digits = exactDigits(instant);
  const plain = formatInstant(instant, { fractionDigits: digits, zone: 'Z' });
  const at = (zone: string) => ({ text: formatInstant(instant, { fractionDigits: digits, zone }), names: instant });
  // One unit of the d-th digit above the instant cut to d digits: the form lies before the bound (4.4: created_at >=).
  const above = (d: number) => {
    const unit = 10n ** BigInt(9 - d);
    const names = instant - (((instant % unit) + unit) % unit) + unit;
    return { text: formatInstant(names, { fractionDigits: d, zone: 'Z' }), names };
  };
  switch (s) {
    case 'z':
      return { text: plain, names: instant };
    case 'lower-case-t-and-z':
      return { text: plain.replace('T', 't').replace(/Z$/, 'z'), names: instant };
    case 'space-separator':
      return { text: plain.replace('T', ' '), names: instant };
    case 'negative-zero-offset':
      return at('-00:00');
    case 'offset-without-colon':
      return at('+0200');
    case 'offset-hours-only':
      return at('+02');
    case 'comma-fraction':
      return {
        text: formatInstant(instant, { fractionDigits: Math.max(3, digits), zone: 'Z' }).replace('.', ','),
        names: instant,
      };
    case 'basic-format':
      return { text: plain.replace(/-/g, '').replace(/:/g, ''), names: instant };
    case 'seven-digits-one-unit-above':
      return above(7);
    case 'eight-digits-one-unit-above':
      return above(8);
    case 'nine-digits-one-unit-above':
      return above(9);
    case 'zone-less':
      return { text: plain.replace(/Z$/, '') };
    case 'date-only':
      return { text: plain.slice(0, 10) };
  }
}

/** One instant class as the bounds it sends: a spelling of a form's instant as start, or a text as each bound. */
function instantCases(c: SpaceClass<InstantCase>, account: Account): Array<QueryCase | Unsent> {
  const name = `${INSTANT.id}/${c.name}`;
  const refusal = refusalOf(c.expect);
  const b = c.value.bound;
  if ('text' in b) {
    // A valid instant as the service writes its own has the meaning 4.4 states: the forms on its side of it.
    const names = c.expect === 'accepted' ? parseInstant(b.text) : undefined;
    return (['start_datetime', 'end_datetime'] as const).map((p) => {
      const judged =
        names === undefined
          ? undefined
          : probe(
              account,
              p === 'start_datetime' ? { start: names, startText: b.text } : { end: names, endText: b.text },
            );
      return {
        name,
        label: `${p}=${b.text} (${name})`,
        query: judged?.query ?? { [p]: b.text },
        ...(judged === undefined ? {} : { judged }),
        refusal,
        summaries: false,
      };
    });
  }
  const form = boundaryForms(account, 'start')[0];
  if (form === undefined) return [{ name, reason: 'no form read lies within the window the filters may name' }];
  const { text, names } = spell(form.created, b.spelling);
  const judged = names === undefined ? undefined : probe(account, { start: names, startText: text });
  const query = judged?.query ?? { start_datetime: text };
  return [
    {
      name,
      label: `start_datetime=${text} (${name})`,
      query,
      ...(judged === undefined ? {} : { judged }),
      refusal,
      summaries: false,
    },
  ];
}

/** A null spelling as a reference filter or a cursor (its metadata-value classes belong to the order sequence). */
function nullCase(c: (typeof NULL_SPELLING.classes)[number], account: Account): QueryCase | undefined {
  const { spelling, place } = c.value;
  if (place === 'metadata-value') return undefined;
  const parameter = place === 'reference-filter' ? 'reference' : 'before_id';
  const judged = meaning(account, parameter, spelling);
  return {
    name: `${NULL_SPELLING.id}/${c.name}`,
    label: `${parameter}=${JSON.stringify(spelling)} (${NULL_SPELLING.id}/${c.name})`,
    query: { ...(judged?.query ?? {}), [parameter]: spelling },
    ...(judged === undefined ? {} : { judged }),
    refusal: refusalOf(c.expect),
    summaries: false,
  };
}

/** Every one-factor case of the phase for this account, and the classes its data cannot give a value. */
export function oneFactorCases(account: Account, seed: number): { cases: QueryCase[]; unsent: Unsent[] } {
  const out: Array<QueryCase | Unsent> = [];
  for (const d of [PAGE, REFERENCE, BEFORE_ID, AFTER_ID, SUMMARY, OTHER_PARAMETERS])
    for (const c of phaseClasses(d)) out.push(parameterCase(d, c, account, seed));
  for (const c of phaseClasses(INSTANT)) out.push(...instantCases(c, account));
  for (const c of phaseClasses(NULL_SPELLING)) {
    const q = nullCase(c, account);
    if (q !== undefined) out.push(q);
  }
  const cases = out.filter((x): x is QueryCase => 'query' in x);
  return { cases, unsent: out.filter((x): x is Unsent => !('query' in x)) };
}

type Fragment = { readonly label: string; readonly spec: ProbeSpec };

const NONE: Fragment = { label: '', spec: {} };

/** A fragment made from a form, or none when the account has no such form. */
const fromForm = <F>(f: F | undefined, make: (x: F) => Fragment): Fragment[] => (f === undefined ? [] : [make(f)]);

/**
 * The mode of 4.4: page or cursors, page winning when both are given. It is one factor, so every value of it (a cursor
 * alone, page beside a cursor) meets every summary and filter value.
 */
function modeValues(account: Account, seed: number): Fragment[] {
  const forms = byAge(account);
  const n = forms.length;
  const middle = forms[Math.floor(n / 2)];
  const first = account.layout?.firstPage;
  const last = lastPage(account);
  const window = derive(account, seed, { derived: 'one-window-left' }, 'before');
  const pages: Fragment[] =
    first === undefined
      ? []
      : [
          { label: `page=${first}`, spec: { page: first } },
          { label: `page=${first + 1}`, spec: { page: first + 1 } },
          ...fromForm(middle, (f) => ({
            label: `page=${first} with before_id=${f.id}`,
            spec: { page: first, beforeId: f.id },
          })),
        ];
  return [
    NONE,
    ...pages,
    { label: 'page=0', spec: { page: 0 } },
    ...fromForm(middle, (f) => ({ label: `page=0 with before_id=${f.id}`, spec: { page: 0, beforeId: f.id } })),
    ...(last === undefined ? [] : [{ label: `page=${last + 1}`, spec: { page: last + 1 } }]),
    ...fromForm(middle, (f) => ({ label: `before_id=${f.id}`, spec: { beforeId: f.id } })),
    ...(typeof window === 'string'
      ? [{ label: `before_id=${window} (one window left)`, spec: { beforeId: window } }]
      : []),
    ...fromForm(middle, (f) => ({ label: `after_id=${f.id}`, spec: { afterId: f.id } })),
    ...fromForm(forms[Math.floor(n / 4)], (f) =>
      middle === undefined || f === middle
        ? { label: `after_id=${f.id}`, spec: { afterId: f.id } }
        : { label: `after_id=${f.id} with before_id=${middle.id}`, spec: { afterId: f.id, beforeId: middle.id } },
    ),
  ];
}

/** The factors of the pairwise array: each parameter's telling values, absent first, from the account's forms. */
function factors(account: Account, seed: number): Array<Factor<Fragment>> {
  const forms = byAge(account);
  const n = forms.length;
  const middle = forms[Math.floor(n / 2)];
  const refs = referenceValues(account, seed);
  const existing = refs.existing[0];
  return [
    {
      name: 'reference',
      values: [
        NONE,
        ...(existing === undefined ? [] : [{ label: `reference=${existing}`, spec: { reference: existing } }]),
        { label: `reference=${refs.nowhere}`, spec: { reference: refs.nowhere } },
      ],
    },
    {
      name: 'start',
      values: [
        NONE,
        ...fromForm(middle, (f) => ({ label: 'start at the middle form', spec: { start: f.created } })),
        ...fromForm(forms[n - 1], (f) => ({ label: 'start at the newest form', spec: { start: f.created } })),
      ],
    },
    {
      name: 'end',
      values: [
        NONE,
        ...fromForm(middle, (f) => ({ label: 'end at the middle form', spec: { end: f.created } })),
        ...fromForm(forms[0], (f) => ({ label: 'end at the oldest form', spec: { end: f.created } })),
      ],
    },
    { name: 'mode', values: modeValues(account, seed) },
    {
      name: 'summary',
      values: [
        NONE,
        { label: 'summary=true', spec: { summary: 'true' } },
        { label: 'summary=false', spec: { summary: 'false' } },
      ],
    },
  ];
}

/**
 * COVERAGE_DEPTH=deep: the mode crossed with summary and the reference with the start bound, each pair one factor, so
 * the covering array holds every triple of a mode, a summary value and any third value (and of reference, start and any
 * third): the interactions of three parameters a pairwise array leaves to chance.
 */
function deeper(all: ReadonlyArray<Factor<Fragment>>): Array<Factor<Fragment>> {
  const named = (name: string) => all.find((f) => f.name === name)?.values ?? [NONE];
  const cross = (a: string, b: string): Factor<Fragment> => ({
    name: `${a}×${b}`,
    values: named(a).flatMap((x) =>
      named(b).map((y) => ({
        label: [x.label, y.label].filter(Boolean).join(', '),
        spec: { ...x.spec, ...y.spec },
      })),
    ),
  });
  return [cross('mode', 'summary'), cross('reference', 'start'), { name: 'end', values: named('end') }];
}

/** Whether the oracle expects forms in the answer: a row that lists none cannot show what its other values do. */
function listsForms(account: Account, judged: Probe): boolean {
  const expected = expectationOf(account, judged);
  return expected.kind === 'page' ? expected.forms.length > 0 : expected.kind === 'cursor' && expected.side.length > 0;
}

function rowCase(account: Account, name: string, label: string, spec: ProbeSpec): QueryCase | Unsent {
  const judged = probe(account, spec);
  if (judged === undefined) return { name, reason: `${label}: a bound outside the window read` };
  return {
    name,
    label,
    query: judged.query,
    judged,
    // page=0 is the first page counted from 0, or before the first: refused only as an invalid parameter (7).
    refusal: spec.page === 0 ? '400' : 'none',
    summaries: spec.summary === 'true',
  };
}

/**
 * The pairwise covering array of the scan form parameters as queries; rows outside the window read are left out. A
 * row whose filters leave no form masks its other values (a summary or a cursor over nothing shows nothing), so such a
 * row is sent again without its filters, where that lists forms.
 */
export function pairwiseCases(account: Account, seed: number, deep = false): { cases: QueryCase[]; unsent: Unsent[] } {
  const out: Array<QueryCase | Unsent> = [];
  const all = factors(account, seed);
  pairwise(deep ? deeper(all) : all).forEach((row, i) => {
    const parts = Object.values(row);
    const spec = Object.assign({}, ...parts.map((p) => p.spec)) as ProbeSpec;
    const label =
      parts
        .map((p) => p.label)
        .filter(Boolean)
        .join(', ') || 'no parameter';
    const c = rowCase(account, `pairwise/${i + 1}`, label, spec);
    out.push(c);
    const { reference, start, end, ...unfiltered } = spec;
    const filtered = reference !== undefined || start !== undefined || end !== undefined;
    if (!('judged' in c) || c.judged === undefined || !filtered || listsForms(account, c.judged)) return;
    const bare = rowCase(account, `pairwise/${i + 1}-unfiltered`, `${label}, without its filters`, unfiltered);
    if ('judged' in bare && bare.judged !== undefined && listsForms(account, bare.judged)) out.push(bare);
  });
  return {
    cases: out.filter((x): x is QueryCase => 'query' in x),
    unsent: out.filter((x): x is Unsent => !('query' in x)),
  };
}
