// The error-body faults of spec 7 that depend on which endpoint and which condition produced the error: each rewrites
// one kind of error answer the way a framework's default handler would, and leaves every other answer alone.
import type { Behaviour } from './behaviour.js';
import type { Reply } from './replies.js';
import type { Route } from './routing.js';

export interface ErrorOrigin {
  route: Route;
  path: string;
  query: URLSearchParams;
}

function text(status: number, body: string): Reply {
  return { kind: 'raw', status, contentType: 'text/plain; charset=utf-8', text: body };
}

/** The reply as the fault writes it; the reply itself when the fault does not touch this answer. */
export function reshapeError(reply: Reply | undefined, origin: ErrorOrigin, b: Behaviour): Reply | undefined {
  if (reply?.kind !== 'error' || b.fault === undefined) return reply;
  const { route, path, query } = origin;
  const f = b.fault;
  switch (f) {
    case 'errors-405-text-plain':
      return reply.status === 405
        ? { ...text(405, 'Method Not Allowed\n'), ...(reply.headers === undefined ? {} : { headers: reply.headers }) }
        : reply;
    case 'errors-415-spring-body':
      if (reply.status !== 415) return reply;
      return {
        kind: 'json',
        status: 415,
        body: { timestamp: '2024-03-16T12:00:00.000+00:00', status: 415, error: 'Unsupported Media Type', path },
      };
    case 'errors-404-unknown-order-status-400-body':
      return route.endpoint === 'update-order' && reply.status === 404 ? { ...reply, bodyStatus: 400 } : reply;
    case 'errors-409-plain-text':
      return route.endpoint === 'create-order' && reply.status === 409 ? text(409, 'Conflict') : reply;
    case 'errors-scan-forms-404-html':
      if (reply.status !== 404 || route.endpoint !== 'other' || !path.startsWith('/v2/')) return reply;
      return {
        kind: 'raw',
        status: 404,
        contentType: 'text/html',
        text: '<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n',
      };
    default:
      break;
  }
  if (route.endpoint !== 'list-scan-forms' || reply.status !== 400) return reply;
  switch (f) {
    case 'sf-400-nested-error-body':
      return { kind: 'json', status: 400, body: { error: { code: 400, message: reply.message } } };
    case 'sf-400-repeated-parameter-text':
      return [...new Set(query.keys())].some((name) => query.getAll(name).length > 1)
        ? text(400, '400 Bad Request')
        : reply;
    case 'sf-400-page-drf-detail':
      return /^-\d+$|^\d*\.\d+$/.test(query.get('page') ?? '')
        ? { kind: 'json', status: 400, body: { detail: 'Invalid page.' } }
        : reply;
    case 'sf-400-unknown-cursor-message-array':
      return reply.message.includes('does not name a scan form')
        ? { kind: 'json', status: 400, body: { statusCode: 400, error: 'Bad Request', message: [reply.message] } }
        : reply;
    default:
      return reply;
  }
}
