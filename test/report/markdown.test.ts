// summary.md: verdict, table by section, failures with reason and curl in code blocks, and hostile text
// that can neither inject HTML into a GitHub step summary nor break out of its code block.

import { describe, expect, it } from 'vitest';
import { applyExpectations } from '../../src/report/expectations.js';
import { mdBlock, mdCode, mdText, renderMarkdown } from '../../src/report/markdown.js';
import { API_KEY, fixtureReport } from './fixtures.js';

describe('renderMarkdown', () => {
  const text = renderMarkdown(fixtureReport());

  it('leads with the verdict and a table by spec section', () => {
    expect(text.split('\n')[0]).toBe('## ❌ DOES NOT CONFORM: osf-conformance 0.1.0');
    expect(text).toContain('| spec 5 | 2 | 1 | 0 | 0 | 0 | 0 | 0 |');
    expect(text).toContain('| **total** | 3 | 1 | 0 | 1 | 0 | 1 | 1 |');
  });

  it('says how many orders the run created on the account', () => {
    expect(text).toMatch(
      /\n\| Orders created \| \d+ \(listed in conformance\.json, `run\.createdOrderReferences`\) \|\n/,
    );
  });

  it('details each failure with its reason and a curl command in code blocks', () => {
    expect(text).toContain('#### AUTH-MISSING-401 (5.4, MUST)');
    expect(text).toMatch(
      /```text\n1 of 2 unauthenticated requests did not fail with 401\nReceived: .*\nExpected: HTTP 401 \(spec 5\.4\)\n```/,
    );
    expect(text).toMatch(/```sh\ncurl -sS -i -X GET 'https:\/\/staging\.example\.com\/v1\.0\/orders'.*\n```/);
    expect(text).toContain('### Not exercised (1)\n\n- **ERR-BODY-401** (7, MUST): no request answered 401');
    expect(text).not.toContain(API_KEY);
  });

  it('marks known failures, entries to prune and partial runs', () => {
    const md = renderMarkdown(
      applyExpectations(fixtureReport({ only: ['5', '4'] }), {
        source: 'known.json',
        entries: {
          'AUTH-MISSING-401': { reason: 'fix scheduled', link: 'https://issues.example/7?a=(b)' },
          'SF-LIST-SHAPE': { reason: 'old' },
        },
      }),
    );
    expect(md).toContain('> **Partial run: only 5, 4');
    expect(md).toContain(
      'known failure: fix scheduled ([https://issues.example/7?a=%28b%29](https://issues.example/7?a=%28b%29))',
    );
    expect(md).toContain('### Expected to fail but passed: prune them from known.json (1)');
    expect(md).toContain('expected to fail but passed: prune it');
    expect(md.split('\n')[0]).toContain('✅ CONFORMS');
  });
});

describe('escaping', () => {
  it('turns markup into entities in prose', () => {
    expect(mdText('</script><img src=x onerror=alert(1)>')).toBe(
      '&lt;/script&gt;&lt;img src=x onerror=alert\\(1\\)&gt;',
    );
    expect(mdText('a | b\nc')).toBe('a \\| b c');
  });

  it('uses a fence longer than any backtick run in the block', () => {
    const block = mdBlock('before\n````\n<script>x</script>');
    expect(block.startsWith('`````text\n')).toBe(true);
    expect(block.endsWith('\n`````')).toBe(true);
  });
});

describe('code spans', () => {
  it('stay literal, whatever backticks the text holds', () => {
    expect(mdCode('https://h/a_b(c)')).toBe('`https://h/a_b(c)`');
    expect(mdCode('a`b')).toBe('``a`b``');
    expect(mdCode('`x')).toBe('`` `x ``');
  });
});
