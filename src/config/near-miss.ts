// Variables one edit away from a name the suite reads (ENABLED_METADATA_KEY, ORDER_BASE_URL, SECOND_API_KEYS): a
// slip that silently changes the run (a list read as unset, the embedded server tested), named in one line each.

import { editDistance } from '../help/suggest.js';
import { SUITE_VARIABLES } from './config.js';

/** Names this short are left alone: one edit from SEED is too many ordinary words to be a slip. */
const SHORTEST = 6;

/** The suite variable `name` is a slip of, or undefined: one edit away, or the same name in another letter case. */
export function nearMissOf(name: string, known: readonly string[] = SUITE_VARIABLES): string | undefined {
  if (known.includes(name)) return undefined;
  const upper = name.toUpperCase();
  return known.find((k) => k.length >= SHORTEST && editDistance(upper, k) <= 1);
}

/**
 * One warning per variable set in any of `sources` (the environment, a dotenv file) that is a slip of a suite
 * variable not given a value elsewhere (an empty `ENABLED_METADATA_KEYS=` beside `ENABLED_METADATA_KEY=gift_note`
 * is still the slip), naming both; never the value, which may be a key.
 */
export function nearMissWarnings(sources: ReadonlyArray<Readonly<Record<string, string | undefined>>>): string[] {
  const given = (name: string) => sources.some((s) => (s[name]?.trim() ?? '') !== '');
  const set = new Set(sources.flatMap((s) => Object.keys(s).filter((k) => s[k] !== undefined)));
  const warnings: string[] = [];
  for (const name of [...set].sort()) {
    const known = nearMissOf(name);
    if (known !== undefined && !given(known))
      warnings.push(`${name} is set, which osf-conformance does not read; did you mean ${known}?`);
  }
  return warnings;
}
