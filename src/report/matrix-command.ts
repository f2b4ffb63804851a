// `matrix PATH... [--out DIR]`: the conformance matrix of reports from a fleet run or from separate CI jobs.
// Exit 0 once written; reports that cannot be compared are flagged on the console and in both files.

import { parseArgs } from 'node:util';
import { UsageError } from '../errors.js';
import { matrixInputs, reportFiles, writeMatrix } from './matrix-files.js';
import { passRate } from './matrix.js';
import { showControls, terminalText } from './escape.js';

export function matrixCommand(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    options: { out: { type: 'string' } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length === 0)
    throw new UsageError(
      'matrix needs at least one report: osf-conformance matrix reports/ (folders are searched for conformance.json)',
    );
  const out = values.out ?? '.';
  const { model, files } = writeMatrix(matrixInputs(reportFiles(positionals), out), out);
  // Names come from folders and implementation.json: line breaks and every other control shown escaped.
  const names = new Map(model.columns.map((c) => [c, showControls(c.name)]));
  const width = Math.max(...[...names.values()].map((n) => n.length));
  console.log(
    terminalText(
      [
        ...model.mismatches.map((m) => `warning: ${m}`),
        ...model.columns.map(
          (c) =>
            `${names.get(c)!.padEnd(width)}  suite ${c.suiteVersion}  MUST ${passRate(c)}  ${c.status}${c.flags.length === 0 ? '' : ` (${c.flags.join('; ')})`}`,
        ),
        `${model.disagreements} requirement${model.disagreements === 1 ? '' : 's'} where implementations disagree`,
        `matrix: ${files.join(', ')}`,
      ].join('\n'),
    ),
  );
  return 0;
}
