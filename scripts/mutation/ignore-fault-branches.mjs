// A StrykerJS ignorer for the reference server: code that runs only under a seeded fault or a variant is never run by
// the clean conformance run, so its mutants are equivalent there by construction and are not generated at all.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const reference = fileURLToPath(new URL('../../src/reference/', import.meta.url));

/** Every fault and variant name, read from the catalogue's records (`name: '...'`), the one place they are named. */
function catalogueNames() {
  const files = [
    ...readdirSync(join(reference, 'faults')).map((f) => join(reference, 'faults', f)),
    join(reference, 'variants.ts'),
  ];
  const names = new Set();
  for (const file of files)
    for (const m of readFileSync(file, 'utf8').matchAll(/\bname: '([a-z0-9-]+)'/g)) names.add(m[1]);
  return names;
}

const NAMES = catalogueNames();

/**
 * Helpers the server calls only from a fault's or a variant's branch (the branch itself is found by its test; these
 * are the functions it calls): a mutant inside them is never run by the clean server.
 */
const ONLY_UNDER_A_DEVIATION = new Set([
  'basicGarbage',
  'calendarFault',
  'decodeBase64',
  'omitNulls',
  'shuffleTies',
  'text',
  // Constants read only in such branches: the reworded messages and the HTML media type of the faults.
  'REWORDED',
  'HTML_TYPE',
]);

function isName(node) {
  return node?.type === 'StringLiteral' && NAMES.has(node.value);
}

/**
 * `b.fault` or `b.variant` (what the server was started with), or a name or call that holds undefined whenever the
 * server runs clean (cleanUndefined below).
 */
function isDeviation(node, scope) {
  const named =
    node?.type === 'MemberExpression' &&
    !node.computed &&
    (node.property.name === 'fault' || node.property.name === 'variant');
  return named || (node?.type !== 'MemberExpression' && cleanUndefined(node, scope));
}

/**
 * `NAMES.has(b.fault ?? '')` (or `.includes`) where NAMES is a constant list or set of fault and variant names only:
 * the clean server asks it about undefined or a word that names nothing, so it answers false.
 */
function memberOfNames(node, scope) {
  const callee = node?.type === 'CallExpression' ? node.callee : undefined;
  if (callee?.type !== 'MemberExpression' || callee.computed || !/^(has|includes)$/.test(callee.property.name))
    return false;
  const arg = node.arguments[0];
  const asked =
    isDeviation(arg, scope) ||
    (arg?.type === 'LogicalExpression' &&
      arg.operator === '??' &&
      isDeviation(arg.left, scope) &&
      arg.right.type === 'StringLiteral' &&
      !isName(arg.right));
  const held = callee.object.type === 'Identifier' ? scope.getBinding(callee.object.name) : undefined;
  const init = held?.kind === 'const' ? held.path.node.init : undefined;
  const list = init?.type === 'NewExpression' ? init.arguments[0] : init;
  return asked && list?.type === 'ArrayExpression' && list.elements.length > 0 && list.elements.every(isName);
}

/** What a `const` of this file holds (`const inclusive = f === 'sf-cursor-included'`), or undefined. */
function constantOf(node, scope) {
  const binding = scope?.getBinding(node.name);
  const declarator = binding?.path.node;
  if (binding?.kind !== 'const' || declarator?.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier')
    return undefined;
  return declarator.init ?? undefined;
}

/** Functions under inspection, against a cycle of calls (such a function is not known to answer undefined). */
const inspecting = new Set();

/**
 * An expression that is undefined whenever the server runs clean: `b.fault`, `<deviation only> ? x : undefined`, a
 * `const` (or a `let` set only under a deviation) holding one, `x?.y` of one, `a ?? b` of two, `await` of one, or a
 * call of a function of this file whose every return the clean server reaches gives undefined.
 */
function cleanUndefined(node, scope) {
  if (node === null || node === undefined || scope === undefined) return false;
  switch (node.type) {
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'AwaitExpression':
      return cleanUndefined(node.expression ?? node.argument, scope);
    case 'MemberExpression':
      return isDeviation(node, scope);
    case 'ConditionalExpression':
      return (
        (deviationOnly(node.test, scope) && isUndefined(node.alternate)) ||
        (cleanAlways(node.test, scope) && isUndefined(node.consequent))
      );
    case 'LogicalExpression':
      return node.operator === '??' && cleanUndefined(node.left, scope) && cleanUndefined(node.right, scope);
    case 'OptionalMemberExpression':
    case 'OptionalCallExpression':
      return cleanUndefined(node.object ?? node.callee, scope);
    case 'Identifier':
      return bindingCleanUndefined(scope.getBinding(node.name));
    case 'CallExpression':
      return returnsUndefinedClean(node, scope);
    default:
      return false;
  }
}

function bindingCleanUndefined(binding) {
  const declarator = binding?.path.node;
  if (declarator?.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier') return false;
  if (binding.kind === 'const') return cleanUndefined(declarator.init, binding.path.scope);
  const setOnlyUnderDeviation = binding.constantViolations.every((p) => insideNeverRun(p));
  return binding.kind === 'let' && (declarator.init === null || isUndefined(declarator.init)) && setOnlyUnderDeviation;
}

/**
 * The function a call names: a function declaration of this file, or a method of the class around the call
 * (`this.#m()`, `this.m()`). Undefined for anything else.
 */
function calledFunction(node, scope) {
  const callee = node?.type === 'CallExpression' ? node.callee : undefined;
  if (callee?.type === 'Identifier') {
    const fn = scope.getBinding(callee.name)?.path;
    return fn?.node.type === 'FunctionDeclaration' ? fn : undefined;
  }
  if (callee?.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'ThisExpression')
    return undefined;
  const name = callee.property.type === 'PrivateName' ? `#${callee.property.id.name}` : callee.property.name;
  const cls = scope.path.findParent((p) => p.isClass());
  return cls
    ?.get('body.body')
    .find(
      (m) => /ClassMethod|ClassPrivateMethod/.test(m.node.type) && m.node.kind === 'method' && keyOf(m.node) === name,
    );
}

function keyOf(method) {
  return method.key.type === 'PrivateName' ? `#${method.key.id.name}` : method.key.name;
}

/**
 * Whether every return of a function that the clean server reaches gives a value `holds` accepts (undefined, or
 * false in the clean server); `last` asks that the body end in a return, so it cannot fall off with undefined.
 */
function everyCleanReturn(fn, holds, last) {
  if (fn === undefined || inspecting.has(fn.node)) return false;
  if (last && fn.node.body.body?.at(-1)?.type !== 'ReturnStatement') return false;
  inspecting.add(fn.node);
  let answer = true;
  fn.traverse({
    Function: (inner) => inner.skip(),
    ReturnStatement: (r) => {
      if (!(insideNeverRun(r) || holds(r.node.argument, r.scope))) answer = false;
    },
  });
  inspecting.delete(fn.node);
  return answer;
}

function returnsUndefinedClean(node, scope) {
  const none = (arg, s) => arg === null || isUndefined(arg) || cleanUndefined(arg, s);
  return everyCleanReturn(calledFunction(node, scope), none, false);
}

/** A call of a function that answers false (or another value false in a test) whenever the server runs clean. */
function returnsDeviationOnly(node, scope) {
  const no = (arg, s) => arg !== null && deviationOnly(arg, s);
  return scope !== undefined && everyCleanReturn(calledFunction(node, scope), no, true);
}

function isUndefined(node) {
  return node?.type === 'Identifier' && node.name === 'undefined';
}

const NEGATED = { '===': '!==', '==': '!=', '!==': '===', '!=': '==' };

/**
 * `x === 'name'` (true only under that fault or variant) or, with the negated operators, `b.fault === undefined`
 * (true only when the server runs clean): `operators` are those of the form that is false in the clean server.
 */
function comparesTo(node, operators, scope) {
  if (node?.type !== 'BinaryExpression') return false;
  if (operators.includes(node.operator) && (isName(node.left) || isName(node.right))) return true;
  const againstUndefined =
    (isDeviation(node.left, scope) && isUndefined(node.right)) ||
    (isDeviation(node.right, scope) && isUndefined(node.left));
  return againstUndefined && operators.map((o) => NEGATED[o]).includes(node.operator);
}

/** An expression that is false whenever the server runs clean (no fault, no variant). */
function deviationOnly(node, scope) {
  if (node === null || node === undefined) return false;
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression')
    return deviationOnly(node.expression, scope);
  if (comparesTo(node, ['===', '=='], scope)) return true;
  if (node.type === 'CallExpression' && returnsDeviationOnly(node, scope)) return true;
  if (memberOfNames(node, scope)) return true;
  if (node.type === 'Identifier') return deviationOnly(constantOf(node, scope), scope);
  if (node.type === 'UnaryExpression' && node.operator === '!') return cleanAlways(node.argument, scope);
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return deviationOnly(node.left, scope) || deviationOnly(node.right, scope);
  if (node.type === 'LogicalExpression' && node.operator === '||')
    return deviationOnly(node.left, scope) && deviationOnly(node.right, scope);
  return false;
}

/** An expression that is true whenever the server runs clean. */
function cleanAlways(node, scope) {
  if (node === null || node === undefined) return false;
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression') return cleanAlways(node.expression, scope);
  if (comparesTo(node, ['!==', '!='], scope)) return true;
  if (node.type === 'Identifier') return cleanAlways(constantOf(node, scope), scope);
  if (node.type === 'UnaryExpression' && node.operator === '!') return deviationOnly(node.argument, scope);
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return cleanAlways(node.left, scope) && cleanAlways(node.right, scope);
  if (node.type === 'LogicalExpression' && node.operator === '||')
    return cleanAlways(node.left, scope) || cleanAlways(node.right, scope);
  return false;
}

/** A statement that always leaves its block: return or throw, alone or last in a block. */
function exits(node) {
  if (node?.type === 'ReturnStatement' || node?.type === 'ThrowStatement') return true;
  return node?.type === 'BlockStatement' && exits(node.body.at(-1));
}

/** A statement after `if (<clean always>) return ...;` in the same block: reached only under a deviation. */
function afterCleanExit(path) {
  if (typeof path.key !== 'number' || !path.parentPath?.isBlockStatement?.()) return false;
  return path
    .getAllPrevSiblings()
    .some(
      (s) =>
        s.node.type === 'IfStatement' &&
        !s.node.alternate &&
        cleanAlways(s.node.test, s.scope) &&
        exits(s.node.consequent),
    );
}

/**
 * A function body that starts with `if (<clean always>) return;` (or `return undefined;`): emptied, it returns the same
 * undefined in the clean server, so the block mutant is equivalent there.
 */
function bodyLeftAtOnce(node, scope) {
  const first = node.type === 'BlockStatement' ? node.body[0] : undefined;
  if (first?.type !== 'IfStatement' || first.alternate || !cleanAlways(first.test, scope)) return false;
  const leave = first.consequent.type === 'BlockStatement' ? first.consequent.body[0] : first.consequent;
  const value = leave?.type === 'ReturnStatement' ? leave.argument : 'other';
  return value === null || (value?.type === 'Identifier' && value.name === 'undefined');
}

/**
 * A function body that, in the clean server, only reads (constants of pure reads or of calls of such functions), skips
 * the branches of deviations and leaves with undefined: emptied, it does and returns the same, so it is equivalent.
 */
function bodyDoesNothingClean(path) {
  const { node } = path;
  if (node.type !== 'BlockStatement' || !path.parentPath?.isFunction?.()) return false;
  return doesNothingClean(node, path.scope);
}

function doesNothingClean(block, scope) {
  for (const s of block.body) {
    if (s.type === 'VariableDeclaration' && s.declarations.every((d) => quietValue(d.init, scope))) continue;
    if (s.type === 'IfStatement' && !s.alternate && deviationOnly(s.test, scope)) continue;
    if (s.type === 'IfStatement' && !s.alternate && cleanAlways(s.test, scope))
      return leavesWithUndefined(s.consequent);
    return leavesWithUndefined(s);
  }
  return true;
}

function leavesWithUndefined(statement) {
  const leave = statement.type === 'BlockStatement' ? statement.body[0] : statement;
  return leave?.type === 'ReturnStatement' && (leave.argument === null || isUndefined(leave.argument));
}

/** A value computed without acting: pure reads, or a call of a function of this file that does nothing clean. */
function quietValue(node, scope) {
  if (inert(node, true)) return true;
  const fn = calledFunction(node, scope);
  if (fn === undefined || inspecting.has(fn.node) || !node.arguments.every((a) => inert(a, true))) return false;
  inspecting.add(fn.node);
  const quiet = doesNothingClean(fn.node.body, fn.scope);
  inspecting.delete(fn.node);
  return quiet;
}

function branchOfDeviation(path) {
  const parent = path.parent;
  if (parent?.type !== 'IfStatement' && parent?.type !== 'ConditionalExpression') return false;
  if (path.key === 'consequent') return deviationOnly(parent.test, path.scope);
  if (path.key === 'alternate') return cleanAlways(parent.test, path.scope);
  return false;
}

/** `{ 'fault-name': ..., ... }`: a table keyed by faults or variants, read only under one of them. */
function tableOfDeviations(node) {
  return (
    node.type === 'ObjectExpression' &&
    node.properties.length > 0 &&
    node.properties.every((p) => p.type === 'ObjectProperty' && isName(p.key))
  );
}

/**
 * The text of an error message: the second argument of errorReply(status, message), or a `message:` property. Spec 7
 * says only "message: Human-readable detail" (a string), so which words it holds is the server's to choose.
 */
function messageText(path) {
  const { node, parent } = path;
  if (node.type !== 'StringLiteral' && node.type !== 'TemplateLiteral') return false;
  if (parent?.type === 'CallExpression' && parent.callee.name === 'errorReply') return path.key === 1;
  return parent?.type === 'ObjectProperty' && path.key === 'value' && parent.key.name === 'message';
}

function isHelperOfDeviation(node) {
  const named = node.type === 'FunctionDeclaration' || node.type === 'VariableDeclarator';
  return named && ONLY_UNDER_A_DEVIATION.has(node.id?.name);
}

/** Code that computes without calling anything: evaluated, it cannot throw or act, whatever a mutant makes of it. */
function inert(node, reads = false) {
  if (node === null || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every((n) => inert(n, reads));
  if (table(node)) return true;
  if (reads && /^(Optional)?MemberExpression$/.test(node.type)) return inert(node.object, reads);
  if (/Call|New|Await|Member|Spread|Template|Update|Assignment/.test(node.type)) return false;
  return Object.entries(node).every(([k, v]) => k === 'loc' || k === 'extra' || inert(v, reads));
}

/** `new Set([...])` or `new Map([...])` of inert entries: a table built without running anything of this file. */
function table(node) {
  return (
    node?.type === 'NewExpression' &&
    node.callee.type === 'Identifier' &&
    /^(Set|Map)$/.test(node.callee.name) &&
    node.arguments.every((a) => inert(a))
  );
}

/**
 * A function of this file, or a constant holding a function or an inert table, whose every use is in code left out:
 * its code is never run (a variable whose value only a deviation reads, but which the clean server computes, is not).
 */
function usedOnlyUnderDeviation(path) {
  const { node } = path;
  if (node.type === 'ClassPrivateMethod' || node.type === 'ClassPrivateProperty')
    return privateUsedOnlyUnderDeviation(path);
  const fn = /Function/.test(node.init?.type ?? '');
  if (node.type !== 'FunctionDeclaration' && !(node.type === 'VariableDeclarator' && (fn || inert(node.init))))
    return false;
  if (node.id?.type !== 'Identifier' || path.parentPath?.parentPath?.isExportNamedDeclaration?.()) return false;
  if (path.parentPath?.isExportNamedDeclaration?.()) return false;
  const binding = path.parentPath.scope.getBinding(node.id.name);
  const uses = binding?.referencePaths ?? [];
  return uses.length > 0 && uses.every((use) => insideNeverRun(use));
}

/** A private method or field (`#name`, so only its class can use it) whose every use in the class is never run. */
function privateUsedOnlyUnderDeviation(path) {
  const name = path.node.key.id.name;
  const uses = [];
  path.parentPath.traverse({
    MemberExpression(use) {
      if (use.node.property.type === 'PrivateName' && use.node.property.id.name === name) uses.push(use);
    },
  });
  return uses.length > 0 && uses.every((use) => insideNeverRun(use));
}

/** `x?.f()` of a name that holds undefined in the clean server, as a statement: it does nothing there. */
function callOfNothing(path) {
  const expression = path.node.type === 'ExpressionStatement' ? path.node.expression : undefined;
  return expression?.type === 'OptionalCallExpression' && cleanUndefined(expression, path.scope);
}

function ownReason(path) {
  const node = path.node;
  const scope = path.scope;
  if (isName(node)) return 'names a fault or a variant';
  if (tableOfDeviations(node)) return 'a table keyed by faults or variants';
  if (messageText(path)) return 'spec freedom: the words of an error message (spec 7: human-readable detail)';
  if (deviationOnly(node, scope) || cleanAlways(node, scope))
    return 'asks which fault or variant runs: constant in the clean server';
  if (node.type === 'SwitchCase' && isName(node.test)) return 'a case of one fault or variant';
  if (branchOfDeviation(path)) return 'runs only under a fault or a variant';
  if (afterCleanExit(path)) return 'reached only under a fault or a variant';
  if (isHelperOfDeviation(node)) return 'called only under a fault or a variant';
  if (bodyLeftAtOnce(node, scope)) return 'left at once in the clean server, with the undefined an empty body returns';
  if (bodyDoesNothingClean(path)) return 'does nothing in the clean server but read and leave with undefined';
  if (usedOnlyUnderDeviation(path))
    return "used only in code left out (a fault's, a variant's, an error message's words)";
  if (callOfNothing(path)) return 'calls a method of what is undefined in the clean server: does nothing there';
  return undefined;
}

const reasons = new WeakMap();

/** The reason a node is left out, its own (not its ancestors'); computed once a node. */
function reasonOf(path) {
  if (reasons.has(path.node)) return reasons.get(path.node);
  reasons.set(path.node, undefined); // a cycle through bindings ends here, with "not known to be left out"
  const reason = ownReason(path);
  reasons.set(path.node, reason);
  return reason;
}

/**
 * Code the clean server never runs (not merely code whose mutants are equivalent there: a fault test is evaluated, an
 * error message is written): a deviation's branch, what follows a clean exit, the right of `<deviation only> && ...`,
 * a helper or binding only such code uses.
 */
function neverRunOwn(path) {
  const { node, parent } = path;
  const shortCircuited =
    parent?.type === 'LogicalExpression' &&
    path.key === 'right' &&
    ((parent.operator === '&&' && deviationOnly(parent.left, path.scope)) ||
      (parent.operator === '||' && cleanAlways(parent.left, path.scope)));
  return (
    shortCircuited ||
    (node.type === 'SwitchCase' && isName(node.test)) ||
    branchOfDeviation(path) ||
    afterCleanExit(path) ||
    isHelperOfDeviation(node) ||
    usedOnlyUnderDeviation(path)
  );
}

const neverRun = new WeakMap();

function insideNeverRun(path) {
  for (let p = path; p; p = p.parentPath) {
    if (!neverRun.has(p.node)) {
      neverRun.set(p.node, false); // a cycle through bindings ends here, with "not known to be never run"
      neverRun.set(p.node, neverRunOwn(p));
    }
    if (neverRun.get(p.node)) return true;
  }
  return false;
}

const ignorer = {
  shouldIgnore(path) {
    // StrykerJS writes the mutants of a node into the tree as it leaves it, and the reasons above read other parts of
    // the file (the functions a call names, the uses of a binding): each is decided on the whole untouched file first.
    if (path.isProgram())
      path.traverse({
        enter(p) {
          reasonOf(p);
          insideNeverRun(p);
        },
      });
    return reasonOf(path);
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'fault-branches', ignorer)];
