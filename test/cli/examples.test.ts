// The examples stay true as the suite changes: the expectations example names real requirements, and the
// CI workflow only sets variables the tool reads, runs the documented command and keeps reports on failure.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseExpectations, unknownExpectationIds } from '../../src/report/expectations.js';
import { catalogue } from '../../suites/index.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('examples/', () => {
  it('expectations.json is valid and names existing requirements', () => {
    const expectations = parseExpectations(read('examples/expectations.json'), 'examples/expectations.json');
    expect(
      unknownExpectationIds(
        expectations,
        catalogue.map((r) => r.id),
      ),
    ).toEqual([]);
  });

  it('github-actions.yml sets only variables the tool reads, and keeps the reports even on failure', () => {
    const workflow = read('examples/github-actions.yml');
    const known = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z_]+)=/gm)].map((m) => m[1]));
    for (const name of ['EXPECTATIONS_FILE', 'CERTIFY_VENDOR', 'CERTIFY_PRODUCT', 'CERTIFY_PRODUCT_VERSION'])
      known.add(name);
    const set = [...workflow.matchAll(/^\s*#?\s*([A-Z_]+): /gm)].map((m) => m[1]!);
    expect(set.length).toBeGreaterThan(4);
    for (const name of set) expect(known, name).toContain(name);
    expect(workflow).toContain('run: npx osf-conformance run');
    expect(workflow).toMatch(
      /if: \$\{\{ !cancelled\(\) \}\}\n\s+uses: actions\/upload-artifact@v4\n\s+with:\n\s+name: conformance-reports\n\s+path: reports\//,
    );
    expect(workflow).toContain('API_KEY: ${{ secrets.API_KEY }}');
  });
});
