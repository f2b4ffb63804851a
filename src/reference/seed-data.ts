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
 *
 * Variants reshape the data through DatasetOptions (still data, not rules): timestamps with microseconds, several forms
 * in one instant, a timeline spread over decades, ULID or UUID ids, references full of spaces and non-ASCII text, and
 * forms whose values go beyond what the spec shows (other statuses, tracking codes that are objects or numbers, ...).
 * Their extra randomness comes from streams of their own, so the default data stays byte for byte the same.
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
  /** Whole milliseconds of createdUs (rounded down). */
  createdMs: number;
  updatedMs: number;
  /** Creation instant in microseconds since the epoch: the value filters and cursors compare. */
  createdUs: number;
  updatedUs: number;
  status: 'created' | 'failed' | 'creating';
  /** Strings by default; objects or numbers under the `varied-form-values` variant (element type: not shown). */
  trackingCodes: unknown[];
  numShipments: number;
  address: SeedAddress;
  message: string;
  form: string;
  formFileType: string;
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
  'INV-2041',
  null,
  'INV-20411',
  'PO-7781',
  null,
  'inv-2041',
  'INV-2050',
  null,
  'RMA 5/ü+1',
  'INV-2050',
  null,
];
/** The special references of the `references-unicode` variant: spaces, an emoji, accents, CJK, URL metacharacters. */
export const UNICODE_REFERENCES: readonly (string | null)[] = [
  'Gift 🎁',
  null,
  'Bestellung 42',
  'PO-7781',
  ' padded ref ',
  'Naïve Café',
  'naïve café',
  '注文 7',
  'a&b=c#d?',
  null,
  '100% off',
  'x+y z',
  'Gift 🎁🎀',
];
/**
 * The special references of the `references-near-pairs` variant (and of the faults that only show on such data):
 * pairs that differ only in composed or decomposed accents, with and without accents, in letter case, or by a prefix.
 */
export const NEAR_PAIR_REFERENCES: readonly (string | null)[] = [
  'Caf\u00e9-7',
  null,
  'Cafe\u0301-7',
  'Cafe-7',
  'PO-7781',
  'INV-2041',
  'inv-2041',
  null,
  'INV-20411',
  'Zo\u00eb 3',
  'Zoe 3',
  'RMA 5/\u00fc+1',
  'INV-2050',
  'INV-2050',
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
  {
    name: 'Elizabeth Swan',
    company: null,
    street1: '179 N Harbor Dr',
    street2: '',
    city: 'Redondo Beach',
    state: 'CA',
    zip: '90277',
    latitude: 33.84487,
    longitude: -118.39281,
    timeZone: 'America/Los_Angeles',
    residential: null,
    warnings: [],
  },
  {
    name: 'Jack Sparrow',
    company: null,
    street1: '388 Townsend St Apt 20',
    street2: '',
    city: 'San Francisco',
    state: 'CA',
    zip: '94107-1670',
    latitude: 37.77551,
    longitude: -122.39697,
    timeZone: 'America/Los_Angeles',
    residential: true,
    warnings: [],
  },
  {
    name: null,
    company: 'Harbor Supply Co',
    street1: '118 2nd St',
    street2: '4th Fl',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    latitude: 37.78754,
    longitude: -122.39953,
    timeZone: 'America/Los_Angeles',
    residential: false,
    warnings: [],
  },
  {
    name: 'Dock 4',
    company: 'Lone Star Parcel',
    street1: '2200 E Cesar Chavez St',
    street2: 'Dock 4',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
    latitude: 30.25861,
    longitude: -97.72053,
    timeZone: 'America/Chicago',
    residential: false,
    warnings: ['Missing secondary information'],
  },
  {
    name: 'Ana Ruiz',
    company: 'Beacon Goods',
    street1: '90 Canal St',
    street2: 'Suite 300',
    city: 'Boston',
    state: 'MA',
    zip: '02114',
    latitude: 42.36321,
    longitude: -71.06012,
    timeZone: 'America/New_York',
    residential: null,
    warnings: [],
  },
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
  const form =
    fileType === 'csv'
      ? `tracking_code,carrier\n${trackingCodes.map((code) => `${code},${carrier}`).join('\n')}`
      : path;
  let message = '';
  if (failed) message = 'Unable to create manifest. The carrier rejected the request, please try again later.';
  else if (rng.chance(0.15)) message = 'Scan form created; 1 shipment was already on an earlier form and was skipped.';
  const updatedMs = createdMs + rng.int(1, 90) * 1000;
  return {
    id: `sf_${rng.hex(32)}`,
    createdMs,
    updatedMs,
    createdUs: createdMs * 1000,
    updatedUs: updatedMs * 1000,
    status: failed ? 'failed' : 'created',
    trackingCodes,
    numShipments: trackingCodes.length,
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

function referencesForA(rng: Prng, count: number, specialReferences: readonly (string | null)[]): (string | null)[] {
  const refs: (string | null)[] = new Array<string | null>(count).fill(null);
  const special = new Set<number>();
  const specials = specialReferences.length;
  for (let k = 0; k < Math.min(specials, count); k += 1) {
    // Spread evenly when there is room, otherwise fill the first positions.
    const position = count >= specials ? Math.floor((k * count) / specials) : k;
    refs[position] = specialReferences[k] ?? null;
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

/** How the seeded data is shaped; every field is a variant's choice of data, never a rule. */
export interface DatasetOptions {
  /** Gaps between consecutive forms of account A: one second, irregular, several forms per instant, or decades apart. */
  spacing?: 'regular' | 'irregular' | 'ties' | 'sparse' | 'one-instant';
  /** Sub-second creation instants: none, microseconds, or milliseconds (some whole seconds). */
  subSecond?: 'none' | 'micros' | 'millis';
  ids?: 'hex' | 'ulid' | 'uuid';
  references?: 'default' | 'unicode' | 'near-pairs';
  /** `varied`: statuses, tracking codes, file types, messages and timestamps beyond what the spec shows. */
  shapes?: 'default' | 'varied';
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function crockford(value: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out = (CROCKFORD[Number(value % 32n)] ?? '0') + out;
    value /= 32n;
  }
  return out;
}

/** Rewrites a seeded `sf_<hex32>` id in another style, deterministically from its hex and creation instant. */
function restyleId(id: string, createdMs: number, style: 'hex' | 'ulid' | 'uuid'): string {
  const hex = id.slice('sf_'.length);
  if (style === 'uuid')
    return `sf_${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  if (style === 'ulid')
    return `sf_${crockford(BigInt(createdMs), 10)}${crockford(BigInt(`0x${hex.slice(0, 20)}`), 16)}`;
  return id;
}

/** Next creation instant of account A, in microseconds. */
function advanceUs(options: DatasetOptions, formsA: Prng, shape: Prng): number {
  const second = 1_000_000;
  if (options.subSecond === 'micros') return shape.int(150_000, 1_400_000);
  if (options.subSecond === 'millis') return shape.pick([1000, 1500, 1250, 1100, 2000, 1120, 1123, 1001]) * 1000;
  switch (options.spacing ?? 'regular') {
    case 'regular':
      return second;
    case 'irregular':
      return formsA.int(1, 5400) * second;
    case 'ties':
      return shape.pick([0, 0, 1, 1, 2]) * second;
    case 'one-instant':
      return 0;
    case 'sparse':
      return shape.chance(0.25)
        ? (shape.int(30, 900) * 86_400 + shape.int(0, 86_399)) * second
        : shape.int(1, 20) * second;
  }
}

/** Under `varied` shapes: values the spec leaves open, so the suite is seen not to assume them. */
function vary(form: SeedScanForm, shape: Prng): SeedScanForm {
  const out: SeedScanForm = { ...form };
  if (form.status === 'created' && shape.chance(0.15)) {
    out.status = 'creating';
    out.numShipments = shape.int(1, 3); // planned shipments; their codes are not there yet
    out.trackingCodes = [];
    out.form = '';
    out.confirmation = null;
  } else {
    out.trackingCodes = form.trackingCodes.map((code) => {
      if (form.carrier === 'UPS') return { object: 'TrackingCode', tracking_code: code, carrier: form.carrier };
      if (form.carrier === 'DHLeCommerce') return Number(String(code).slice(2, 14));
      return code;
    });
    if (form.status === 'created' && shape.chance(0.2)) out.numShipments = form.trackingCodes.length + 1; // one shipment voided after manifesting
  }
  if (shape.chance(0.3)) out.formFileType = 'zpl';
  if (form.reference === null && shape.chance(0.5)) out.reference = ''; // an empty reference is a string, not null
  if (out.message === '' && shape.chance(0.3)) out.message = 'Manifest accepted by the carrier.';
  if (shape.chance(0.2)) {
    // Clock skew between writers: updated_at a few seconds before created_at (their order is not stated).
    out.updatedUs = form.createdUs - shape.int(1, 30) * 1_000_000;
    out.updatedMs = Math.floor(out.updatedUs / 1000);
  }
  return out;
}

/**
 * Account A's forms, oldest first from baseMs: references by the options, two of them failed, spaced by the options;
 * with the millisecond the last one was created at (the start, when there are none).
 */
function formsOfA(
  formsA: Prng,
  shape: Prng,
  baseMs: number,
  scanFormCount: number,
  options: DatasetOptions,
): { forms: SeedScanForm[]; lastMs: number } {
  const refs = referencesForA(
    formsA,
    scanFormCount,
    options.references === 'unicode'
      ? UNICODE_REFERENCES
      : options.references === 'near-pairs'
        ? NEAR_PAIR_REFERENCES
        : SPECIAL_REFERENCES,
  );
  const failedAt = new Set<number>(
    scanFormCount >= 8
      ? [formsA.int(1, Math.floor(scanFormCount / 2)), formsA.int(Math.floor(scanFormCount / 2) + 1, scanFormCount - 2)]
      : [],
  );
  const forms: SeedScanForm[] = [];
  let createdUs = baseMs * 1000 + (options.subSecond === 'micros' ? shape.int(0, 999_999) : 0);
  for (let i = 0; i < scanFormCount; i += 1) {
    if (i > 0) createdUs += advanceUs(options, formsA, shape);
    const createdMs = Math.floor(createdUs / 1000);
    const form = makeForm(formsA, createdMs, refs[i] ?? null, failedAt.has(i));
    const fraction = createdUs - createdMs * 1000;
    form.createdUs = createdUs;
    form.updatedUs = form.updatedMs * 1000 + fraction;
    forms.push(form);
  }
  return { forms, lastMs: Math.floor(createdUs / 1000) };
}

export function buildDataset(seed: number, scanFormCount: number, options: DatasetOptions = {}): Dataset {
  const keys = new Prng(seed, 'api-keys');
  const formsA = new Prng(seed, 'scan-forms-a');
  const formsB = new Prng(seed, 'scan-forms-b');
  const orders = new Prng(seed, 'orders');
  const shape = new Prng(seed, 'variant-shape');

  // A base instant in 2024, different per seed, on a whole second (the turn of the millennium for `sparse`).
  const epochSeconds = new Prng(seed, 'epoch').int(0, 300 * 24 * 3600);
  const baseMs =
    options.spacing === 'sparse' ? Date.UTC(1999, 11, 31, 23, 59, 30) : Date.UTC(2024, 0, 1) + epochSeconds * 1000;

  const { forms: scanFormsA, lastMs: lastA } = formsOfA(formsA, shape, baseMs, scanFormCount, options);

  // One reference of B is not ASCII: a filter that reads the query's bytes wrongly shows with B's key too.
  const refsB: (string | null)[] = [`B-${orders.digits(5)}`, SHARED_REFERENCE, null, `Köln-${orders.digits(5)}`];
  const scanFormsB = refsB.map((ref, i) => makeForm(formsB, lastA + 3600_000 + i * 60_000, ref, false));
  const lastB = lastA + 3600_000 + (refsB.length - 1) * 60_000;
  const restyle = (form: SeedScanForm): SeedScanForm => {
    const restyled = { ...form, id: restyleId(form.id, form.createdMs, options.ids ?? 'hex') };
    return options.shapes === 'varied' ? vary(restyled, shape) : restyled;
  };
  scanFormsA.splice(0, scanFormsA.length, ...scanFormsA.map(restyle));
  scanFormsB.splice(0, scanFormsB.length, ...scanFormsB.map(restyle));

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
