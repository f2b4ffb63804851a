// Spec 9.2 can only be checked against a bumped release: a server that serves the new prefixes beside the
// old ones passes, one that retired the old paths fails VER-OLD-PATHS-STABLE and nothing else.

import { outcomeText } from '../support/outcome-text.js';
import { describe, expect, it } from 'vitest';
import { runAll } from '../../src/engine/run-all.js';
import { catalogue } from '../../suites/index.js';
import { referenceTarget } from '../support/reference-target.js';

const bumped = { ordersApiPrefix: '/v1.1', scanFormsApiPrefix: '/v3' };

async function runBumped(options: { variant?: string; fault?: string }) {
  const { server, target } = await referenceTarget({ variant: 'version-bump', ...options }, bumped);
  try {
    return await runAll(target, catalogue, { attemptTimeoutMs: 30_000, retryFailures: false });
  } finally {
    await server.close();
  }
}

describe('VER-OLD-PATHS-STABLE against a bumped release', () => {
  it('passes a release that keeps the old paths, with every other requirement still passing on the new ones', async () => {
    const outcomes = await runBumped({});
    expect(outcomes.get('VER-OLD-PATHS-STABLE')?.verdict).toBe('pass');
    expect([...outcomes.values()].filter((o) => o.verdict !== 'pass').map((o) => `${o.id}: ${o.reason ?? ''}`)).toEqual(
      [],
    );
  });

  it('fails a release that retired the old paths, on that requirement', async () => {
    const outcomes = await runBumped({ fault: 'version-old-paths-dropped' });
    expect(outcomes.get('VER-OLD-PATHS-STABLE')?.verdict).toBe('fail');
    expect(outcomeText(outcomes.get('VER-OLD-PATHS-STABLE'))).toContain('/v1.0/orders answered HTTP 404');
  });
});
