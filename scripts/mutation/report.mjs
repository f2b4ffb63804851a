// Writes the figures and the survivors of the last mutation runs into docs/mutation.md: StrykerJS's JSON reports,
// the kinds of kill the per-mutant command recorded, and each survivor's class from classified.mjs. `npm run mutation:report`.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { classify } from './classified.mjs';

const DOC = 'docs/mutation.md';

function readJson(path, fallback) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback;
}

/** How a detected mutant was detected: a MUST failed, NOT DETERMINED, a crash, a SHOULD only, a MUST the clean run
 * exercised left unexercised, or a timeout. */
function killKind(mutant, exits) {
  if (mutant.status === 'Timeout') return 'timeout';
  const reason = mutant.statusReason ?? '';
  const marked = /mutation-kill: (DOES NOT CONFORM|NOT DETERMINED|CRASH|SHOULD|LOST COVERAGE)/.exec(reason)?.[1];
  const fromLog = exits.get(mutant.id);
  const kind =
    marked ??
    (fromLog === undefined
      ? undefined
      : fromLog.exit === 1
        ? 'DOES NOT CONFORM'
        : fromLog.exit === 2
          ? 'NOT DETERMINED'
          : fromLog.exit !== 0
            ? 'CRASH'
            : (fromLog.should ?? []).length > 0
              ? 'SHOULD'
              : 'LOST COVERAGE');
  return (
    {
      'DOES NOT CONFORM': 'must',
      'NOT DETERMINED': 'not-determined',
      CRASH: 'crash',
      SHOULD: 'should',
      'LOST COVERAGE': 'lost',
    }[kind] ?? 'test'
  );
}

const NAMED =
  /^(\s*)(?:export\s+)?(?:async\s+)?(?:function\s*\*?\s*(\w+)|(?:const|let)\s+(\w+)(?:\s*:[^=]+)?\s*=\s*(?:async\s+)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)|(#?\w+)\s*\(.*\)\s*(?::[^{]*)?\{\s*$)/;

/** The name of the innermost named function around a line (a declaration, a const holding one, or a method); a const
 * holding a value is no function. */
function enclosingFunction(lines, line) {
  let indent = Infinity;
  for (let i = line - 1; i >= 0; i--) {
    const text = lines[i];
    // A blank line, or the close of a signature whose parameters span lines, says nothing of nesting.
    if (text.trim() === '' || /^\)[^;]*\{\s*$/.test(text.trim())) continue;
    const own = text.length - text.trimStart().length;
    if (own >= indent) continue;
    indent = own;
    const m = NAMED.exec(text);
    const name = m?.[2] ?? m?.[3] ?? m?.[4];
    if (name !== undefined && !['if', 'for', 'while', 'switch', 'catch', 'return'].includes(name)) return name;
    if (own === 0) return undefined;
  }
  return undefined;
}

/** Every mutant of a report with its place, the code it replaced and, for survivors, its class. */
function mutantsOf(report) {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) => {
    const lines = source.split('\n');
    return mutants.map((m) => {
      const { start, end } = m.location;
      const text = lines[start.line - 1] ?? '';
      const original =
        start.line === end.line ? text.slice(start.column - 1, end.column - 1) : `${text.slice(start.column - 1)} …`;
      const within = enclosingFunction(lines, start.line - 1);
      return { ...m, file, line: start.line, column: start.column, text, within, original: original.trim() };
    });
  });
}

const code = (text, max = 70) => {
  const flat = text.replace(/\s+/g, ' ').replaceAll('`', "'");
  return `\`${flat.length > max ? `${flat.slice(0, max)}…` : flat}\``;
};

/** When the last run of a configuration finished, its wall time, and how much of it the incremental file spared. */
function lastRun(name, mutants) {
  const run = readJson(`reports/mutation/${name}-run.json`, undefined);
  if (run === undefined) return `not recorded (run it with \`npm run mutation:${name}\`)`;
  const minutes = Math.floor(run.seconds / 60);
  const wall = minutes === 0 ? `${run.seconds} s` : `${minutes} min ${run.seconds % 60} s`;
  const reused =
    run.reused === 0 ? 'every mutant tested' : `${run.reused} of ${mutants} results reused from the incremental file`;
  return `finished ${run.finished.slice(0, 16).replace('T', ' ')} UTC, wall time ${wall} on this machine (${reused})`;
}

/** The figures of one configuration and one line per survivor, as Markdown. */
function section(name, reportPath, exitsPath, reachedPath) {
  const report = readJson(reportPath, undefined);
  if (report === undefined) return `No report yet: run \`npm run mutation:${name}\`.`;
  const exits = new Map();
  if (exitsPath !== undefined && existsSync(exitsPath))
    for (const line of readFileSync(exitsPath, 'utf8').split('\n').filter(Boolean)) {
      const r = JSON.parse(line);
      if (r.mutant !== null && r.unreached !== true) exits.set(r.mutant, r);
    }
  const reached = reachedPath === undefined ? undefined : new Set(readJson(reachedPath, undefined) ?? []);
  const all = mutantsOf(report);
  const ignored = all.filter((m) => m.status === 'Ignored');
  const tested = all.filter((m) => m.status !== 'Ignored');
  const detected = tested.filter((m) => m.status === 'Killed' || m.status === 'Timeout');
  const survivors = tested.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
  const errors = tested.filter((m) => m.status === 'CompileError' || m.status === 'RuntimeError');
  const kinds = new Map();
  for (const m of detected) kinds.set(killKind(m, exits), (kinds.get(killKind(m, exits)) ?? 0) + 1);
  const classed = survivors.map((m) => ({ ...m, ...classify(name, m) }));
  const count = (cls) => classed.filter((m) => m.class === cls).length;
  const [equivalent, freedom] = [count('equivalent'), count('spec freedom')];
  const open = classed.filter((m) => m.class === undefined);
  const valid = tested.length - errors.length - equivalent - freedom;
  const score = (n) => (valid === 0 ? 'n/a' : `${((100 * n) / valid).toFixed(1)}%`);
  const byReason = new Map();
  for (const m of ignored) byReason.set(m.statusReason, (byReason.get(m.statusReason) ?? 0) + 1);
  const unreached = reached === undefined ? 0 : classed.filter((m) => !reached.has(m.id)).length;
  const rows = [
    `| last run | ${lastRun(name, all.length)} |`,
    `| mutants made | ${all.length} |`,
    `| left out before running (ignorer) | ${ignored.length} |`,
    ...[...byReason].map(([reason, n]) => `| &nbsp;&nbsp;${reason} | ${n} |`),
    `| run | ${tested.length} |`,
    `| detected | ${detected.length} |`,
    ...(name === 'reference'
      ? [
          `| &nbsp;&nbsp;killed: a MUST failed (exit 1) | ${kinds.get('must') ?? 0} |`,
          `| &nbsp;&nbsp;NOT DETERMINED (exit 2) | ${kinds.get('not-determined') ?? 0} |`,
          `| &nbsp;&nbsp;a crash of the run | ${kinds.get('crash') ?? 0} |`,
          `| &nbsp;&nbsp;a SHOULD failed, exit 0 | ${kinds.get('should') ?? 0} |`,
          `| &nbsp;&nbsp;a MUST the clean run exercised left unexercised, exit 0 | ${kinds.get('lost') ?? 0} |`,
        ]
      : [`| &nbsp;&nbsp;killed by a test | ${kinds.get('test') ?? 0} |`]),
    `| &nbsp;&nbsp;timed out | ${kinds.get('timeout') ?? 0} |`,
    `| compile or runtime errors (not counted) | ${errors.length} |`,
    `| survived | ${survivors.length} |`,
    ...(reached === undefined ? [] : [`| &nbsp;&nbsp;of them never reached by the clean run | ${unreached} |`]),
    `| &nbsp;&nbsp;equivalent | ${equivalent} |`,
    `| &nbsp;&nbsp;spec freedom | ${freedom} |`,
    `| &nbsp;&nbsp;not classified | ${open.length} |`,
    `| **score** detected / (run − errors − equivalent − spec freedom) | **${score(detected.length)}** (${detected.length} / ${valid}) |`,
    ...(name === 'reference'
      ? [
          `| score counting only a failed MUST | ${score(kinds.get('must') ?? 0)} (${kinds.get('must') ?? 0} / ${valid}) |`,
        ]
      : []),
  ];
  const survivorLines = classed
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .map(
      (m) =>
        `- ${m.file}:${m.line}:${m.column}${m.within === undefined ? '' : ` (${m.within})`} ${m.mutatorName} ${code(m.original)} → ${code(m.replacement ?? '')}: ${
          m.class === undefined ? '**not classified**' : `${m.class}: ${m.reason}`
        }${reached !== undefined && !reached.has(m.id) ? ' (never reached)' : ''}`,
    );
  return ['| | |', '|---|---|', ...rows, '', `Survivors (${classed.length}):`, '', ...survivorLines].join('\n');
}

function replaceBlock(text, name, body) {
  const start = `<!-- mutation:${name}:start (generated by npm run mutation:report) -->`;
  const end = `<!-- mutation:${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${DOC} lacks the markers of the ${name} block`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

let doc = readFileSync(DOC, 'utf8');
doc = replaceBlock(doc, 'oracles', section('oracles', 'reports/mutation/oracles.json'));
doc = replaceBlock(
  doc,
  'reference',
  section(
    'reference',
    'reports/mutation/reference.json',
    'reports/mutation/reference-exits.jsonl',
    'reports/mutation/reference-reached.json',
  ),
);
writeFileSync(DOC, doc);
console.log(`${DOC}: figures and survivors rewritten`);
