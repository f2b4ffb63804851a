// Parameters of the wrong type (spec 4.4 types, spec 7): page=abc or 2abc, a datetime that is not ISO 8601 and
// summary=maybe are invalid request parameters, answered 400 Bad Request with the error body.

import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { badRequestProblems } from '../../src/oracles/error-body.js';
import { INSTANT } from '../../src/space/dimensions/instants.js';
import { PAGE } from '../../src/space/dimensions/parameters.js';
import { describeQuery, sharedList, type ListQuery } from '../support/scan-forms.js';

/**
 * One value per typed parameter that no reading of its type accepts, and each instant of the request space that is
 * no ISO 8601 instant (a month 13, a 30 February, an hour 25, a bare number: src/space/dimensions/instants.ts) as
 * each bound.
 */
const WRONG_TYPES: ReadonlyArray<{ query: ListQuery; why: string }> = [
  ...PAGE.classes.flatMap((c) =>
    c.sentBy === 'SF-PARAM-TYPES-400' && 'literal' in c.value.value
      ? [
          {
            query: { page: c.value.value.literal },
            why: `page is an integer (${c.name}${c.why === undefined ? '' : `: ${c.why}`})`,
          },
        ]
      : [],
  ),
  { query: { start_datetime: 'not-a-date' }, why: 'start_datetime is an ISO 8601 string' },
  { query: { end_datetime: 'not-a-date' }, why: 'end_datetime is an ISO 8601 string' },
  { query: { summary: 'maybe' }, why: 'summary is a boolean' },
  ...INSTANT.classes.flatMap((c) => {
    const bound = c.value.bound;
    if (c.sentBy !== 'SF-PARAM-TYPES-400' || !('text' in bound)) return [];
    return (['start_datetime', 'end_datetime'] as const).map((name) => ({
      query: { [name]: bound.text },
      why: `${name} ${c.name}, ${c.why ?? ''}`,
    }));
  }),
];

export const parameterRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'SF-PARAM-TYPES-400',
      clause: '7',
      level: 'MUST',
      rule: 'GET /v2/scan_forms with a parameter of the wrong type MUST fail with 400 and the error body of spec 7.',
      quote: 'Invalid request parameters: status 400, error Bad Request.',
      sends:
        'GET /v2/scan_forms with page=abc and page=2abc, summary=maybe, and start_datetime and end_datetime that are no ISO 8601 instant: words, a month 13, a 30 February, an hour 25, a bare number.',
    },
    async (ctx) => {
      const answers = await Promise.all(WRONG_TYPES.map((w) => sharedList(ctx, w.query)));
      const broken = WRONG_TYPES.map((w, i) => ({
        w,
        res: answers[i]!,
        problems: badRequestProblems(answers[i]!),
      })).filter((b) => b.problems.length > 0);
      if (broken.length > 0) {
        ctx.fail(
          `${broken.length} of ${WRONG_TYPES.length} requests with a parameter of the wrong type were not answered 400 with the error body`,
          {
            received: broken
              .map((b) => `${describeQuery(ctx, b.w.query)} (${b.w.why}): ${b.problems.join(', ')}`)
              .join(' | '),
            expected:
              'HTTP 400 with {"statusCode":400,"error":"Bad Request","message":"…"} (spec 7: invalid request parameters)',
            exchange: broken[0]!.res.exchange,
          },
        );
      }
    },
  ),
];
