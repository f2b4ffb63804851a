// Validates bodies against the spec's JSON Schemas (schemas/) and turns every failure into a SchemaViolation.
// The only module that reads ajv's errors: callers get one sentence per failure citing a spec clause.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { jsonPath, keyStep, pointerTokens, renderValue } from './render.js';
import { bundledShapes, exportName, isNode, type SchemaNode, type ShapeName } from './shapes.js';
import * as generated from './validators.generated.js';

// The shape names are part of validate()'s signature.
export { shapeNames, type ShapeName } from './shapes.js';

/** One way a value fails a schema, phrased for a person reading a conformance report. */
export interface SchemaViolation {
  /** JSON path of the offending location, e.g. `$.scan_forms[3].address.id`; for a missing property, the property's path. */
  path: string;
  /** What the spec requires there, as a noun phrase, e.g. `a string starting with "sf_"`. */
  expected: string;
  /** Short, truncated rendering of the actual value, or `missing` when the property is absent. */
  received: string;
  /** The `x-spec` section of the property the location belongs to, e.g. `2.2`. Empty only on the overflow marker. */
  clause: string;
  /** One sentence combining the above. */
  message: string;
}

export interface ValidateOptions {
  /** How many violations to list before the overflow marker; defaults to MAX_VIOLATIONS. */
  maxViolations?: number;
}

/** Default cap on listed violations: a body broken everywhere still yields a report a person can read. */
export const MAX_VIOLATIONS = 50;

/**
 * Schema keywords whose constraint the violation text renders (see describeNode), plus pure annotations.
 * A self-test fails if a schema uses any other keyword, because its constraint would then be checked
 * but never explained to the reader.
 */
export const TRANSLATED_KEYWORDS: ReadonlySet<string> = new Set([
  // constraints
  'type',
  'const',
  'enum',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'required',
  'properties',
  'items',
  'propertyNames',
  'additionalProperties',
  '$ref',
  // annotations
  '$schema',
  '$id',
  'title',
  'description',
  'x-spec',
]);

function hasOwn(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

/** A validator as ajv's standalone code gives it: true or false, and the errors of its last call. */
type CompiledValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Compiled at build time (compile.ts): a run loads these functions, never ajv. */
const validators = generated as unknown as Readonly<Record<string, CompiledValidator | undefined>>;

function xSpec(node: SchemaNode): string | undefined {
  const v = node['x-spec'];
  return typeof v === 'string' ? v : undefined;
}

// --- Walking a bundled schema along a data path, to find the clause of the property a location belongs to. ---

function childOf(node: SchemaNode, token: string, isIndex: boolean): SchemaNode | undefined {
  if (isIndex) return isNode(node.items) ? node.items : undefined;
  const props = node.properties;
  if (isNode(props) && hasOwn(props, token) && isNode(props[token])) return props[token];
  return isNode(node.additionalProperties) ? node.additionalProperties : undefined;
}

interface Location {
  path: string;
  clause: string;
  /** The schema of the location, or undefined if no schema describes it (e.g. an unlisted extra field). */
  node: SchemaNode | undefined;
}

/**
 * Follows pointer tokens through data and schema together. The clause is that of the deepest schema node on
 * the way that carries x-spec; bundling gave each inlined shape the x-spec of the property declaring it.
 */
function locate(root: SchemaNode, data: unknown, tokens: readonly string[]): Location {
  let clause = xSpec(root) ?? '';
  let node: SchemaNode | undefined = root;
  let current: unknown = data;
  for (const token of tokens) {
    const isIndex = Array.isArray(current) && /^(0|[1-9]\d*)$/.test(token);
    current = isIndex
      ? (current as unknown[])[Number(token)]
      : current !== null && typeof current === 'object' && hasOwn(current, token)
        ? (current as Record<string, unknown>)[token]
        : undefined;
    node = node === undefined ? undefined : childOf(node, token, isIndex);
    if (node !== undefined) clause = xSpec(node) ?? clause;
  }
  return { path: jsonPath(data, tokens), clause, node };
}

// --- Phrasing what a schema node expects. ---

const FORMAT_NOUNS: Readonly<Record<string, string>> = {
  'utc-date-time': 'ISO 8601 date-time string in UTC (ending in "Z" or "+00:00")',
  'date-time': 'ISO 8601 date-time string with "Z" or a numeric offset',
  'fetchable-url': 'absolute http(s) URL string',
};

const PATTERN_PHRASES: Readonly<Record<string, string>> = {
  '^[a-z_]+$': 'made only of lowercase letters and underscores',
};

function patternPhrase(pattern: string): string {
  const known = PATTERN_PHRASES[pattern];
  if (known !== undefined) return known;
  const prefix = /^\^([A-Za-z0-9_-]+)$/.exec(pattern);
  if (prefix !== null) return `starting with ${JSON.stringify(prefix[1])}`;
  return `matching /${pattern}/`;
}

function typesOf(node: SchemaNode): string[] {
  const t = node.type;
  if (typeof t === 'string') return [t];
  return Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
}

function typeNoun(node: SchemaNode, type: string, role: 'value' | 'key'): string {
  switch (type) {
    case 'object':
      return typeof node.title === 'string' ? `${node.title} object` : 'object';
    case 'array': {
      if (!isNode(node.items)) return 'array';
      const items = node.items;
      if (typeof items.title === 'string') return `array of ${items.title} objects`;
      const itemTypes = typesOf(items);
      return itemTypes.length === 1 && itemTypes[0] === 'string' ? 'array of strings' : 'array';
    }
    case 'string': {
      if (typeof node.format === 'string') return FORMAT_NOUNS[node.format] ?? `string in the "${node.format}" format`;
      const noun = role === 'key' ? 'key' : 'string';
      return typeof node.pattern === 'string' ? `${noun} ${patternPhrase(node.pattern)}` : noun;
    }
    case 'integer':
    case 'number': {
      const min = typeof node.minimum === 'number' ? node.minimum : undefined;
      const max = typeof node.maximum === 'number' ? node.maximum : undefined;
      if (min !== undefined && max !== undefined) return `${type} from ${min} to ${max}`;
      if (min !== undefined) return `${type} >= ${min}`;
      if (max !== undefined) return `${type} <= ${max}`;
      return type;
    }
    default:
      return type;
  }
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

/** What a schema node demands, as a noun phrase with its article; `required` inserts the word after the article. */
function describeNode(node: SchemaNode, role: 'value' | 'key', required = false): string {
  const req = required ? 'required ' : '';
  if (hasOwn(node, 'const')) return `the ${req}constant ${JSON.stringify(node.const)}`;
  if (Array.isArray(node.enum)) {
    return `${required ? 'a required value, ' : ''}one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  const types = typesOf(node);
  if (types.length === 0) return `a ${req}value of any type`;
  const nonNull = types.filter((t) => t !== 'null');
  const nullable = nonNull.length < types.length;
  if (nonNull.length === 0) return required ? 'a required null' : 'null';
  const noun = nonNull.map((t) => typeNoun(node, t, role)).join(' or ') + (nullable ? ' or null' : '');
  return required ? `a required ${noun}` : `${article(noun)} ${noun}`;
}

// --- Translating ajv errors. ---

function translate(root: SchemaNode, data: unknown, e: ErrorObject): SchemaViolation | undefined {
  // The propertyNames wrapper only repeats its inner error, which names the key and the broken rule.
  if (e.keyword === 'propertyNames') return undefined;
  const tokens = pointerTokens(e.instancePath);
  const parent = isNode(e.parentSchema) ? e.parentSchema : undefined;

  if (e.keyword === 'required') {
    const missing = String((e.params as { missingProperty?: unknown }).missingProperty);
    const loc = locate(root, data, [...tokens, missing]);
    const expected = loc.node !== undefined ? describeNode(loc.node, 'value', true) : 'a required property';
    return {
      path: loc.path,
      expected,
      received: 'missing',
      clause: loc.clause,
      message: `${loc.path}: expected ${expected} (spec ${loc.clause}), but it is missing`,
    };
  }

  if (typeof e.propertyName === 'string') {
    // An error inside propertyNames is about a key, not a value: point at the key and cite the key rule.
    const loc = locate(root, data, tokens);
    const path = loc.path + keyStep(e.propertyName);
    const clause = (parent !== undefined ? xSpec(parent) : undefined) ?? loc.clause;
    const expected = parent !== undefined ? describeNode(parent, 'key') : 'a valid key';
    const received = `key ${renderValue(e.propertyName)}`;
    return {
      path,
      expected,
      received,
      clause,
      message: `${path}: expected ${expected} (spec ${clause}), received ${received}`,
    };
  }

  const loc = locate(root, data, tokens);
  const described = parent ?? loc.node;
  const expected = described !== undefined ? describeNode(described, 'value') : 'a value allowed by the spec';
  const received = renderValue(e.data);
  return {
    path: loc.path,
    expected,
    received,
    clause: loc.clause,
    message: `${loc.path}: expected ${expected} (spec ${loc.clause}), received ${received}`,
  };
}

function overflowMarker(more: number): SchemaViolation {
  return {
    path: '$',
    expected: 'no further violations',
    received: `${more} more`,
    clause: '',
    message: `...and ${more} more violation${more === 1 ? '' : 's'} not listed.`,
  };
}

/** True for the last entry of a capped list, which stands for the violations left out rather than for one of them. */
export function isOverflowMarker(v: SchemaViolation): boolean {
  return v.clause === '' && v.path === '$' && /^\.\.\.and \d+ more violations? not listed\.$/.test(v.message);
}

/**
 * Checks a JSON value against the schema of a shape. Returns [] when it conforms, otherwise one entry per
 * distinct violation, capped (see ValidateOptions) with a final overflow marker. Never throws for any value;
 * an unknown shape name is a programming error and throws a TypeError.
 */
export function validate(shape: ShapeName, value: unknown, options: ValidateOptions = {}): SchemaViolation[] {
  const fn = validators[exportName(shape)];
  const root = bundledShapes().get(shape);
  if (fn === undefined || root === undefined) throw new TypeError(`unknown shape ${JSON.stringify(shape)}`);
  const requested = options.maxViolations ?? MAX_VIOLATIONS;
  // NaN would silently list nothing; Infinity is a legitimate "list everything".
  const cap = Number.isNaN(requested) ? MAX_VIOLATIONS : Math.max(0, Math.floor(requested));
  try {
    if (fn(value)) return [];
    const seen = new Set<string>();
    const violations: SchemaViolation[] = [];
    for (const e of fn.errors ?? []) {
      const v = translate(root, value, e);
      if (v === undefined) continue;
      // Two schema paths can reach one location with one demand (e.g. through $ref); say it once.
      const key = `${v.path}\u0000${v.expected}`;
      if (seen.has(key)) continue;
      seen.add(key);
      violations.push(v);
    }
    if (violations.length <= cap) return violations;
    return [...violations.slice(0, cap), overflowMarker(violations.length - cap)];
  } catch (err) {
    // Defensive: no input is known to reach here, but a report must say "unknown", not crash the run.
    const name = err instanceof Error ? err.name : typeof err;
    const clause = xSpec(root) ?? '';
    return [
      {
        path: '$',
        expected: 'a value the validator can process',
        received: renderValue(value),
        clause,
        message: `$: the validator failed on this value (${name}), so its conformance to spec ${clause} is unknown`,
      },
    ];
  }
}

/** A readable multi-line block: a count, then one sentence per violation. */
export function describeViolations(violations: readonly SchemaViolation[]): string {
  if (violations.length === 0) return 'No schema violations.';
  const last = violations[violations.length - 1];
  const listed = last !== undefined && isOverflowMarker(last) ? violations.length - 1 : violations.length;
  const more = last !== undefined && isOverflowMarker(last) ? Number(/\d+/.exec(last.message)?.[0] ?? 0) : 0;
  const total = listed + more;
  const header =
    more > 0
      ? `${total} schema violations (first ${listed} listed):`
      : `${total} schema violation${total === 1 ? '' : 's'}:`;
  return [header, ...violations.map((v) => `  - ${v.message}`)].join('\n');
}
