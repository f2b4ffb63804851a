// The end-of-run outputs of `run`, in order: the report files, the GitHub step summary, the certification
// bundle, the console summary. Loaded on demand (they pull in every renderer), given the report as the user sees it.

import type { KeyObject } from 'node:crypto';
import type { ProductInfo } from '../certify/statement.js';
import type { Env } from '../config/config.js';
import { applyExpectations, type Expectations } from '../report/expectations.js';
import { runCommandFor } from '../report/reproduce.js';
import type { RunEvent, RunHandler } from '../runner/events.js';
import { certificationBundle } from './certification.js';
import type { RunEnding } from './ending.js';
import { implementationLabel } from './label.js';
import { reportFiles } from './report-files.js';
import { runSummary } from './run-summary.js';
import { stepSummary } from './step-summary.js';

export interface FinishingOptions {
  readonly reportDir: string;
  readonly env: Env;
  /** GITHUB_STEP_SUMMARY, when set and not blank. */
  readonly stepSummary: string | undefined;
  readonly expectations: Expectations | undefined;
  readonly product: ProductInfo | undefined;
  /** The vendor's Ed25519 key (--sign-key): the bundle is signed with it. */
  readonly signingKey?: KeyObject | undefined;
  /** The command line's module URL: the rerun command a report suggests (npx for a package, npm run for a clone). */
  readonly commandModuleUrl: string;
  /** `--label`: the target's name in a matrix (implementation.json beside the reports). */
  readonly label?: string | undefined;
  /** The options of `run` a re-run command carries (--dotenv, --expectations, --certify...). */
  readonly rerunOptions?: readonly string[];
  /** Filled by the handlers: the files, the bundle, the verdict the exit code follows. */
  readonly ending: RunEnding;
  /** `run --json`: stdout holds the report alone, so the console summary goes to stderr. */
  readonly json?: boolean;
}

/** The report with the rerun command and the known failures applied, as every file and the console show it. */
function asShown(event: RunEvent, options: FinishingOptions): RunEvent {
  if (event.type !== 'finished') return event;
  const withCommand = {
    ...event.report,
    run: {
      ...event.report.run,
      command: runCommandFor(options.commandModuleUrl),
      ...(options.rerunOptions === undefined ? {} : { rerunOptions: options.rerunOptions }),
    },
  };
  const { expectations } = options;
  return { ...event, report: expectations === undefined ? withCommand : applyExpectations(withCommand, expectations) };
}

export function finishing(options: FinishingOptions): RunHandler {
  const { reportDir, ending } = options;
  const handlers = [
    reportFiles(reportDir, ending),
    implementationLabel(reportDir, options.label, options.product),
    stepSummary(options.stepSummary),
    certificationBundle(reportDir, options.product, ending, options.signingKey),
    runSummary(reportDir, options.env, ending, options.json === true),
  ];
  return async (event) => {
    const shown = asShown(event, options);
    if (shown.type === 'finished') ending.report = shown.report;
    for (const handler of handlers) await handler(shown);
  };
}
