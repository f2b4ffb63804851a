// The closest of the names a user could have meant, for "unknown ... ; did you mean ...?" messages: the command
// line's commands and flags, and a fleet file's target names. Pure: no I/O.

/** Edits (insert, delete, substitute, swap two neighbours) that turn one word into the other. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The known name closest to what was typed, when it is close enough to be a slip (at most a third of its letters,
 * and at least two, differ) or one starts the other; undefined otherwise, so a wild guess is never offered.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const candidate = name.toLowerCase();
    const distance = candidate.startsWith(word) || word.startsWith(candidate) ? 0.5 : editDistance(word, candidate);
    if (best === undefined || distance < best.distance) best = { name, distance };
  }
  if (best === undefined) return undefined;
  return best.distance <= Math.max(2, Math.floor(word.length / 3)) ? best.name : undefined;
}

/** "; did you mean X?" or nothing: the tail of an "unknown ..." message. */
export function didYouMean(typed: string, known: readonly string[]): string {
  const name = closestName(typed, known);
  return name === undefined ? '' : `; did you mean ${name}?`;
}
