// Compiles the bundled shapes into one module of validation functions (ajv's standalone code), at build time:
// a run then loads plain functions instead of loading ajv and generating code before its first check. The report's
// own schema is compiled the same way into a module of its own, for compare and verify.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import { _ } from 'ajv';
import { schemaFormats } from './formats.js';
import { bundledShapes, exportName } from './shapes.js';

/** The file the build writes, beside the validator that imports it. */
export const GENERATED_VALIDATORS = 'src/schema/validators.generated.ts';
/** The validator of conformance.json (schemas/conformance-report.schema.json), beside src/report/schema.ts. */
export const GENERATED_REPORT_VALIDATOR = 'src/report/report-validator.generated.ts';

/** The source of the validators module: one export per shape, named after it, e.g. `validate_scan_form`. */
export function validatorModuleSource(): string {
  const ajv = new Ajv2020({
    allErrors: true, // report every deviation of a body, not only the first
    strict: true, // a typo in a schema keyword or format name fails here, at build time
    allowUnionTypes: true, // nullable fields are `type: [X, "null"]`, which yields one clean error instead of anyOf noise
    verbose: true, // gives each error its parentSchema and data, from which the sentence is built
    messages: false, // ajv's English is never shown, so it is not generated
    // The generated code reads formats from `formats`, which the module header imports from formats.ts.
    code: { source: true, esm: true, formats: _`formats`, lines: true },
  });
  // The packages are CommonJS; under NodeNext a default import is module.exports, whose `default` is the export.
  addFormatsModule.default(ajv, { mode: 'full', formats: ['date-time'] });
  ajv.addKeyword({ keyword: 'x-spec', schemaType: 'string' });
  for (const [name, format] of Object.entries(schemaFormats)) if (name !== 'date-time') ajv.addFormat(name, format);
  const exports: Record<string, string> = {};
  for (const [name, root] of bundledShapes()) {
    const id = String(root.$id);
    ajv.addSchema(root, id);
    exports[exportName(name)] = id;
  }
  const code = standaloneModule.default(ajv, exports);
  // A require() in ESM output would fail at run time; the shapes use no keyword that needs ajv's runtime.
  if (/\brequire\(/.test(code)) throw new Error('the generated validators need ajv at run time; see compile.ts');
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    '// Generated from schemas/ by `npm run schemas:compile` (src/schema/compile.ts): do not edit. A test keeps it current.',
    "import { schemaFormats as formats } from './formats.js';",
    code,
    '',
  ].join('\n');
}

/**
 * The source of the report validator module: one export, `validate_report`, with ajv's own error messages (read
 * by src/report/schema.ts) and ajv-formats' date-time and uri, read from the package at run time.
 */
export function reportValidatorModuleSource(): string {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    code: { source: true, esm: true, formats: _`formats`, lines: true },
  });
  addFormatsModule.default(ajv, { formats: ['date-time', 'uri'] });
  const schema = JSON.parse(
    readFileSync(new URL('../../schemas/conformance-report.schema.json', import.meta.url), 'utf8'),
  ) as { $id: string };
  ajv.addSchema(schema);
  const code = standaloneModule.default(ajv, { validate_report: schema.$id });
  if (/\brequire\(/.test(code)) throw new Error('the generated report validator needs ajv at run time; see compile.ts');
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    '// Generated from schemas/conformance-report.schema.json by `npm run schemas:compile` (src/schema/compile.ts): do',
    '// not edit. A test keeps it current.',
    "import formatsModule from 'ajv-formats/dist/formats.js';",
    'const formats = formatsModule.fullFormats;',
    code,
    '',
  ].join('\n');
}
