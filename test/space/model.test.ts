// The request space as data: every dimension names its sources and classes, every class is named once, and every
// requirement the model says judges or sends a case is one the catalogue holds, so reports keep keying on real ids.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../suites/index.js';
import { SPACE, dimensionById } from '../../src/space/index.js';
import { INVARIANTS } from '../../src/space/invariants.js';
import { classOf, phaseClasses } from '../../src/space/model.js';
import { fill, shell, shown } from '../../src/space/templates.js';

const ids = new Set(catalogue.map((r) => r.id));
const idOf = (ref: string) => ref.split('/')[0]!;

describe('the request space', () => {
  it('holds each dimension once, each with sources and classes', () => {
    expect(new Set(SPACE.map((d) => d.id)).size).toBe(SPACE.length);
    for (const d of SPACE) {
      expect(d.sources.length, d.id).toBeGreaterThan(0);
      expect(d.classes.length, d.id).toBeGreaterThan(0);
      expect(d.invariants.length, d.id).toBeGreaterThan(0);
    }
  });

  it('covers the dimensions the spec and HTTP give a request', () => {
    const wanted = ['request-target-form', 'method', 'tls-claim', 'credential-place', 'token-spelling', 'path-form'];
    const more = ['body-framing', 'json-top-level', 'page', 'reference', 'before-id', 'after-id', 'summary', 'instant'];
    for (const id of [...wanted, ...more, 'account', 'null-spelling', 'metadata-key-form'])
      expect(dimensionById(id).id).toBe(id);
  });

  it('names only requirements the catalogue holds', () => {
    const named = SPACE.flatMap((d) => [
      ...d.judgedBy.map((ref) => `${d.id} judged by ${ref}`),
      ...d.classes.flatMap((c) => (c.sentBy === undefined ? [] : [`${d.id}/${c.name} sent by ${c.sentBy}`])),
    ]);
    expect(named.filter((line) => !ids.has(idOf(line.split(' by ')[1]!)))).toEqual([]);
    expect(INVARIANTS.flatMap((i) => i.requirements).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('names only declared parts where it names a part', () => {
    const parts = new Set(catalogue.flatMap((r) => (r.parts ?? []).map((p) => `${r.id}/${p.name}`)));
    const named = SPACE.flatMap((d) => d.judgedBy.filter((ref) => ref.includes('/')));
    expect(named.filter((ref) => !parts.has(ref))).toEqual([]);
  });

  it('says why each class the suite never sends is not sent, and sends every other', () => {
    for (const d of SPACE)
      for (const c of d.classes)
        if (c.notSent !== undefined) expect(c.notSent.length, `${d.id}/${c.name}`).toBeGreaterThan(20);
    expect(SPACE.reduce((n, d) => n + phaseClasses(d).length, 0)).toBeGreaterThan(100);
  });

  it('finds a class by name and refuses a typo', () => {
    expect(classOf(dimensionById('page'), 'zero').value).toEqual({ parameter: 'page', value: { literal: '0' } });
    expect(() => classOf(dimensionById('page'), 'nought')).toThrow(/no class "nought"/);
  });
});

describe('credential templates', () => {
  it('fill the key, show it by name and type it as $API_KEY', () => {
    expect(fill('Bearer <{key}>', 'sk_1')).toBe('Bearer <sk_1>');
    expect(fill('Basic {basic-user}', 'sk_1')).toBe(`Basic ${Buffer.from('sk_1:').toString('base64')}`);
    expect(fill('Basic {basic-password}', 'sk_1')).toBe(`Basic ${Buffer.from(':sk_1').toString('base64')}`);
    expect(shown('Bearer "{key}"')).toBe('Bearer "<API_KEY>"');
    expect(shown('Basic {basic-bare}')).toBe('Basic <base64 of API_KEY>');
    expect(shell('Bearer "{key}"')).toBe('Bearer \\"$API_KEY\\"');
    expect(shell('Basic {basic-user}')).toBe('Basic $(printf %s "$API_KEY:" | base64)');
  });
});
