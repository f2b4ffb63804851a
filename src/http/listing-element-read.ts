// One element of a listing's outer array, read whole by the native parser: the orders it holds, and whether the
// token parser may take it as read (an order with no object inside an array of it).

import { isUtf8 } from 'node:buffer';
import type { Piece } from './listing-elements.js';

export type Json = Record<string, unknown>;

/** How deep a listing element is searched for the orders it holds (JSON:API nests them in `attributes`). */
const ELEMENT_DEPTH = 4;
/** An element as the native parser reads it, or undefined when it is not a JSON object in UTF-8 (8259 8.1). */
export function parseElement(pieces: readonly Piece[]): Json | undefined {
  const [only] = pieces;
  const bytes =
    pieces.length === 1 && only !== undefined
      ? Buffer.from(only.bytes.buffer, only.bytes.byteOffset, only.bytes.byteLength)
      : Buffer.concat(pieces.map((p) => p.bytes));
  if (!isUtf8(bytes)) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** JSON whitespace around exactly one comma: what may stand between two elements of an array (RFC 8259 5). */
export function isOneSeparator(bytes: Uint8Array): boolean {
  let commas = 0;
  for (const c of bytes) {
    if (c === 0x2c) commas++;
    else if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
  }
  return commas === 1;
}

/**
 * An element the native parser may read for the token parser: an order itself, with no object inside an array of
 * it (the token parser would read such an object as an element of its own, 4 levels down at most).
 */
export function isPlainOrder(element: Json): boolean {
  if (!('reference' in element)) return false;
  const stack: unknown[] = [element];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value) && value.some(isRecord)) return false;
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return true;
}

export function piecesLength(pieces: readonly Piece[]): number {
  let length = 0;
  for (const piece of pieces) length += piece.bytes.length;
  return length;
}

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The orders an element of the listing holds: itself when it has a reference, else the first ones down each path. */
export function ordersIn(element: Json): Json[] {
  if ('reference' in element) return [element];
  const found: Json[] = [];
  const stack: Array<{ value: unknown; depth: number }> = [{ value: element, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > ELEMENT_DEPTH || typeof value !== 'object' || value === null) continue;
    if (isRecord(value) && depth > 0 && 'reference' in value) found.push(value);
    else for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
  }
  return found;
}
