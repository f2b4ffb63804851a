// The validator's guarantees on pathological bodies: a cap on listed violations, and bounded work.
// A body broken everywhere, or huge, or deep, must still produce a short report rather than a hang or a crash.
import { describe, expect, it } from 'vitest';
import { MAX_VIOLATIONS, describeViolations, isOverflowMarker, validate } from '../../src/schema/validate.js';
import { validScanForm, validScanFormList } from './fixtures.js';

describe('violation cap', () => {
  const manyBad = validScanFormList(Array.from({ length: 120 }, () => 'not a form'));

  it(`lists at most ${MAX_VIOLATIONS} violations, then one "...and N more" marker`, () => {
    const vs = validate('scan-form-list', manyBad);
    expect(vs).toHaveLength(MAX_VIOLATIONS + 1);
    const last = vs[vs.length - 1];
    expect(last && isOverflowMarker(last)).toBe(true);
    expect(last?.message).toBe('...and 70 more violations not listed.');
    expect(vs.slice(0, -1).some(isOverflowMarker)).toBe(false);
  });

  it('honours a caller-chosen cap and needs no marker when everything fits', () => {
    expect(validate('scan-form-list', manyBad, { maxViolations: 3 })).toHaveLength(4);
    expect(validate('scan-form-list', manyBad, { maxViolations: 500 })).toHaveLength(120);
    expect(validate('scan-form-list', manyBad, { maxViolations: Infinity })).toHaveLength(120);
    expect(validate('scan-form-list', manyBad, { maxViolations: NaN })).toHaveLength(MAX_VIOLATIONS + 1);
  });

  it('describes a capped list with the true total', () => {
    const text = describeViolations(validate('scan-form-list', manyBad));
    expect(text.split('\n')[0]).toBe('120 schema violations (first 50 listed):');
    expect(text).toContain('  - $.scan_forms[0]: expected a ScanForm object (spec 4.4), received "not a form"');
    expect(text.endsWith('  - ...and 70 more violations not listed.')).toBe(true);
  });

  it('describes an empty and a single-entry list', () => {
    expect(describeViolations([])).toBe('No schema violations.');
    expect(describeViolations(validate('error-body', {}))).toMatch(/^3 schema violations:\n {2}- \$\.statusCode: /);
    expect(describeViolations(validate('metadata', { A: 'x' }))).toMatch(/^1 schema violation:\n/);
  });
});

describe('bounded work on huge and deep bodies', () => {
  it('handles 200 000 tracking codes (valid: the element type is not shown)', () => {
    const form = { ...validScanForm(), tracking_codes: Array.from({ length: 200_000 }, (_, i) => `CODE${i}`) };
    expect(validate('scan-form', form)).toEqual([]);
  });

  // The default 5 s test timeout is the guard here: before shapes were bundled, ajv's per-element
  // error concatenation made this case quadratic (13 s); bundled, it is linear (well under 1 s).
  it('handles 100 000 broken list elements within the cap', () => {
    const vs = validate('scan-form-list', validScanFormList(Array.from({ length: 100_000 }, (_, i) => i)));
    expect(vs).toHaveLength(MAX_VIOLATIONS + 1);
    expect(vs[vs.length - 1]?.received).toBe('99950 more');
  });

  it('handles nesting 100 000 levels deep, as the body and inside a field', () => {
    let deep: unknown = null;
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    expect(validate('scan-form', deep).map((v) => v.path)).toContain('$.id');
    expect(validate('scan-form', { ...validScanForm(), tracking_codes: [deep], extra: deep })).toEqual([]);
    expect(validate('scan-form', { ...validScanForm(), address: deep }).map((v) => v.path)).toContain('$.address.id');
  });

  it('rejects an unknown shape name as a programming error', () => {
    expect(() => validate('scan_form' as never, {})).toThrow(TypeError);
  });
});
