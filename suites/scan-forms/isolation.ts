// Account isolation of spec 4.4 ("Returns the ScanForm objects associated with the API key used"): with
// SECOND_API_KEY, each key sees only its own account's forms, even when both accounts use one reference.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { FORMS_READS, otherKey } from '../../src/oracles/second-key.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  ownFormsLeaks,
  sharedReferenceFindings,
  type OwnFormsLeaks,
  type SharedReferenceFinding,
} from '../../src/oracles/scan-form-isolation.js';
import {
  describeElement,
  describeQuery,
  readAnswer,
  sharedList,
  type FormRow,
  type ListAnswer,
  type ListQuery,
} from '../support/scan-forms.js';
import {
  bound,
  listed,
  readAccount,
  readSecondAccount,
  type Account,
  type SecondAccount,
} from '../support/scan-form-account.js';
import {
  formsExperiment,
  SECOND_KEY_EVIDENCE,
  type FormsExperiment,
  type SecondKeyEvidence,
} from '../support/second-key.js';
import { formsOutcome, KEY_VARIABLE, ordersOutcome } from '../support/second-key-words.js';

/** References of the second account looked up in a large first account that was not read whole. */
const SHARED_REFERENCE_CANDIDATES = 3;
function needSecondKey(ctx: CheckContext): void {
  if (ctx.target.secondApiKey === undefined)
    ctx.notExercised(
      'SECOND_API_KEY is not configured: give the key of a second account, holding its own scan forms, to check isolation',
      'SECOND_API_KEY',
    );
}

/**
 * A reference both accounts use: one carried by forms read of both, or, when only part of a large first account was
 * read, one of the second account's (a few at most) whose answer under API_KEY lists forms not of the second account.
 */
async function findSharedReference(
  ctx: CheckContext,
  account: Account,
  second: SecondAccount,
): Promise<{ reference: string; own?: ListAnswer } | undefined> {
  const isString = (r: string | null | undefined): r is string => typeof r === 'string';
  const mine = new Set(account.listing.map((f) => f.reference).filter(isString));
  const theirs = [...new Set([...second.rows.values()].map((r) => r.reference).filter(isString))];
  const shared = theirs.find((r) => mine.has(r));
  if (shared !== undefined) return { reference: shared };
  if (account.complete) return undefined;
  const candidates = theirs.slice(0, SHARED_REFERENCE_CANDIDATES);
  const answers = await Promise.all(
    candidates.map(async (reference) => readAnswer(await sharedList(ctx, { reference }))),
  );
  const at = answers.findIndex((answer) => answer.ids.some((id) => id !== undefined && !second.rows.has(id)));
  ctx.note(
    `looked for the second account's references ${listed(candidates.map((r) => JSON.stringify(r)))} in the first account`,
  );
  return at < 0 ? undefined : { reference: candidates[at]!, own: answers[at]! };
}

/** The first account's listing at one form's own created_at instant, to look that form up. */
function lookupQuery(account: Account, row: FormRow): ListQuery {
  return { start_datetime: bound(account, row.created), end_datetime: bound(account, row.created) };
}

/** The forms listed under both keys, phrased, each once: read under both, found by a lookup, listed under a cursor. */
function phraseLeaks(
  ctx: CheckContext,
  account: Account,
  leaks: OwnFormsLeaks,
  lookups: readonly FormRow[],
  cursorQueries: readonly ListQuery[],
): string[] {
  const phrased = [
    ...leaks.both,
    ...leaks.found.map((i) => `${lookups[i]!.id}, found by ${describeQuery(ctx, lookupQuery(account, lookups[i]!))}`),
    ...leaks.crossed.map(
      ({ index, id }) =>
        `${id}, listed by ${describeQuery(ctx, cursorQueries[index]!)} (a cursor naming the second account's form)`,
    ),
  ];
  return [...new Set(phrased)];
}

/** What one key's answer for the shared reference shows of the other account, phrased. */
function phraseShared(ctx: CheckContext, f: SharedReferenceFinding, query: ListQuery, answer: ListAnswer): string {
  const asked = describeQuery(ctx, query, f.key);
  switch (f.kind) {
    case 'not-a-list':
      return `${asked}: ${answer.problem ?? ''}`;
    case 'other-account-forms':
      return `${asked} lists the ${f.key === 'key' ? 'second' : 'first'} account's ${listed(f.ids.map((id) => describeElement(answer, id)))}`;
    case 'overcount':
      return `${asked} lists ${f.listed} form(s) and no more, but total_count says ${f.totalCount}: it counts the other account's forms`;
  }
}

const LEAK_WORDS = {
  connection: { on: 'on the connection the other key had opened and used', expected: 'on any connection' },
  sameQuery: { on: 'asking the query the other key had asked just before', expected: 'for any query' },
} as const;

/**
 * The connection or same-query part, from the forms experiment: the first read that listed the other account's forms
 * there fails it; when the keys' own reads could not be told apart, nothing could show it.
 */
function experimentLeak(ctx: CheckContext, experiment: FormsExperiment, kind: 'connection' | 'sameQuery'): void {
  const j = experiment.judgement;
  if (j.kind === 'could-not-tell') return ctx.notExercised(`the keys' own reads could not be compared: ${j.why}`);
  if (j.kind === 'one-account')
    return ctx.notExercised(
      `both keys list the same ${j.forms} form(s) on connections of their own, with queries nobody had asked: they read one account, so no read can show the other's`,
    );
  const leak = j[kind][0];
  if (leak === undefined) return;
  const read = experiment.reads[leak.read]!;
  // The other key's first read, on its own connection: where the forms listed belong.
  const theirs = FORMS_READS.findIndex((p) => p.key === otherKey(leak.key) && p.connection === p.key);
  const ownRead = experiment.reads[theirs];
  const who = KEY_VARIABLE[leak.key];
  ctx.fail(`${who} was listed the other account's forms ${LEAK_WORDS[kind].on}`, {
    received: `${describeQuery(ctx, read.query, leak.key)} listed ${listed(leak.foreign)}, which only ${KEY_VARIABLE[otherKey(leak.key)]}'s own reads list`,
    expected: `${who}'s own forms ${LEAK_WORDS[kind].expected}, as its reads on a connection of its own list them (spec 4.4: "the ScanForm objects associated with the API key used")`,
    ...(read.res === undefined ? {} : { exchange: read.res.exchange }),
    exchanges: ownRead?.res === undefined ? [] : [ownRead.res.exchange],
  });
}

/** The listing part: ids read with both keys, the second account's forms looked up and used as cursors under API_KEY. */
async function ownFormsListed(ctx: CheckContext): Promise<void> {
  const account = await readAccount(ctx);
  const second = await readSecondAccount(ctx, account);
  const secondFirst = second.answers[0]!;
  if (!secondFirst.ok)
    return ctx.fail('GET /scan_forms with SECOND_API_KEY did not answer a list', {
      received: secondFirst.problem ?? '',
      expected: "HTTP 200 with the second account's forms (spec 4.4)",
      exchange: secondFirst.res.exchange,
    });
  if (account.listing.length === 0 && second.rows.size === 0)
    return ctx.notExercised('neither account lists any scan form, so no form could show up under the wrong key');
  // Forms of the second account, looked up in the first account's listing by their own created_at instant,
  // so a leak shows even where the first account was not read whole.
  const lookups = [...second.rows.values()].slice(0, 2);
  const probes = await Promise.all(lookups.map((row) => sharedList(ctx, lookupQuery(account, row))));
  // And the second account's ids as cursors under API_KEY: whatever the answer, it must not list that account's forms.
  const foreignCursor = [...second.rows.values()][0];
  const cursorQueries: ListQuery[] =
    foreignCursor === undefined ? [] : [{ before_id: foreignCursor.id }, { after_id: foreignCursor.id }];
  const cursorAnswers = await Promise.all(cursorQueries.map(async (q) => readAnswer(await sharedList(ctx, q))));
  const leaks = ownFormsLeaks({
    first: account.rows,
    secondIds: [...second.rows.keys()],
    lookups: lookups.map((row, i) => ({ id: row.id, answer: readAnswer(probes[i]!) })),
    cursorAnswers,
  });
  const unique = phraseLeaks(ctx, account, leaks, lookups, cursorQueries);
  if (unique.length > 0) {
    ctx.fail(`${unique.length} form(s) are listed under both API keys`, {
      received: listed(unique, 6),
      expected:
        'each key to list only its own account\'s forms (spec 4.4: "the ScanForm objects associated with the API key used"); if SECOND_API_KEY belongs to the same account, configure a key of another account',
      exchange:
        (leaks.crossed.length > 0
          ? cursorAnswers[leaks.crossed[0]!.index]!.res
          : leaks.found.length > 0
            ? probes[0]
            : secondFirst.res
        )?.exchange ?? secondFirst.res.exchange,
    });
  }
  ctx.note(`compared ${account.listing.length} forms read with API_KEY and ${second.rows.size} with SECOND_API_KEY`);
}

export const isolationRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ISO-SF-OWN-FORMS',
      clause: '4.4',
      level: 'MUST',
      rule: 'GET /v2/scan_forms MUST return only the forms of the account whose API key is used.',
      quote: 'Returns the ScanForm objects associated with the API key used.',
      sends:
        "GET /v2/scan_forms with API_KEY and with SECOND_API_KEY, comparing the ids listed; then each key on a connection of its own, on the other key's, and asking the query the other key asked first.",
      parts: [
        {
          name: 'listing',
          rule: "Each key's listing, lookups by created_at and cursors show none of the other account's forms.",
        },
        { name: 'connection', rule: 'A key is listed its own forms on a connection another key used before.' },
        { name: 'same-query', rule: 'A key is listed its own forms for a query another key asked just before.' },
      ],
    },
    async (ctx) => {
      needSecondKey(ctx);
      await ctx.part('listing', () => ownFormsListed(ctx));
      const evidence = await ctx.shared<SecondKeyEvidence>(SECOND_KEY_EVIDENCE, async (http) => ({
        forms: await formsExperiment(http, ctx.target.orderReferencePrefix),
      }));
      if (evidence.byControl === true)
        ctx.note('the positive control found both keys reading the same listings, and ran the experiments below');
      ctx.note(`experiment: ${formsOutcome(evidence.forms)}`);
      if (evidence.orders !== undefined) ctx.note(`experiment: ${ordersOutcome(evidence.orders)}`);
      await ctx.part('connection', () => Promise.resolve(experimentLeak(ctx, evidence.forms, 'connection')));
      await ctx.part('same-query', () => Promise.resolve(experimentLeak(ctx, evidence.forms, 'sameQuery')));
    },
  ),
  requirement(
    {
      id: 'ISO-SF-SHARED-REFERENCE',
      clause: '4.4',
      level: 'MUST',
      rule: "A reference used by forms of both accounts MUST filter each account's listing to its own forms only.",
      quote: 'Returns the ScanForm objects associated with the API key used.',
      sends: 'GET /v2/scan_forms?reference= with a reference both accounts use, once with each key.',
    },
    async (ctx) => {
      needSecondKey(ctx);
      const account = await readAccount(ctx);
      const second = await readSecondAccount(ctx, account);
      const found = await findSharedReference(ctx, account, second);
      if (found === undefined)
        return ctx.notExercised(
          `no reference is carried by forms of both accounts (read ${account.listing.length} and ${second.rows.size} forms): a reference used in both accounts is needed`,
        );
      const query = { reference: found.reference };
      const [own, other] = await Promise.all([
        found.own ?? sharedList(ctx, query).then(readAnswer),
        sharedList(ctx, query, 'second-key').then(readAnswer),
      ]);
      const answers = { key: own, 'second-key': other };
      const findings = sharedReferenceFindings(own, other, { first: account.rows, second: second.rows });
      if (findings.length > 0)
        ctx.fail(`the shared reference ${JSON.stringify(found.reference)} showed forms of the other account`, {
          received: findings.map((f) => phraseShared(ctx, f, query, answers[f.key])).join(' | '),
          expected: 'each key to see only its own forms with that reference (spec 4.4)',
          exchange: answers[findings[0]!.key].res.exchange,
        });
      ctx.note(`reference ${JSON.stringify(found.reference)} is used by both accounts`);
    },
  ),
];
