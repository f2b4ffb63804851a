// The reference filter with the second key (spec 4.4, 5.1): the values the first account's data gives are all ASCII
// on many accounts, so a filter that never reads percent-decoded bytes as UTF-8 shows only with the other's references.

import type { CheckContext } from '../../src/requirements/check-context.js';
import { readAnswer, sharedList, type FormRow } from '../support/scan-forms.js';
import { readAccount, readSecondAccount } from '../support/scan-form-account.js';

/** References of the second account's forms read, those holding a character outside plain ASCII letters first. */
function telling(rows: Iterable<FormRow>): string[] {
  const refs = [...new Set([...rows].flatMap((r) => (typeof r.reference === 'string' ? [r.reference] : [])))];
  const weight = (ref: string) => (/[^\x20-\x7e]/.test(ref) ? 2 : 0) + (/[^A-Za-z0-9_.-]/.test(ref) ? 1 : 0);
  return refs.sort((a, b) => weight(b) - weight(a)).slice(0, 2);
}

/** One problem with the answer to `reference=value` under SECOND_API_KEY, or undefined when it is right. */
function problemWith(value: string, known: number, res: Awaited<ReturnType<typeof sharedList>>): string | undefined {
  const answer = readAnswer(res);
  const where = `reference=${JSON.stringify(value)} with SECOND_API_KEY`;
  if (!answer.ok) return `${where}: ${answer.problem ?? `HTTP ${res.status}`}`;
  const wrong = answer.rows.filter((r) => r.reference !== value);
  if (wrong.length > 0)
    return `${where}: lists ${wrong[0]!.id}, whose reference is ${JSON.stringify(wrong[0]!.reference)}`;
  if (answer.rows.length === 0) return `${where}: no form, though ${known} form(s) of the account read carry it`;
  if (typeof answer.totalCount === 'number' && answer.totalCount < known)
    return `${where}: total_count ${answer.totalCount}, though ${known} form(s) of the account read carry it`;
  return undefined;
}

/** The second account's own references, each filtered for with its key: the forms that carry it, and only those. */
export async function secondAccountReferences(ctx: CheckContext): Promise<void> {
  if (ctx.target.secondApiKey === undefined)
    return ctx.notExercised('SECOND_API_KEY is not set: no second account to filter', 'SECOND_API_KEY');
  const second = await readSecondAccount(ctx, await readAccount(ctx));
  const values = telling(second.rows.values());
  if (values.length === 0) return ctx.notExercised('no form the second account lists carries a reference');
  const answers = await Promise.all(values.map((v) => sharedList(ctx, { reference: v }, 'second-key')));
  const count = (v: string) => [...second.rows.values()].filter((r) => r.reference === v).length;
  const problems = values.flatMap((v, i) => problemWith(v, count(v), answers[i]!) ?? []);
  if (problems.length > 0)
    ctx.fail(problems[0]!, {
      problems,
      expected: 'exactly the forms whose reference is the value (spec 4.4), of the account of the key used (5.1)',
      exchange: answers[values.findIndex((v, i) => problemWith(v, count(v), answers[i]!) !== undefined)]!.exchange,
    });
}
