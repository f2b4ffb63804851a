// The catalogue's own invariants: unique well-formed ids, every spec clause covered by a requirement or
// listed as untestable with a reason, and the clause checklist in step with the spec file itself.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareClauses, compareRequirements } from '../../src/requirements/requirement.js';
import { catalogue, untestable } from '../../suites/index.js';
import { specClauses } from '../../suites/spec-clauses.js';

/** The spec this suite implements, kept in the repository (spec/) so the checklist is checked in any clone. */
const specPath = new URL('../../spec/orders-and-scan-forms.md', import.meta.url);

describe('the requirement catalogue', () => {
  it('has ids of upper-case letters, digits and hyphens, so report order is the same in any locale', () => {
    expect(catalogue.map((r) => r.id).filter((id) => !/^[A-Z]+(-[A-Z0-9]+)+$/.test(id))).toEqual([]);
    const sorted = [...catalogue].sort(compareRequirements).map((r) => r.id);
    const byLocale = [...catalogue]
      .sort((a, b) => compareClauses(a.clause, b.clause) || a.id.localeCompare(b.id, 'en'))
      .map((r) => r.id);
    expect(sorted).toEqual(byLocale);
  });

  it('has unique ids', () => {
    const ids = catalogue.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('cites only clauses the spec has', () => {
    const known = new Set(specClauses.map((c) => c.clause));
    const cited = (clause: string) =>
      known.has(clause) ||
      specClauses.some((c) => c.clause.startsWith(`${clause}.`)) ||
      known.has(clause.split('.').slice(0, -1).join('.'));
    expect(catalogue.filter((r) => !cited(r.clause)).map((r) => `${r.id} cites ${r.clause}`)).toEqual([]);
  });

  it('covers every clause with a requirement or a written reason', () => {
    const covered = (clause: string) =>
      catalogue.some((r) => r.clause === clause || r.clause.startsWith(`${clause}.`)) ||
      untestable.some((u) => u.clause === clause && u.reason.trim() !== '');
    expect(specClauses.filter((c) => !covered(c.clause)).map((c) => `${c.clause} ${c.title}`)).toEqual([]);
  });

  it('lists the clauses that the spec file actually numbers', () => {
    expect(existsSync(specPath), `the spec is expected at ${specPath.pathname}`).toBe(true);
    const spec = readFileSync(specPath, 'utf8');
    const sections = [...spec.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\. /gm)].map((m) => m[1]!);
    const numberedRules = [
      ...spec.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\. [^\n]*\n([\s\S]*?)(?=^#{2,3} |$(?![\s\S]))/gm),
    ].flatMap((m) => [...m[2]!.matchAll(/^(\d+)\. /gm)].map((rule) => `${m[1]!}.${rule[1]!}`));
    const listed = new Set(specClauses.map((c) => c.clause));
    // A section is covered either by its own entry or by entries for each of its numbered rules.
    const missing = [...sections, ...numberedRules].filter(
      (c) =>
        !listed.has(c) &&
        !specClauses.some((s) => s.clause.startsWith(`${c}.`)) &&
        !['1', '2', '2.1', '4', '5', '9'].includes(c),
    );
    expect(missing).toEqual([]);
  });
});
