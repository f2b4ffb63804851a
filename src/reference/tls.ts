// Generates the reference server's self-signed certificate at start-up (spec 5.3: HTTPS only): an EC P-256 key from
// node:crypto and an X.509 v3 certificate written in DER here (RFC 5280), in about a millisecond and no dependency.

import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

export interface CertificatePair {
  key: string;
  cert: string;
}

/** One DER element: its tag, its length (short or long form, X.690 8.1.3), its content. */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  let length = Buffer.from([body.length]);
  if (body.length >= 0x80) {
    const bytes: number[] = [];
    for (let n = body.length; n > 0; n >>>= 8) bytes.unshift(n & 0xff);
    length = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...content: Buffer[]) => der(0x30, ...content);
const explicit = (n: number, content: Buffer) => der(0xa0 + n, content);
/** A non-negative INTEGER from its big-endian bytes (a zero byte in front when the high bit is set). */
const integer = (bytes: Buffer) =>
  der(0x02, (bytes[0]! & 0x80) === 0 ? bytes : Buffer.concat([Buffer.alloc(1), bytes]));
const bitString = (bytes: Buffer, unusedBits = 0) => der(0x03, Buffer.from([unusedBits]), bytes);

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let n = arc >>> 7; n > 0; n >>>= 7) base128.unshift(0x80 | (n & 0x7f));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime through 2049, GeneralizedTime after (RFC 5280 4.1.2.5), to the second, in UTC. */
function time(date: Date): Buffer {
  const digits = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? der(0x17, Buffer.from(`${digits.slice(2)}Z`))
    : der(0x18, Buffer.from(`${digits}Z`));
}

/** An extension: its id, whether it is critical, and its value's DER (RFC 5280 4.1). */
function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return sequence(objectId(id), ...(critical ? [der(0x01, Buffer.from([0xff]))] : []), der(0x04, value));
}

const ECDSA_WITH_SHA256 = sequence(objectId('1.2.840.10045.4.3.2'));

/**
 * Its own CA (basicConstraints CA, keyCertSign) so clients can put this one certificate in their trust store as its
 * own anchor, for the server's names: localhost, 127.0.0.1 and ::1.
 */
function extensions(): Buffer {
  return sequence(
    extension('2.5.29.19', true, sequence(der(0x01, Buffer.from([0xff])))),
    // digitalSignature (bit 0) and keyCertSign (bit 5): 0b10000100, the two lowest bits unused.
    extension('2.5.29.15', true, bitString(Buffer.from([0x84]), 2)),
    extension('2.5.29.37', false, sequence(objectId('1.3.6.1.5.5.7.3.1'))),
    extension(
      '2.5.29.17',
      false,
      sequence(
        der(0x82, Buffer.from('localhost')),
        der(0x87, Buffer.from([127, 0, 0, 1])),
        der(0x87, Buffer.from([...Array<number>(15).fill(0), 1])),
      ),
    ),
  );
}

/** Valid from a day ago (tolerates clock skew) for 30 days, for 127.0.0.1, ::1 and localhost. */
export function generateCertificate(): Promise<CertificatePair> {
  const now = Date.now();
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(der(0x31, sequence(objectId('2.5.4.3'), der(0x0c, Buffer.from('127.0.0.1')))));
  // A positive serial with no leading zero byte (DER forbids one): its first byte between 0x40 and 0x7f.
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(time(new Date(now - 24 * 3_600_000)), time(new Date(now + 30 * 24 * 3_600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, extensions()),
  );
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, bitString(sign('sha256', tbs, privateKey)));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return Promise.resolve({
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
  });
}
