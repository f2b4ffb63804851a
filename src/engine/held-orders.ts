// The orders a run has read from GET /orders, held once: a listing read again shows mostly the orders it showed
// before, and each read parses them anew (11 MB for 40,000 orders), so an order equal to one already held is
// replaced by it and a listing a check keeps costs one pointer per order. Pure: no I/O.

type Json = Record<string, unknown>;

/** Most orders held at once: past it, orders already held are still shared and new ones are left as parsed. */
export const MAX_HELD_ORDERS = 250_000;
/** Most values one sharing walk visits, and the deepest nesting it compares or freezes: listings are untrusted. */
const MAX_VALUES = 2_000_000;
const MAX_DEPTH = 12;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether two parsed JSON values are the same text: same keys in the same order, same values. Key order counts,
 * so a shared order serialises exactly as the one it replaces.
 */
export function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > MAX_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i]!;
    if (key !== keysB[i]) return false;
    if (!sameJson((a as Json)[key], (b as Json)[key], depth + 1)) return false;
  }
  return true;
}

function deepFreeze(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child, depth + 1);
}

export class HeldOrders {
  private readonly held = new Map<string, Json>();

  get size(): number {
    return this.held.size;
  }

  /**
   * Replaces, in place, every order of a parsed listing (an object with a string `reference`, at any depth) that
   * equals one held with the held one, and holds the others (frozen, so no reader can change what another sees).
   * An order that changed since it was held replaces the version held. Nothing a check can observe changes but
   * object identity.
   */
  share(listing: unknown): void {
    const stack: unknown[] = [listing];
    let visited = 0;
    while (stack.length > 0 && visited++ < MAX_VALUES) {
      const container = stack.pop();
      if (typeof container !== 'object' || container === null) continue;
      const slots = container as Json;
      for (const key of Object.keys(slots)) {
        const value = slots[key];
        if (isRecord(value) && typeof value.reference === 'string') slots[key] = this.one(value);
        else if (typeof value === 'object' && value !== null) stack.push(value);
      }
    }
  }

  /** The held order equal to this one, or this one, now held. */
  private one(order: Json): Json {
    const reference = order.reference as string;
    const known = this.held.get(reference);
    if (known !== undefined && sameJson(known, order)) return known;
    if (known === undefined && this.held.size >= MAX_HELD_ORDERS) return order;
    deepFreeze(order);
    this.held.set(reference, order);
    return order;
  }
}
