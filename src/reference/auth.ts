// Authentication of spec section 5: `Authorization: Bearer <API_KEY>` selects the account, anything else is 401.
// The auth faults live here because each is a different way of getting this one comparison wrong.
import type { Behaviour } from './behaviour.js';
import { errorReply, type Reply } from './replies.js';

/**
 * Choices where the spec is silent:
 * - The scheme name is matched case-insensitively (RFC 9110 11.1), one or more spaces may follow it; the key itself is
 *   compared exactly and case-sensitively.
 * - Keys are accepted only in the Authorization header; an `api_key` query parameter is never looked at.
 * - Authentication runs before routing, so an unknown path without a valid key is 401, not 404 (paths are not
 *   revealed to anonymous callers).
 * - The 401 answer carries `WWW-Authenticate: Bearer realm="osf"` (RFC 6750) besides the JSON error body of spec 7.
 */

export type Endpoint = 'list-orders' | 'create-order' | 'update-order' | 'list-scan-forms' | 'other';

export type AuthResult = { ok: true; account: number } | { ok: false; message: string };

/** Account index of the empty account only the `auth-unknown-key-empty-account` fault ever serves. */
export const ANONYMOUS_ACCOUNT = 2;

const UNGUARDED: Readonly<Record<string, Endpoint>> = {
  'auth-missing-get-orders': 'list-orders',
  'auth-missing-post-orders': 'create-order',
  'auth-missing-put-orders': 'update-order',
  'auth-missing-get-scan-forms': 'list-scan-forms',
};

function decodeBase64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

function check(header: string | undefined, query: URLSearchParams, keys: readonly string[], b: Behaviour): AuthResult {
  const f = b.fault;
  const exact = (token: string): number => keys.indexOf(token);
  const ok = (account: number): AuthResult => ({ ok: true, account });
  if (header === undefined || header === '') {
    if (f === 'auth-query-key-accepted') {
      const fromQuery = exact(query.get('api_key') ?? '');
      if (fromQuery >= 0) return ok(fromQuery);
    }
    return { ok: false, message: 'Missing Authorization header: send "Authorization: Bearer <API_KEY>".' };
  }
  const match = (b.variant === 'bearer-one-space-only' ? /^(\S+)(?: (.*))?$/s : /^(\S+)(?: +(.*))?$/s).exec(header);
  const scheme = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  if (scheme.toLowerCase() === 'bearer') {
    // The fault reads a dotted token as a JWT first: its header segment must be base64url JSON, or the parse throws.
    if (f === 'auth-jwt-parse-500' && rest.includes('.'))
      JSON.parse(Buffer.from(rest.split('.')[0]!, 'base64url').toString('utf8'));
    if (rest === '') {
      return f === 'auth-empty-bearer-accepted' ? ok(0) : { ok: false, message: 'The Bearer token is empty.' };
    }
    const found = exact(f === 'auth-token-quotes-stripped' ? rest.replace(/^[<"']+|[>"']+$/g, '') : rest);
    if (found >= 0) return ok(found);
    let loose = -1;
    if (f === 'auth-key-case-insensitive') loose = keys.findIndex((k) => k.toLowerCase() === rest.toLowerCase());
    if (f === 'auth-key-prefix-accepted') loose = keys.findIndex((k) => k.startsWith(rest));
    if (f === 'auth-key-suffix-accepted') loose = keys.findIndex((k) => rest.startsWith(k));
    if (f === 'auth-any-bearer-accepted') loose = 0;
    if (f === 'auth-unknown-key-empty-account') loose = ANONYMOUS_ACCOUNT;
    return loose >= 0 ? ok(loose) : { ok: false, message: 'The API key is not valid.' };
  }
  if (match !== null && rest === '' && f === 'auth-bare-key-accepted' && exact(scheme) >= 0) return ok(exact(scheme));
  if (scheme.toLowerCase() === 'basic' && f === 'auth-basic-scheme-accepted') {
    const decoded = decodeBase64(rest);
    for (const candidate of [rest, decoded, ...decoded.split(':')]) {
      if (exact(candidate) >= 0) return ok(exact(candidate));
    }
  }
  if (scheme.toLowerCase() === 'token' && f === 'auth-token-scheme-accepted' && exact(rest) >= 0)
    return ok(exact(rest));
  return {
    ok: false,
    message: 'The Authorization header must use the Bearer scheme: "Authorization: Bearer <API_KEY>".',
  };
}

export function authenticate(
  header: string | undefined,
  query: URLSearchParams,
  endpoint: Endpoint,
  keys: readonly string[],
  b: Behaviour,
): AuthResult {
  const result = check(header, query, keys, b);
  // An endpoint wired without the guard serves whoever asks; a careless default is the first account.
  if (!result.ok && b.fault !== undefined && UNGUARDED[b.fault] === endpoint) return { ok: true, account: 0 };
  // A looser guard on one route: any Bearer token passes PUT, and the handler defaults to the first account.
  if (
    !result.ok &&
    b.fault === 'auth-put-any-bearer' &&
    endpoint === 'update-order' &&
    /^bearer +\S/i.test(header ?? '')
  )
    return { ok: true, account: 0 };
  if (result.ok && result.account === 1 && b.fault === 'auth-second-key-sees-first-account')
    return { ok: true, account: 0 };
  // The scan forms service's key table was copied from a single-account setup: it knows the first account's key only.
  if (
    result.ok &&
    result.account !== 0 &&
    b.fault === 'auth-scan-forms-first-key-only' &&
    endpoint === 'list-scan-forms'
  )
    return { ok: false, message: 'The API key is not valid.' };
  return result;
}

/**
 * The account a key sent outside the Authorization header names, under the faults that read one there: an API-key
 * header, a dashboard cookie, the header a gateway forwards. Undefined when no such fault is in force or no key matches.
 */
export function keyElsewhere(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  keys: readonly string[],
  b: Behaviour,
): number | undefined {
  const one = (name: string): string => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  let candidate: string | undefined;
  if (b.fault === 'auth-api-key-header-accepted') candidate = one('x-api-key');
  if (b.fault === 'auth-cookie-key-accepted') candidate = /(?:^|;\s*)api_key=([^;]*)/.exec(one('cookie'))?.[1];
  if (b.fault === 'auth-forwarded-authorization-accepted')
    candidate = /^bearer +(.*)$/i.exec(one('x-forwarded-authorization'))?.[1];
  const found = candidate === undefined ? -1 : keys.indexOf(candidate);
  return found >= 0 ? found : undefined;
}

/** Under `auth-basic-garbage-400`: a Basic header whose credentials are not base64 of text holding a colon. */
function basicGarbage(header: string): boolean {
  const match = /^basic +(.*)$/is.exec(header);
  if (match === null) return false;
  const credentials = match[1] ?? '';
  return !/^[A-Za-z0-9+/]+=*$/.test(credentials) || !decodeBase64(credentials).includes(':');
}

/** The answer to a request whose key was refused: spec 5 and 7's 401 with the error body, or a fault's version of it. */
export function authFailure(message: string, header: string | undefined, b: Behaviour): Reply {
  const presented = header !== undefined && header !== '';
  if (b.fault === 'auth-basic-garbage-400' && presented && basicGarbage(header))
    return errorReply(400, 'The Basic credentials are not base64 of user:password.');
  if (b.fault === 'errors-401-scheme-oauth-body' && presented && !/^bearer(\s|$)/i.test(header)) {
    return {
      kind: 'raw',
      status: 401,
      contentType: 'application/json',
      text: JSON.stringify({ error: 'invalid_request', error_description: message }),
      headers: { 'www-authenticate': 'Bearer error="invalid_request"' },
    };
  }
  if (b.fault === 'errors-401-invalid-key-forbidden-text' && presented)
    return { kind: 'error', status: 401, message, errorText: 'Forbidden' };
  if (b.fault === 'auth-403-instead-of-401') return errorReply(403, message);
  if (b.fault === 'auth-401-plain-text')
    return { kind: 'raw', status: 401, contentType: 'text/plain; charset=utf-8', text: 'Unauthorized' };
  if (b.fault === 'auth-error-with-200-status') return { kind: 'error', status: 200, bodyStatus: 401, message };
  if (b.variant === 'cors-route-first')
    return errorReply(401, message, {
      'www-authenticate':
        'Bearer realm="osf", error="invalid_token", error_description="The access token is missing or not valid"',
    });
  return errorReply(401, message, { 'www-authenticate': 'Bearer realm="osf"' });
}
