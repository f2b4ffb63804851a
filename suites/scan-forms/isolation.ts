// Account isolation of spec 4.4 ("Returns the ScanForm objects associated with the API key used"): with
// SECOND_API_KEY, each key sees only its own account's forms, even when both accounts use one reference.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import {
  describeElement,
  describeQuery,
  readAnswer,
  sharedList,
  type ListAnswer,
  type ListQuery,
} from '../support/scan-forms.js';
import { bound, listed, readAccount, readSecondAccount } from '../support/scan-form-account.js';

/** References of the second account looked up in a large first account that was not read whole. */
const SHARED_REFERENCE_CANDIDATES = 3;
function needSecondKey(ctx: CheckContext): void {
  if (ctx.target.secondApiKey === undefined)
    ctx.notExercised(
      'SECOND_API_KEY is not configured: give the key of a second account, holding its own scan forms, to check isolation',
      'SECOND_API_KEY',
    );
}

export const isolationRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ISO-SF-OWN-FORMS',
      clause: '4.4',
      level: 'MUST',
      statement:
        'GET /v2/scan_forms returns only the forms of the account whose API key is used: no form is listed under both API_KEY and SECOND_API_KEY.',
    },
    async (ctx) => {
      needSecondKey(ctx);
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
      const probes = await Promise.all(
        lookups.map((row) =>
          sharedList(ctx, { start_datetime: bound(account, row.created), end_datetime: bound(account, row.created) }),
        ),
      );
      // And the second account's ids as cursors under API_KEY: whatever the answer, it must not list that account's forms.
      const foreignCursor = [...second.rows.values()][0];
      const cursorQueries: ListQuery[] =
        foreignCursor === undefined ? [] : [{ before_id: foreignCursor.id }, { after_id: foreignCursor.id }];
      const cursorAnswers = await Promise.all(cursorQueries.map(async (q) => readAnswer(await sharedList(ctx, q))));
      const crossed = cursorQueries.flatMap((q, i) =>
        cursorAnswers[i]!.ids.filter((id) => id !== undefined && second.rows.has(id)).map(
          (id) => `${id}, listed by ${describeQuery(ctx, q)} (a cursor naming the second account's form)`,
        ),
      );
      const both = [...second.rows.keys()].filter((id) => account.rows.has(id));
      const found = lookups.flatMap((row, i) =>
        readAnswer(probes[i]!).ids.includes(row.id)
          ? [
              `${row.id}, found by ${describeQuery(ctx, { start_datetime: bound(account, row.created), end_datetime: bound(account, row.created) })}`,
            ]
          : [],
      );
      const leaks = [...new Set([...both, ...found, ...crossed])];
      if (leaks.length > 0) {
        ctx.fail(`${leaks.length} form(s) are listed under both API keys`, {
          received: listed(leaks, 6),
          expected:
            'each key to list only its own account\'s forms (spec 4.4: "the ScanForm objects associated with the API key used"); if SECOND_API_KEY belongs to the same account, configure a key of another account',
          exchange:
            (crossed.length > 0
              ? cursorAnswers.find((a) => a.ids.some((id) => id !== undefined && second.rows.has(id)))?.res
              : found.length > 0
                ? probes[0]
                : secondFirst.res
            )?.exchange ?? secondFirst.res.exchange,
        });
      }
      ctx.note(
        `compared ${account.listing.length} forms read with API_KEY and ${second.rows.size} with SECOND_API_KEY`,
      );
    },
  ),
  requirement(
    {
      id: 'ISO-SF-SHARED-REFERENCE',
      clause: '4.4',
      level: 'MUST',
      statement: "A reference used by forms of both accounts filters each account's listing to its own forms only.",
    },
    async (ctx) => {
      needSecondKey(ctx);
      const account = await readAccount(ctx);
      const second = await readSecondAccount(ctx, account);
      const mine = new Set(account.listing.map((f) => f.reference).filter((r): r is string => typeof r === 'string'));
      const theirs = [
        ...new Set([...second.rows.values()].map((r) => r.reference).filter((r): r is string => typeof r === 'string')),
      ];
      let shared = theirs.find((r) => mine.has(r));
      let a: ListAnswer | undefined;
      if (shared === undefined && !account.complete) {
        // Part of a large account was read: ask it for the second account's references, a few at most.
        const candidates = theirs.slice(0, SHARED_REFERENCE_CANDIDATES);
        const answers = await Promise.all(
          candidates.map(async (reference) => readAnswer(await sharedList(ctx, { reference }))),
        );
        const at = answers.findIndex((answer) => answer.ids.some((id) => id !== undefined && !second.rows.has(id)));
        if (at >= 0) [shared, a] = [candidates[at], answers[at]];
        ctx.note(
          `looked for the second account's references ${listed(candidates.map((r) => JSON.stringify(r)))} in the first account`,
        );
      }
      if (shared === undefined)
        return ctx.notExercised(
          `no reference is carried by forms of both accounts (read ${account.listing.length} and ${second.rows.size} forms): a reference used in both accounts is needed`,
        );
      const ownQuery = { reference: shared };
      const [own, other] = await Promise.all([
        a ?? sharedList(ctx, ownQuery).then(readAnswer),
        sharedList(ctx, ownQuery, 'second-key').then(readAnswer),
      ]);
      const problems: string[] = [];
      const intruders = own.ids
        .filter((id) => id !== undefined && second.rows.has(id))
        .map((id) => describeElement(own, id!));
      if (!own.ok) problems.push(`${describeQuery(ctx, ownQuery)}: ${own.problem ?? ''}`);
      if (intruders.length > 0)
        problems.push(`${describeQuery(ctx, ownQuery)} lists the second account's ${listed(intruders)}`);
      // The first account's forms: those read, and those its own answer for the reference just listed.
      const firstAccount = new Set([
        ...account.rows.keys(),
        ...own.ids.filter((id): id is string => id !== undefined && !second.rows.has(id)),
      ]);
      const back = other.ids
        .filter((id) => id !== undefined && firstAccount.has(id))
        .map((id) => describeElement(other, id!));
      if (!other.ok)
        problems.push(`${describeQuery(ctx, { reference: shared }, 'second-key')}: ${other.problem ?? ''}`);
      if (back.length > 0)
        problems.push(
          `${describeQuery(ctx, { reference: shared }, 'second-key')} lists the first account's ${listed(back)}`,
        );
      // The count as well: an answer that holds every form it counts must count only what it lists.
      for (const [answer, key] of [
        [own, 'key'],
        [other, 'second-key'],
      ] as const) {
        if (
          answer.ok &&
          answer.hasMore === false &&
          typeof answer.totalCount === 'number' &&
          answer.totalCount > answer.ids.length
        ) {
          problems.push(
            `${describeQuery(ctx, { reference: shared }, key)} lists ${answer.ids.length} form(s) and no more, but total_count says ${answer.totalCount}: it counts the other account's forms`,
          );
        }
      }
      if (problems.length > 0) {
        ctx.fail(`the shared reference ${JSON.stringify(shared)} showed forms of the other account`, {
          received: problems.join(' | '),
          expected: 'each key to see only its own forms with that reference (spec 4.4)',
          exchange: (intruders.length > 0 || !own.ok ? own : other).res.exchange,
        });
      }
      ctx.note(`reference ${JSON.stringify(shared)} is used by both accounts`);
    },
  ),
];
