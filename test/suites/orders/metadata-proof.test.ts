// The proof of each account's listed metadata keys, before any metadata check judges: a list naming a key the
// account does not enable is the user's setup slip, named with its fix; a target that applies the first account's
// list to the second is not, and is left for META-SECOND-ACCOUNT-KEYS to fail.

import { afterEach, describe, expect, it } from 'vitest';
import { RunContext } from '../../../src/engine/run-context.js';
import { proveMetadataKeys, SecondKeyView } from '../../../suites/support/metadata-proof.js';
import { referenceTarget } from '../../support/reference-target.js';

const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function provedOnSecond(fault: string | undefined, secondKeys: readonly string[]): Promise<string | undefined> {
  const { server, target } = await referenceTarget(fault === undefined ? {} : { fault });
  const run = new RunContext(
    { ...target, secondEnabledMetadataKeys: secondKeys },
    {
      deadlineAt: Date.now() + 60_000,
      deadlineReason: 'the test took too long',
    },
  );
  closing.push(
    () => server.close(),
    () => run.close(),
  );
  const view = new SecondKeyView(run.http, run.signal);
  return proveMetadataKeys(view, run.target, secondKeys, 'SECOND_API_KEY', target.enabledMetadataKeys);
}

describe("the second account's listed keys", () => {
  it('are proven when the second account stores them all', async () => {
    expect(await provedOnSecond(undefined, ['gift_note', 'sales_rep', 'region_code'])).toBeUndefined();
  });

  it('name a key the second account does not enable, and the fix', async () => {
    expect(await provedOnSecond(undefined, ['sales_rep', 'channel'])).toMatch(
      /^SECOND_ENABLED_METADATA_KEYS lists channel, but the target stored not this one on a write with SECOND_API_KEY \(order [^)]+\) nor on an update: check that channel is enabled for the account of SECOND_API_KEY .*or remove it from SECOND_ENABLED_METADATA_KEYS$/,
    );
  });

  it("leave a target that applies the first account's list to the second for the checks to judge", async () => {
    const keys = ['gift_note', 'sales_rep', 'region_code'];
    expect(await provedOnSecond('metadata-first-account-keys-everywhere', keys)).toBeUndefined();
  });
});
