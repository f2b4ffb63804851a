// The `http2-alpn` variant really speaks HTTP/2: an h2 client negotiates it by ALPN and gets the API's answer, so
// the catalogue's pass against it (the suite speaks HTTP/1.1) is a pass against a server that offers both.

import { connect } from 'node:http2';
import { expect, it } from 'vitest';
import { referenceTarget } from '../support/reference-target.js';

it('answers an h2 request with the account scan forms', async () => {
  const { server, target } = await referenceTarget({ variant: 'http2-alpn' });
  const session = connect(target.scanFormsBaseUrl, { ca: target.caPem });
  try {
    const req = session.request({ ':path': '/v2/scan_forms', authorization: `Bearer ${target.apiKey}` });
    let status = 0;
    let body = '';
    req.on('response', (headers) => (status = Number(headers[':status'])));
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    await new Promise((resolve) => req.on('end', resolve));
    expect(session.alpnProtocol).toBe('h2');
    expect(status).toBe(200);
    expect(JSON.parse(body)).toHaveProperty('scan_forms');
  } finally {
    session.close();
    await server.close();
  }
});
