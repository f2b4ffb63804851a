// A deterministic pairwise covering array (the IPO strategy of Lei and Tai): rows of parameter values such that every
// value of any parameter meets every value of any other in some row. Pure; the same input always gives the same rows.

/** One parameter and its values, in the order the array tries them (the first is the filler of a free cell). */
export interface Factor<V> {
  readonly name: string;
  readonly values: readonly V[];
}

/** One row of the array: a value for each factor, by factor name. */
export type Row<V> = Readonly<Record<string, V>>;

/** Cells of a row under construction: a value index per factor, or undefined while free. */
type Cells = Array<number | undefined>;

const pairKey = (a: number, va: number, b: number, vb: number): string => `${a}:${va}|${b}:${vb}`;

/** Pairs of (factor b, value) against every earlier factor's value that no row covers yet. */
function uncoveredFor(sizes: readonly number[], b: number, rows: readonly Cells[]): Set<string> {
  const missing = new Set<string>();
  for (let a = 0; a < b; a++)
    for (let va = 0; va < sizes[a]!; va++) for (let vb = 0; vb < sizes[b]!; vb++) missing.add(pairKey(a, va, b, vb));
  for (const row of rows) {
    const vb = row[b];
    if (vb === undefined) continue;
    for (let a = 0; a < b; a++) {
      const va = row[a];
      if (va !== undefined) missing.delete(pairKey(a, va, b, vb));
    }
  }
  return missing;
}

/** How many missing pairs setting factor b of the row to vb would cover. */
function gain(row: Cells, b: number, vb: number, missing: ReadonlySet<string>): number {
  let n = 0;
  for (let a = 0; a < b; a++) {
    const va = row[a];
    if (va !== undefined && missing.has(pairKey(a, va, b, vb))) n++;
  }
  return n;
}

/** Horizontal growth: give each row the value of factor b that covers the most missing pairs (the lowest on a tie). */
function extend(rows: Cells[], b: number, size: number, missing: Set<string>): void {
  for (const row of rows) {
    let best = 0;
    let bestGain = -1;
    for (let vb = 0; vb < size; vb++) {
      const g = gain(row, b, vb, missing);
      if (g > bestGain) [best, bestGain] = [vb, g];
    }
    row[b] = best;
    for (let a = 0; a < b; a++) {
      const va = row[a];
      if (va !== undefined) missing.delete(pairKey(a, va, b, best));
    }
  }
}

/** Vertical growth: each pair still missing goes into a row where both cells are free or agree, else a new row. */
function fillMissing(rows: Cells[], b: number, width: number, missing: ReadonlySet<string>): void {
  for (const key of missing) {
    const [left, right] = key.split('|') as [string, string];
    const [a, va] = left.split(':').map(Number) as [number, number];
    const vb = Number(right.split(':')[1]);
    const fits = rows.find((r) => (r[a] === undefined || r[a] === va) && (r[b] === undefined || r[b] === vb));
    const row: Cells = fits ?? new Array<number | undefined>(width).fill(undefined);
    if (fits === undefined) rows.push(row);
    row[a] = va;
    row[b] = vb;
  }
}

/**
 * The covering array of the factors: every pair of values of two factors appears in at least one row. A factor with
 * no value is left out; with fewer than two factors the rows list the values of the one factor there is.
 */
export function pairwise<V>(factors: ReadonlyArray<Factor<V>>): Array<Row<V>> {
  const used = factors.filter((f) => f.values.length > 0);
  const sizes = used.map((f) => f.values.length);
  const width = used.length;
  if (width === 0) return [];
  let rows: Cells[] = [];
  if (width === 1) rows = sizes[0]! > 0 ? Array.from({ length: sizes[0]! }, (_, v) => [v]) : [];
  else
    for (let v0 = 0; v0 < sizes[0]!; v0++)
      for (let v1 = 0; v1 < sizes[1]!; v1++) rows.push([v0, v1, ...new Array<undefined>(width - 2).fill(undefined)]);
  for (let b = 2; b < width; b++) {
    const missing = uncoveredFor(sizes, b, rows);
    extend(rows, b, sizes[b]!, missing);
    fillMissing(rows, b, width, missing);
  }
  return rows.map((cells) => Object.fromEntries(used.map((f, i) => [f.name, f.values[cells[i] ?? 0]!] as const)));
}

/** Every pair of (factor, value) of two factors, as text, that the rows do not cover: empty for a covering array. */
export function uncoveredPairs<V>(factors: ReadonlyArray<Factor<V>>, rows: ReadonlyArray<Row<V>>): string[] {
  const missing: string[] = [];
  const used = factors.filter((f) => f.values.length > 0);
  for (let a = 0; a < used.length; a++)
    for (let b = a + 1; b < used.length; b++)
      for (const va of used[a]!.values)
        for (const vb of used[b]!.values)
          if (!rows.some((r) => Object.is(r[used[a]!.name], va) && Object.is(r[used[b]!.name], vb)))
            missing.push(`${used[a]!.name}=${String(va)} with ${used[b]!.name}=${String(vb)}`);
  return missing;
}
