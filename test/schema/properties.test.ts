// Property tests: validate never throws and always answers with well-formed violations, for any JSON value
// and for valid bodies mutated at random; and deleting required fields is reported exactly, field by field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaOf } from '../../src/schema/shapes.js';
import { MAX_VIOLATIONS, isOverflowMarker, shapeNames, validate, type ShapeName } from '../../src/schema/validate.js';
import { validAddress, validErrorBody, validScanForm, validScanFormList } from './fixtures.js';

/** The answer is an array of well-formed violations, within the cap, never the validator's internal-failure entry. */
function wellFormed(result: unknown): void {
  expect(Array.isArray(result)).toBe(true);
  const vs = result as ReturnType<typeof validate>;
  expect(vs.length).toBeLessThanOrEqual(MAX_VIOLATIONS + 1);
  vs.forEach((v, i) => {
    expect(v.path.startsWith('$')).toBe(true);
    expect(typeof v.received).toBe('string');
    expect(v.expected).not.toBe('a value the validator can process');
    if (isOverflowMarker(v)) {
      expect(i).toBe(vs.length - 1);
    } else {
      expect(v.clause).toMatch(/^\d+(\.\d+)*$/);
      expect(v.message.startsWith(`${v.path}: expected `)).toBe(true);
      expect(v.message).not.toMatch(/instancePath|schemaPath|must (be|have|match)/); // no ajv wording leaks through
    }
  });
}

const shapeArb = fc.constantFrom<ShapeName>(...shapeNames);

// Everything a JSON parser can produce, plus the odd keys (__proto__, numeric, empty) that trip path code.
const jsonish = fc.anything({
  key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', '0', '', 'scan_forms', 'id', 'address')),
  maxDepth: 6,
  withNullPrototype: true,
  withSparseArray: true,
});

describe('validate on arbitrary values', () => {
  it('never throws and always returns well-formed violations (fc.anything)', () => {
    fc.assert(
      fc.property(
        shapeArb,
        fc.anything({
          withNullPrototype: true,
          withBigInt: true,
          withBoxedValues: true,
          withMap: true,
          withSet: true,
          withTypedArray: true,
          withDate: true,
        }),
        (shape, value) => {
          wellFormed(validate(shape, value));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on JSON-like values with odd keys', () => {
    fc.assert(
      fc.property(shapeArb, jsonish, (shape, value) => wellFormed(validate(shape, value))),
      { numRuns: 500 },
    );
  });
});

type Path = (string | number)[];

/** Every location inside a JSON value, so a mutation can target any of them. */
function locations(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...locations(v, [...at, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...locations(v, [...at, k]));
  }
  return out;
}

type Mutation = { kind: 'replace'; value: unknown } | { kind: 'delete' } | { kind: 'wrap' };

function mutate(body: unknown, path: Path, m: Mutation): unknown {
  if (path.length === 0) return m.kind === 'replace' ? m.value : m.kind === 'wrap' ? [body] : undefined;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (m.kind === 'delete') delete node[last];
  else node[last] = m.kind === 'replace' ? m.value : [node[last]];
  return copy;
}

const validBodies: [ShapeName, () => unknown][] = [
  ['scan-form', validScanForm],
  ['address', validAddress],
  ['scan-form-list', validScanFormList],
  ['error-body', validErrorBody],
  ['order-update-request', () => ({ metadata: { gift_wrap: 'yes', note: null } })],
];

describe('validate on mutated valid bodies', () => {
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), value: jsonish }),
    fc.constant({ kind: 'delete' as const }),
    fc.constant({ kind: 'wrap' as const }),
  );

  it('never throws, whatever is replaced, deleted or wrapped, and wherever', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...validBodies),
        fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 4 }),
        ([shape, make], steps) => {
          let body: unknown = make();
          for (const [pick, m] of steps) {
            const locs = locations(body);
            const path = locs[pick % locs.length] ?? [];
            body = mutate(body, path, m);
          }
          wellFormed(validate(shape, body));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reports exactly the required ScanForm fields that were deleted, as missing', () => {
    const required = schemaOf('scan-form').required as string[];
    fc.assert(
      fc.property(fc.subarray(required, { minLength: 1 }), (gone) => {
        const body = validScanForm();
        for (const k of gone) delete body[k];
        const vs = validate('scan-form', body, { maxViolations: 100 });
        expect(vs.map((v) => v.path).sort()).toEqual(gone.map((k) => `$.${k}`).sort());
        expect(vs.every((v) => v.received === 'missing' && v.clause === '2.2')).toBe(true);
      }),
    );
  });

  it('flags a null in any non-nullable ScanForm field, and nothing for nullable ones', () => {
    const props = schemaOf('scan-form').properties as Record<string, { type?: unknown }>;
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(props)), (key) => {
        const nullable = Array.isArray(props[key]?.type) && (props[key]?.type as unknown[]).includes('null');
        const vs = validate('scan-form', { ...validScanForm(), [key]: null });
        expect(vs.map((v) => `${v.path}=${v.received}`)).toEqual(nullable ? [] : [`$.${key}=null`]);
      }),
    );
  });
});
