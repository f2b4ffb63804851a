// Which orders a run may have created, from what it sent and what the target answered: the cleanup list of a
// shared staging account. Pure functions over plain data; the run context feeds them every answer.

/** Most values one look through an answer visits (a listing of 200,000 orders with a few objects each). */
const MAX_VALUES = 2_000_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A reference as the cleanup list writes it: a string as it is, any other value as JSON (a lenient server's key). */
export function referenceText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return undefined;
  return JSON.stringify(value);
}

/** The request body a create sent: JSON, or a form-encoded body read as a form (a lenient server may). */
export function sentBody(json: unknown, rawBody: string | undefined): unknown {
  if (rawBody === undefined) return json;
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    if (!/^[^{[\s"]*=/.test(rawBody)) return undefined;
    return Object.fromEntries(new URLSearchParams(rawBody));
  }
}

/**
 * What a create answered 2xx to may have created: the reference sent (as text when it was not a string), the
 * reference the answer names when it names another, or, when neither names one, a line saying an order without a
 * known reference may exist.
 */
export function createdByAnswer(sent: unknown, answer: unknown, status: number): string[] {
  const out: string[] = [];
  const sentReference = isRecord(sent) ? referenceText(sent.reference) : undefined;
  if (sentReference !== undefined) out.push(sentReference);
  const named = [answer, ...(isRecord(answer) ? [answer.order, answer.data] : [])].find(
    (a) => isRecord(a) && referenceText(a.reference) !== undefined,
  );
  const answered = isRecord(named) ? referenceText(named.reference) : undefined;
  if (answered !== undefined && answered !== sentReference) out.push(answered);
  if (out.length === 0) {
    const body = JSON.stringify(sent) ?? 'a body that is not JSON';
    out.push(
      `(unknown reference: POST /orders with ${body.length > 80 ? `${body.slice(0, 80)}…` : body} answered HTTP ${status})`,
    );
  }
  return out;
}

/**
 * The references of the orders a listing shows that carry the run's namespace, in their reference or in a metadata
 * value (the probes without a usable reference carry it there): orders this run created, whatever they are keyed by.
 */
export function namespacedOrders(listing: unknown, namespace: string): string[] {
  const needle = namespace.toLowerCase();
  const found: string[] = [];
  const stack: unknown[] = [listing];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_VALUES) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    if (!isRecord(value)) continue;
    if ('reference' in value) {
      const reference = referenceText(value.reference) ?? 'null';
      const metadata = isRecord(value.metadata) ? Object.values(value.metadata) : [];
      const marked = [reference, ...metadata].some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
      if (marked) found.push(reference);
      continue;
    }
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return found;
}
