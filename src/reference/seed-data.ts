// Builds the reference server's seeded accounts, API keys, orders and scan forms from one seed.
// The scan forms of account A are laid out so that every query rule of spec 4.4 has data that tells a right answer from a wrong one.
import { Prng } from './prng.js';

/**
 * Layout of account A's scan forms (all choices here are data, not rules the suite may rely on):
 * - forms are created oldest first, created_at exactly one second apart (or irregular but strictly increasing under
 *   the `irregular-timestamps` variant), so creation order is a strict total order usable by cursors;
 * - updated_at is created_at plus 1 to 90 seconds, so a filter on the wrong timestamp shows;
 * - special references are spread evenly over the timeline (and so over pages): `INV-2041`, its extension
 *   `INV-20411`, its case variant `inv-2041`, `INV-2050` on two forms, `PO-7781` (also used by account B), a reference
 *   that needs URL-encoding (`RMA 5/ü+1`), and four null references; the other forms get unique `ORD-nnnnnn` refs
 *   (about one in seven null);
 * - two forms have status `failed` (empty tracking_codes, num_shipments 0, a non-empty message), the rest `created`.
 * Account B holds four forms, newer than all of A's, one of them with reference `PO-7781`.
 */

export interface SeedAddress {
  id: string;
  createdMs: number;
  updatedMs: number;
  name: string | null;
  company: string | null;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
  email: string | null;
  residential: boolean | null;
  latitude: number;
  longitude: number;
  timeZone: string;
  warnings: string[];
}

export interface SeedScanForm {
  /** Full id including the `sf_` prefix. */
  id: string;
  createdMs: number;
  updatedMs: number;
  status: 'created' | 'failed';
  trackingCodes: string[];
  address: SeedAddress;
  message: string;
  form: string;
  formFileType: 'csv' | 'pdf';
  formUrl: string;
  batchId: string;
  reference: string | null;
  confirmation: string | null;
  carrier: string;
}

export interface SeedOrder {
  reference: string;
  metadata: Record<string, string>;
}

export interface SeedAccount {
  name: string;
  apiKey: string;
  enabledMetadataKeys: string[];
  /** Oldest first. */
  scanForms: SeedScanForm[];
  orders: SeedOrder[];
}

export interface Dataset {
  accounts: [SeedAccount, SeedAccount];
  /** Where the server's logical clock for order timestamps starts (one hour after the newest seeded form). */
  clockStartMs: number;
}

export const SPECIAL_REFERENCES: readonly (string | null)[] = [
  'INV-2041', null, 'INV-20411', 'PO-7781', null, 'inv-2041', 'INV-2050', null, 'RMA 5/ü+1', 'INV-2050', null,
];
export const SHARED_REFERENCE = 'PO-7781';

interface PlaceTemplate {
  name: string | null;
  company: string | null;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  residential: boolean | null;
  warnings: string[];
}

// Shipping origins modelled on the recorded bodies in shared/realdata (phone and e-mail are reserved example values).
const PLACES: readonly PlaceTemplate[] = [
  { name: 'Elizabeth Swan', company: null, street1: '179 N Harbor Dr', street2: '', city: 'Redondo Beach', state: 'CA', zip: '90277', latitude: 33.84487, longitude: -118.39281, timeZone: 'America/Los_Angeles', residential: null, warnings: [] },
  { name: 'Jack Sparrow', company: null, street1: '388 Townsend St Apt 20', street2: '', city: 'San Francisco', state: 'CA', zip: '94107-1670', latitude: 37.77551, longitude: -122.39697, timeZone: 'America/Los_Angeles', residential: true, warnings: [] },
  { name: null, company: 'Harbor Supply Co', street1: '118 2nd St', street2: '4th Fl', city: 'San Francisco', state: 'CA', zip: '94105', latitude: 37.78754, longitude: -122.39953, timeZone: 'America/Los_Angeles', residential: false, warnings: [] },
  { name: 'Dock 4', company: 'Lone Star Parcel', street1: '2200 E Cesar Chavez St', street2: 'Dock 4', city: 'Austin', state: 'TX', zip: '78702', latitude: 30.25861, longitude: -97.72053, timeZone: 'America/Chicago', residential: false, warnings: ['Missing secondary information'] },
  { name: 'Ana Ruiz', company: 'Beacon Goods', street1: '90 Canal St', street2: 'Suite 300', city: 'Boston', state: 'MA', zip: '02114', latitude: 42.36321, longitude: -71.06012, timeZone: 'America/New_York', residential: null, warnings: [] },
];

const CARRIERS: readonly string[] = ['USPS', 'USPS', 'USPS', 'USPS', 'UPS', 'DHLeCommerce'];

function trackingCode(rng: Prng, carrier: string): string {
  if (carrier === 'USPS') return `9400${rng.digits(18)}`;
  if (carrier === 'UPS') return `1Z${rng.base62(16).toUpperCase()}`;
  return `GM${rng.digits(16)}`;
}

function yyyymmdd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

function makeAddress(rng: Prng, formCreatedMs: number): SeedAddress {
  const place = rng.pick(PLACES);
  const createdMs = formCreatedMs - rng.int(60, 3600) * 1000;
  return {
    id: `adr_${rng.hex(32)}`,
    createdMs,
    updatedMs: createdMs,
    name: place.name,
    company: place.company,
    street1: place.street1,
    street2: place.street2,
    city: place.city,
    state: place.state,
    zip: place.zip,
    country: 'US',
    phone: rng.chance(0.8) ? `415555${rng.digits(4)}` : null,
    email: rng.chance(0.7) ? 'shipping@example.com' : null,
    residential: place.residential,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    warnings: [...place.warnings],
  };
}

function makeForm(rng: Prng, createdMs: number, reference: string | null, failed: boolean): SeedScanForm {
  const carrier = rng.pick(CARRIERS);
  const fileType: 'csv' | 'pdf' = rng.chance(0.3) ? 'csv' : 'pdf';
  const trackingCodes: string[] = [];
  if (!failed) {
    const count = rng.int(1, 4);
    for (let i = 0; i < count; i += 1) trackingCodes.push(trackingCode(rng, carrier));
  }
  const fileHex = rng.hex(34);
  const path = `scan_form/${yyyymmdd(createdMs)}/${fileHex}.${fileType}`;
  const form = fileType === 'csv' ? `tracking_code,carrier\n${trackingCodes.map((code) => `${code},${carrier}`).join('\n')}` : path;
  let message = '';
  if (failed) message = 'Unable to create manifest. The carrier rejected the request, please try again later.';
  else if (rng.chance(0.15)) message = 'Scan form created; 1 shipment was already on an earlier form and was skipped.';
  return {
    id: `sf_${rng.hex(32)}`,
    createdMs,
    updatedMs: createdMs + rng.int(1, 90) * 1000,
    status: failed ? 'failed' : 'created',
    trackingCodes,
    address: makeAddress(rng, createdMs),
    message,
    form,
    formFileType: fileType,
    formUrl: `https://files.osf.example/${path}`,
    batchId: `batch_${rng.hex(32)}`,
    reference,
    confirmation: !failed && rng.chance(0.5) ? `CNF-${rng.digits(10)}` : null,
    carrier,
  };
}

/** A key that is certain to contain both upper- and lower-case letters, so case-folding mistakes can be seen. */
function makeApiKey(rng: Prng): string {
  for (;;) {
    const body = rng.base62(32);
    if (/[a-z]/.test(body) && /[A-Z]/.test(body)) return `osf_test_${body}`;
  }
}

function referencesForA(rng: Prng, count: number): (string | null)[] {
  const refs: (string | null)[] = new Array<string | null>(count).fill(null);
  const special = new Set<number>();
  const specials = SPECIAL_REFERENCES.length;
  for (let k = 0; k < Math.min(specials, count); k += 1) {
    // Spread evenly when there is room, otherwise fill the first positions.
    const position = count >= specials ? Math.floor((k * count) / specials) : k;
    refs[position] = SPECIAL_REFERENCES[k] ?? null;
    special.add(position);
  }
  const used = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    if (special.has(i)) continue;
    if (rng.chance(1 / 7)) continue;
    let ref: string;
    do ref = `ORD-${rng.digits(6)}`;
    while (used.has(ref));
    used.add(ref);
    refs[i] = ref;
  }
  return refs;
}

export function buildDataset(seed: number, scanFormCount: number, irregularSpacing: boolean): Dataset {
  const keys = new Prng(seed, 'api-keys');
  const formsA = new Prng(seed, 'scan-forms-a');
  const formsB = new Prng(seed, 'scan-forms-b');
  const orders = new Prng(seed, 'orders');

  // A base instant in 2024, different per seed, on a whole second.
  const baseMs = Date.UTC(2024, 0, 1) + new Prng(seed, 'epoch').int(0, 300 * 24 * 3600) * 1000;

  const refs = referencesForA(formsA, scanFormCount);
  const failedAt = new Set<number>(scanFormCount >= 8 ? [formsA.int(1, Math.floor(scanFormCount / 2)), formsA.int(Math.floor(scanFormCount / 2) + 1, scanFormCount - 2)] : []);
  const scanFormsA: SeedScanForm[] = [];
  let createdMs = baseMs;
  for (let i = 0; i < scanFormCount; i += 1) {
    if (i > 0) createdMs += (irregularSpacing ? formsA.int(1, 5400) : 1) * 1000;
    scanFormsA.push(makeForm(formsA, createdMs, refs[i] ?? null, failedAt.has(i)));
  }
  const lastA = createdMs;

  const refsB: (string | null)[] = [`B-${orders.digits(5)}`, SHARED_REFERENCE, null, `B-${orders.digits(5)}`];
  const scanFormsB = refsB.map((ref, i) => makeForm(formsB, lastA + 3600_000 + i * 60_000, ref, false));
  const lastB = lastA + 3600_000 + (refsB.length - 1) * 60_000;

  const accountA: SeedAccount = {
    name: 'account-a',
    apiKey: makeApiKey(keys),
    enabledMetadataKeys: ['gift_note', 'channel', 'priority_level', 'warehouse_code', 'customer_note'],
    scanForms: scanFormsA,
    orders: [
      { reference: `ORD-A-${orders.digits(6)}`, metadata: { channel: 'web', gift_note: 'Happy birthday, Ana!' } },
      { reference: `ORD-A-${orders.digits(6)}`, metadata: {} },
      { reference: `ORD-A-${orders.digits(6)}`, metadata: { priority_level: 'high', warehouse_code: 'SFO-2' } },
    ],
  };
  const accountB: SeedAccount = {
    name: 'account-b',
    apiKey: makeApiKey(keys),
    // Overlaps with A on gift_note only, so "another account's key" has keys to show in both directions.
    enabledMetadataKeys: ['gift_note', 'sales_rep', 'region_code'],
    scanForms: scanFormsB,
    orders: [
      { reference: `ORD-B-${orders.digits(6)}`, metadata: { sales_rep: 'mia' } },
      { reference: `ORD-B-${orders.digits(6)}`, metadata: {} },
    ],
  };
  return { accounts: [accountA, accountB], clockStartMs: Math.max(lastA, lastB) + 3600_000 };
}
