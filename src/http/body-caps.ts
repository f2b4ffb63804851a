// How much of an answer the client reads and keeps: the ordinary cap, the larger cap of a successful listing,
// the head kept of a cut body and the excerpt the evidence shows. A hostile target is bounded by these.

/**
 * Read cap of every answer except a successful listing: an order write or an error answers a few hundred bytes in
 * any server, and a hostile answer is cut here. Many checks read at once (each requirement, each probe), so this
 * cap times the reads in flight is what a hostile target can make the run hold.
 */
export const BODY_CAP_BYTES = 256 * 1024;
/**
 * Read cap of a 2xx answer of GET /scan_forms, which pages (spec 4.4). Past BODY_CAP_BYTES only one body at a time
 * is read on (a permit per target), so the memory held stays bounded however many checks read at once. GET /orders
 * has no cap: it shows no parameters to narrow it (spec 4.1), so it is read whole as it arrives (listing-read.ts).
 */
export const LISTING_CAP_BYTES = 8 * 1024 * 1024;
/** The characters of a body the evidence keeps as its excerpt. */
export const EXCERPT_CHARS = 2_000;
/**
 * What is kept of a body cut at its cap: its head, as text for excerpts. A cut body is never parsed, and a hostile
 * target cuts every answer, so keeping more would multiply by every answer a check holds.
 */
export const CUT_TEXT_BYTES = 64 * 1024;

/** "256 KiB", "16 MiB": a cap as reports state it. */
export function mib(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KiB`
    : `${Math.round((bytes / 1024 / 1024) * 100) / 100} MiB`;
}
