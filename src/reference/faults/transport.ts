// Seeded faults of transport (spec 1, 4, 5.3 and 9): plain-HTTP requests served or applied, JSON served as
// HTML, old versioned path prefixes dropped, and bytes a body left on a keep-alive connection.

import type { FaultRecord } from './record.js';

export const transportFaults = [
  {
    name: 'transport-plain-http-served',
    area: 'transport',
    description:
      'The port also answers plain HTTP with API data (TLS detected on the first byte), so calls over HTTP succeed.',
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-json-as-html',
    area: 'transport',
    description:
      'Successful JSON bodies are sent with `Content-Type: text/html` because the framework default was kept.',
    caughtBy: ['ORD-JSON-CONTENT-TYPE', 'SF-JSON-CONTENT-TYPE'],
  },
  {
    name: 'transport-http-redirect-leaks-body',
    area: 'transport',
    description:
      "Plain HTTP is answered with 301 to https://, but the redirect is written after the API handler ran, so its body holds the account's data.",
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'version-old-paths-dropped',
    area: 'transport',
    description:
      'A version bump moved the API to /v1.1 and /v3 and retired /v1.0 and /v2 at once, although old paths must keep stable support.',
    caughtBy: ['VER-PATH-PREFIXES'],
  },
  {
    name: 'transport-plain-http-write-applied',
    area: 'transport',
    description:
      'Plain HTTP is refused with 403 "HTTPS required", but the check runs after the handler, so creates and updates sent over HTTP are stored.',
    caughtBy: ['TLS-PLAIN-WRITE-NOT-APPLIED'],
  },
  {
    name: 'transport-plain-http-put-before-redirect',
    area: 'transport',
    description:
      'Plain HTTP is answered with 301 to https://, but PUT bodies are applied by a middleware that runs before the redirect.',
    caughtBy: ['TLS-PLAIN-WRITE-NOT-APPLIED'],
  },
  {
    name: 'transport-trusts-x-forwarded-proto',
    area: 'transport',
    description:
      'Plain HTTP is refused with 403 unless the request says `X-Forwarded-Proto: https`, a header meant for a trusted proxy that any client can send.',
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-plain-write-trusts-forwarded',
    area: 'transport',
    description:
      'Plain HTTP reads are redirected to https://, but writes carrying `Forwarded: proto=https` or `X-Forwarded-Ssl: on` are handled as if they came over TLS.',
    caughtBy: ['TLS-PLAIN-WRITE-NOT-APPLIED'],
  },
  {
    name: 'transport-trusts-x-forwarded-protocol',
    area: 'transport',
    description:
      "Plain HTTP is refused with 403 unless the request says `X-Forwarded-Protocol: ssl` (or `https`), gunicorn's default secure-scheme header, which any client can send.",
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-plain-absolute-target-served',
    area: 'transport',
    description:
      'Plain HTTP is refused with 403 unless the request line names an `https://` URL (absolute-form): the router trusts the scheme written in the request target.',
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-plain-head-served',
    area: 'transport',
    description:
      'Plain HTTP is refused with 403 for GET, POST and PUT, but HEAD reaches the GET handler without the HTTPS guard and is served.',
    caughtBy: ['TLS-HTTPS-ONLY'],
  },
  {
    name: 'transport-chunked-tail-left',
    area: 'transport',
    description:
      "The server's own body reader stops at the last chunk and leaves the chunked body's final CRLF on the socket, so the next request on that keep-alive connection is parsed from it and refused with 400.",
    caughtBy: ['META-EMPTY-OBJECT-UNCHANGED'],
  },
  {
    name: 'transport-refused-body-left',
    area: 'transport',
    description:
      'A body refused with a 4xx is answered before it is read and the connection kept alive, so the next request on it is parsed from the body left there and refused with 400.',
    caughtBy: ['META-EMPTY-OBJECT-UNCHANGED'],
  },
] as const satisfies readonly FaultRecord[];
