// The reference server's certificate, written in DER by hand: what a client checks of it, and that every one made
// is well-formed (a serial with a leading zero byte, or a length in the wrong form, is refused by OpenSSL).

import { X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { generateCertificate } from '../../src/reference/tls.js';

describe('generateCertificate', () => {
  it('is its own CA for localhost, 127.0.0.1 and ::1, valid now, signed by its own key', async () => {
    const { cert } = await generateCertificate();
    const x509 = new X509Certificate(cert);
    expect(x509.ca).toBe(true);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkIP('::1')).toBe('::1');
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.checkIssued(x509)).toBe(true);
    expect(Date.parse(x509.validFrom)).toBeLessThan(Date.now());
    expect(Date.parse(x509.validTo)).toBeGreaterThan(Date.now() + 7 * 24 * 3_600_000);
    expect(x509.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
  });

  it('makes certificates and keys a TLS server accepts, whatever their random serial', async () => {
    for (let i = 0; i < 300; i++) {
      const { key, cert } = await generateCertificate();
      expect(() => createSecureContext({ key, cert })).not.toThrow();
    }
  });
});
