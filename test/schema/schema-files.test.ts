// Self-checks of the schema files: one per shape, each property annotated with its clause and the spec's words.
// These keep the catalogue honest as schemas are edited: a new keyword must also be explained to readers.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_BASE, schemaDirectory, schemaOf, shapeNames } from '../../src/schema/shapes.js';
import { TRANSLATED_KEYWORDS } from '../../src/schema/validate.js';

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every subschema of a schema, with a readable location, found by walking the keywords our schemas use. */
function subschemas(node: Node, at: string): { at: string; node: Node; isProperty: boolean }[] {
  const out: { at: string; node: Node; isProperty: boolean }[] = [{ at, node, isProperty: false }];
  if (isNode(node.properties)) {
    for (const [k, child] of Object.entries(node.properties)) {
      if (!isNode(child)) throw new Error(`${at}.properties.${k} is not a schema object`);
      const [first, ...rest] = subschemas(child, `${at}.properties.${k}`);
      if (first !== undefined) out.push({ ...first, isProperty: true }, ...rest);
    }
  }
  for (const key of ['items', 'additionalProperties', 'propertyNames']) {
    const child = node[key];
    if (isNode(child)) out.push(...subschemas(child, `${at}.${key}`));
  }
  return out;
}

describe('schema files', () => {
  it('are exactly one per shape, named <shape>.schema.json', () => {
    const files = readdirSync(fileURLToPath(schemaDirectory))
      .filter((f) => f !== 'conformance-report.schema.json')
      .sort(); // the report format is ours, not a shape of the spec
    expect(files).toEqual(shapeNames.map((n) => `${n}.schema.json`).sort());
  });

  for (const shape of shapeNames) {
    describe(shape, () => {
      const schema = schemaOf(shape) as Node;
      const nodes = subschemas(schema, shape);

      it('declares draft 2020-12, its $id and a clause', () => {
        expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
        expect(schema.$id).toBe(`${SCHEMA_BASE}${shape}.schema.json`);
        expect(schema['x-spec']).toMatch(/^\d+(\.\d+)*$/);
      });

      it('gives every property, item and key schema an x-spec clause and a description', () => {
        for (const { at, node } of nodes) {
          expect(node['x-spec'], at).toMatch(/^\d+(\.\d+)*$/);
          expect(typeof node.description === 'string' && node.description.length > 0, at).toBe(true);
        }
      });

      it('quotes the spec in each property description', () => {
        for (const { at, node, isProperty } of nodes) {
          if (isProperty) expect(String(node.description), at).toMatch(/"|Listed as/);
        }
      });

      it('uses only keywords whose constraint the violation text explains', () => {
        for (const { at, node } of nodes) {
          for (const key of Object.keys(node)) expect(TRANSLATED_KEYWORDS.has(key), `${at}: ${key}`).toBe(true);
        }
      });

      it('references other shapes by bare file name only', () => {
        for (const { at, node } of nodes) {
          if (node.$ref !== undefined) expect(node.$ref, at).toMatch(/^[a-z-]+\.schema\.json$/);
        }
      });

      it('leaves additionalProperties open (the spec never closes a field list)', () => {
        for (const { at, node } of nodes) expect(node.additionalProperties, at).not.toBe(false);
      });
    });
  }
});
