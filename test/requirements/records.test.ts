// Every requirement record in parts: a short one-sentence rule, the spec's own words it rests on (checked verbatim
// against the spec file), what the check sends; and the lint requirement() applies when a record is declared.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  quoteIsInSpec,
  requirement,
  RULE_MAX_LENGTH,
  ruleProblem,
  type RequirementRecord,
} from '../../src/requirements/requirement.js';
import { catalogue } from '../../suites/index.js';

const spec = readFileSync(new URL('../../spec/orders-and-scan-forms.md', import.meta.url), 'utf8');
const record: RequirementRecord = {
  id: 'TEST-RECORD',
  clause: '2.1.5',
  level: 'MUST',
  rule: 'On update, a key set to null MUST be removed.',
  quote: 'On update, a key set to null is removed.',
  sends: 'An update setting a key to null.',
};

describe('the records of the catalogue', () => {
  it('each have a rule of one sentence, at most 150 characters, ending with a period', () => {
    const broken = catalogue.flatMap((r) => {
      const problem = ruleProblem(r.rule);
      return problem === undefined ? [] : [`${r.id}: ${problem}`];
    });
    expect(broken).toEqual([]);
    expect(Math.max(...catalogue.map((r) => r.rule.length))).toBeLessThanOrEqual(RULE_MAX_LENGTH);
  });

  it('each quote the spec verbatim (whitespace aside), a table cell or a passage of prose', () => {
    expect(catalogue.filter((r) => !quoteIsInSpec(r.quote, spec)).map((r) => `${r.id}: ${r.quote}`)).toEqual([]);
  });

  it('each say what the check sends, and leave tolerates out rather than empty', () => {
    expect(catalogue.filter((r) => r.sends.trim() === '').map((r) => r.id)).toEqual([]);
    expect(catalogue.filter((r) => r.tolerates !== undefined && r.tolerates.trim() === '').map((r) => r.id)).toEqual(
      [],
    );
  });

  it('use MUST language for a MUST requirement and SHOULD language for a SHOULD one', () => {
    const off = catalogue.filter((r) => !new RegExp(`\\b${r.level}\\b`).test(r.rule)).map((r) => r.id);
    expect(off).toEqual([]);
  });
});

describe('quoteIsInSpec', () => {
  it('accepts a table cell and prose across a line break, and refuses a paraphrase', () => {
    expect(quoteIsInSpec('Keeps forms with created_at >= this value.', spec)).toBe(true);
    expect(quoteIsInSpec('All requests must be made over HTTPS.   Calls over plain HTTP fail.', spec)).toBe(true);
    expect(quoteIsInSpec('All requests must be made over HTTPS, and calls over plain HTTP fail.', spec)).toBe(false);
    expect(quoteIsInSpec('Identifier with prefix sf_.', spec)).toBe(false);
    expect(quoteIsInSpec('  ', spec)).toBe(false);
  });
});

describe('requirement()', () => {
  const check = async () => {};

  it('accepts a well-formed record and keeps its parts', () => {
    const r = requirement({ ...record, tolerates: 'Any 2xx.' }, check);
    expect([r.rule, r.quote, r.sends, r.tolerates]).toEqual([record.rule, record.quote, record.sends, 'Any 2xx.']);
  });

  it.each([
    ['a rule over 150 characters', { rule: `${'A key set to null MUST be removed '.repeat(5)}.` }, /more than 150/],
    [
      'a rule of two sentences',
      { rule: 'A key set to null MUST be removed. The others stay.' },
      /more than one sentence/,
    ],
    ['a rule without a final period', { rule: 'A key set to null MUST be removed' }, /period/],
    ['an empty quote', { quote: ' ' }, /empty quote/],
    ['an empty sends', { sends: '' }, /empty sends/],
  ])('throws at declaration on %s', (_, change, message) => {
    expect(() => requirement({ ...record, ...change }, check)).toThrow(message);
  });
});
