// Pieces of a rendered report kept per requirement result: a piece rendered, and checked for keys, while the run
// still waits on the network is neither rendered nor checked again when the report files are written.

import type { Scrubber, TextPart } from '../evidence/secrets.js';

interface Piece {
  readonly text: string;
  checkedBy?: object | undefined;
}

/** One rendering of a result (its HTML row, its JSON), made at most once per result object. */
export class PieceCache<K extends object> {
  private readonly pieces = new WeakMap<K, Piece>();

  constructor(private readonly render: (key: K) => string) {}

  /** The piece of this result, rendered now if it was not before. */
  part(key: K): Piece {
    let piece = this.pieces.get(key);
    if (piece === undefined) this.pieces.set(key, (piece = { text: this.render(key) }));
    return piece;
  }

  /** Renders the piece ahead of time and checks it for keys, so the writer looks only at its joints. */
  prepare(key: K, scrubber: Scrubber): void {
    const piece = this.part(key);
    piece.checkedBy ??= scrubber.markIfClean(piece.text);
  }
}

/** The parts as one text, for callers that want the whole rendering. */
export function joined(parts: readonly TextPart[]): string {
  return parts.map((p) => p.text).join('');
}
