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
export const RULES = [
  // src/oracles: changes no input can observe, each checked by reading the code around it.
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['matchesFilters'],
    original: /^filters\.(start|end) !== undefined$/,
    mutator: ['ConditionalExpression'],
    class: 'equivalent',
    reason: 'a bigint compared with undefined is false either way, so without the guard no form is dropped either',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['expectedAnswer'],
    original: /^query\.(beforeId|afterId) === undefined$/,
    mutator: ['ConditionalExpression'],
    class: 'equivalent',
    reason: 'looking up an absent cursor finds no form as well: no form read has an undefined id',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['pageExpectation'],
    original: /^forms\.length > 0$/,
    line: /to < all\.length/,
    class: 'equivalent',
    reason: 'a page holds no form only when it starts past the last one, where `to < all.length` is already false',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['pageExpectation'],
    original: /^'page'$/,
    class: 'equivalent',
    reason: "the default mode is only ever compared with 'default', so any other word reads the same",
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['confine'],
    original: /^'none'$/,
    class: 'equivalent',
    reason: "an unmatched case falls out of the switch with undefined, the very answer of 'none'",
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['coverageOf'],
    original: /^read\.length === 0$/,
    class: 'equivalent',
    reason: 'an empty read has no two instants, so the next test answers none as well',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['coverageOf'],
    line: /new Set\(read\.map/,
    replacement: /^(a <= b|a >= b|true)$/,
    class: 'equivalent',
    reason: 'the instants sorted are distinct (a Set), so the comparator never meets two equal ones',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['between'],
    original: /^(sign > 0n|gap > SECOND)$/,
    mutator: ['EqualityOperator'],
    class: 'equivalent',
    reason: 'sign is 1n or -1n, never 0n; at a gap of one second, one second past the edge is the next instant',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['parseInstant'],
    original: /^text\.length > 64$/,
    class: 'equivalent',
    reason: 'no text longer than 38 characters matches DATE_TIME: the guard only spares the regular expression',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['floorDiv'],
    original: /^(a < 0n|b < 0n)$/,
    class: 'equivalent',
    reason: 'every divisor is a positive unit (SECOND, a step), and a = 0 leaves no remainder to round',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['precisionBounds'],
    original: /^unit > MICROSECOND$/,
    mutator: ['EqualityOperator'],
    class: 'equivalent',
    reason: 'at unit = MICROSECOND both sides of the choice are the same step',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['fractionDigits'],
    mutator: ['OptionalChaining'],
    class: 'equivalent',
    reason: 'a match always holds its one group, so only the optional chain before it can meet undefined',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['sameSecondPair'],
    replacement: /^(a <= b|a >= b|true)$/,
    class: 'equivalent',
    reason: 'the instants sorted are distinct (a Set), so the comparator never meets two equal ones',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['withinItsSecond'],
    original: /^room === 0n$/,
    class: 'equivalent',
    reason: 'no room gives half of nothing and no step, so the half second is chosen all the same',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['offsetMinutes'],
    line: /\.exec\(zone\)|m === null/,
    class: 'equivalent',
    reason: "every zone that reaches it has matched DATE_TIME's zone group or is one of the module's own styles",
  },
  {
    config: 'oracles',
    file: 'src/oracles/order-twins.ts',
    within: ['twinFindings'],
    original: /^typeof o\.value === 'string'$/,
    class: 'equivalent',
    reason: 'marks are strings, so a value of another type finds no mark either way',
  },
  {
    config: 'oracles',
    file: 'src/oracles/error-body.ts',
    line: /contentType\.split\(';'\)\[0\]\?\.trim/,
    mutator: ['OptionalChaining'],
    class: 'equivalent',
    reason: 'split always returns at least one part, so its first is never undefined',
  },
  {
    config: 'oracles',
    file: 'src/oracles/same-forms.ts',
    within: ['unpaired'],
    mutator: ['ArrayDeclaration'],
    line: /new Array<number \| undefined>\(want\.length\)/,
    class: 'equivalent',
    reason: 'an empty array reads undefined at every index too, which is what the filled one holds',
  },
  {
    config: 'oracles',
    file: 'src/oracles/negative-answer.ts',
    within: ['statedStatus'],
    mutator: ['Regex'],
    class: 'equivalent',
    reason: 'a looser pattern only lets through text Number reads as NaN or above 599, which the next test drops',
  },
  {
    config: 'oracles',
    file: 'src/oracles/negative-answer.ts',
    within: ['statedStatus'],
    original: /^typeof n === 'number'$/,
    class: 'equivalent',
    reason: 'Number.isInteger is false for anything that is not a number',
  },
  {
    config: 'oracles',
    file: 'src/oracles/negative-answer.ts',
    within: ['isErrorStatusText'],
    original: /^status <= 599$/,
    class: 'equivalent',
    reason: '599 has no registered reason phrase, so leaving it out changes no answer',
  },
  {
    config: 'oracles',
    file: 'src/oracles/metadata-model.ts',
    within: ['hint'],
    original: /^(got !== want|got\.length < want\.length)$/,
    class: 'equivalent',
    reason: 'hint is only asked about two different values, so got is never want',
  },
  {
    config: 'oracles',
    file: 'src/oracles/second-key.ts',
    within: ['ownForms'],
    line: /r\.problem === undefined \? \[r\.ids\] : \[\]|lists\.length !== own\.length \|\| lists\.length === 0/,
    class: 'equivalent',
    reason: 'judgeFormsReads returns on the first read that is no list, so every own read here is a list, two per key',
  },
  {
    config: 'oracles',
    file: 'src/oracles/second-key.ts',
    within: ['judgeFormsReads'],
    original: /^''$/,
    class: 'equivalent',
    reason: 'the read found is one with a problem, so the fallback text is never used',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-account.ts',
    within: ['listingOf'],
    line: /\(a\.created < b\.created \? -1 : 1\) \* sign/,
    mutator: ['ArithmeticOperator', 'EqualityOperator'],
    class: 'equivalent',
    reason: 'sign is 1 or -1 (dividing by it is multiplying by it), and equal instants were answered 0 before',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-account.ts',
    within: ['continues'],
    original: /^\[\.\.\.page0\.rows, \.\.\.page1\.rows\]$/,
    class: 'equivalent',
    reason: 'an order learned from the two pages joined is learned from their boundary, which then always continues it',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-pages.ts',
    within: ['hasMoreFindings'],
    original: /^pages\.slice\(i \+ 1\)$/,
    class: 'equivalent',
    reason: 'the pages up to this one hold only forms already seen, so looking at them too finds no new form',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-pages.ts',
    original: /^id === undefined$/,
    line: /\(id === undefined \? undefined : (pageOf|position)\.get\(id\)\)/,
    mutator: ['ConditionalExpression'],
    class: 'equivalent',
    reason: 'a map of string ids has nothing under undefined, so the lookup answers undefined as well',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-pages.ts',
    within: ['belowFirstBroken'],
    line: /const clamped = answer\.ids\.length > 0/,
    original: /^answer\.ids\.length > 0$/,
    class: 'equivalent',
    reason: 'an empty answer is accepted by the next line whatever clamped says',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-pages.ts',
    within: ['answerOrderFinding'],
    original: /^position\.get\(row\.id\)! < position\.get\(placed\[i - 1\]!\.id\)!$/,
    mutator: ['EqualityOperator'],
    class: 'equivalent',
    reason: 'two equal positions are one form listed twice, whose created_at is the same, so no swap either way',
  },
];

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
