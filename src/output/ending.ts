// What the end-of-run outputs leave for those after them and for the exit code: the files written, the
// certification bundle, the verdict. Filled in the order the handlers are listed (src/output/finishing.ts).

import type { WrittenBundle } from '../certify/bundle.js';
import { Scrubber } from '../evidence/secrets.js';
import type { TargetConfig } from '../config/target.js';
import type { WrittenFile } from '../report/write.js';
import type { ConformanceReport } from '../report/model.js';
import type { FinalVerdict } from '../report/verdict.js';

export interface RunEnding {
  files?: readonly WrittenFile[];
  bundle?: WrittenBundle;
  /** The report as every file and the console show it (known failures applied); read by `run --json`. */
  report?: ConformanceReport;
  /** The console's one verdict; set unless the run was interrupted or stopped. */
  verdict?: FinalVerdict;
}

/** The run's keys as its reports name them ($API_KEY): what every end-of-run output scrubs. */
export function scrubberFor(target: TargetConfig): Scrubber {
  return new Scrubber([
    ['API_KEY', target.apiKey],
    ['SECOND_API_KEY', target.secondApiKey],
  ]);
}
