// What a user in front of a run sees around the verdict: coverage with the setup that is missing, a slip in
// the setup named as one, the command and the curl script that reproduce a failure from where they ran it,
// and one verdict on the console even under --certify. Pure renderers over fixture reports, no server.

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../../src/certify/statement.js';
import type { Outcome } from '../../src/engine/outcome.js';
import type { RecordedExchange } from '../../src/evidence/exchange.js';
import { coverageLine } from '../../src/report/coverage.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { CLONE_COMMAND, PACKAGE_COMMAND, rerunCommand, runCommandFor } from '../../src/report/reproduce.js';
import { setupSlipLines, unstoredMetadataKeys } from '../../src/report/setup-slip.js';
import { PLAIN, renderSummary } from '../../src/report/terminal.js';
import { finalVerdict } from '../../src/report/verdict.js';
import { fixtureCatalogue, fixtureReport, fixtureTarget } from './fixtures.js';

const BASE = 'https://staging.example.com';

function write(method: 'POST' | 'PUT', path: string, body: unknown, status: number, answer: string): RecordedExchange {
  const text = JSON.stringify(body);
  return {
    request: {
      method,
      url: `${BASE}${path}`,
      headers: { 'content-type': 'application/json' },
      authShell: 'Bearer $API_KEY',
      body: text,
      bodyExcerpt: text,
    },
    status,
    headers: { 'content-type': 'application/json' },
    bodyExcerpt: answer,
    durationMs: 5,
  };
}

function read(answer: string): RecordedExchange {
  return {
    request: { method: 'GET', url: `${BASE}/v1.0/orders`, headers: {}, authShell: 'Bearer $API_KEY' },
    status: 200,
    headers: {},
    bodyExcerpt: answer,
    truncated: true,
    durationMs: 5,
  };
}

const REF = 'osfc-fixture-merge-1';

/** META-NULL-REMOVES failing the way a key that is not enabled makes it fail: created, updated, read back without it. */
const slipOutcome: Outcome = {
  id: 'META-NULL-REMOVES',
  verdict: 'fail',
  reason: `keys set to null: order ${REF} reads back with other metadata`,
  finding: {
    summary: `keys set to null: order ${REF} reads back with other metadata`,
    received: '"not_enabled_here" is missing',
    exchanges: [3],
  },
  notes: [],
  exchanges: [
    write(
      'POST',
      '/v1.0/orders',
      { reference: REF, metadata: { gift_note: 'a', not_enabled_here: 'b' } },
      201,
      `{"reference":"${REF}","metadata":{"gift_note":"a"}}`,
    ),
    write('POST', '/v1.0/orders', { reference: 'osfc-fixture-other-2' }, 201, '{}'),
    write('PUT', `/v1.0/orders/${REF}`, { metadata: { gift_note: null, not_enabled_here: 'c' } }, 200, ''),
    read(`{"orders":[{"reference":"${REF}","metadata":{}}`),
  ],
  decisiveExchange: 3,
  durationMs: 9,
  attempts: 1,
};

function allPassing(): Map<string, Outcome> {
  return new Map<string, Outcome>(
    fixtureCatalogue.map((r) => [
      r.id,
      { id: r.id, verdict: 'pass', notes: [], exchanges: [], durationMs: 1, attempts: 1 },
    ]),
  );
}

const slipReport = () => {
  const outcomes = allPassing();
  outcomes.set(slipOutcome.id, slipOutcome);
  return fixtureReport({
    outcomes,
    target: { ...fixtureTarget, enabledMetadataKeys: ['gift_note', 'not_enabled_here'] },
  });
};

const uncoveredReport = () => {
  const outcomes = allPassing();
  outcomes.set('META-NULL-REMOVES', {
    id: 'META-NULL-REMOVES',
    verdict: 'not-exercised',
    needs: 'ENABLED_METADATA_KEYS',
    reason: 'needs 1 enabled metadata key',
    notes: [],
    exchanges: [],
    durationMs: 1,
    attempts: 1,
  });
  outcomes.set('ERR-BODY-401', {
    id: 'ERR-BODY-401',
    verdict: 'not-exercised',
    reason: 'no request answered 401',
    notes: [],
    exchanges: [],
    durationMs: 1,
    attempts: 1,
  });
  outcomes.set('SF-LIST-SHAPE', {
    id: 'SF-LIST-SHAPE',
    verdict: 'not-applicable',
    reason: 'the product serves one version',
    notes: [],
    exchanges: [],
    durationMs: 1,
    attempts: 1,
  });
  return fixtureReport({ outcomes });
};

describe('coverage', () => {
  const expected =
    "Coverage: 4 of 7 requirements exercised; 1 needs ENABLED_METADATA_KEYS, the metadata keys enabled for the account of API_KEY (spec 2.1.3) [META-NULL-REMOVES]; 1 could not be exercised with the target's data or in this run, reasons in the report [ERR-BODY-401]; 1 not applicable [SF-LIST-SHAPE]";

  it('names the setting that would exercise what was left out, from the structured needs', () => {
    expect(coverageLine(uncoveredReport())).toBe(expected);
  });

  it('is said on the console, in summary.md and in the HTML banner, and the console verdict says coverage is short', () => {
    const report = uncoveredReport();
    const console = renderSummary(report, [], PLAIN);
    expect(console).toContain(`  ${expected}\n`);
    expect(console).toContain(
      'CONFORMS: every MUST requirement that ran passed, but 2 of 7 requirements were not exercised (see Coverage)',
    );
    expect(renderMarkdown(report)).toContain(
      '> [!WARNING]\n> **Coverage: 4 of 7 requirements exercised; 1 needs ENABLED\\_METADATA\\_KEYS',
    );
    expect(renderHtml(report)).toMatch(
      /<header[^]*<div class="more warn" id="coverage">Coverage: 4 of 7 requirements exercised; 1 needs ENABLED_METADATA_KEYS[^]*<\/header>/,
    );
  });
});

describe('account isolation not checked', () => {
  /** A run without SECOND_API_KEY: what needed it is not exercised for that need. */
  const withoutSecondKey = (secondApiKey?: string) => {
    const outcomes = allPassing();
    outcomes.set('ERR-BODY-401', {
      id: 'ERR-BODY-401',
      verdict: 'not-exercised',
      needs: 'SECOND_API_KEY',
      reason: 'SECOND_API_KEY is not set',
      notes: [],
      exchanges: [],
      durationMs: 1,
      attempts: 1,
    });
    return fixtureReport({ outcomes, target: { ...fixtureTarget, secondApiKey } });
  };
  const line =
    "Account isolation (spec 4.4, 5.1) was not checked: SECOND_API_KEY is not set, so no request looked for one account's orders or scan forms served to another account's key [ERR-BODY-401]";

  it('is said on the console, in summary.md (the Action step summary) and in the HTML banner', () => {
    const report = withoutSecondKey();
    expect(renderSummary(report, [], PLAIN)).toContain(`  ${line}\n`);
    expect(renderMarkdown(report)).toContain(
      '> [!WARNING]\n> **Account isolation \\(spec 4.4, 5.1\\) was not checked: SECOND\\_API\\_KEY is not set',
    );
    expect(renderHtml(report)).toMatch(
      /<header[^]*<div class="more warn" id="isolation-unchecked"><strong>Account isolation \(spec 4\.4, 5\.1\) was not checked[^]*<\/header>/,
    );
  });

  it('is not said when a second key was given', () => {
    const report = withoutSecondKey('sk_test_second_fixture_key');
    expect(renderSummary(report, [], PLAIN)).not.toContain('Account isolation');
    expect(renderMarkdown(report)).not.toContain('Account isolation');
    expect(renderHtml(report)).not.toContain('isolation-unchecked');
  });
});

describe('one verdict on the console', () => {
  const product = { vendor: 'Acme', product: 'Orders', productVersion: '1' };

  it('under --certify shows the certification alone, with the coverage line as its first reason', () => {
    const report = uncoveredReport();
    const text = renderSummary(report, [], PLAIN, finalVerdict(report, buildStatement(report, product)));
    expect(text).toContain(
      'CERTIFICATION: not conformant\n  incomplete coverage: 4 of 7 requirements exercised; 1 needs ENABLED_METADATA_KEYS',
    );
    expect(text).not.toMatch(/CONFORMS|DOES NOT CONFORM/);
    expect(finalVerdict(report, buildStatement(report, product)).ok).toBe(false);
    expect(finalVerdict(report).ok).toBe(true);
  });

  it('certifies a product that serves one version: the not-applicable requirement does not block', () => {
    const outcomes = allPassing();
    outcomes.set('SF-LIST-SHAPE', {
      id: 'SF-LIST-SHAPE',
      verdict: 'not-applicable',
      reason: 'the product serves one version',
      notes: [],
      exchanges: [],
      durationMs: 1,
      attempts: 1,
    });
    const report = fixtureReport({ outcomes });
    const verdict = finalVerdict(report, buildStatement(report, product));
    expect(verdict).toMatchObject({
      ok: true,
      headline:
        'CERTIFICATION: conformant (Acme Orders 1): every MUST requirement passed and every applicable requirement was exercised',
    });
    expect(renderSummary(report, [], PLAIN, verdict)).not.toMatch(/CONFORMS|not conformant/);
  });
});

describe('a slip in the setup', () => {
  it('names the configured key no create or update stored, and the failures it explains', () => {
    expect(unstoredMetadataKeys(slipReport())).toEqual([
      { key: 'not_enabled_here', writes: 2, failing: ['META-NULL-REMOVES'] },
    ]);
    const [first, second, third] = setupSlipLines(slipReport());
    expect(first).toBe(
      'Likely setup slip: ENABLED_METADATA_KEYS lists not_enabled_here, but no create or update stored it (not_enabled_here: sent in 2 successful writes, never in any answer).',
    );
    expect(second).toMatch(
      /^Spec 2\.1\.3: a key that is not enabled for the account is silently ignored.*Check that not_enabled_here is enabled for the account of API_KEY/,
    );
    expect(third).toBe('Failures that would follow from it: META-NULL-REMOVES.');
  });

  it('is said on the console, in summary.md and in the HTML banner, and the verdict stands', () => {
    const report = slipReport();
    expect(report.verdict).toBe('fail');
    expect(renderSummary(report, [], PLAIN)).toContain(
      '  Likely setup slip: ENABLED_METADATA_KEYS lists not_enabled_here',
    );
    expect(renderMarkdown(report)).toContain(
      '> [!CAUTION]\n> **Likely setup slip: ENABLED\\_METADATA\\_KEYS lists not\\_enabled\\_here',
    );
    expect(renderHtml(report)).toMatch(
      /<header[^]*<div class="more" id="setup-slip"><strong>Likely setup slip: ENABLED_METADATA_KEYS lists not_enabled_here[^]*<\/header>/,
    );
  });

  it('says nothing when every configured key was seen stored, or nothing was configured', () => {
    const stored = slipReport();
    expect(setupSlipLines({ ...stored, target: { ...stored.target, enabledMetadataKeys: ['gift_note'] } })).toEqual([]);
    expect(setupSlipLines({ ...stored, target: { ...stored.target, enabledMetadataKeys: [] } })).toEqual([]);
  });
});

describe('reproduction from where the user ran it', () => {
  it('re-runs with npx from an installed package and with npm run from a clone', () => {
    expect(runCommandFor('file:///home/me/shop/node_modules/osf-conformance/src/cli.ts')).toBe(PACKAGE_COMMAND);
    expect(runCommandFor('file:///home/me/osf-conformance/src/cli.ts')).toBe(CLONE_COMMAND);
    const report = { ...slipReport(), run: { ...slipReport().run, command: CLONE_COMMAND } };
    expect(rerunCommand(report, ['META-NULL-REMOVES'])).toBe(
      'npm run conformance -- --report-dir reports-rerun --only META-NULL-REMOVES --seed 1234',
    );
    expect(renderSummary(report, [], PLAIN)).toContain(
      'reproduce the failures: npm run conformance -- --report-dir reports-rerun --only META-NULL-REMOVES --seed 1234',
    );
    expect(renderMarkdown(slipReport())).toContain(
      'Re-run this requirement with the same seed: `npx osf-conformance run --report-dir reports-rerun --only META-NULL-REMOVES --seed 1234`',
    );
  });

  it('gives summary.md and JUnit the writes to the order the failure names, then the read that shows it, with a fresh reference', () => {
    const script = slipReport().requirements.find((r) => r.id === 'META-NULL-REMOVES')!.reproduce!;
    const lines = script.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('REF="osfc-repro-$(date +%s)-$$"');
    expect(lines[1]).toMatch(
      /^curl -sS -i -X POST 'https:\/\/staging\.example\.com\/v1\.0\/orders' .*--data-raw '\{"reference":"'"\$REF"'","metadata":\{"gift_note":"a","not_enabled_here":"b"\}\}'$/,
    );
    expect(lines[2]).toMatch(/^curl -sS -i -X PUT 'https:\/\/staging\.example\.com\/v1\.0\/orders\/'"\$REF"'' /);
    expect(lines[3]).toMatch(/^curl -sS -i -X GET 'https:\/\/staging\.example\.com\/v1\.0\/orders'/);
    expect(script).not.toContain('osfc-fixture-other-2');
    expect(script).not.toContain(REF);
    expect(renderMarkdown(slipReport())).toContain(`\`\`\`sh\n${script}\n\`\`\``);
    expect(renderJunit(slipReport())).toContain('-X PUT');
  });

  it('expands $REF in the shell to the same new reference in the create and the update', () => {
    const script = slipReport().requirements.find((r) => r.id === 'META-NULL-REMOVES')!.reproduce!;
    // Each curl replaced by echo of its arguments: the shell's own quoting decides what would be sent.
    const echoed = execFileSync('sh', ['-c', script.replace(/^curl /gm, 'printf "%s\\n" ')], { encoding: 'utf8' });
    const created = /"reference":"(osfc-repro-\d+-\d+)"/.exec(echoed)?.[1];
    expect(created).toBeDefined();
    expect(echoed).toContain(`https://staging.example.com/v1.0/orders/${created}\n`);
  });
});
