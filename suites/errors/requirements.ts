// Error bodies (spec 7): every error answer is JSON {statusCode, error, message} with statusCode equal
// to the HTTP status and error its standard status text. Here for the 401s the suite provokes.

import type { Response } from '../../src/http/client.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { allEndpoints } from '../support/endpoints.js';
import { errorBodyProblems } from '../support/error-body.js';

export const errorRequirements: readonly Requirement[] = [
  requirement(
    { id: 'ERR-BODY-401', clause: '7', level: 'MUST', statement: 'A 401 answer carries the JSON error body: statusCode 401 (an integer), error "Unauthorized", message a string.' },
    async (ctx) => {
      const endpoints = await allEndpoints(ctx);
      const answers: Array<{ name: string; res: Response }> = await Promise.all(
        endpoints.flatMap((e) => [
          ctx.http.send({ ...e.request, auth: { kind: 'none' } }).then((res) => ({ name: `${e.name} without credentials`, res })),
          ctx.http.send({ ...e.request, auth: { kind: 'header', value: 'Bearer osfc_not_a_key', label: 'Bearer osfc_not_a_key', shell: 'Bearer osfc_not_a_key' } }).then((res) => ({ name: `${e.name} with an unknown key`, res })),
        ]),
      );
      const unauthorized = answers.filter(({ res }) => res.status === 401);
      if (unauthorized.length === 0) ctx.notExercised('no request answered 401, so no error body could be checked (see AUTH-MISSING-401)');
      const broken = unauthorized.map(({ name, res }) => ({ name, res, problems: errorBodyProblems(res) })).filter((b) => b.problems.length > 0);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} of ${unauthorized.length} 401 answers do not carry the error body of spec 7`, {
          received: broken.map((b) => `${b.name}: ${b.problems.join(', ')}`).join('; '),
          expected: '{"statusCode":401,"error":"Unauthorized","message":"…"}',
          exchange: broken[0]!.res.exchange,
        });
      }
    },
  ),
];
