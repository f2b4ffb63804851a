// The positive control's experiments, run only where the first probes alone would conclude "setup problem": both keys
// reading the same listings (spec 4.4, 5.1), and a list of enabled keys the target does not bear out (2.1.3).

import type { RunContext } from '../engine/run-context.js';
import type { Control } from './preflight.js';

type Suites = typeof import('../../suites/index.js');

/** Why the control stops the run after its experiments (one scrubbed line), or undefined when the checks may run. */
export type Stop = string | undefined;

/** A run cut short while the experiments were out ends with the cut (run.ts reports it); anything else is a setup line. */
function interrupted(run: RunContext, error: unknown): string {
  return run.cutShortReason ?? `the positive control's experiments could not finish: ${String(error)}`;
}

/**
 * Both keys read the same listings: stop only when no experiment tells them apart (one account, or a target serving
 * one account whatever the key); otherwise the run goes on and the checks judge what the experiments showed (they
 * take them from the same shared read).
 */
async function sameListings(run: RunContext, suites: Suites): Promise<{ stop: Stop; toldApart: boolean }> {
  try {
    const evidence = await run.shared(
      suites.SECOND_KEY_EVIDENCE,
      (http) =>
        suites.secondKeyExperiments(http, run.target.orderReferencePrefix, {
          key: run.newOrderReference('control-first-key'),
          'second-key': run.newOrderReference('control-second-key'),
        }),
      run.http.view(run.signal),
    );
    const { stop, line } = suites.secondKeyControl(evidence);
    return { stop: stop ? run.http.scrubber.scrub(line) : undefined, toldApart: !stop };
  } catch (error) {
    return { stop: run.http.scrubber.scrub(interrupted(run, error)), toldApart: false };
  }
}

/**
 * A list of enabled keys not borne out: the setup problem stands unless both keys store exactly one list's keys, which
 * only a target applying one account's keys to every account does (the metadata checks then judge it).
 */
async function keysNotBorneOut(run: RunContext, suites: Suites, problem: string): Promise<Stop> {
  const { target } = run;
  if (target.secondApiKey === undefined || target.secondEnabledMetadataKeys === undefined) return problem;
  try {
    const mixed = await run.shared(
      suites.MIXED_KEYS_EVIDENCE,
      (http) =>
        suites.mixedKeysExperiment(
          http,
          { key: target.enabledMetadataKeys, 'second-key': target.secondEnabledMetadataKeys! },
          { key: run.newOrderReference('control-keys'), 'second-key': run.newOrderReference('control-second-keys') },
        ),
      run.http.view(run.signal),
    );
    return mixed.owner === undefined ? run.http.scrubber.scrub(`${problem} (tried: ${mixed.outcome})`) : undefined;
  } catch (error) {
    return run.http.scrubber.scrub(`${problem} (${interrupted(run, error)})`);
  }
}

/**
 * The control after its first probes: the second-key experiments where both keys read the same listings, then the
 * proof of the configured keys, and the keys experiment where that proof fails and the keys are two accounts.
 */
export async function afterProbes(
  run: RunContext,
  suites: Suites,
  probed: Control,
  proveKeys: () => Promise<string | undefined>,
): Promise<Stop> {
  if (probed.stop !== undefined) return probed.stop;
  const apart = probed.sameListings === true ? await sameListings(run, suites) : undefined;
  if (apart?.stop !== undefined) return apart.stop;
  const problem = await proveKeys();
  if (problem === undefined) return undefined;
  const twoAccounts = probed.distinctListings === true || apart?.toldApart === true;
  return twoAccounts ? keysNotBorneOut(run, suites, problem) : problem;
}
