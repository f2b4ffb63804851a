// Every header by which a request can claim it reached a TLS-terminating proxy first. Any client can send them: over
// clear text they change nothing of "calls over plain HTTP fail" (5.3), whichever framework trusts which of them.

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
