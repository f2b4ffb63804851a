// The long metadata value the suite writes: distinct text all along, and no byte count that programs commonly cut
// at (a power of two, one below it, 255, round tens and hundreds) falls between two of its UTF-8 characters.

/** Byte counts a preview, a log line or a column cuts text at: each must fall inside a multi-byte character. */
export const CUT_POINTS: readonly number[] = [
  ...[8, 16, 32, 64, 128, 256, 512, 1024, 2048].flatMap((n) => [n - 1, n]),
  ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 150, 160, 200, 250, 255, 300, 400, 500, 600, 800, 1000],
];

/**
 * Runs of characters that move the next boundary by one to seven bytes (a four-byte character jumps three cut points
 * in a row, as 30, 31 and 32), and the character the text is mostly made of.
 */
const SHIFTS: readonly string[] = ['é', '日', '-', '𝄞', 'éé', 'é日', '日日', '-é', '-日', '𝄞é', '𝄞日', 'é𝄞', '日𝄞'];
const FILLER = 'é';

const bytes = (c: string): number => Buffer.byteLength(c, 'utf8');

/**
 * `prefix` followed by numbered pieces ("0:éa 1:éb …", so a cut at any length shows), `length` UTF-16 units in
 * all and no lone surrogate, with a run of shifting characters put before
 * any character that would end exactly on a cut point. A cut point inside the prefix is left as it falls.
 */
export function longValue(prefix: string, length: number): string {
  const cuts = new Set(CUT_POINTS);
  let text = prefix;
  let at = bytes(prefix);
  // True when appending `run` puts no character boundary on a cut point.
  const clear = (run: string) => {
    let end = at;
    for (const c of run) if (cuts.has((end += bytes(c)))) return false;
    return true;
  };
  const put = (c: string) => {
    const shift = clear(c) ? '' : SHIFTS.find((s) => clear(s + c));
    if (shift === undefined) throw new Error(`no shift clears the cut points after byte ${at}`);
    const run = shift + c;
    text += run;
    at += bytes(run);
  };
  for (let i = 0; text.length < length; i++) for (const c of `${i}:${FILLER}${'abcdefghij'[i % 10]!} `) put(c);
  const cut = text.slice(0, length);
  // Never half of an astral character at the end: a lone surrogate is no text a merchant sends.
  return /[\ud800-\udbff]$/.test(cut) ? `${cut.slice(0, -1)}a` : cut;
}
