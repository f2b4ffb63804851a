// The manifest: sha256sum's format, stable order, and a precise difference (edited, missing, added).

import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { diffManifest, isIntact, parseManifest, renderManifest, sha256Hex } from '../../src/certify/manifest.js';

const a = sha256Hex('a');
const b = sha256Hex('b');

describe('manifest', () => {
  it('renders sorted sha256sum lines and parses them back', () => {
    const text = renderManifest(
      new Map([
        ['z.txt', a],
        ['sub/b.txt', b],
      ]),
    );
    expect(text).toBe(`${b}  sub/b.txt\n${a}  z.txt\n`);
    expect(parseManifest(text)).toEqual(
      new Map([
        ['sub/b.txt', b],
        ['z.txt', a],
      ]),
    );
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('accepts the binary-mode marker sha256sum writes with -b', () => {
    expect(parseManifest(`${a} *x.bin\n`).get('x.bin')).toBe(a);
  });

  it.each([`nothex  x\n`, `${a}  ../etc/passwd\n`, `${a}  /abs\n`, `${a}  x\n${b}  x\n`])('rejects %j', (text) => {
    expect(() => parseManifest(text)).toThrow(UsageError);
  });

  it('tells edited, missing and added files apart', () => {
    const d = diffManifest(
      new Map([
        ['same', a],
        ['changed', a],
        ['gone', a],
      ]),
      new Map([
        ['same', a],
        ['changed', b],
        ['new', b],
      ]),
    );
    expect(d).toEqual({ edited: ['changed'], missing: ['gone'], added: ['new'] });
    expect(isIntact(d)).toBe(false);
    expect(isIntact(diffManifest(new Map([['x', a]]), new Map([['x', a]])))).toBe(true);
  });
});
