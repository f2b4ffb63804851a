// What the transport adds to a request: headers by which it claims it reached a TLS-terminating proxy first (spec 5.3
// holds whichever a framework trusts), and the request before it on the same keep-alive connection (RFC 9112 9.3).

import { dimension } from '../model.js';

/** The header fields a claim adds to a clear-text request. */
export type TlsClaim = Readonly<Record<string, string>>;

const claim = (name: string, kind: 'valid' | 'boundary', header: string, value: string, source: string) => ({
  name,
  kind,
  value: { [header]: value },
  expect: 'clear-text' as const,
  why: source,
  sentBy: 'TLS-HTTPS-ONLY',
});

export const TLS_CLAIM = dimension<TlsClaim>({
  id: 'tls-claim',
  name: 'Headers claiming TLS',
  varies: 'a header on a clear-text request saying a proxy received it over TLS',
  location: 'transport',
  sources: [
    { document: 'spec', section: '5.3', says: 'all requests must be made over HTTPS; calls over plain HTTP fail' },
    { document: 'RFC 7239', section: '5.4', says: 'Forwarded: proto= names the protocol of the incoming request' },
    { document: 'common practice', section: 'proxies', says: 'the de-facto X-Forwarded-* and vendor headers' },
  ],
  classes: [
    claim('x-forwarded-proto', 'valid', 'x-forwarded-proto', 'https', 'the de-facto header (nginx, AWS ELB, Express)'),
    claim('x-forwarded-proto-upper-case', 'boundary', 'x-forwarded-proto', 'HTTPS', 'a scheme is case-insensitive'),
    claim('x-forwarded-proto-list', 'boundary', 'x-forwarded-proto', 'https, http', 'one value per proxy hop'),
    claim('forwarded', 'valid', 'forwarded', 'proto=https', 'RFC 7239'),
    claim('forwarded-parameters', 'boundary', 'forwarded', 'for=192.0.2.60;proto=https;by=203.0.113.43', 'RFC 7239 4'),
    claim('x-forwarded-protocol-https', 'valid', 'x-forwarded-protocol', 'https', "gunicorn's secure_scheme_headers"),
    claim('x-forwarded-protocol-ssl', 'valid', 'x-forwarded-protocol', 'ssl', "gunicorn's secure_scheme_headers"),
    claim('x-forwarded-ssl', 'valid', 'x-forwarded-ssl', 'on', 'Rack, Heroku'),
    claim('front-end-https', 'valid', 'front-end-https', 'on', 'Microsoft proxies'),
    claim('x-url-scheme', 'valid', 'x-url-scheme', 'https', 'WSGI servers'),
    claim('x-forwarded-scheme', 'valid', 'x-forwarded-scheme', 'https', 'nginx ingress, Rack'),
    claim('x-scheme', 'valid', 'x-scheme', 'https', 'nginx configurations'),
    claim('cloudfront-forwarded-proto', 'valid', 'cloudfront-forwarded-proto', 'https', 'Amazon CloudFront'),
    claim('x-arr-ssl', 'valid', 'x-arr-ssl', 'on', 'IIS Application Request Routing'),
    claim('x-forwarded-port', 'boundary', 'x-forwarded-port', '443', 'a port taken as the scheme'),
  ],
  invariants: ['clear-text-fails', 'no-effect'],
  judgedBy: ['TLS-HTTPS-ONLY', 'TLS-PLAIN-WRITE-NOT-APPLIED'],
});

/** Every plain claim at once (a header named twice keeps its first spelling): the write probes of 5.3 send them together. */
export function allClaims(): TlsClaim {
  const valid = TLS_CLAIM.classes.filter((c) => c.kind === 'valid');
  return Object.assign({}, ...valid.reverse().map((c) => c.value)) as TlsClaim;
}

/** What the request before it on the same keep-alive connection sent. */
export interface ReuseCase {
  readonly after: 'chunked-update' | 'other-update-bodies';
}

export const CONNECTION_REUSE = dimension<ReuseCase>({
  id: 'connection-reuse',
  name: 'The request after another on one connection',
  varies: 'what the update before it on the same keep-alive connection sent: a chunked body, or any other body',
  location: 'update-body',
  sources: [
    { document: 'RFC 9112', section: '9.3', says: 'HTTP/1.1 defaults to persistent connections' },
    { document: 'RFC 9112', section: '7.1', says: 'a chunked body ends with the last chunk, the trailers and a CRLF' },
    {
      document: 'RFC 9112',
      section: '2.2',
      says: 'a server SHOULD ignore at least one empty line before a request-line',
    },
    {
      document: 'spec',
      section: '2.1.4',
      says: "on update, the supplied metadata is merged over the order's metadata",
    },
  ],
  classes: [
    {
      name: 'after-chunked-update',
      kind: 'boundary',
      value: { after: 'chunked-update' },
      expect: 'accepted',
      why: 'a server that stops reading a chunked body before its final CRLF reads the next request from what is left',
    },
    {
      name: 'after-other-update-bodies',
      kind: 'boundary',
      value: { after: 'other-update-bodies' },
      expect: 'accepted',
      why: 'a body answered before it was read (a refusal, an odd framing) stays on the connection unless read or closed',
    },
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'error-body'],
  judgedBy: ['META-EMPTY-OBJECT-UNCHANGED/next-on-connection', 'ERR-NO-SERVER-ERROR/update-body'],
});
