// Twin references at the edges of the update path (spec 4.3: the identifier is the order's reference): which
// references to pair, and what it means when each order of a pair was updated through its own path.

/**
 * Two references a careless router or store may take for one another: each is updated through its own path (of a
 * pair told by decoding, `reference` only), and neither may change through the other's. `kind` says which rule of 4.3 the pair tells: identity at an edge, or a path
 * decoded exactly once.
 */
export interface Twin {
  readonly kind: 'identity' | 'decoding';
  readonly edge: string;
  readonly reference: string;
  readonly twin: string;
}

/**
 * Pairs around one hub `<hub>-INV.2025`, so that sixteen orders tell every edge: a reference beside itself in other
 * letter case (a pair apart from the hub), the hub with a trailing space, with a space right after the run prefix (the prefix must stay a prefix), with a dot suffix, a
 * "/", ";", "%" or NUL tail (a C string ends at the NUL), and "+" against a space; then a literal escape (`%2F`, `%2B`, `%25`, `%20`) beside the
 * reference one decoding makes of it. `hub` must start with `prefix`.
 */
export function edgeTwins(prefix: string, hub: string): Twin[] {
  const x = `${hub}-INV.2025`;
  const spaced = `${prefix} ${x.slice(prefix.length)}`;
  const identity = (edge: string, reference: string, twin = x): Twin => ({ kind: 'identity', edge, reference, twin });
  const decoding = (edge: string, reference: string, twin: string): Twin => ({
    kind: 'decoding',
    edge,
    reference,
    twin,
  });
  return [
    // A pair of its own: a store that keys references without case refuses one of the two (allowed, 4.3 leaves the
    // case open for a single order), and that must not take the hub, and every pair around it, with it.
    identity('letter case', `${hub}-case.2025`, `${hub}-CASE.2025`),
    identity('a trailing space', `${x} `),
    identity('a leading space after the run prefix', spaced),
    identity('a dot suffix', `${x}.7`),
    identity('a "/" tail', `${x}/7`),
    identity('a ";" tail', `${x};7`),
    identity('a "%" tail', `${x}%`),
    identity('a NUL tail', `${x}\u00007`),
    identity('a "+" where the twin has a space', `${x}+7`, `${x} 7`),
    decoding('a literal "%2F" beside "/"', `${x}%2F7`, `${x}/7`),
    decoding('a literal "%2B" beside "+"', `${x}%2B7`, `${x}+7`),
    decoding('a literal "%25" beside "%"', `${x}%25`, `${x}%`),
    decoding('a literal "%20" beside a space', `${x}%207`, `${x} 7`),
  ];
}

/** Every distinct reference of the pairs, in a stable order. */
export function referencesOf(twins: readonly Twin[]): string[] {
  return [...new Set(twins.flatMap((t) => [t.reference, t.twin]))];
}

/**
 * The references updated through their own path: both orders of a pair told by identity, since a store that looks a
 * reference up loosely finds whichever of the two it holds first, and only the update of the other one shows it; of
 * a pair told by decoding, the literal one (its decoded twin is the other one a wrong decoding reaches).
 */
export function updatedOf(twins: readonly Twin[]): Set<string> {
  return new Set(twins.flatMap((t) => (t.kind === 'identity' ? [t.reference, t.twin] : [t.reference])));
}

/**
 * Which rule a finding breaks: the kind of the pair that links the two orders of a crossed update (identity when
 * none does: an order changed through an unrelated path), or of the pair whose update was lost.
 */
export function findingKind(twins: readonly Twin[], finding: TwinFinding): Twin['kind'] {
  const pair =
    finding.kind === 'crossed'
      ? twins.find(
          (t) =>
            (t.reference === finding.through && t.twin === finding.reference) ||
            (t.reference === finding.reference && t.twin === finding.through),
        )
      : twins.find((t) => t.reference === finding.reference);
  return pair?.kind ?? 'identity';
}

/**
 * The value an update through the path of `reference` writes, so that a read shows which path changed an order;
 * with the run's token when the orders outlive the run, so an earlier run's mark never passes for this one's.
 */
export function markOf(reference: string, run = ''): string {
  return `set through the path of ${JSON.stringify(reference)}${run === '' ? '' : ` (run ${run})`}`;
}

/** One order of the pairs after every order was updated through its own path. */
export interface TwinOutcome {
  readonly reference: string;
  /**
   * Whether the target holds the order (created, now or by an earlier run, and listed): a refused reference is not
   * exercised (conditions of 400: 7).
   */
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
export function twinFindings(outcomes: readonly TwinOutcome[], run = ''): TwinFinding[] {
  const accepted = outcomes.filter((o) => o.created);
  const byMark = new Map(accepted.map((o) => [markOf(o.reference, run), o.reference]));
  const findings: TwinFinding[] = [];
  for (const o of accepted) {
    const through = typeof o.value === 'string' ? byMark.get(o.value) : undefined;
    if (through !== undefined && through !== o.reference)
      findings.push({ kind: 'crossed', reference: o.reference, through });
    else if (o.updated && o.value !== markOf(o.reference, run)) findings.push({ kind: 'lost', reference: o.reference });
  }
  return findings;
}

/** The pairs whose both members the target accepted: the only ones that say anything about identity. */
export function exercisedTwins(twins: readonly Twin[], created: ReadonlySet<string>): Twin[] {
  return twins.filter((t) => created.has(t.reference) && created.has(t.twin));
}
