// The vendor's signature over a certification bundle: an in-toto Statement v1 (test-result predicate) whose subjects
// are the bundle's files and manifest, in a DSSE envelope signed with the vendor's Ed25519 key. Pure: no file I/O.

import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { UsageError } from '../errors.js';
import type { CertificationStatement } from './statement.js';

/** Written beside MANIFEST.sha256; it covers the manifest, so the manifest does not list it. */
export const ATTESTATION_NAME = 'attestation.dsse.json';
export const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const TEST_RESULT_PREDICATE = 'https://in-toto.io/attestation/test-result/v0.1';
export const DSSE_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

export interface Subject {
  readonly name: string;
  readonly digest: { readonly sha256: string };
}

export interface InTotoStatement {
  readonly _type: typeof IN_TOTO_STATEMENT_TYPE;
  readonly subject: readonly Subject[];
  readonly predicateType: typeof TEST_RESULT_PREDICATE;
  readonly predicate: {
    readonly result: 'PASSED' | 'FAILED';
    readonly configuration: ReadonlyArray<{ readonly name: string; readonly digest: { readonly sha256: string } }>;
    readonly passedTests: readonly string[];
    readonly failedTests: readonly string[];
    readonly warnedTests: readonly string[];
  };
}

export interface DsseEnvelope {
  readonly payloadType: string;
  /** The statement's JSON, base64. */
  readonly payload: string;
  readonly signatures: ReadonlyArray<{ readonly keyid: string; readonly sig: string }>;
}

/** The tests the predicate lists, by requirement id: passed, failed, and the rest (not exercised, not applicable). */
export interface TestIds {
  readonly passed: readonly string[];
  readonly failed: readonly string[];
  readonly warned: readonly string[];
}

/** DSSE's pre-authentication encoding: `DSSEv1 <len(type)> <type> <len(body)> <body>`, lengths in bytes. */
export function preAuthEncoding(payloadType: string, body: Buffer): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${body.length} `), body]);
}

/** The key's id in the envelope: SHA-256 of its public key (SPKI, DER), as `openssl pkey -pubout -outform DER` gives. */
export function keyId(key: KeyObject): string {
  const spki = (key.type === 'public' ? key : createPublicKey(key)).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('hex');
}

/** Reads a PEM key of the kind asked for, Ed25519 only; the message names the file and never quotes the text. */
export function readEd25519Key(pem: string, kind: 'private' | 'public', source: string): KeyObject {
  let key: KeyObject;
  try {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    const how =
      kind === 'private' ? '`openssl genpkey -algorithm ed25519 -out key.pem`' : '`openssl pkey -in key.pem -pubout`';
    throw new UsageError(`${source} is not a ${kind} key in PEM; make one with ${how}`);
  }
  if (key.asymmetricKeyType !== 'ed25519')
    throw new UsageError(`${source} is a ${key.asymmetricKeyType ?? 'unknown'} key; the bundle is signed with Ed25519`);
  return key;
}

/** The in-toto Statement of a bundle: every file (the manifest too) as a subject, and the verdict as a test result. */
export function inTotoStatement(
  files: ReadonlyMap<string, string>,
  statement: CertificationStatement,
  tests: TestIds,
): InTotoStatement {
  const subject = [...files.keys()].sort().map((name) => ({ name, digest: { sha256: files.get(name)! } }));
  const statementDigest = files.get('statement.json');
  return {
    _type: IN_TOTO_STATEMENT_TYPE,
    subject,
    predicateType: TEST_RESULT_PREDICATE,
    predicate: {
      result: statement.verdict === 'conformant' ? 'PASSED' : 'FAILED',
      configuration:
        statementDigest === undefined ? [] : [{ name: 'statement.json', digest: { sha256: statementDigest } }],
      passedTests: tests.passed,
      failedTests: tests.failed,
      warnedTests: tests.warned,
    },
  };
}

export function signStatement(statement: InTotoStatement, key: KeyObject): DsseEnvelope {
  const body = Buffer.from(JSON.stringify(statement), 'utf8');
  const sig = sign(null, preAuthEncoding(DSSE_PAYLOAD_TYPE, body), key);
  return {
    payloadType: DSSE_PAYLOAD_TYPE,
    payload: body.toString('base64'),
    signatures: [{ keyid: keyId(key), sig: sig.toString('base64') }],
  };
}

/** What checking an envelope found: the statement it carries when a signature holds, else why not. */
export type EnvelopeCheck =
  | { readonly ok: true; readonly statement: InTotoStatement; readonly keyid: string }
  | { readonly ok: false; readonly problem: string };

function isEnvelope(value: unknown): value is DsseEnvelope {
  const v = value as Partial<DsseEnvelope> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.payloadType === 'string' &&
    typeof v.payload === 'string' &&
    Array.isArray(v.signatures) &&
    (v.signatures as unknown[]).every((s) => typeof (s as { sig?: unknown } | null)?.sig === 'string')
  );
}

/** Checks the envelope's signature with the vendor's public key, then that it carries an in-toto test result. */
export function checkEnvelope(text: string, publicKey: KeyObject): EnvelopeCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: `${ATTESTATION_NAME} is not JSON` };
  }
  if (!isEnvelope(value)) return { ok: false, problem: `${ATTESTATION_NAME} is not a DSSE envelope` };
  const body = Buffer.from(value.payload, 'base64');
  const pae = preAuthEncoding(value.payloadType, body);
  const signed = value.signatures.some((s) => verify(null, pae, publicKey, Buffer.from(s.sig, 'base64')));
  if (!signed) return { ok: false, problem: 'the signature does not match the public key given' };
  if (value.payloadType !== DSSE_PAYLOAD_TYPE)
    return { ok: false, problem: `the envelope carries ${value.payloadType}, not an in-toto statement` };
  let statement: Partial<InTotoStatement>;
  try {
    statement = JSON.parse(body.toString('utf8')) as Partial<InTotoStatement>;
  } catch {
    return { ok: false, problem: 'the signed payload is not JSON' };
  }
  if (statement._type !== IN_TOTO_STATEMENT_TYPE || statement.predicateType !== TEST_RESULT_PREDICATE)
    return { ok: false, problem: 'the signed payload is not an in-toto test-result statement' };
  if (!Array.isArray(statement.subject)) return { ok: false, problem: 'the signed statement names no subject' };
  return { ok: true, statement: statement as InTotoStatement, keyid: keyId(publicKey) };
}

/** Every difference between the files the signed statement names and the files present, one line each. */
export function subjectDifferences(subjects: readonly Subject[], present: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const named = new Set<string>();
  for (const s of subjects) {
    named.add(s.name);
    const now = present.get(s.name);
    if (now === undefined) out.push(`missing since signing: ${s.name}`);
    else if (now !== s.digest?.sha256) out.push(`changed since signing: ${s.name}`);
  }
  for (const name of present.keys()) if (!named.has(name)) out.push(`not signed: ${name}`);
  return out.sort();
}

/**
 * Set when a valid signature is over another bundle: none of the files it signs is present with the digest signed
 * (an attestation copied in from another of the vendor's bundles). Said as such, not as every file changed.
 */
export function swappedSignature(statement: InTotoStatement, present: ReadonlyMap<string, string>): string | undefined {
  const subjects = statement.subject;
  if (subjects.length === 0 || subjects.some((s) => present.get(s.name) === s.digest?.sha256)) return undefined;
  const result = typeof statement.predicate?.result === 'string' ? statement.predicate.result : 'unknown';
  return `SWAPPED: ${ATTESTATION_NAME} is the key's signature over another bundle (none of the ${subjects.length} files it signs is here as signed; it signs a ${result} result)`;
}
