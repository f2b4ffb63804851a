// CA_FILE is trusted in addition to the system roots, never instead of them: a process whose system store
// holds one test CA (OpenSSL's store via SSL_CERT_FILE) trusts a server of that CA and one of CA_FILE's, no other.

import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:https';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from 'selfsigned';

const client = fileURLToPath(new URL('../../dist/src/http/tls-context.js', import.meta.url));
const servers: Server[] = [];
const dir = mkdtempSync(join(tmpdir(), 'osf-extra-ca-'));

/** A self-signed CA certificate for 127.0.0.1; distinct names, since a store finds an issuer by its name. */
async function certificate(name: string): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true, critical: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

async function serve(pair: { key: string; cert: string }): Promise<number> {
  const server = createServer(pair, (_req, res) => res.end('ok'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

// Connects to each port with the client's context for the extra CA; prints "trusted" or the TLS error code.
const probe = `
import { connect } from 'node:tls';
const { trusting } = await import(process.env.CLIENT);
const context = trusting(process.env.EXTRA);
const results = [];
for (const port of JSON.parse(process.env.PORTS)) {
  results.push(await new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, secureContext: context }, () => {
      resolve(socket.authorized ? 'trusted' : String(socket.authorizationError));
      socket.destroy();
    });
    socket.on('error', (error) => resolve(error.code ?? error.message));
  }));
}
console.log(JSON.stringify(results));
`;

describe('an extra CA', () => {
  it('is trusted beside the system roots, and nothing else is', async () => {
    const [system, extra, stranger] = await Promise.all(['system root', 'extra CA', 'stranger'].map(certificate));
    const ports = await Promise.all([system!, extra!, stranger!].map(serve));
    const store = join(dir, 'system-roots.pem');
    writeFileSync(store, system!.cert);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--use-openssl-ca', '--input-type=module', '-e', probe],
      {
        env: {
          PATH: process.env.PATH ?? '',
          SSL_CERT_FILE: store,
          SSL_CERT_DIR: dir,
          CLIENT: client,
          EXTRA: extra!.cert,
          PORTS: JSON.stringify(ports),
        },
        timeout: 30_000,
      },
    );
    const [fromSystem, fromExtra, fromStranger] = JSON.parse(stdout) as string[];
    expect(fromSystem).toBe('trusted');
    expect(fromExtra).toBe('trusted');
    expect(fromStranger).not.toBe('trusted');
  });
});
