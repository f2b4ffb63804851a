// The catalogue of seeded faults, assembled from one file per area: the reference server starts with one of them,
// and the fault catalogue test and the table in docs/faults.md read them from here.

import { authFaults } from './auth.js';
import { errorsFaults } from './errors.js';
import { metadataFaults } from './metadata.js';
import { ordersFaults } from './orders.js';
import type { FaultRecord } from './record.js';
import { scanFormsFaults } from './scan-forms.js';
import { transportFaults } from './transport.js';

export type { FaultRecord } from './record.js';

// Each area list is kept `as const` so that FaultName is a union of the literal names: a typo in `fault === '...'` at
// the point of deviation is then a type error instead of a fault that silently never fires.
const catalogue = [
  ...authFaults,
  ...transportFaults,
  ...errorsFaults,
  ...ordersFaults,
  ...metadataFaults,
  ...scanFormsFaults,
] as const satisfies readonly FaultRecord[];

/**
 * MUST requirements that no fault can reach alone, and why: the table in docs/faults.md prints these beside the count
 * of faults each requirement is the only one named to catch.
 */
export const noSoleFault: Readonly<Record<string, string>> = {
  'META-CREATE-ROUND-TRIP':
    'META-PROPERTY-CREATE sends generated creates of the same kind, so whatever breaks the round trip breaks it there too',
  'META-UNKNOWN-KEY-NOT-STORED':
    'META-PROPERTY-CREATE generates keys no account enables, so a server that stores them fails there too',
  'META-PROPERTY-CREATE':
    'it restates the create rules of 2.1 that example requirements each check, so a fault it sees breaks one of those too',
  'VER-OLD-PATHS-STABLE':
    'it applies only to a run against bumped prefixes (spec 9.2); the fault version-old-paths-dropped is judged by VER-PATH-PREFIXES in the catalogue and by this requirement in test/suites/versioning.test.ts',
};

export type FaultName = (typeof catalogue)[number]['name'];

export const faults: readonly FaultRecord[] = catalogue;

const faultNames: ReadonlySet<string> = new Set(catalogue.map((f) => f.name));

function isFaultName(name: string): name is FaultName {
  return faultNames.has(name);
}

/** Validates an optional fault name; an unknown name throws listing every valid one so the caller can fix the typo. */
export function parseFault(name: string | undefined): FaultName | undefined {
  if (name === undefined) return undefined;
  if (isFaultName(name)) return name;
  throw new Error(`Unknown fault "${name}". Valid faults: ${catalogue.map((f) => f.name).join(', ')}`);
}
