// Errors (spec 7): every error answer is JSON {statusCode, error, message} with statusCode equal to the
// HTTP status and error its standard status text, on the 401s and 400s the suite provokes; invalid JSON is a 400.

import type { Auth, Response } from '../../src/http/client.js';
import { nearMissKeys } from '../../src/evidence/secrets.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { badRequests, expect400, scanFormBadRequests } from '../support/bad-requests.js';
import { BEARER_WITHOUT_KEY, OTHER_SCHEMES } from '../support/credential-cases.js';
import { allEndpoints, fixtureOrder } from '../support/endpoints.js';
import { errorBodyProblems, jsonMediaTypeProblem } from '../support/error-body.js';
import { excerpt } from '../support/orders.js';

function header(value: string, label: string, shell: string): Auth {
  return { kind: 'header', value, label, shell };
}

export const errorRequirements: readonly Requirement[] = [
  requirement(
    {
      id: 'ERR-BODY-401',
      clause: '7',
      level: 'MUST',
      rule: 'A 401 answer MUST carry the JSON error body: statusCode 401 (an integer), error "Unauthorized", message a string.',
      quote: 'Missing authentication: status 401.',
      sends:
        'Every endpoint without credentials and with an unknown key, and GET /v1.0/orders with each malformed credential the auth checks send (Basic, Token, bare key, empty Bearer, key in another letter case).',
    },
    async (ctx) => {
      const endpoints = await allEndpoints(ctx);
      const unknown = 'Bearer osfc_not_a_key';
      const key = ctx.target.apiKey;
      // One endpoint is enough for the malformed credentials: a server writes its 401 in one place per way of refusing.
      const malformed: Array<{ label: string; auth: Auth }> = [
        ...[...OTHER_SCHEMES, BEARER_WITHOUT_KEY].map((row) => ({
          label: row.description,
          auth: header(row.value(key), row.shown, row.shell),
        })),
        ...nearMissKeys(key)
          .slice(0, 1)
          .map((k) => ({
            label: k.label,
            auth: header(`Bearer ${k.value}`, `Bearer <${k.label}>`, `Bearer ${k.shell}`),
          })),
      ];
      const answers: Array<{ name: string; res: Response }> = await Promise.all([
        ...endpoints.flatMap((e) => [
          ctx.http
            .send({ ...e.request, auth: { kind: 'none' } })
            .then((res) => ({ name: `${e.name} without credentials`, res })),
          ctx.http
            .send({ ...e.request, auth: header(unknown, unknown, unknown) })
            .then((res) => ({ name: `${e.name} with an unknown key`, res })),
        ]),
        ...malformed.map((m) =>
          ctx.http
            .send({ api: 'orders', method: 'GET', path: '/orders', auth: m.auth })
            .then((res) => ({ name: `GET /orders with ${m.label}`, res })),
        ),
      ]);
      const unauthorized = answers.filter(({ res }) => res.status === 401);
      if (unauthorized.length === 0)
        ctx.notExercised('no request answered 401, so no error body could be checked (see AUTH-MISSING-401)');
      const broken = unauthorized
        .map(({ name, res }) => ({ name, res, problems: errorBodyProblems(res) }))
        .filter((b) => b.problems.length > 0);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} of ${unauthorized.length} 401 answers do not carry the error body of spec 7`, {
          problems: broken.map((b) => `${b.name}: ${b.problems.join(', ')}`),
          expected: '{"statusCode":401,"error":"Unauthorized","message":"…"}',
          exchange: broken[0]!.res.exchange,
        });
      }
    },
  ),
  requirement(
    {
      id: 'ERR-BODY-400',
      clause: '7',
      level: 'MUST',
      rule: 'A 400 answer MUST carry the JSON error body: statusCode 400 (an integer), error "Bad Request", message a string.',
      quote: 'Invalid request parameters: status 400, error Bad Request.',
      sends:
        'Every 400 the suite provokes on both interfaces: invalid creates and updates of orders, and invalid or refused scan form queries (wrong types, a negative page, an unknown cursor, a parameter given twice).',
    },
    async (ctx) => {
      const [{ probes: orderProbes }, scanFormProbes] = await Promise.all([badRequests(ctx), scanFormBadRequests(ctx)]);
      const probes = [...orderProbes, ...scanFormProbes];
      const answered400 = probes.filter((p) => p.res.status === 400);
      if (answered400.length === 0)
        ctx.notExercised(
          'none of the invalid requests answered 400, so no 400 body could be checked (see the *-400 requirements)',
        );
      const broken = answered400
        .map((p) => ({ p, problems: errorBodyProblems(p.res) }))
        .filter((b) => b.problems.length > 0);
      ctx.note(`checked the bodies of ${answered400.length} answers with status 400`);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} of ${answered400.length} 400 answers do not carry the error body of spec 7`, {
          problems: broken.map((b) => `${b.p.label}: ${b.problems.join(', ')}`),
          expected: '{"statusCode":400,"error":"Bad Request","message":"…"}',
          exchange: broken[0]!.p.res.exchange,
        });
      }
    },
  ),
  requirement(
    {
      id: 'ERR-INVALID-JSON-400',
      clause: '7',
      level: 'MUST',
      rule: 'A create or update whose body is not valid JSON MUST fail with 400, never a 5xx or a success.',
      quote: 'Invalid request parameters: status 400, error Bad Request.',
      sends:
        'POST /v1.0/orders with a truncated JSON body, a form-encoded body, an empty body and a JSON object followed by text, and PUT /v1.0/orders/<reference> with a truncated body.',
    },
    async (ctx) => {
      await expect400(ctx, 'invalid-json', 'a body that is not JSON');
    },
  ),
  requirement(
    {
      id: 'ERR-BODY-OTHER',
      clause: '7',
      level: 'MUST',
      rule: 'Every other error answer MUST carry the JSON error body: statusCode the HTTP status, error its status text, message a string.',
      quote: 'Errors use standard HTTP status codes. The body is JSON:',
      sends:
        'On both interfaces: an unknown path under each version prefix, an update of an unknown reference, a duplicate create, a create sent as text/plain, and a GET of the update path.',
      tolerates:
        "Which status codes and conditions exist is not shown, so an answer that is not an error is only noted; error may be Node's or RFC 9110's status phrase.",
    },
    async (ctx) => {
      const fixture = await fixtureOrder(ctx);
      const tries: Array<{ label: string; res: Response }> = await Promise.all([
        ctx.http
          .send({ api: 'orders', method: 'GET', path: '/osfc-no-such-resource' })
          .then((res) => ({ label: 'GET <orders prefix>/osfc-no-such-resource', res })),
        ctx.http
          .send({ api: 'scan-forms', method: 'GET', path: '/osfc-no-such-resource' })
          .then((res) => ({ label: 'GET <scan forms prefix>/osfc-no-such-resource', res })),
        ctx.http
          .send({
            api: 'orders',
            method: 'PUT',
            path: `/orders/${encodeURIComponent(ctx.newOrderReference('never-created'))}`,
            json: { metadata: {} },
          })
          .then((res) => ({ label: 'PUT /orders/<a reference never created>', res })),
        ctx.http
          .send({ api: 'orders', method: 'POST', path: '/orders', json: { reference: fixture } })
          .then((res) => ({ label: 'POST /orders with an existing reference', res })),
        ctx.http
          .send({
            api: 'orders',
            method: 'POST',
            path: '/orders',
            rawBody: JSON.stringify({ reference: ctx.newOrderReference('text-plain') }),
            headers: { 'content-type': 'text/plain' },
          })
          .then((res) => ({ label: 'POST /orders with Content-Type: text/plain', res })),
        ctx.http
          .send({ api: 'orders', method: 'GET', path: `/orders/${encodeURIComponent(fixture)}` })
          .then((res) => ({ label: 'GET /orders/<existing reference> (the update path read with GET)', res })),
      ]);
      const errors = tries.filter((t) => t.res.status >= 400);
      for (const t of tries.filter((t) => t.res.status < 400))
        ctx.note(`${t.label}: HTTP ${t.res.status}, not an error (allowed: the spec does not show this case)`);
      if (errors.length === 0) ctx.notExercised('none of these requests answered with an error status');
      const broken = errors
        .map((t) => ({ t, problems: errorBodyProblems(t.res) }))
        .filter((b) => b.problems.length > 0);
      ctx.note(`checked the bodies of ${errors.length} error answers`);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} of ${errors.length} error answers do not carry the error body of spec 7`, {
          problems: broken.map((b) => `${b.t.label}: HTTP ${b.t.res.status}, ${b.problems.join(', ')}`),
          expected: '{"statusCode":<the status>,"error":"<its status text>","message":"…"}',
          exchange: broken[0]!.t.res.exchange,
        });
      }
    },
  ),
  requirement(
    {
      id: 'ERR-JSON-CONTENT-TYPE',
      clause: '7',
      level: 'SHOULD',
      rule: 'An error body SHOULD be labelled as JSON: Content-Type application/json or a +json type (RFC 9110 8.3).',
      quote: 'The body is JSON',
      sends:
        'The invalid order bodies and scan form queries of the 400 checks, and GET /v1.0/orders and GET /v2/scan_forms without credentials; every error answer with a body is judged.',
      tolerates:
        'SHOULD, not MUST: spec 7 says the body is JSON but names no header; any +json type and any charset parameter are accepted.',
    },
    async (ctx) => {
      const { probes } = await badRequests(ctx);
      const unauthenticated = await Promise.all([
        ctx.http
          .send({ api: 'orders', method: 'GET', path: '/orders', auth: { kind: 'none' } })
          .then((res) => ({ label: 'GET /orders without credentials', res })),
        ctx.http
          .send({ api: 'scan-forms', method: 'GET', path: '/scan_forms', auth: { kind: 'none' } })
          .then((res) => ({ label: 'GET /scan_forms without credentials', res })),
      ]);
      const errors = [...probes, ...unauthenticated].filter((p) => p.res.status >= 400 && p.res.text.trim() !== '');
      if (errors.length === 0) ctx.notExercised('no request the suite provoked answered an error with a body');
      const broken = errors
        .map((p) => ({ p, problem: jsonMediaTypeProblem(p.res) }))
        .filter((b) => b.problem !== undefined);
      if (broken.length > 0) {
        ctx.fail(`${broken.length} of ${errors.length} error answers are not labelled as JSON`, {
          received: broken
            .slice(0, 8)
            .map((b) => `${b.p.label}: HTTP ${b.p.res.status}, ${b.problem!}, body ${excerpt(b.p.res.text, 60)}`)
            .join('; '),
          expected: 'Content-Type: application/json (spec 7: the body is JSON)',
          exchange: broken[0]!.p.res.exchange,
        });
      }
    },
  ),
];
