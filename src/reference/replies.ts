// What a handler answers, as plain data, and how that data becomes status, headers and body bytes.
// Keeping handlers free of I/O lets the error-body faults and variants live in one place: renderReply.
import { STATUS_CODES } from 'node:http';
import type { Behaviour } from './behaviour.js';

export type Reply =
  /** contentType overrides application/json (the `orders-jsonapi` variant's application/vnd.api+json). */
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string>; contentType?: string }
  /** bodyStatus differs from status only under the `auth-error-with-200-status` fault. */
  | {
      kind: 'error';
      status: number;
      message: string;
      bodyStatus?: number;
      headers?: Record<string, string>;
      errorText?: string;
    }
  | { kind: 'empty'; status: number; headers?: Record<string, string> }
  | { kind: 'raw'; status: number; contentType: string; text: string; headers?: Record<string, string> }
  /**
   * JSON text made piece by piece as it is written (an account of millions of orders): never one string in memory.
   * Each call of `parts` starts the text again.
   */
  | { kind: 'stream'; status: number; parts: () => Iterable<string>; headers?: Record<string, string> };

export interface Rendered {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function errorReply(status: number, message: string, headers?: Record<string, string>): Reply {
  return headers === undefined ? { kind: 'error', status, message } : { kind: 'error', status, message, headers };
}

export function jsonReply(status: number, body: unknown): Reply {
  return { kind: 'json', status, body };
}

// The `error-messages-reworded` variant: the same statuses with different human text, to prove the suite never
// compares messages.
const REWORDED: Readonly<Record<number, string>> = {
  400: 'The request could not be understood: one of its parameters is not acceptable.',
  401: 'You are not signed in. Provide a valid key.',
  403: 'Access to this resource is refused.',
  404: 'Nothing lives at this address.',
  405: 'That method is not supported here.',
  409: 'A resource with that identifier already exists.',
  413: 'The request body is larger than this service accepts.',
  415: 'Send the body as JSON.',
  422: 'The request was understood but cannot be carried out.',
  429: 'Slow down and retry shortly.',
  500: 'Something went wrong on our side.',
};

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

export function renderReply(reply: Reply, b: Behaviour, requestId: number): Rendered {
  const headers: Record<string, string> = { ...reply.headers };
  switch (reply.kind) {
    case 'json': {
      headers['content-type'] = b.fault === 'transport-json-as-html' ? HTML_TYPE : (reply.contentType ?? JSON_TYPE);
      return { status: reply.status, headers, body: JSON.stringify(reply.body) };
    }
    case 'stream':
      // Whole, for the rare answer rendered at once (a fault relabelling it); delivery.ts writes it piece by piece.
      headers['content-type'] = b.fault === 'transport-json-as-html' ? HTML_TYPE : JSON_TYPE;
      return { status: reply.status, headers, body: [...reply.parts()].join('') };
    case 'empty':
      return { status: reply.status, headers, body: '' };
    case 'raw':
      headers['content-type'] = reply.contentType;
      return { status: reply.status, headers, body: reply.text };
    case 'error': {
      // Spec 7: {statusCode: integer, error: status text, message: string}.
      let statusCode: number = reply.bodyStatus ?? reply.status;
      let error = STATUS_CODES[statusCode] ?? 'Error';
      if (b.fault === 'errors-body-status-400-always') {
        statusCode = 400;
        error = 'Bad Request';
      }
      if (b.fault === 'errors-wrong-error-text') error = 'Error';
      if (reply.errorText !== undefined) error = reply.errorText;
      const message =
        b.variant === 'error-messages-reworded' ? (REWORDED[statusCode] ?? 'The request failed.') : reply.message;
      if (b.fault === 'errors-400-framework-shape' && reply.status === 400) {
        headers['content-type'] = JSON_TYPE;
        return { status: 400, headers, body: JSON.stringify({ errors: [{ message }] }) };
      }
      const body: Record<string, unknown> = {
        statusCode: b.fault === 'errors-status-code-string' ? String(statusCode) : statusCode,
        error,
      };
      if (b.fault === 'errors-400-message-array' && statusCode === 400) body['message'] = [message];
      else if (b.fault !== 'errors-missing-message') body['message'] = message;
      if (b.variant === 'error-body-extra-fields') {
        body['code'] = error.toUpperCase().replaceAll(' ', '_');
        body['request_id'] = `req_${requestId.toString(16).padStart(8, '0')}`;
      }
      if (b.variant === 'errors-problem-json') {
        // RFC 9457 members first, as a problem-details library writes them, then the fields of spec 7.
        const problem = {
          type: 'about:blank',
          title: error,
          status: reply.status,
          detail: body['message'],
          instance: `/requests/${requestId}`,
        };
        headers['content-type'] = 'application/problem+json';
        return { status: reply.status, headers, body: JSON.stringify({ ...problem, ...body }) };
      }
      headers['content-type'] = b.fault === 'errors-served-as-html' ? HTML_TYPE : JSON_TYPE;
      const status = b.fault === 'errors-400-with-200-status' && reply.status === 400 ? 200 : reply.status;
      return { status, headers, body: JSON.stringify(body) };
    }
  }
}
