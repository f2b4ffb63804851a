// Word-wraps text for the console (list prints every rule): lines never exceed a width, so the catalogue reads in
// a 120-column terminal and in CI logs without the terminal breaking words at random.

/** The column width the console output of `list` keeps to (the project's prettier width). */
export const CONSOLE_WIDTH = 120;

/**
 * `text` after `first` (e.g. the id, clause and level columns), continued under the text's first character, as
 * lines of at most `width` characters. A word longer than a line is cut, never left to overflow.
 */
export function hangingWrap(first: string, text: string, width = CONSOLE_WIDTH): string[] {
  const indent = first.length <= width / 2 ? first.length : 4;
  const pad = ' '.repeat(indent);
  const words = text
    .split(/\s+/)
    .filter((w) => w !== '')
    .flatMap((w) => cut(w, width - indent));
  const lines = first.length <= width ? [] : cut(first, width);
  let line = first.length <= width ? first : pad;
  let empty = true;
  for (const word of words) {
    const candidate = empty ? line + word : `${line} ${word}`;
    if (candidate.length <= width) {
      line = candidate;
      empty = false;
      continue;
    }
    lines.push(line.trimEnd());
    line = pad + word;
    empty = false;
  }
  lines.push(line.trimEnd());
  return lines;
}

function cut(text: string, width: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += width) pieces.push(text.slice(i, i + width));
  return pieces;
}
