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
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-judge.ts',
    within: ['judgePage'],
    original: /^(got\.size > want\.size|expected\.forms\[i\]\?\.created)$/,
    class: 'equivalent',
    reason: 'reached only when the sizes differ, or with the right forms each once, as many ids as forms',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-judge.ts',
    within: ['judgeAnyOf'],
    line: /at === undefined \? \[\]|p\.at < placed\[i - 1\]!\.at/,
    mutator: ['ArrayDeclaration', 'EqualityOperator'],
    class: 'equivalent',
    reason: 'order is judged only without unexpected or repeated forms, so no form is unplaced or placed twice then',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-judge.ts',
    within: ['judgeCursor'],
    line: /\.reduce\(\(a, b\) => \(b [<>] a \? b : a\)/,
    replacement: /^(b <= a|b >= a|\w+\[0\] && 0n)$/,
    class: 'equivalent',
    reason: 'a minimum or maximum ties to the same value; instants are positive, so a maximum from 0n ends the same',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-judge.ts',
    within: ['judgeCursor'],
    original: /^(returnedSide\.length < 2|at\.length > 0)$/,
    class: 'equivalent',
    reason: 'one form spans no instant to skip within; no form gives NaN bounds that no run test accepts either',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-judge.ts',
    within: ['judgeCursor'],
    original: /^(typeof answer\.totalCount === 'number'|hasMore === undefined)$/,
    class: 'equivalent',
    reason: 'the allowed counts are numbers, and a hasMore field holding undefined reads as none',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-judge.ts',
    within: ['judgeUnknownCursor'],
    original: /^x === undefined$/,
    class: 'equivalent',
    reason: 'the account holds no form under an undefined id, so the next test keeps the element as well',
  },
  {
    config: 'oracles',
    file: 'src/oracles/coverage-answer.ts',
    within: ['listed'],
    original: /^(ids\.length === 0|'none')$/,
    class: 'equivalent',
    reason: 'both callers name forms only when there is at least one to name',
  },
  {
    config: 'oracles',
    file: 'src/oracles/coverage-answer.ts',
    within: ['unknownCursorProblems'],
    original: /^id === undefined$/,
    class: 'equivalent',
    reason: 'no matching form has an undefined id, so the next test keeps the element as well',
  },
  {
    config: 'oracles',
    file: 'src/oracles/coverage-answer.ts',
    within: ['coverageAnswerProblems'],
    original: /^!answer\.ok$/,
    mutator: ['ConditionalExpression'],
    class: 'equivalent',
    reason: 'answerProblems answers a 2xx that is no list with the very same sentence',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-answer.ts',
    within: ['refusalOpen'],
    original:
      /^(o\.start !== undefined( && o\.end !== undefined)?|o\.end !== undefined|expected\.kind === 'page'|expected\.cursors\.some.*)$/,
    class: 'equivalent',
    reason: 'a bound or a page index that is absent compares false anyway, and two cursors are open already',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-account.ts',
    within: ['isCount'],
    original: /^typeof value === 'number'$/,
    class: 'equivalent',
    reason: 'Number.isInteger is false for anything that is not a number',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-account.ts',
    within: ['walkPages', 'goesOn'],
    original: /^(needed !== undefined|total !== undefined)$/,
    replacement: /^true$/,
    line: /needed > PAGE_BUDGET|distinct\(\) < total/,
    class: 'equivalent',
    reason: 'undefined is neither above the budget nor above a count, so the guard changes no comparison',
  },
  {
    config: 'oracles',
    file: 'src/oracles/error-body.ts',
    within: ['jsonMediaTypeProblem'],
    line: /contentType\.split\(';'\)\[0\]\?\.trim/,
    original: /^''$/,
    mutator: ['StringLiteral'],
    class: 'equivalent',
    reason: 'split always returns at least one part, so the default after ?? is never used',
  },
  {
    config: 'oracles',
    file: 'src/oracles/metadata-model.ts',
    within: ['applyCreate'],
    original: /^\[\]$/,
    mutator: ['ArrayDeclaration'],
    class: 'equivalent',
    reason: 'the string put in the default is read as the key "S", which breaks 2.1.1 and so is never stored either',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-account.ts',
    within: ['gapWindows'],
    original: /^a\.created < b\.created$/,
    mutator: ['EqualityOperator'],
    class: 'equivalent',
    reason:
      "at equal instants the bounds swapped are one instant, and a window's query reads only its bounds' created_at",
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-isolation.ts',
    line: /id !== undefined/,
    mutator: ['MethodExpression', 'ConditionalExpression'],
    class: 'equivalent',
    reason:
      "the accounts' ids are string keys of Maps and Sets, so an undefined id is found in none, and none is sought in ownIds",
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-query.ts',
    within: ['coverageOf'],
    line: /new Set\(read\.map/,
    original: /^a > b$/,
    replacement: /^false$/,
    class: 'equivalent',
    reason: "V8's sort reads only whether the comparator is below 0, and `a < b` still answers -1",
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-time.ts',
    within: ['sameSecondPair'],
    original: /^a > b$/,
    replacement: /^false$/,
    class: 'equivalent',
    reason: "V8's sort reads only whether the comparator is below 0, and `a < b` still answers -1",
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-pages.ts',
    within: ['belowFirstFindings'],
    original: /^id !== undefined$/,
    line: /pageOf\.set/,
    class: 'equivalent',
    reason: 'what the map holds under undefined is never read: an undefined id is answered undefined before the lookup',
  },
  {
    config: 'oracles',
    file: 'src/oracles/scan-form-pages.ts',
    within: ['belowFirstFindings'],
    original: /^\[\]$/,
    mutator: ['ArrayDeclaration'],
    class: 'equivalent',
    reason: 'the check asks only once the first page number is learned, so the walk always holds its first page',
  },

  // ---- src/reference/dispatch.ts and lifecycle.ts (mut-dispatch): survivors of the reference run, each checked by
  // reading the code around it (and the clean server's behaviour: no fault, no variant).
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['readJson'],
    line: /contentTypeProblem\(|typeProblem !== undefined/,
    class: 'spec freedom',
    reason:
      'which media types a body may come in is not shown: a server that reads every body as JSON, or answers a refused type with its 400 instead of 415, breaks no stated rule',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['readJson', 'createOrder'],
    original: /^!body\.ok$/,
    replacement: /^false$/,
    class: 'spec freedom',
    reason:
      'a body refused for its size or bytes then fails as JSON, a 400 instead of 413 (statuses beyond 400/401 are not shown); a client gone hears nothing either way',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['routeProblem'],
    line: /route\.problem === 'method'/,
    class: 'spec freedom',
    reason:
      'a method a path does not serve answered 404 instead of 405, or 405 without Allow: statuses beyond 400/401 and headers the spec does not name are not shown',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['rejectedSideEffects', 'answeredBeforeAuth'],
    class: 'equivalent',
    reason:
      'without a fault these only read the request (Accept is read by the login-redirect faults alone) and answer undefined',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['updateOrder'],
    original: /^reference === undefined$/,
    replacement: /^false$/,
    class: 'spec freedom',
    reason:
      'a path reference that is not valid percent-encoding then names no order (404) instead of 400: the conditions of 400 are not shown',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['dispatch'],
    original: /^limited !== undefined$/,
    class: 'equivalent',
    reason: "the clean server's rate limiter answers undefined to every request (only the rate-limit variants refuse)",
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['authenticatedReply'],
    line: /gateway|cached !== undefined|\{ route, path: url\.pathname/,
    class: 'equivalent',
    reason:
      'no listing cache exists outside the cache faults and variant, and without a fault reshapeError returns the reply as it is',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['accountOf'],
    line: /elsewhere/,
    class: 'equivalent',
    reason:
      'keyElsewhere finds a key outside Authorization only under the faults that accept one: undefined when clean',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['unguardedVariant', undefined],
    line: /async function unguardedVariant|req\.method \?\? 'GET'|, 'other', ctx\.keys|^\s*if \(keyed\)|const raw = /,
    class: 'equivalent',
    reason: 'without a fault unguardedVariant only reads the request and answers undefined',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['serve'],
    original: /^req\.method \?\? 'GET'$/,
    class: 'equivalent',
    reason: 'every request has a method; here it only fills the words of the 404/405 message',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['serve'],
    mutator: ['ConditionalExpression'],
    original: /^case 'other':/,
    class: 'spec freedom',
    reason: 'what a server answers to a path or method the spec does not define (here the order listing) is not shown',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['serve'],
    line: /return ctx\.orders\.list\(account, \{|selfUrl:/,
    class: 'equivalent',
    reason:
      'the order listing reads its query and its own URL only under the paginating variants (spec 4.1: no parameters)',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['serve'],
    original: /^ctx\.formsOf\[account\] \?\? \[\]$/,
    class: 'equivalent',
    reason:
      'an account with no scan forms is a state no request can tell from outside (forms are not created through the API); the checks that need forms report not exercised',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['serve'],
    original: /^account === 0$/,
    class: 'equivalent',
    reason: 'asSecondAccount gives the behaviour unchanged when no second-account fault is in force',
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    line: /^function speaksPlainHttp|^const TRUSTING_FAULTS/,
    class: 'equivalent',
    reason:
      'without a fault or variant no port speaks plain HTTP: an emptied test answers undefined, as false; the set is asked only about no fault',
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    within: ['portListener'],
    line: /keepAlive: true/,
    class: 'equivalent',
    reason:
      "http.createServer's keepAlive is TCP keep-alive probes on idle sockets (setKeepAlive), which no request sees",
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    within: ['apiListener', undefined],
    line: /served\.requests|requestId|entry|served\.log|'finish'|req\.method \?\? ''|req\.url \?\? ''|readonly log|^\s*endDelays|latencyMs > 0/,
    class: 'equivalent',
    reason:
      "the request count, number and log are the server's own record (read by the project's tests and the standalone --stats, and by variants), and no latency is injected in a run",
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    within: ['apiListener'],
    line: /reply === undefined|!served\.closing/,
    class: 'equivalent',
    reason:
      'no reply means the client went away (writing to it fails into res.destroy() of a gone socket), and the server closes only after the run has its verdict',
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    within: ['closer', 'listen'],
    class: 'equivalent',
    reason:
      'how the port closes and listens: closing comes after the verdict, a port asked for 0 always has an address object, and listening never fails in a run',
  },

  // ---- mut-dispatch: mutants the clean run never reaches that the ignorer cannot see (a call from another file, a
  // style or a property a deviation chooses, a guard), each read in its context. Code reached only with a lived-in
  // account (legacy-orders.ts, the streamed listing and its delivery) is not classified: the run starts none.
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /^\s*(keysOf|storeKeys|retainOnly|updateAnywhere)\(|orders\.get\(reference\)\?\.metadata\.keys|orders\.keys\(\)\]|keep\.has\(key\)|for \(const \[key, order\] of account\.orders\)|account\.chars -= orderSize|findIndex\(\(a\) => a\.orders\.has|if \(index >= 0\) this\.update/,
    class: 'equivalent',
    reason:
      "called only from dispatch.ts's fault branches (lost updates, duplicate races, rejected writes): never run by the clean server",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /metadataColumnNull === true|copy\$\{this\.#serial\}|!Array\.isArray\(filtered\)/,
    class: 'equivalent',
    reason:
      'a state only a fault makes: a null metadata column, a second store key for a duplicate, an unknown key refused',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /state === undefined \? \[\] : \[\{ order: o/,
    class: 'equivalent',
    reason: '#replicated answers undefined only under the replica-lag variants',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    original: /^state === undefined$/,
    class: 'equivalent',
    reason: '#replicated answers undefined only under the replica-lag variants',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /no account \$\{index\}|this\.#accounts\[0\]\?\.enabledKeys \?\? \[\]/,
    class: 'equivalent',
    reason: 'a guard: every account index the server asks for is one of its own accounts',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /MAX_ORDERS_PER_ACCOUNT|MAX_CHARS_PER_ACCOUNT/,
    class: 'spec freedom',
    reason: 'a per-account storage limit: limits are not shown, and a run stores far fewer orders than it allows',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    line: /req\.url \?\? '\/'|req\.method \?\? 'GET'|route\.rawReference \?\? ''|ctx\.formsOf\[account\] \?\? \[\]/,
    mutator: ['StringLiteral', 'ArrayDeclaration'],
    class: 'equivalent',
    reason:
      "the defaults are never used: Node's server always sets req.url and req.method, the update route always holds a reference, and every account index has its forms",
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['dispatch'],
    mutator: ['BlockStatement'],
    line: /^\s*\} catch \{$/,
    class: 'spec freedom',
    reason: 'a request target that is no URL is answered 400: the conditions that produce 400 are not shown',
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    line: /^\s*delay\(ms: number\)|return new Promise\(\(resolve\) => \{|const entry = \{|timer: setTimeout|for \(const entry of this\.pendingDelays\)/,
    class: 'equivalent',
    reason: 'latency is injected only with the latencyMs option, which a conformance run does not set',
  },
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    within: ['apiListener'],
    line: /\.catch\(|error instanceof Error/,
    class: 'equivalent',
    reason:
      "a handler that throws or a reply that cannot be written: only a fault's deliberate throw does; the clean handlers never throw",
  },
  {
    config: 'reference',
    file: 'src/reference/replies.ts',
    within: ['renderReply'],
    line: /case '(stream|empty|raw)'|\[\.\.\.reply\.parts\(\)\]|body: ''|body: reply\.text|= reply\.contentType|HTML_TYPE : JSON_TYPE|\?\? 'Error'/,
    class: 'equivalent',
    reason:
      'the clean server renders only json and error replies (empty and raw ones come from faults and variants, streamed ones are written by writeStream), each status with a reason phrase',
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    line: /header\.split\(';'\)\[0\]\?\.trim\(\)\.toLowerCase\(\) \?\? ''|req\.on\('error'/,
    class: 'equivalent',
    reason:
      'split always gives a first part; a request stream fails only when its client is gone, which hears nothing either way',
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    line: /> MAX_BODY_BYTES/,
    class: 'spec freedom',
    reason: 'a body over the 1 MiB limit (413): limits are not shown, and the run sends no body that large',
  },
  {
    config: 'reference',
    file: 'src/reference/routing.ts',
    line: /rawReference: single\[1\] \?\? ''/,
    class: 'equivalent',
    reason: 'the group is always set when the pattern matches',
  },
  {
    config: 'reference',
    file: 'src/reference/prng.ts',
    line: /pick from an empty list|alphabet\.length\)\] \?\?/,
    class: 'equivalent',
    reason:
      'a guard and a default never used: no list picked from is empty, and the index is always inside the alphabet',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-filter.ts',
    line: /exclusive = false|f === 'sf-end-exclusive' \|\| exclusive/,
    class: 'equivalent',
    reason: "an exclusive end is asked only for a fault's total_count; the clean listing's end is inclusive (4.4)",
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /withPage = true|x\.id < y\.id \? -1|contentType: type \}/,
    class: 'equivalent',
    reason:
      'never used clean: the one caller passes withPage, the clean data has no two forms at one instant (the tie variants do), and only variants give a media type',
  },
  // scan-forms.ts, read with the first whole run (2026-11-29): values only a fault or a variant reads, windows the
  // default order makes the same, and the choices 4.4 leaves open.
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /^function oldestFirst\(|if \(x\.createdUs !== y\.createdUs\)/,
    class: 'equivalent',
    reason:
      'only the ordering variants ask oldestFirst, and the clean data has no two forms at one instant, so the tie-break never decides',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /let index = \(usePage && q\.page !== undefined|const lastIndex = |laterPage: index > 0, cursorAfter: false|const firstPageForms = |laterPage: true,|cursorAfter: after !== null,|if \(window\.totalCount !== undefined\)|paged: page !== undefined|^\s*page \?\? firstPage,$|const size = pageSizeFor\(b, page !== undefined\)/,
    class: 'equivalent',
    reason:
      'a value only a fault or a variant reads (the last page index, the first page forms, laterPage, cursorAfter, a window total_count, paged, the envelope page, the page size without page); without page, page is undefined unless a fault lets a cursor win',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /const owner = \[before, after\]\.find/,
    class: 'equivalent',
    reason:
      'the owner of a cursor form is asked only by the cursor-crossing fault and the cursor-outside-filter variant',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /if \(page !== undefined\) \{$/,
    class: 'equivalent',
    reason: 'pageCursorFault answers undefined unless one of its two faults runs, so the guard changes no answer',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /const name = before === undefined \? 'before_id' : 'after_id'/,
    class: 'spec freedom',
    reason: 'the name only words the 400 message (spec 7: human-readable detail); the status and error body stay',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /if \(isReply\(q\)\) return q;/,
    original: /^isReply\(q\)$/,
    replacement: /^false$/,
    class: 'equivalent',
    reason:
      'a refusal read on as a query has no cursor fields, and undefined is no null, so the cursor lookup answers 400 with the error body all the same (only the message words differ)',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /const hasCursor = q\.rawBefore !== null \|\| q\.rawAfter !== null/,
    class: 'equivalent',
    reason:
      'without page and cursors the cursor window with both cursors absent is the newest page in display order, with the same has_more, as page 1',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /const pool = \[\.\.\.\(leak \? everyone : own\)\]\.sort\(byCreation\)/,
    mutator: ['MethodExpression'],
    class: 'equivalent',
    reason:
      "the account's forms are kept oldest first already (ScanFormQueryInput.own), so sorting them again changes nothing",
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /if \(before !== null && after === null\)|else if \(after !== null && before === null && b\.variant/,
    class: 'spec freedom',
    reason:
      'which window a cursor answer holds, the page next to the cursor or the newest one of its side, is not stated (4.4: the after-id-newest-window variant); in the default order the branches left give the same window',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /const newestEnd = |const oldestEnd = /,
    class: 'spec freedom',
    reason:
      'a cursor answer holding every form of its side, with has_more false: the page size is not shown (4.4), and the answer is the whole side',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-forms.ts',
    line: /return descending \? \[\.\.\.list\]\.reverse\(\) : \[\.\.\.list\];/,
    mutator: ['MethodExpression'],
    class: 'spec freedom',
    reason: 'every listing oldest first: the order is not shown (4.4), the choice of the sort-ascending variant',
  },
  // scan-form-query.ts, read with the first whole run (2026-11-29).
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['readBound'],
    line: /const leapDay = |const digits = \/T/,
    class: 'equivalent',
    reason:
      'the leap day and the fraction digits are read for a fault only (sf-leap-day-every-fourth-year, sf-bound-fraction-digits-as-millis)',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['readBound'],
    line: /if \(parsed === undefined \|\| micros === undefined\) \{/,
    class: 'equivalent',
    reason:
      'parseIsoMicros answers undefined exactly when parseIsoInstant does (it calls it first), so either test alone decides the same',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['isReply'],
    original: /^value !== null$/,
    class: 'equivalent',
    reason: 'no caller asks about null: the readers answer objects, booleans or undefined',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['readSummary', 'readPage'],
    line: /let summary = false;|if \(rawPage === null\) return \{ page \};/,
    class: 'equivalent',
    reason:
      'every branch sets summary before it is read; an absent page is undefined whether or not the object names it',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['readPage'],
    line: /rawPage\.replace\(\/\^0\+\(\?=\\d\)\/, ''\)\.length > 15|if \(n >= firstPage\) page = n;/,
    class: 'spec freedom',
    reason:
      'a page number of more than 15 digits (past any end either way: limits are not shown) or below the first page (what it gives is not shown, 4.4 and 7: the ruling of page=-1), answered with real forms or none',
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['readScanFormQuery'],
    line: /for \(const name of KNOWN_PARAMETERS\) \{|if \(query\.getAll\(name\)\.length > 1\) return errorReply/,
    class: 'spec freedom',
    reason:
      'a parameter given twice read by its first value instead of refused: what a repeated parameter means is not shown',
  },
  // routing.ts and tls.ts, read with the first whole run (2026-11-29).
  {
    config: 'reference',
    file: 'src/reference/routing.ts',
    within: ['resolveRoute'],
    line: /return \{ endpoint: 'other', problem: 'method', allow: 'PUT' \}|if \(path === '\/v2\/scan_forms'\) \{|if \(readMethod === 'GET'\) return|problem: 'method', allow: 'GET, HEAD' \}|return \{ endpoint: 'other', problem: 'not-found' \}/,
    class: 'spec freedom',
    reason:
      'what another method or an unknown path answers: status codes beyond 400 and 401 and the Allow header are not shown (7), and the API paths answer as before',
  },
  {
    config: 'reference',
    file: 'src/reference/routing.ts',
    within: ['decodeReference'],
    mutator: ['BlockStatement'],
    class: 'equivalent',
    reason: 'the emptied catch block falls out of the function with undefined, the very answer it returned',
  },
  {
    config: 'reference',
    file: 'src/reference/tls.ts',
    within: ['der', 'time'],
    class: 'equivalent',
    reason:
      'no element of the certificate is exactly 128 bytes long, OpenSSL reads a long-form length of a short element as well, and the certificate ends before 2050, where either time type reads the same',
  },
  {
    config: 'reference',
    file: 'src/reference/tls.ts',
    within: ['extension', 'extensions', 'generateCertificate'],
    class: 'spec freedom',
    reason:
      "a certificate field the spec leaves open: 5.3 asks for HTTPS a client verifies for the base URL's host (127.0.0.1 here); the localhost and ::1 names, the common name, which extensions are critical, a validity longer than the run and the PEM's line breaks are not stated",
  },
  // scan-form-serialize.ts, scan-form-filter.ts and dispatch.ts, read with the first whole run (2026-11-29).
  {
    config: 'reference',
    file: 'src/reference/scan-form-serialize.ts',
    within: ['serializeAddress'],
    line: /address\.(createdMs|updatedMs) \* 1000|verify: b\.fault === 'sf-verify-comma-string'|success: true,|errors: b\.fault === 'sf-delivery-errors-null'|usps_eligible: b\.fault === 'sf-smarty-usps-eligible-string'|object: 'Address',$|\.toUpperCase\(\),/,
    class: 'spec freedom',
    reason:
      "the address's data: its own instants, which verifications ran and how they ended, the errors' elements, the recommended address's words and object name are the server's values of the types 2.3 names",
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-serialize.ts',
    within: ['serializeScanForm'],
    line: /out\['tracking_codes'\] = /,
    class: 'spec freedom',
    reason: "which tracking codes a form holds is the server's data; their element type is not shown (2.2)",
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-serialize.ts',
    within: ['serializeSummary'],
    class: 'spec freedom',
    reason:
      "a ScanFormSummary's field list is not shown (2.2), so an empty one or another object name is a summary too",
  },
  {
    config: 'reference',
    file: 'src/reference/scan-form-filter.ts',
    within: ['referenceMatches'],
    line: /if \(form\.reference === null\) return false;/,
    class: 'equivalent',
    reason: 'a form without a reference then meets the exact match, where null is no string either',
  },
  {
    config: 'reference',
    file: 'src/reference/dispatch.ts',
    within: ['serve'],
    line: /const request = \{$/,
    class: 'spec freedom',
    reason:
      'GET /orders read without its query and its own URL: the listing takes no parameters and its links are not shown (4.1)',
  },
  // server.ts, read with the first whole run (2026-11-29): how the embedded server reads its start-up options.
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    within: ['datasetOptions', 'checkInteger'],
    class: 'equivalent',
    reason:
      'undefined dataset options are the default {} of buildDataset, and the options a run passes (seed 1, port 0, no latency) are valid, so their check never throws',
  },
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    line: /^function (datasetOptions|legacyOf|checkInteger)\(/,
    mutator: ['BlockStatement'],
    class: 'equivalent',
    reason:
      'an emptied body answers undefined: the default dataset options, no legacy account, and no check of options a run passes valid',
  },
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    within: ['legacyOf', 'checkReferences'],
    line: /checkInteger\(|checkReferences\(|MAX_WHOLE_LEGACY|throw new Error|new Set\(list\)|list\.findIndex|typeof r !== 'string'|Array\.isArray\(list\)/,
    class: 'equivalent',
    reason:
      'the options a run passes are valid (2,000 older orders, 3 earlier runs, its lasting orders, a listing that streams), so no check of them throws',
  },
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    within: ['legacyOf'],
    class: 'spec freedom',
    reason:
      'which orders the account held before the server started: its data, which a client meets only in the listing, whose body is not shown (4.1); a run on an account without them creates its lasting orders',
  },
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    within: ['startReferenceServer'],
    line: /const b: Behaviour = \{ fault: parseFault|const seed = checkInteger\('seed'|const scanFormCount = checkInteger|if \(!Number\.isFinite\(latencyMs\)|const port = checkInteger\('port'|legacy === undefined \? \{\} : \{ legacy \}|everyone: \[\.\.\.accountA\.scanForms|requestCount: \(\) =>|requestLog: \(\) =>|close: \(\) => listening\.close\(\)/,
    class: 'equivalent',
    reason:
      "the options of the clean run (no fault or variant, seed 1, valid counts, no legacy), the third account only a fault reads, the forms of every account only the leak faults read, and the handle's functions the run's verdict does not wait on",
  },
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    within: ['startReferenceServer'],
    line: /const formsOf: readonly/,
    replacement: /"Stryker was here"/,
    class: 'equivalent',
    reason: 'the third account, whose forms only the auth-unknown-key-empty-account fault lists',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /const invalid = entries\.filter\(/,
    class: 'equivalent',
    reason: 'the invalid values collected are read only by the metadata-errors-collected-500 fault',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['formatMicros', 'formatInstant'],
    line: /case '(utc-micros|utc-millis|utc-trimmed-fraction|utc-millis-offset|local-plus-two|no-zone)'|\$\{wall\}\.\$\{micros\}Z|micros\.replace\(\/0\+\$\/|trimmed === ''|toISOString\(\)\.slice\(0, (19|23)\)/,
    class: 'equivalent',
    reason: 'timestamp styles only faults and variants choose; the clean server writes whole UTC seconds',
  },
  {
    config: 'reference',
    file: 'src/reference/server.ts',
    line: /must be an integer from|!Number\.isInteger\(value\) \|\| value < min|host === '0\.0\.0\.0'|reachable\.includes\(':'\)|latencyMs must be from 0 to 60000/,
    class: 'equivalent',
    reason:
      "the server's start-up options as its callers pass them (tests, main.ts): a run binds 127.0.0.1 with valid options",
  },
  {
    config: 'reference',
    file: 'src/reference/tls.ts',
    line: /Buffer\.concat\(\[Buffer\.alloc\(1\), bytes\]\)|\$\{digits\}Z|match\(\/\.\{1,64\}\/g\) \?\? \[\]/,
    class: 'equivalent',
    reason:
      "encodings the run's certificate never needs (a serial with its high bit set, a validity past 2049, an empty DER); a wrong certificate would fail every handshake",
  },

  // src/reference/orders.ts, legacy-orders.ts and request-body.ts: each read against the code around it and the spec.
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(const paged = |^ {2}const whole = \[|return !paged\.includes|^const (SHAPED_ORDERS|KEY_PATTERN|JSONAPI_TYPE|NUMERIC_TEXT|LITERAL_WORDS)|export function streamsListing)/,
    class: 'equivalent',
    reason: 'read only by variants and faults, or (enabled keys) a test every enabled key already passes (2.1.1)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(^ {2}#recordVersion\(order: StoredOrder\): void \{|^ {2}#elsewhere\(account: AccountOrders, reference: string\)|wallMs: \(\) => number = |this\.#allKeys = |#lagging\(\)|const state = this\.#replicated|state === undefined \? \[\] :)/,
    class: 'equivalent',
    reason:
      "the wall clock, the replica and every account's keys are read only under the listing-lag variants and a fault",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(function orderSize|size \+= key\.length|#withinLimits\(account|account\.orders\.size - account\.seededOrders|account\.chars - account\.seededChars|store\.chars \+= |account\.chars \+= |const delta = orderSize|const limited = |if \(limited !== undefined\))/,
    class: 'spec freedom',
    reason:
      'what an account may hold is a limit (spec 8: not shown); a server that counts otherwise or never refuses conforms',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(this\.#clockMs \+= 1000|formatInstant\(ms, |^ {2}#stamp\(ms: number\): string \{|out\['(created|updated)_at'\] = )/,
    class: 'spec freedom',
    reason: "an order's timestamps are not among its fields (2.1: other fields not shown)",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(serial: this\.#serial\+\+|\.sort\(\(x, y\) => direction|\.flatMap\(\(a\) => \[\.\.\.this\.#unaddressed|^ {4}const orders = sources$)/,
    original: /(serial|sort|direction|flatMap|sources)/,
    class: 'spec freedom',
    reason: "the order of the listing is not shown (4.1), and the serial only orders it (and numbers a variant's ids)",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(if \(!omit\) out|order\.metadataColumnNull === true|this\.#serialize\(o(rder)?, '(single|list)'|this\.#accounts\[0\]\?\.enabledKeys \?\? \[\]|if \(typeof value !== 'string'\) return value|typeof value === 'string' \? this\.#transform|rawEmpty: Object\.keys|if \(!Array\.isArray\(filtered\)\)|if \(emptied\)|const others = this\.#accounts\.filter|if \(elsewhere !== undefined\)|this\.#enabledFor\(account, '(create|update)'\)|this\.#applyUpdate\(account, order, v, 'put'\))/,
    class: 'equivalent',
    reason:
      'the value changed is read only by faults and variants (the stored value is a string, each transform an identity)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /if \(raw === undefined\) return \{ ok: true, present: false, rawEmpty: true/,
    class: 'equivalent',
    reason: "omitted metadata merges no entry over a copy of the order's own (2.1.6), whether read as present or not",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /if \(!v\.present\) return f === 'metadata-omitted-clears'/,
    original: /^!v\.present$/,
    class: 'equivalent',
    reason: "without metadata there is no entry to merge, so the copy of the order's metadata is the answer either way",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /const typed: \[string, StoredValue\]\[\] = \[\]/,
    mutator: ['ArrayDeclaration'],
    class: 'equivalent',
    reason: "a string entry reads as the key 'S', which no account can enable (2.1.1: lowercase), so it is dropped",
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(const expected = mode === 'update'|else if \(raw === undefined\) return errorReply\(400, 'reference is required'\))/,
    class: 'equivalent',
    reason: 'only the words of the 400 change (spec 7: human-readable detail)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /if \(existing !== undefined && \(raced \|\| this\.#b\.fault/,
    class: 'equivalent',
    reason: 'raced is true only under the duplicate-check race fault, so the copy key is never taken in a clean server',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(else if \(existing !== undefined\) \{|if \(reference === ''\) return errorReply)/,
    class: 'spec freedom',
    reason: 'what a create of an existing or empty reference does is not shown (4.2, 7: conditions of 400 not shown)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /if \(account === undefined\) throw new Error\(`no account/,
    class: 'equivalent',
    reason: 'the account index comes from the key that authenticated the request, always one of the accounts',
  },
  {
    config: 'reference',
    file: 'src/reference/legacy-orders.ts',
    line: /^ {2}(\.\.\.Array\.from\(\{ length: \d+ \}, \(\) => )?'[a-z0-9-]+'\)?,$|^const RUN_LABELS/,
    class: 'equivalent',
    reason:
      "the word in an earlier run's reference is data the suite reads, never predicts: it addresses its own namespace",
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    line: /(export function contentTypeProblem|if \(header === undefined \|\| b\.variant === 'any-content-type'\)|const media = header\.split|if \(media === 'application\/json' \|\|)/,
    class: 'spec freedom',
    reason:
      'which Content-Type besides application/json a server accepts, and refusing with 415, are not shown (4.2, 7)',
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    line: /(const tooLarge: BodyResult|reply: errorReply\(413|const declared = Number|declared > MAX_BODY_BYTES|size \+= chunk\.length|if \(size > MAX_BODY_BYTES\))/,
    class: 'spec freedom',
    reason: 'the size of a body a server takes is a limit (spec 8: not shown), and 413 a status beyond 400/401',
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    line: /(if \(settled\) return;|settled = true;|req\.off\('data'|req\.on\('(error|close)', \(\) => settle)/,
    class: 'equivalent',
    reason: 'a body is settled once by end or limit first; the close of a client that went away has no one to answer',
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    line: /return \{ ok: false, reply: errorReply\(400, 'request body is not valid JSON'\) \}/,
    mutator: ['BooleanLiteral'],
    class: 'spec freedom',
    reason:
      'a body that is not JSON read as no body: a create is still refused, an update changes nothing (7: 400 not shown)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /^ {6}for \(const seeded of account\.orders\) \{$/,
    mutator: ['BlockStatement'],
    class: 'equivalent',
    reason: "the orders an account holds at start are the target's own data: the suite expects only what it writes",
  },
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    within: ['readBody'],
    line: /^ {6}ok: false,$/,
    class: 'spec freedom',
    reason:
      'the answer to a body past the limit (spec 8: not shown): read as none, a create is refused, an update a no-op',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /(\.\.\.\(account\.legacy === undefined \? \{\} :|if \(streamsListing\(this\.#b\) && sources\[0\]!\.legacy|if \(legacy === undefined\) return \[\];|const index = stored === undefined \? account\.legacy|if \(index === undefined \|\| account\.materialized\.has)/,
    class: 'equivalent',
    reason: "read only for an account of orders from before the server started, which the run's server does not hold",
  },

  // src/reference/iso-time.ts: reading and writing instants. Range checks of the calendar are killed by the calendar
  // classes of src/space/dimensions/instants.ts; what is left below reads a bound the same within this server's data.
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    line: /^const BASIC =/,
    mutator: ['Regex'],
    class: 'spec freedom',
    reason:
      'the basic format is a spelling a server may refuse with 400 (instant/basic-format: honest-or-400), and a loosened pattern reads only texts no class names',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    line: /^\s+\/\^\(\\d\{4\}\)-\(\\d\{2\}\)-/,
    mutator: ['Regex'],
    class: 'spec freedom',
    reason:
      'refuses only a spelling the suite leaves open or to 400 (a date alone, hh:mm, no zone, +hh, +hhmm), or takes text before the date',
  },
  {
    config: 'reference',
    file: 'src/reference/auth.ts',
    within: ['keyElsewhere'],
    line: /^\): number \| undefined \{$/,
    mutator: ['BlockStatement'],
    class: 'equivalent',
    reason: 'outside the faults that read a key elsewhere it answers undefined, as the emptied body does',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoMicros'],
    original: /^match\?\.\[[78]\]$/,
    class: 'equivalent',
    reason: 'parseIsoInstant matched the same text just before, so match is never null here',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoMicros'],
    line: /wallUs:|negativeOffset:|const offsetMinutes =/,
    class: 'equivalent',
    reason:
      'wallUs, negativeOffset and offsetMinutes are read only by the offset faults (sf-offset-ignored and its kin)',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoMicros', 'parseIsoInstant'],
    line: /const fractionUs =|subMicroNs:|const milli =/,
    class: 'equivalent',
    reason:
      "the clean server's forms lie on whole seconds: a fraction's digits misread move a bound only within its second, past its start whenever a digit is not 0, so it keeps the same forms",
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoInstant'],
    original: /^text\.length > 64$/,
    class: 'spec freedom',
    reason: 'a limit on the length of a bound (spec 8: limits not shown)',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoInstant'],
    original: /^(h|mi|s) === undefined$/,
    mutator: ['ConditionalExpression'],
    class: 'spec freedom',
    reason:
      'only a date alone or a time without seconds is then refused with 400: instant/date-only is open and RFC 3339 requires seconds',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoInstant'],
    line: /hasNumericOffset = |hasFraction: frac !== undefined/,
    class: 'equivalent',
    reason: 'hasNumericOffset and hasFraction are read only by the sf-offset-rejected and sf-fraction-rejected faults',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoInstant'],
    line: /zone !== 'Z' && zone !== 'z'|digits\.length > 2/,
    class: 'equivalent',
    reason:
      'Z through the offset branch, or an hours-only offset read for minutes, adds Number("") = 0 minutes: the same instant',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoInstant'],
    original: /offHours > 23|offMinutes > 59/,
    class: 'spec freedom',
    reason:
      "an offset at or past a field's limit: Python's fromisoformat reads +05:60 as +06:00, Java refuses past +18:00; instant/offset-24-hours is open",
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['parseIsoInstant'],
    original: /^Number\.isNaN\(wallMs\)$/,
    class: 'equivalent',
    reason: 'every field reaching it matched digits and passed the range checks, so the instant is never NaN',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['formatMicros'],
    line: /const micros =|const wall =|case 'utc-(micros|millis|trimmed-fraction)'/,
    class: 'equivalent',
    reason: "the clean server writes utc-seconds, served by the default case: the fraction styles are the variants'",
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['formatInstant'],
    original: /^case 'utc-seconds':/,
    mutator: ['ConditionalExpression'],
    class: 'spec freedom',
    reason:
      'falls through to +00:00 with milliseconds: still an ISO 8601 UTC timestamp (the timestamps-millis-offset variant)',
  },
  {
    config: 'reference',
    file: 'src/reference/iso-time.ts',
    within: ['formatMicros', 'formatInstant'],
    line: /\$\{wall\}|0\+\$|trimmed|'utc-millis-offset'|'local-plus-two'|'no-zone'|slice\(0, 23\)|ms \+ 2 \*|slice\(0, 19\);$/,
    class: 'equivalent',
    reason:
      'a style only variants and faults write (microseconds, trimmed, +00:00, +02:00, no zone): never reached by the clean server',
  },
  // src/reference/prng.ts: the seed data's stream of numbers.
  {
    config: 'reference',
    file: 'src/reference/prng.ts',
    class: 'spec freedom',
    reason:
      "the data is the target's own and the suite derives every expectation from what it reads: int() always its minimum or chance() constant still leaves every requirement and space class exercised",
  },
  // src/reference/auth.ts: what a refused key gets besides its 401.
  {
    config: 'reference',
    file: 'src/reference/auth.ts',
    within: ['check', 'ok', 'match'],
    line: /header === undefined \|\| header === ''|if \(rest === ''\)|const (scheme|rest) = match/,
    class: 'spec freedom',
    reason:
      'a missing header or an empty token still ends in the 401 of a key not valid: only the words of the message change (spec 7)',
  },
  {
    config: 'reference',
    file: 'src/reference/auth.ts',
    within: ['check'],
    original: /^\/\^\(\\S\+\)\(\?: \+\(\.\*\)\)\?\$\/s$/,
    class: 'spec freedom',
    reason:
      'anchors are redundant (a header value has no leading space; .* with s reaches the end), and refusing "Bearer" alone or two spaces is 401 (the bearer-one-space-only variant)',
  },
  {
    config: 'reference',
    file: 'src/reference/auth.ts',
    within: ['check', 'keyElsewhere'],
    original: /^(loose >= 0|found >= 0|candidate === undefined)$/,
    class: 'equivalent',
    reason:
      'outside the faults no loose match and no key elsewhere is looked for: the index is -1 and the candidate undefined',
  },
  {
    config: 'reference',
    file: 'src/reference/auth.ts',
    within: ['keyElsewhere', 'authFailure'],
    line: /const one = |const presented = /,
    class: 'equivalent',
    reason: 'read only by the faults that take a key from elsewhere or answer a presented key differently',
  },
  {
    config: 'reference',
    file: 'src/reference/auth.ts',
    within: ['authFailure'],
    line: /'www-authenticate': 'Bearer realm="osf"'/,
    class: 'spec freedom',
    reason: "the 401's headers are not shown: spec 5.4 and 7 name its status and error body, which stay",
  },
  {
    config: 'reference',
    file: 'src/reference/replies.ts',
    within: ['errorReply', 'renderReply'],
    line: /headers === undefined \?|const headers: Record<string, string> = \{ \.\.\.reply\.headers \}/,
    class: 'spec freedom',
    reason: "only an error's extra headers (WWW-Authenticate, Allow) go: headers the spec does not show",
  },
  {
    config: 'reference',
    file: 'src/reference/replies.ts',
    within: ['renderReply'],
    original: /^reply\.errorText !== undefined$/,
    class: 'equivalent',
    reason: 'errorText is set only by the errors-401-invalid-key-forbidden-text fault',
  },
  {
    config: 'reference',
    file: 'src/reference/replies.ts',
    within: ['renderReply'],
    original: /^'(stream|empty|raw)'$/,
    mutator: ['StringLiteral'],
    class: 'spec freedom',
    reason:
      "no clean answer of the spec's requests has these kinds: streams are written before rendering, raw ones are the faults', and empty is the 204 of an OPTIONS preflight, a method the spec does not name",
  },
  // src/reference/routing.ts: methods and paths the spec does not name.
  {
    config: 'reference',
    file: 'src/reference/routing.ts',
    within: ['resolveRoute'],
    line: /method === 'HEAD'|method === 'POST'|method === 'PUT'|allow: 'GET, HEAD, POST'|\^\\\/v1\\\.0\\\/orders\\\//,
    class: 'spec freedom',
    reason:
      'changes only HEAD, methods the spec names on no path, or paths it does not name: what they answer is not shown',
  },
  // src/reference/delivery.ts: how the bytes are framed.
  {
    config: 'reference',
    file: 'src/reference/delivery.ts',
    line: /STREAM_CHUNK_CHARS = |res\.headersSent \|\| res\.destroyed|reply\.kind === 'stream'/,
    class: 'equivalent',
    reason:
      'the same bytes framed otherwise (chunk size, a stream rendered whole), or a guard against a second write the clean server never makes',
  },
  {
    config: 'reference',
    file: 'src/reference/delivery.ts',
    within: ['drained', 'writeStream'],
    line: /res\.destroyed|new AbortController|once\(out, 'drain'|return false;|pending\.length < STREAM_CHUNK_CHARS|bytes \+= Buffer\.byteLength|!more && !\(await drained|^\s*\} catch \{$|^\s*try \{$|^\s*\} finally \{$/,
    class: 'equivalent',
    reason:
      'when the streamed listing waits for the socket, not which bytes it writes: a client reads the same body, and what is written after it left no client sees (the byte count feeds only --stats)',
  },
  // The standalone server the mutation run starts is stopped after the verdict.
  {
    config: 'reference',
    file: 'src/reference/lifecycle.ts',
    line: /^function closer\(/,
    class: 'equivalent',
    reason: 'how the port closes: the run against the standalone server has its verdict before the server is stopped',
  },
  // src/reference/orders.ts: the listing of a long-lived account (the mutation run's server holds 2,000 older orders).
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    line: /async listHydrated\(|batch < 4|orders\.size !== before|ConcurrentModificationError/,
    class: 'equivalent',
    reason: 'called only under the fault orders-list-fails-beside-create',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    within: ['#unaddressed'],
    class: 'equivalent',
    reason:
      'used only by order listings that do not stream (the shaped variants and the faults); the clean server streams a long-lived account',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    within: ['#streamed'],
    line: /const stored = \[\.\.\.account\.orders\.values\(\)\]|\.sort\(\(x, y\) => x\.serial - y\.serial\)/,
    class: 'spec freedom',
    reason: 'the order in which the listing gives the orders: the response body of order operations is not shown (4.1)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    within: ['#streamed'],
    line: /const total = /,
    class: 'equivalent',
    reason: 'the total is written only by the orders-list-data-envelope variant',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    within: ['parts'],
    line: /for \(let i = 0; i < legacy\.count; i\+\+\)|if \(skipped\.has\(i\)\) continue;/,
    replacement: /^(false|true|i <= legacy\.count|i >= legacy\.count|\{\})$/,
    class: 'equivalent',
    reason:
      'the orders the account held before the server started, left out of every listing (or one more generated): no client can tell them from an account that never held them, and the suite judges the orders it wrote',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    within: ['#legacyStored'],
    line: /serial: index - legacy\.count,/,
    class: 'spec freedom',
    reason: 'where an older order comes in the listing once a request addressed it: the listing is not shown (4.1)',
  },
  {
    config: 'reference',
    file: 'src/reference/orders.ts',
    within: ['#find'],
    line: /account\.seeded(Chars|Orders) \+= /,
    class: 'spec freedom',
    reason: "the bookkeeping that keeps seeded orders out of the account's storage limit: limits are not shown (8)",
  },
  // src/reference/request-body.ts: a body that is not UTF-8.
  {
    config: 'reference',
    file: 'src/reference/request-body.ts',
    within: ['readBody'],
    line: /settle\(\{ ok: false, reply: errorReply\(status, 'request body is not valid UTF-8'\) \}\)/,
    mutator: ['BooleanLiteral'],
    class: 'equivalent',
    reason: 'marked read with no text, the body is refused by the JSON parser with the same 400 and error body',
  },
  // src/reference/scan-form-query.ts: page numbers of two digits and more.
  {
    config: 'reference',
    file: 'src/reference/scan-form-query.ts',
    within: ['readPage'],
    original: /^\/\^\\d\+\$\/$/,
    replacement: /^\/\^\\d\$\/$/,
    class: 'spec freedom',
    reason:
      'refuses page numbers of two digits; the account has fewer than ten pages, and a page past the last may be refused (what it answers is not shown)',
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
