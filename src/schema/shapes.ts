// The spec's shapes as JSON Schema files (schemas/), read and bundled: each shape with every $ref inlined.
// Read by the validator at run time (to phrase a failure) and by the build that compiles the validators.
import { readFileSync } from 'node:fs';
import { packageFile } from '../package-root.js';

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

/** The name of a shape's function in the compiled validators module: `scan-form-list` -> `validate_scan_form_list`. */
export function exportName(shape: ShapeName): string {
  return `validate_${shape.replace(/-/g, '_')}`;
}

/** Where the schema files live, relative to this module, so the validator works from any working directory. */
export const schemaDirectory = packageFile('schemas/');

/** Every `$id` is this base plus the file name, and every `$ref` is a bare file name resolved against it. */
export const SCHEMA_BASE = 'https://osf-conformance.dev/schemas/';

/** A JSON Schema object as parsed from a file. */
export type SchemaNode = Readonly<Record<string, unknown>>;

export function isNode(v: unknown): v is SchemaNode {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function loadSchema(name: ShapeName): SchemaNode {
  const file = `${name}.schema.json`;
  const parsed: unknown = JSON.parse(readFileSync(new URL(file, schemaDirectory), 'utf8'));
  if (!isNode(parsed) || parsed.$id !== SCHEMA_BASE + file) {
    throw new Error(`schemas/${file}: expected an object schema whose $id is ${SCHEMA_BASE + file}`);
  }
  return parsed;
}

// Read on first use, so commands that never validate a body (list, compare, verify) do not read them.
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

/** The schema of a shape as written in its file, for documentation and self-tests. */
export function schemaOf(shape: ShapeName): SchemaNode {
  loadSources();
  const schema = sources.get(shape);
  if (schema === undefined) throw new TypeError(`unknown shape ${JSON.stringify(shape)}`);
  return schema;
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

const bundled = new Map<ShapeName, SchemaNode>();

/** Every shape bundled (each $ref inlined), in the order of shapeNames. */
export function bundledShapes(): ReadonlyMap<ShapeName, SchemaNode> {
  if (bundled.size > 0) return bundled;
  loadSources();
  for (const name of shapeNames) {
    const source = sources.get(name);
    if (source !== undefined) bundled.set(name, bundle(source, [SCHEMA_BASE + `${name}.schema.json`]));
  }
  return bundled;
}
