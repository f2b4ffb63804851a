// The validators a run uses are compiled from schemas/ at build time: the committed modules must be exactly what
// the schemas compile to today, and validating a body or a report must not load ajv's compiler (what it saves).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_REPORT_VALIDATOR,
  GENERATED_VALIDATORS,
  reportValidatorModuleSource,
  validatorModuleSource,
} from '../../src/schema/compile.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the compiled validators', () => {
  it('are what schemas/ compiles to now (run `npm run schemas:compile` after editing a schema)', () => {
    const committed = readFileSync(`${root}/${GENERATED_VALIDATORS}`, 'utf8');
    expect(committed === validatorModuleSource(), `${GENERATED_VALIDATORS} is stale`).toBe(true);
    const report = readFileSync(`${root}/${GENERATED_REPORT_VALIDATOR}`, 'utf8');
    expect(report === reportValidatorModuleSource(), `${GENERATED_REPORT_VALIDATOR} is stale`).toBe(true);
  });

  it('validate a body in the built package without loading ajv', () => {
    const script = `
      import { createRequire } from 'node:module';
      const { validate } = await import(${JSON.stringify(`${root}/dist/src/schema/validate.js`)});
      const violations = validate('scan-form-list', { scan_forms: [{ id: 'x' }], has_more: 'no' });
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((p) => /node_modules\\/ajv\\//.test(p));
      console.log(JSON.stringify({ violations: violations.length, loaded }));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const result = JSON.parse(child.stdout) as { violations: number; loaded: string[] };
    expect(result.violations).toBeGreaterThan(2);
    expect(result.loaded).toEqual([]);
  });

  it('check a report in the built package without loading ajv', () => {
    const script = `
      import { createRequire } from 'node:module';
      const { reportSchemaErrors } = await import(${JSON.stringify(`${root}/dist/src/report/schema.js`)});
      const errors = reportSchemaErrors({ format: 'osf-conformance-report', formatVersion: 2, surprise: 1 });
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((p) => /node_modules\\/ajv\\//.test(p));
      console.log(JSON.stringify({ errors, loaded }));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const result = JSON.parse(child.stdout) as { errors: string[]; loaded: string[] };
    expect(result.errors).toContain('the document has an unknown property "surprise"');
    expect(result.loaded).toEqual([]);
  });
});
