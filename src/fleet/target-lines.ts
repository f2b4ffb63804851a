// The fleet's console line per target (stderr), as each settles, in the order they finish: a long fleet shows
// progress target by target.

import { terminalText } from '../report/escape.js';
import { VERDICT_WORD } from '../report/model.js';
import type { FleetHandler } from './events.js';

export function targetLines(write: (line: string) => void = (line) => console.error(line)): FleetHandler {
  return (event) => {
    if (event.type !== 'target-settled') return;
    const { outcome, done, total } = event;
    write(terminalText(`osf-conformance: [${done}/${total}] ${outcome.name}: ${VERDICT_WORD[outcome.status]}`));
  };
}
