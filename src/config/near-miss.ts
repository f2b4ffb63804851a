// Variables one edit away from a name the suite reads (ENABLED_METADATA_KEY, ORDER_BASE_URL, SECOND_API_KEYS): a
// slip that silently changes the run (a list read as unset, the embedded server tested), named in one line each.

import { SUITE_VARIABLES } from './config.js';

/** Names this short are left alone: one edit from SEED is too many ordinary words to be a slip. */
const SHORTEST = 6;

/**
 * Whether two names are one edit apart (one letter changed, added or removed, or two neighbours swapped): what
 * editDistance (src/help/suggest.ts) <= 1 says, in one pass and no table, since a run checks every variable of the
 * environment against every name the suite reads before its first request.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** The suite variable `name` is a slip of, or undefined: one edit away, or the same name in another letter case. */
export function nearMissOf(name: string, known: readonly string[] = SUITE_VARIABLES): string | undefined {
  if (known.includes(name)) return undefined;
  const upper = name.toUpperCase();
  return known.find((k) => k.length >= SHORTEST && (upper === k || oneEditApart(upper, k)));
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
