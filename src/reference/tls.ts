// Generates the reference server's self-signed certificate at start-up (spec 5.3: HTTPS only).
// EC P-256 keeps start-up in milliseconds, which matters because every self-test starts its own server.
import { generate } from 'selfsigned';

export interface CertificatePair {
  key: string;
  cert: string;
}

/** Valid from a day ago (tolerates clock skew) for 30 days, for 127.0.0.1, ::1 and localhost. */
export async function generateCertificate(): Promise<CertificatePair> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 24 * 3_600_000),
    notAfterDate: new Date(now + 30 * 24 * 3_600_000),
    extensions: [
      // A CA flag lets clients put this one certificate in their trust store as its own anchor.
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
