// The shape of the request space as data: each dimension of a request to the API, the document its rule comes from,
// its equivalence classes and boundary values (each a named row), and the invariants that judge every case of it.

/** The documents a dimension's rule comes from: the spec itself, or the RFC that defines the part it varies. */
export type Document =
  | 'spec'
  | 'RFC 3339'
  | 'RFC 3986'
  | 'RFC 6265'
  | 'RFC 6750'
  | 'RFC 7235'
  | 'RFC 7239'
  | 'RFC 7617'
  | 'RFC 8259'
  | 'RFC 9110'
  | 'RFC 9112'
  | 'common practice';

export interface Source {
  readonly document: Document;
  /** The section, e.g. "3.2.2"; for the spec, its clause ("4.4"). */
  readonly section: string;
  /** What that section says about the dimension, in a few words. */
  readonly says: string;
}

/**
 * What the spec asks of a case of this class, whatever else judges it:
 * - accepted: the spec's own request; a 2xx, with the answer or effect its rules give;
 * - unauthenticated: no valid `Authorization: Bearer <API_KEY>`: 401 with the error body, no data, no effect (5.4);
 * - malformed-credential: a header that is not HTTP syntax: 401, or 400 with the error body, never 2xx (RFC 9110 5.5);
 * - clear-text: over http://: the call fails, with no data and no effect (5.3);
 * - invalid: invalid request parameters: 400 with the error body, no effect (7);
 * - refused: no reading accepts it, but HTTP may name the refusal (411, 413): a 4xx with the error body, no effect;
 * - honest-or-400: a 2xx with the answer or effect the rules of 2.1 and 4.4 give, or refused with 400 and the error
 *   body (7: invalid request parameters get 400, and the conditions for it are not shown);
 * - open: the spec does not say ("not shown"): only the invariants that hold for any answer judge it.
 */
export type Expectation =
  | 'accepted'
  | 'unauthenticated'
  | 'malformed-credential'
  | 'clear-text'
  | 'invalid'
  | 'refused'
  | 'honest-or-400'
  | 'open';

/** One equivalence class or boundary value of a dimension: a named row, stable like a requirement id. */
export interface SpaceClass<V = unknown> {
  /** kebab-case, unique within its dimension; reports address a case as `dimension/class`. */
  readonly name: string;
  readonly kind: 'valid' | 'boundary' | 'invalid';
  /** The value the class stands for; its meaning is the dimension's (a header, a query value, a body...). */
  readonly value: V;
  readonly expect: Expectation;
  /** Why the class expects what it does, where the source alone does not say. */
  readonly why?: string;
  /**
   * Set when no request of the suite sends the class, with the reason: the report lists it as not exercised.
   * A class the suite could send but a run did not (a setting, the target's data) is said by the run, not here.
   */
  readonly notSent?: string;
  /**
   * Common HTTP servers refuse it before any route runs (Node's parser refuses an unknown method, Go's an invalid
   * escape, Tomcat a bad header): such a 4xx, or a 501 for a method, need not carry the API's error body.
   */
  readonly beforeTheApi?: true;
  /** The requirement that sends this class already (the spec's own request, say): the phase does not send it again. */
  readonly sentBy?: string;
  /**
   * The server may close the connection instead of answering, and a dropped connection is not judged: past a limit
   * it may set (spec 8), it may stop reading (RFC 9110 15.5.14), and the 413 it wrote first is then often lost to a
   * client still sending; a method its HTTP parser does not know may end the connection before any route runs.
   */
  readonly mayClose?: true;
}

/** The universal invariants (src/space/invariants.ts): each judges every case of the dimensions that name it. */
export type InvariantId =
  | 'no-server-error'
  | 'no-error-under-2xx'
  | 'error-body'
  | 'unauthenticated-401'
  | 'clear-text-fails'
  | 'no-effect'
  | 'write-as-modelled'
  | 'answer-as-modelled';

/**
 * Where in a request a dimension varies: the negative layer's locations (suites/support/negative-cases.ts), plus the
 * request line, the transport, the account and the moment it is sent against the run's other requests. The universal invariants judge each location as a part of their own.
 */
export type Location =
  | 'request-line'
  | 'transport'
  | 'authorization'
  | 'update-path'
  | 'create-body'
  | 'update-body'
  | 'scan-form-query'
  | 'accounts'
  | 'timing';

export interface Dimension<V = unknown> {
  /** kebab-case, stable: conformance.json keys its coverage on it. */
  readonly id: string;
  readonly name: string;
  /** The part of the request it varies, in a few words. */
  readonly varies: string;
  readonly location: Location;
  readonly sources: readonly Source[];
  readonly classes: ReadonlyArray<SpaceClass<V>>;
  /** The invariants that judge every case of the dimension. */
  readonly invariants: readonly InvariantId[];
  /** The requirement ids (`ID` or `ID/part`) whose verdicts judge its cases; kept stable for reports and compare. */
  readonly judgedBy: readonly string[];
}

/** Declares a dimension; throws at import time on a malformed one, so a typo never ships. */
export function dimension<V>(d: Dimension<V>): Dimension<V> {
  const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
  if (!kebab.test(d.id)) throw new Error(`dimension "${d.id}" must be kebab-case`);
  if (d.sources.length === 0) throw new Error(`dimension ${d.id} names no source`);
  if (d.classes.length === 0) throw new Error(`dimension ${d.id} has no class`);
  const names = new Set<string>();
  for (const c of d.classes) {
    if (!kebab.test(c.name)) throw new Error(`dimension ${d.id}: class "${c.name}" must be kebab-case`);
    if (names.has(c.name)) throw new Error(`dimension ${d.id}: class "${c.name}" is named twice`);
    names.add(c.name);
  }
  return Object.freeze(d);
}

/** The classes the coverage phase sends: not marked as never sent, nor as sent by another requirement. */
export function phaseClasses<V>(d: Dimension<V>): Array<SpaceClass<V>> {
  return d.classes.filter((c) => c.notSent === undefined && c.sentBy === undefined);
}

/** A class of a dimension by name; throws when the model has no such row (a typo in the code that sends it). */
export function classOf<V>(d: Dimension<V>, name: string): SpaceClass<V> {
  const found = d.classes.find((c) => c.name === name);
  if (found === undefined) throw new Error(`dimension ${d.id} has no class "${name}"`);
  return found;
}
