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

/** `b.fault` or `b.variant`: what the server was started with (both undefined when it runs clean). */
function isDeviation(node) {
  return (
    node?.type === 'MemberExpression' &&
    !node.computed &&
    (node.property.name === 'fault' || node.property.name === 'variant')
  );
}

function isUndefined(node) {
  return node?.type === 'Identifier' && node.name === 'undefined';
}

const NEGATED = { '===': '!==', '==': '!=', '!==': '===', '!=': '==' };

/**
 * `x === 'name'` (true only under that fault or variant) or, with the negated operators, `b.fault === undefined`
 * (true only when the server runs clean): `operators` are those of the form that is false in the clean server.
 */
function comparesTo(node, operators) {
  if (node?.type !== 'BinaryExpression') return false;
  if (operators.includes(node.operator) && (isName(node.left) || isName(node.right))) return true;
  const againstUndefined =
    (isDeviation(node.left) && isUndefined(node.right)) || (isDeviation(node.right) && isUndefined(node.left));
  return againstUndefined && operators.map((o) => NEGATED[o]).includes(node.operator);
}

/** An expression that is false whenever the server runs clean (no fault, no variant). */
function deviationOnly(node) {
  if (node === null || node === undefined) return false;
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression') return deviationOnly(node.expression);
  if (comparesTo(node, ['===', '=='])) return true;
  if (node.type === 'UnaryExpression' && node.operator === '!') return cleanAlways(node.argument);
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return deviationOnly(node.left) || deviationOnly(node.right);
  if (node.type === 'LogicalExpression' && node.operator === '||')
    return deviationOnly(node.left) && deviationOnly(node.right);
  return false;
}

/** An expression that is true whenever the server runs clean. */
function cleanAlways(node) {
  if (node === null || node === undefined) return false;
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression') return cleanAlways(node.expression);
  if (comparesTo(node, ['!==', '!='])) return true;
  if (node.type === 'UnaryExpression' && node.operator === '!') return deviationOnly(node.argument);
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return cleanAlways(node.left) && cleanAlways(node.right);
  if (node.type === 'LogicalExpression' && node.operator === '||')
    return cleanAlways(node.left) || cleanAlways(node.right);
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
      (s) => s.node.type === 'IfStatement' && !s.node.alternate && cleanAlways(s.node.test) && exits(s.node.consequent),
    );
}

/**
 * A function body that starts with `if (<clean always>) return;` (or `return undefined;`): emptied, it returns the same
 * undefined in the clean server, so the block mutant is equivalent there.
 */
function bodyLeftAtOnce(node) {
  const first = node.type === 'BlockStatement' ? node.body[0] : undefined;
  if (first?.type !== 'IfStatement' || first.alternate || !cleanAlways(first.test)) return false;
  const leave = first.consequent.type === 'BlockStatement' ? first.consequent.body[0] : first.consequent;
  const value = leave?.type === 'ReturnStatement' ? leave.argument : 'other';
  return value === null || (value?.type === 'Identifier' && value.name === 'undefined');
}

function branchOfDeviation(path) {
  const parent = path.parent;
  if (parent?.type !== 'IfStatement' && parent?.type !== 'ConditionalExpression') return false;
  if (path.key === 'consequent') return deviationOnly(parent.test);
  if (path.key === 'alternate') return cleanAlways(parent.test);
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

const ignorer = {
  shouldIgnore(path) {
    const node = path.node;
    if (isName(node)) return 'names a fault or a variant';
    if (tableOfDeviations(node)) return 'a table keyed by faults or variants';
    if (messageText(path)) return 'spec freedom: the words of an error message (spec 7: human-readable detail)';
    if (deviationOnly(node) || cleanAlways(node))
      return 'asks which fault or variant runs: constant in the clean server';
    if (node.type === 'SwitchCase' && isName(node.test)) return 'a case of one fault or variant';
    if (branchOfDeviation(path)) return 'runs only under a fault or a variant';
    if (afterCleanExit(path)) return 'reached only under a fault or a variant';
    if (isHelperOfDeviation(node)) return 'called only under a fault or a variant';
    if (bodyLeftAtOnce(node)) return 'left at once in the clean server, with the undefined an empty body returns';
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'fault-branches', ignorer)];
