// Names a likely slip in the setup from the run's own evidence: a key listed in ENABLED_METADATA_KEYS that
// successful creates and updates sent but no answer ever showed stored. Spec 2.1.3 makes a key that is not
// enabled silently ignored, so from outside it looks exactly like a dropped key: the verdict stands, but the
// reports say what to check first. Pure: the report in, text out.

import type { ConformanceReport, EvidenceExchange } from './model.js';

export interface UnstoredKey {
  readonly key: string;
  /** Successful creates and updates that sent the key with a string value. */
  readonly writes: number;
  /** Failing requirements whose evidence sent the key: the failures the slip would explain. */
  readonly failing: readonly string[];
}

function isOrdersWrite(e: EvidenceExchange, prefix: string): boolean {
  if (
    (e.request.method !== 'POST' && e.request.method !== 'PUT') ||
    e.status === undefined ||
    e.status < 200 ||
    e.status > 299
  )
    return false;
  try {
    return new URL(e.request.url).pathname.startsWith(`${prefix}/orders`);
  } catch {
    return false;
  }
}

/** The metadata object of a request body, when the recorded body is whole JSON. */
function sentMetadata(e: EvidenceExchange): Record<string, unknown> | undefined {
  const text = e.request.body ?? e.request.bodyExcerpt;
  if (text === undefined) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const metadata = (body as Record<string, unknown>).metadata;
    return typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
      ? (metadata as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Configured keys sent by at least one successful create or update (spec 4.2, 4.3) and never seen as a key in
 * any answer body. Answers are searched as text, so an excerpt cut mid-body still counts what it shows.
 */
export function unstoredMetadataKeys(report: ConformanceReport): UnstoredKey[] {
  const configured = report.target.enabledMetadataKeys;
  if (configured.length === 0) return [];
  const writes = new Map<string, number>();
  const failing = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const patterns = configured.map(
    (key) => [key, new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s*:`)] as const,
  );
  for (const r of report.requirements) {
    for (const e of r.evidence) {
      if (e.bodyExcerpt !== undefined)
        for (const [key, pattern] of patterns) if (!seen.has(key) && pattern.test(e.bodyExcerpt)) seen.add(key);
      if (!isOrdersWrite(e, report.target.ordersApiPrefix)) continue;
      const metadata = sentMetadata(e);
      if (metadata === undefined) continue;
      for (const key of configured) {
        if (typeof metadata[key] !== 'string') continue;
        writes.set(key, (writes.get(key) ?? 0) + 1);
        if (r.verdict === 'fail') failing.set(key, (failing.get(key) ?? new Set()).add(r.id));
      }
    }
  }
  return configured
    .filter((key) => (writes.get(key) ?? 0) > 0 && !seen.has(key))
    .map((key) => ({ key, writes: writes.get(key) ?? 0, failing: [...(failing.get(key) ?? [])] }));
}

// The HTML, Markdown and terminal renderers each ask, and the search reads every exchange of the report.
const linesOf = new WeakMap<ConformanceReport, readonly string[]>();

/** The hint in sentences (empty when there is nothing to say); every renderer shows these same lines. */
export function setupSlipLines(report: ConformanceReport): readonly string[] {
  let lines = linesOf.get(report);
  if (lines === undefined) linesOf.set(report, (lines = slipLines(report)));
  return lines;
}

function slipLines(report: ConformanceReport): string[] {
  const keys = unstoredMetadataKeys(report);
  if (keys.length === 0) return [];
  const names = keys.map((k) => k.key).join(', ');
  const failing = [...new Set(keys.flatMap((k) => k.failing))];
  const all = keys.length === report.target.enabledMetadataKeys.length;
  return [
    `Likely setup slip: ENABLED_METADATA_KEYS lists ${names}, but no create or update stored ${keys.length === 1 ? 'it' : 'them'} (${keys.map((k) => `${k.key}: sent in ${k.writes} successful write${k.writes === 1 ? '' : 's'}, never in any answer`).join('; ')}).`,
    `Spec 2.1.3: a key that is not enabled for the account is silently ignored, so from outside it looks like a dropped key. Check that ${names} ${keys.length === 1 ? 'is' : 'are'} enabled for the account of API_KEY (through the service's support), or remove ${keys.length === 1 ? 'it' : 'them'} from ENABLED_METADATA_KEYS${all ? '; if every key is enabled, the target drops metadata' : ''}.`,
    ...(failing.length === 0 ? [] : [`Failures that would follow from it: ${failing.join(', ')}.`]),
  ];
}
