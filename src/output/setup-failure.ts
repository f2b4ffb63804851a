// A `run` that a configuration or usage error stopped before it started (an http:// URL, a junk CA file, a bad
// expectations or fleet file): NOT DETERMINED with the cause, in the four reports, the step summary and --json.

import { prepareReportDir } from '../config/report-dir.js';
import { claimReportDir } from '../config/report-lock.js';
import type { Env } from '../config/config.js';
import { UsageError } from '../errors.js';
import { redactUrl, Scrubber } from '../evidence/secrets.js';
import { setupFailureReport } from '../report/build.js';
import { wellFormedJson } from '../report/escape.js';
import type { ConformanceReport } from '../report/model.js';
import { appendStepSummary, writeReports } from '../report/write.js';
import { resolveSelection, unmatchedSelection } from '../requirements/select.js';

export interface SetupFailureContext {
  /** The settings as far as they could be read (flags, environment, .env), leniently. */
  readonly merged: Env;
  /** `--only` as given, when it was. */
  readonly only: string | undefined;
  /** `--dry-run`: a plan, not a run, so no verdict and no report. */
  readonly dryRun: boolean;
  /** `--json`, and whether stdout already holds its one document. */
  readonly json: boolean;
  readonly jsonPrinted: boolean;
  /** GITHUB_STEP_SUMMARY, when set. */
  readonly stepSummary: string | undefined;
}

/** A configured base URL as the report may show it (credentials and query hidden), or "" when it is not a URL. */
function shownUrl(raw: string | undefined): string {
  const text = raw?.trim() ?? '';
  if (!URL.canParse(text)) return '';
  return redactUrl(new URL(text).href).replace(/\/+$/, '');
}

/** The target as the configuration describes it, nothing more: the run never reached it. */
function describedTarget(merged: Env): ConformanceReport['target'] {
  const prefix = (name: string, fallback: string) => {
    const value = merged[name]?.trim() ?? '';
    return value.startsWith('/') ? value : fallback;
  };
  const orders = shownUrl(merged.ORDERS_BASE_URL);
  const keys = (merged.ENABLED_METADATA_KEYS ?? '').split(',').map((k) => k.trim());
  return {
    ordersBaseUrl: orders,
    scanFormsBaseUrl: merged.SCAN_FORMS_BASE_URL?.trim() ? shownUrl(merged.SCAN_FORMS_BASE_URL) : orders,
    ordersApiPrefix: prefix('ORDERS_API_PREFIX', '/v1.0'),
    scanFormsApiPrefix: prefix('SCAN_FORMS_API_PREFIX', '/v2'),
    embedded: (merged.ORDERS_BASE_URL?.trim() ?? '') === '',
    secondAccount: (merged.SECOND_API_KEY?.trim() ?? '') !== '',
    enabledMetadataKeys: keys.filter((k) => /^[a-z_]+$/.test(k)),
  };
}

/** The whole number a setting holds, or the fallback when it holds none (it may be the error being reported). */
function numberOf(raw: string | undefined, fallback: number): number {
  const text = raw?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : fallback;
}

async function reportOf(problem: string, context: SetupFailureContext): Promise<ConformanceReport> {
  const { catalogue, untestable } = await import('../../suites/index.js');
  const asked = context.only
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // A selection that matches nothing (perhaps the very error) selects the whole catalogue.
  const only =
    asked !== undefined && asked.length > 0 && unmatchedSelection(catalogue, asked).length === 0 ? asked : undefined;
  return setupFailureReport({
    selection: resolveSelection(catalogue, only),
    untestable,
    target: describedTarget(context.merged),
    seed: numberOf(context.merged.SEED, Math.floor(Math.random() * 2 ** 31)),
    numRuns: Math.max(1, numberOf(context.merged.NUM_RUNS, 12)),
    at: new Date(),
    setupProblem: problem,
  });
}

/** Writes the four reports into REPORT_DIR, unless the folder is the problem or another run holds it. */
function writeInto(report: ConformanceReport, merged: Env, scrubber: Scrubber): string | undefined {
  let dir: string;
  let release: () => void;
  try {
    dir = prepareReportDir(merged.REPORT_DIR?.trim() || 'reports');
    release = claimReportDir(dir);
  } catch (error) {
    if (error instanceof UsageError) return undefined;
    throw error;
  }
  try {
    writeReports(report, dir, scrubber);
    return dir;
  } catch (error) {
    // A link planted where a report goes is refused in a line of its own; the cause stays the one said.
    if (error instanceof UsageError) return undefined;
    throw error;
  } finally {
    release();
  }
}

/**
 * Says the error as the verdict it is: the reports written (junit.xml holding one <error>), the step summary
 * appended, the report model on stdout under --json. Returns the one line to print (as a UsageError), keys scrubbed.
 */
export async function setupFailure(error: UsageError, context: SetupFailureContext): Promise<UsageError> {
  const { merged } = context;
  const scrubber = new Scrubber([
    ['API_KEY', merged.API_KEY?.trim()],
    ['SECOND_API_KEY', merged.SECOND_API_KEY?.trim()],
  ]);
  const problem = scrubber.scrub(error.message);
  if (context.dryRun) {
    if (context.json && !context.jsonPrinted) console.log(JSON.stringify({ error: problem }, null, 2));
    return new UsageError(problem);
  }
  const report = scrubber.scrubDeep(await reportOf(problem, context));
  if (context.json && !context.jsonPrinted) console.log(wellFormedJson(report, 2));
  const dir = writeInto(report, merged, scrubber);
  if (context.stepSummary !== undefined) {
    try {
      appendStepSummary(context.stepSummary, report, scrubber);
    } catch (failure) {
      console.error(
        `osf-conformance: warning: could not append to GITHUB_STEP_SUMMARY (${(failure as Error).message})`,
      );
    }
  }
  return new UsageError(`NOT DETERMINED: ${problem}${dir === undefined ? '' : ` (reports: ${dir})`}`);
}
