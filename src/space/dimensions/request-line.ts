// The request line (RFC 9112 3): the form of the request target and the method, over TLS and over clear text.
// Clear text is judged by 5.3 whatever the form or method; over TLS, forms and methods the spec names no answer for
// are judged only by the invariants that hold for any answer.

import { dimension } from '../model.js';

/** How the request line names the resource, and over which transport it goes. */
export interface TargetForm {
  readonly form: 'origin' | 'absolute' | 'asterisk' | 'authority';
  /** For the absolute form: the scheme written in the target. */
  readonly scheme?: 'https' | 'http';
  readonly transport: 'tls' | 'clear-text';
}

export const REQUEST_TARGET = dimension<TargetForm>({
  id: 'request-target-form',
  name: 'Request-target form',
  varies:
    'the request target of the request line: origin-form, absolute-form with either scheme, over TLS or clear text',
  location: 'request-line',
  sources: [
    { document: 'RFC 9112', section: '3.2', says: 'four forms of request target' },
    { document: 'RFC 9112', section: '3.2.2', says: 'a server MUST accept the absolute-form in requests' },
    { document: 'spec', section: '5.3', says: 'all requests must be made over HTTPS; calls over plain HTTP fail' },
  ],
  classes: [
    {
      name: 'origin-form',
      kind: 'valid',
      value: { form: 'origin', transport: 'tls' },
      expect: 'accepted',
      sentBy: 'AUTH-VALID-KEY-ACCEPTED',
    },
    {
      name: 'absolute-form',
      kind: 'valid',
      value: { form: 'absolute', scheme: 'https', transport: 'tls' },
      expect: 'open',
      why: 'RFC 9112 asks servers to accept it, the spec names no answer: the invariants judge it',
      // CherryPy's cheroot refuses it ("Absolute URI not allowed if server is not a proxy") with a text 400 before
      // any handler runs.
      beforeTheApi: true,
    },
    {
      name: 'absolute-form-http-scheme',
      kind: 'boundary',
      value: { form: 'absolute', scheme: 'http', transport: 'tls' },
      expect: 'open',
      why: 'the target names http while the connection is TLS: the connection decides, the spec names no answer',
      // libsoup's server answers the scheme that contradicts its listener with a bare 400 before any handler runs.
      beforeTheApi: true,
    },
    {
      name: 'origin-form-clear-text',
      kind: 'invalid',
      value: { form: 'origin', transport: 'clear-text' },
      expect: 'clear-text',
      sentBy: 'TLS-HTTPS-ONLY',
    },
    {
      name: 'absolute-form-https-clear-text',
      kind: 'invalid',
      value: { form: 'absolute', scheme: 'https', transport: 'clear-text' },
      expect: 'clear-text',
      why: 'a target that says https does not encrypt the connection it came on',
      sentBy: 'TLS-HTTPS-ONLY',
    },
    {
      name: 'asterisk-form',
      kind: 'boundary',
      value: { form: 'asterisk', transport: 'tls' },
      expect: 'open',
      notSent: 'OPTIONS * asks about the server, not a resource of spec 4: nothing the spec says could judge it',
    },
    {
      name: 'authority-form',
      kind: 'boundary',
      value: { form: 'authority', transport: 'tls' },
      expect: 'open',
      notSent: 'CONNECT asks for a tunnel, no endpoint of spec 4',
    },
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'clear-text-fails'],
  judgedBy: ['TLS-HTTPS-ONLY/request-line', 'ERR-NO-SERVER-ERROR/request-line', 'ERR-BODY-OTHER'],
});

/** A method sent to a path of spec 4, with the key or without, over TLS or clear text. */
export interface MethodCase {
  readonly method: string;
  readonly credentials: 'key' | 'none';
  readonly transport: 'tls' | 'clear-text';
  /** Which path: a listing (read-only), or the run's own order (the update path). */
  readonly path: 'listings' | 'own-order';
}

export const METHOD = dimension<MethodCase>({
  id: 'method',
  name: 'Method',
  varies: "the request method: the spec's, HEAD, OPTIONS, others and an unknown one",
  location: 'request-line',
  sources: [
    { document: 'RFC 9110', section: '9.3', says: 'method definitions; HEAD is GET without content' },
    { document: 'RFC 9110', section: '9.1', says: 'an unrecognized method gets 501, an unallowed one 405' },
    {
      document: 'spec',
      section: '4',
      says: 'GET and POST /v1.0/orders, PUT /v1.0/orders/<reference>, GET /v2/scan_forms',
    },
    { document: 'spec', section: '5.3', says: 'calls over plain HTTP fail' },
    { document: 'spec', section: '5.4', says: 'a request without valid authentication fails with status 401' },
  ],
  classes: [
    {
      name: 'spec-methods',
      kind: 'valid',
      value: { method: 'GET', credentials: 'key', transport: 'tls', path: 'listings' },
      expect: 'accepted',
      sentBy: 'AUTH-VALID-KEY-ACCEPTED',
    },
    {
      name: 'head-with-key',
      kind: 'boundary',
      value: { method: 'HEAD', credentials: 'key', transport: 'tls', path: 'listings' },
      expect: 'open',
      why: 'HEAD is GET without content (RFC 9110 9.3.2); the spec names neither',
    },
    {
      name: 'head-without-key',
      kind: 'invalid',
      value: { method: 'HEAD', credentials: 'none', transport: 'tls', path: 'listings' },
      expect: 'unauthenticated',
      sentBy: 'AUTH-ROUTE-VARIANTS-401',
    },
    {
      name: 'head-clear-text',
      kind: 'invalid',
      value: { method: 'HEAD', credentials: 'key', transport: 'clear-text', path: 'listings' },
      expect: 'clear-text',
      why: 'a 2xx to HEAD over clear text is the read served, headers and all',
      sentBy: 'TLS-HTTPS-ONLY',
    },
    {
      name: 'options-with-key',
      kind: 'boundary',
      value: { method: 'OPTIONS', credentials: 'key', transport: 'tls', path: 'listings' },
      expect: 'open',
      why: 'OPTIONS is answered by the HTTP server or a CORS layer before any route; one that supports it for no resource answers 501 (RFC 9110 15.6.2)',
      beforeTheApi: true,
    },
    {
      name: 'options-clear-text',
      kind: 'boundary',
      value: { method: 'OPTIONS', credentials: 'key', transport: 'clear-text', path: 'listings' },
      expect: 'open',
      why: 'OPTIONS reads no data and changes nothing; a CORS layer may answer it before any redirect',
      sentBy: 'TLS-HTTPS-ONLY',
    },
    {
      name: 'patch-own-order',
      kind: 'invalid',
      value: { method: 'PATCH', credentials: 'key', transport: 'tls', path: 'own-order' },
      expect: 'open',
      why: 'a method the spec does not name: 405 or 404 with the error body, or a server of its own choice',
    },
    {
      name: 'unknown-method',
      kind: 'invalid',
      value: { method: 'OSFC', credentials: 'key', transport: 'tls', path: 'listings' },
      expect: 'open',
      why: 'RFC 9110 9.1 answers an unrecognized method with 501 (a SHOULD), and an HTTP parser may refuse it before the API: a parser that knows a fixed list of methods (http-parser, under httpuv) closes the connection instead',
      beforeTheApi: true,
      mayClose: true,
    },
    {
      name: 'delete',
      kind: 'invalid',
      value: { method: 'DELETE', credentials: 'key', transport: 'tls', path: 'listings' },
      expect: 'open',
      notSent: 'a server may implement DELETE: on a shared staging account it could remove data the run does not own',
    },
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body', 'clear-text-fails'],
  judgedBy: ['TLS-HTTPS-ONLY/request-line', 'ERR-NO-SERVER-ERROR/request-line', 'ERR-BODY-OTHER'],
});
