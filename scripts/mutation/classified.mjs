// The survivors of the mutation runs that no check can or should kill, as data: each rule names the code it covers
// (file, the text of the line, the mutator) and a class with one line of reason. docs/mutation.md prints them.

/**
 * Classes (docs/mutation.md): `equivalent`, no request can observe the change; `spec freedom`, it changes only what
 * the spec leaves open (order, page size, response bodies, status codes beyond 400/401, limits, what a server accepts
 * where the conditions for 400 are not shown). A mutant that breaks a rule the spec states is never spec freedom.
 * `within` names the innermost named function around the mutant (a declaration, a const holding one, a method).
 * @type {ReadonlyArray<{ config: 'oracles' | 'reference', file: string, within?: readonly string[], line?: RegExp,
 *   original?: RegExp, mutator?: readonly string[], replacement?: RegExp, class: 'equivalent' | 'spec freedom',
 *   reason: string }>}
 */
export const RULES = [];

/** The first rule that covers a survivor: its class and reason, or nothing when no rule does. */
export function classify(config, mutant) {
  const rule = RULES.find(
    (r) =>
      r.config === config &&
      r.file === mutant.file &&
      (r.within === undefined || r.within.includes(mutant.within)) &&
      (r.line === undefined || r.line.test(mutant.text)) &&
      (r.original === undefined || r.original.test(mutant.original)) &&
      (r.mutator === undefined || r.mutator.includes(mutant.mutatorName)) &&
      (r.replacement === undefined || r.replacement.test(mutant.replacement ?? '')),
  );
  return rule === undefined ? {} : { class: rule.class, reason: rule.reason };
}
