// A report's verdicts as one flat map, by requirement id and by part (`ID/part`, as a vitest test and --only
// name it), so the ways into the suite can be compared requirement by requirement and part by part.

export type Verdicts = Record<string, string>;

export interface Judged {
  readonly id: string;
  readonly verdict: string;
  readonly parts?: ReadonlyArray<{ readonly name: string; readonly verdict: string }>;
}

/** Verdicts by requirement id and by part (`ID/part`), as a vitest test is named. */
export function verdictsOf(requirements: readonly Judged[]): Verdicts {
  return Object.fromEntries(
    requirements.flatMap((r) => [[r.id, r.verdict], ...(r.parts ?? []).map((p) => [`${r.id}/${p.name}`, p.verdict])]),
  );
}
