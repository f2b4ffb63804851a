// Twin references at the edges of the update path (spec 4.3: the identifier is the order's reference): which
// references to pair, and what it means when each order of a pair was updated through its own path.

/** Two references a careless router or store may take for one another, and the edge that tells them apart. */
export interface Twin {
  readonly edge: string;
  readonly reference: string;
  readonly twin: string;
}

/**
 * References around a hub, each differing from it (or from another) only at one edge of identity: letter case, a
 * trailing or leading space, a dot suffix, or `/`, `;`, `+`, `%`. The prefix stays a prefix, so a leading space is
 * the one right after it. `hub` must start with `prefix` and end in lower-case letters and a dot suffix is added.
 */
export function identityTwins(prefix: string, hub: string): Twin[] {
  const rest = hub.slice(prefix.length);
  return [
    { edge: 'letter case', reference: `${hub}-inv`, twin: `${hub}-INV` },
    { edge: 'a trailing space', reference: `${hub}-inv`, twin: `${hub}-inv ` },
    { edge: 'a leading space after the run prefix', reference: `${hub}-inv`, twin: `${prefix} ${rest}-inv` },
    { edge: 'a dot suffix', reference: `${hub}-INV.2025`, twin: `${hub}-INV.2025.7` },
    { edge: 'a "/" and what follows it', reference: `${hub}-inv`, twin: `${hub}-inv/7` },
    { edge: 'a ";" and what follows it', reference: `${hub}-inv`, twin: `${hub}-inv;7` },
    { edge: 'a "+" where the twin has a space', reference: `${hub}-a+b`, twin: `${hub}-a b` },
    { edge: 'a trailing "%"', reference: `${hub}-inv`, twin: `${hub}-inv%` },
  ];
}

/**
 * Pairs whose path segments tell a single percent-decoding from none or two: a reference that holds a literal
 * escape (`%2F`, `%2B`, `%25`, `%20`) beside the reference that escape decodes to.
 */
export function decodingTwins(hub: string): Twin[] {
  return [
    { edge: 'a literal "%2F" beside "/"', reference: `${hub}-x%2Fy`, twin: `${hub}-x/y` },
    { edge: 'a literal "%2B" beside "+"', reference: `${hub}-x%2By`, twin: `${hub}-x+y` },
    { edge: 'a literal "%25" beside "%"', reference: `${hub}-x%25y`, twin: `${hub}-x%y` },
    { edge: 'a literal "%20" beside a space', reference: `${hub}-x%20y`, twin: `${hub}-x y` },
  ];
}

/** Every distinct reference of the pairs, in a stable order. */
export function referencesOf(twins: readonly Twin[]): string[] {
  return [...new Set(twins.flatMap((t) => [t.reference, t.twin]))];
}

/** The value an update through the path of `reference` writes, so that a read shows which path changed an order. */
export function markOf(reference: string): string {
  return `set through the path of ${JSON.stringify(reference)}`;
}

/** One order of the pairs after every order was updated through its own path. */
export interface TwinOutcome {
  readonly reference: string;
  /** Whether the target accepted the create (2xx): a refused reference is not exercised (conditions of 400: 7). */
  readonly created: boolean;
  /** Whether the update through its own path answered 2xx. */
  readonly updated: boolean;
  /** The value of the marked key read back, undefined when it was not read. */
  readonly value: unknown;
}

export type TwinFinding =
  | { readonly kind: 'crossed'; readonly reference: string; readonly through: string }
  | { readonly kind: 'lost'; readonly reference: string };

/**
 * What breaks 4.3 among orders the target accepted: an order holding the mark of another order's path (an update
 * changed the wrong order), or an update answered 2xx whose order does not hold its own mark (it landed elsewhere).
 * An update refused with an error leaves its order as it was: not a breach of identity, so not judged here.
 */
export function twinFindings(outcomes: readonly TwinOutcome[]): TwinFinding[] {
  const accepted = outcomes.filter((o) => o.created);
  const byMark = new Map(accepted.map((o) => [markOf(o.reference), o.reference]));
  const findings: TwinFinding[] = [];
  for (const o of accepted) {
    const through = typeof o.value === 'string' ? byMark.get(o.value) : undefined;
    if (through !== undefined && through !== o.reference)
      findings.push({ kind: 'crossed', reference: o.reference, through });
    else if (o.updated && o.value !== markOf(o.reference)) findings.push({ kind: 'lost', reference: o.reference });
  }
  return findings;
}

/** The pairs whose both members the target accepted: the only ones that say anything about identity. */
export function exercisedTwins(twins: readonly Twin[], created: ReadonlySet<string>): Twin[] {
  return twins.filter((t) => created.has(t.reference) && created.has(t.twin));
}
