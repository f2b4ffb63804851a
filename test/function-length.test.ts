// No function in src/, suites/, bench/ or scripts/ runs past 60 lines of code (generated code aside): a function
// that long does several jobs, and each job wants its own name. Counted on the parsed source from the signature
// (a long parameter list is code a reader holds too) to the closing brace, nested functions within their parent.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINES = 60;
/** Written by `npm run schemas:compile`, not by hand. */
const GENERATED = new Set(['src/schema/validators.generated.ts', 'src/report/report-validator.generated.ts']);

/**
 * Functions allowed past the limit for now, each with its reason. Every entry must still be too long (the
 * test fails on a stale one), so the list only shrinks.
 */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Lines of a function's body that hold code: blank lines and comment-only lines do not count. */
function codeLines(text: string): number {
  return text.split('\n').filter((line) => {
    const t = line.trim();
    return t !== '' && !t.startsWith('//') && !t.startsWith('/*') && !t.startsWith('*');
  }).length;
}

/** A function's name as a reader finds it: its own, the requirement id it checks, or the function it sits in. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name !== undefined) return node.name.getText(file);
  for (let at: ts.Node = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isVariableDeclaration(at) || ts.isPropertyAssignment(at)) return at.name.getText(file);
    const record = ts.isCallExpression(at) ? at.arguments[0] : undefined;
    const id =
      record !== undefined && ts.isObjectLiteralExpression(record)
        ? record.properties.find((p) => p.name?.getText(file) === 'id')
        : undefined;
    if (id !== undefined && ts.isPropertyAssignment(id)) return `check of ${id.initializer.getText(file)}`;
    if (ts.isFunctionLike(at) && at.name !== undefined) return `function in ${at.name.getText(file)}`;
  }
  return 'a top-level function';
}

/** `name` -> code lines, for every function of one source over the limit: signature and body, not its doc comment. */
function longFunctionsIn(path: string, text: string): Map<string, number> {
  const long = new Map<string, number>();
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const lines = codeLines(file.text.slice(node.getStart(file), node.body.end));
      if (lines > MAX_LINES) long.set(nameOf(node, file), lines);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return long;
}

/** `file name` -> code lines, for every function over the limit. */
function longFunctions(files: readonly string[]): Map<string, number> {
  return new Map(
    files.flatMap((path) =>
      [...longFunctionsIn(path, readFileSync(join(root, path), 'utf8'))].map(
        ([name, n]) => [`${path} ${name}`, n] as const,
      ),
    ),
  );
}

describe('function length', () => {
  const files = ['src', 'suites', 'bench', 'scripts']
    .flatMap((dir) => sources(dir))
    .filter((f) => !GENERATED.has(f.replace(/\\/g, '/')));
  const long = longFunctions(files);

  it(`finds no function over ${MAX_LINES} lines of code outside the exceptions`, () => {
    const offenders = [...long].filter(([where]) => !EXCEPTIONS.has(where)).map(([w, n]) => `${w} (${n} lines)`);
    expect(offenders).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    expect([...EXCEPTIONS.keys()].filter((where) => !long.has(where))).toEqual([]);
  });

  it('counts what it should: a long function is found, its comments and blank lines are not code', () => {
    const body = Array.from({ length: MAX_LINES + 1 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(codeLines(`{\n${body}\n}`)).toBe(MAX_LINES + 3);
    expect(codeLines('{\n  // why\n\n  /* and */\n  * more\n  return 1;\n}')).toBe(3);
    expect(files).toContain('src/cli.ts');
    expect(files).toContain('bench/run.ts');
  });

  it('counts a long parameter list as code: a function is found by its signature and body together', () => {
    const params = Array.from({ length: 10 }, (_, i) => `  p${i}: number,`).join('\n');
    const body = Array.from({ length: MAX_LINES - 8 }, (_, i) => `  const v${i} = p0;`).join('\n');
    const source = `/**\n * Documented.\n */\nexport function wide(\n${params}\n): void {\n${body}\n}\n`;
    expect(longFunctionsIn('x.ts', source)).toEqual(new Map([['wide', MAX_LINES + 5]]));
    expect(longFunctionsIn('x.ts', source.replace(params, '  p0: number,'))).toEqual(new Map());
  });
});
