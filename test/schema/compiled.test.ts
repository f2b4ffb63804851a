// The validators a run uses are compiled from schemas/ at build time: the committed module must be exactly what
// the schemas compile to today, and validating a body must not load ajv's compiler (what it saves a run).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATED_VALIDATORS, validatorModuleSource } from '../../src/schema/compile.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the compiled validators', () => {
  it('are what schemas/ compiles to now (run `npm run schemas:compile` after editing a schema)', () => {
    const committed = readFileSync(`${root}/${GENERATED_VALIDATORS}`, 'utf8');
    expect(committed === validatorModuleSource(), `${GENERATED_VALIDATORS} is stale`).toBe(true);
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
});
