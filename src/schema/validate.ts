// Validates bodies against the spec's JSON Schemas (schemas/) and turns every failure into a SchemaViolation.
// The only module that talks to ajv: callers get one sentence per failure citing a spec clause, never ajv's errors.
import { readFileSync } from 'node:fs';
import { packageFile } from '../package-root.js';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { customFormats } from './formats.js';
import { jsonPath, keyStep, pointerTokens, renderValue } from './render.js';

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

/** The shapes of the spec, one schema file each: `schemas/<name>.schema.json`. Explicit, not discovered, so a stray file is caught by a test. */
export const shapeNames = Object.freeze([
  'scan-form',
  'address',
  'address-verifications',
  'scan-form-list',
  'scan-form-summary',
  'scan-form-summary-list',
  'error-body',
  'metadata',
  'order-create-request',
  'order-update-request',
] as const);

export type ShapeName = (typeof shapeNames)[number];

/** Where the schema files live, relative to this module, so the validator works from any working directory. */
export const schemaDirectory = packageFile('schemas/');

/** Every `$id` is this base plus the file name, and every `$ref` is a bare file name resolved against it. */
export const SCHEMA_BASE = 'https://osf-conformance.dev/schemas/';

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

/** A JSON Schema object as parsed from a file. */
export type SchemaNode = Readonly<Record<string, unknown>>;

function isNode(v: unknown): v is SchemaNode {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function hasOwn(o: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

function xSpec(node: SchemaNode): string | undefined {
  const v = node['x-spec'];
  return typeof v === 'string' ? v : undefined;
}

// --- Loading and compiling, once, at import: a broken schema fails the first import, not a run hours later. ---

function loadSchema(name: ShapeName): SchemaNode {
  const file = `${name}.schema.json`;
  const parsed: unknown = JSON.parse(readFileSync(new URL(file, schemaDirectory), 'utf8'));
  if (!isNode(parsed) || parsed.$id !== SCHEMA_BASE + file) {
    throw new Error(`schemas/${file}: expected an object schema whose $id is ${SCHEMA_BASE + file}`);
  }
  return parsed;
}

// Loading and compiling the schemas costs a few hundred milliseconds: done on first use, so commands that
// never validate a body (list, compare, verify) do not pay for it.
const documents = new Map<string, SchemaNode>();
const sources = new Map<ShapeName, SchemaNode>();
function loadSources(): void {
  if (sources.size > 0) return;
  for (const name of shapeNames) {
    const schema = loadSchema(name);
    sources.set(name, schema);
    documents.set(SCHEMA_BASE + `${name}.schema.json`, schema);
  }
}

/** Keywords allowed beside a `$ref`: they describe the referring property and win over the target's own. */
const REF_SIBLINGS = new Set(['$ref', 'description', 'x-spec']);

/**
 * Returns a copy of a schema with every `$ref` replaced by the referenced shape, so each shape compiles to
 * one self-contained function. Why: with allErrors, ajv concatenates the error array of a referenced
 * (non-inlined) validator into its own for every failing element, which is quadratic; 100 000 broken list
 * elements took 13 s. Inlined, errors are pushed and the cost is linear. Our shapes never refer to
 * themselves, so the expansion is finite; a cycle is reported instead of looping.
 * The referring node's description and x-spec are kept: a null `address` breaks the ScanForm row (2.2),
 * while the target's title ("Address") still names what was expected.
 */
function bundle(node: SchemaNode, stack: readonly string[] = []): SchemaNode {
  const out: Record<string, unknown> = {};
  if (typeof node.$ref === 'string') {
    const url = new URL(node.$ref, SCHEMA_BASE).href;
    const target = documents.get(url);
    if (target === undefined) throw new Error(`$ref ${node.$ref} names no schema file`);
    if (stack.includes(url)) throw new Error(`$ref cycle through ${url}; bundling needs acyclic shapes`);
    for (const key of Object.keys(node)) {
      if (!REF_SIBLINGS.has(key))
        throw new Error(`keyword ${key} beside $ref ${node.$ref} would be ignored when inlining`);
    }
    const inlined = bundle(target, [...stack, url]);
    for (const [key, value] of Object.entries(inlined)) if (key !== '$id' && key !== '$schema') out[key] = value;
    for (const key of ['description', 'x-spec']) if (node[key] !== undefined) out[key] = node[key];
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isNode(v) ? bundle(v, stack) : v]));
    } else if ((key === 'items' || key === 'additionalProperties' || key === 'propertyNames') && isNode(value)) {
      out[key] = bundle(value, stack);
    } else {
      out[key] = value;
    }
  }
  return out;
}

const roots = new Map<ShapeName, SchemaNode>();
const compiled = new Map<ShapeName, ValidateFunction>();

/** Compiles every shape once, on the first validation. */
function compileAll(): void {
  if (compiled.size > 0) return;
  loadSources();
  for (const name of shapeNames) {
    const source = sources.get(name);
    if (source !== undefined) roots.set(name, bundle(source, [SCHEMA_BASE + `${name}.schema.json`]));
  }
  const ajv = new Ajv2020({
    allErrors: true, // report every deviation of a body, not only the first
    strict: true, // a typo in a schema keyword or format name fails at compile time
    allowUnionTypes: true, // nullable fields are `type: [X, "null"]`, which yields one clean error instead of anyOf noise
    verbose: true, // gives each error its parentSchema and data, from which the sentence is built
    messages: false, // ajv's English is never shown, so it is not generated
  });
  // The package is CommonJS; under NodeNext its default import is module.exports, whose `default` is the plugin.
  addFormatsModule.default(ajv, { mode: 'full', formats: ['date-time'] });
  ajv.addKeyword({ keyword: 'x-spec', schemaType: 'string' });
  for (const [name, validate] of Object.entries(customFormats)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  for (const [name, root] of roots) compiled.set(name, ajv.compile(root));
}

/** The schema of a shape as written in its file, for documentation and self-tests. */
export function schemaOf(shape: ShapeName): SchemaNode {
  loadSources();
  const schema = sources.get(shape);
  if (schema === undefined) throw new TypeError(`unknown shape ${JSON.stringify(shape)}`);
  return schema;
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
  compileAll();
  const fn = compiled.get(shape);
  const root = roots.get(shape);
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
