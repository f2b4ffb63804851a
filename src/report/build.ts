// Outcomes + catalogue -> the report model: one result per selected requirement, evidence with curl
// commands for failures, every string scrubbed of keys. Pure: no I/O, unit-tested without a server.

import type { RunConfig } from '../config/config.js';
import type { TargetConfig } from '../config/target.js';
import type { Outcome } from '../engine/outcome.js';
import { Scrubber } from '../evidence/secrets.js';
import type { RequirementRecord, UntestableClause } from '../requirements/requirement.js';
import type { Selected, Selection } from '../requirements/select.js';
import type { RunSummary } from '../engine/scheduler.js';
import { REPORT_FORMAT_VERSION, SPEC_VERSION, SUITE_NAME, SUITE_VERSION } from '../version.js';
import { curlOf, reproductionScript } from './reproduce.js';
import { prepareJsonElement, reportJsonParts } from './report-json.js';
import { spaceCoverage } from './space-coverage.js';
import {
  countResults,
  overallVerdict,
  type ConformanceReport,
  type EvidenceExchange,
  type PartResult,
  type RequirementResult,
} from './model.js';

export interface BuildInput {
  /** The run's selection, resolved once (resolveSelection): the requirements reported, in report order. */
  readonly selection: Selection;
  readonly untestable: readonly UntestableClause[];
  readonly outcomes: ReadonlyMap<string, Outcome>;
  readonly target: TargetConfig;
  readonly config: Pick<RunConfig, 'seed' | 'numRuns' | 'caFile'>;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly incomplete?: string | undefined;
  /** The positive control's one line when it stopped the run before any check (a setup problem). */
  readonly setupProblem?: string | undefined;
  readonly summary?: RunSummary | undefined;
}

function evidenceOf(outcome: Outcome, ordersPrefix: string, caFileHint: string | undefined): EvidenceExchange[] {
  return outcome.exchanges.map((exchange, index) => {
    const decisive = outcome.verdict === 'fail' && index === outcome.decisiveExchange;
    return {
      ...exchange,
      ...(decisive ? { decisive: true } : {}),
      ...(outcome.verdict === 'fail' ? { curl: curlOf(exchange, ordersPrefix, caFileHint) } : {}),
    };
  });
}

function reproductionOf(
  outcome: Outcome,
  ordersPrefix: string,
  caFileHint: string | undefined,
): { reproduce: string } | object {
  if (outcome.verdict !== 'fail' || outcome.decisiveExchange === undefined) return {};
  const script = reproductionScript(
    outcome.exchanges,
    outcome.decisiveExchange,
    outcome.finding ?? { summary: outcome.reason ?? '', exchanges: [] },
    ordersPrefix,
    caFileHint,
  );
  return script === undefined ? {} : { reproduce: script };
}

/**
 * Every declared part with its verdict, in record order: one the check did not run reads not exercised, and
 * says whether --only left it out or the check ended before it.
 */
function partsOf(
  req: RequirementRecord,
  outcome: Outcome | undefined,
  selected: readonly string[] | undefined,
): PartResult[] | undefined {
  if (req.parts === undefined || req.parts.length === 0) return undefined;
  return req.parts.map(({ name, rule }) => {
    const ran = outcome?.parts?.find((p) => p.name === name);
    if (ran !== undefined) return { ...ran, rule };
    const reason =
      selected !== undefined && !selected.includes(name)
        ? 'left out by --only'
        : `the check did not reach this part${outcome?.reason === undefined ? '' : ` (${outcome.reason})`}`;
    return { name, rule, verdict: 'not-exercised' as const, reason };
  });
}

/** The record of a requirement as reports carry it: its words, without its check. */
function recordOf(req: RequirementRecord): Omit<RequirementRecord, 'parts'> {
  const { id, clause, level, rule, quote, sends, tolerates } = req;
  return { id, clause, level, rule, quote, sends, ...(tolerates === undefined ? {} : { tolerates }) };
}

/** Why a requirement has no outcome: a setup problem said once at the top, or the cut, or an unfinished check. */
function notRunReason(input: Pick<BuildInput, 'setupProblem' | 'incomplete'>): string {
  if (input.setupProblem !== undefined) return 'not checked: a setup problem stopped the run first (see the top)';
  return input.incomplete ?? 'the requirement did not run to completion';
}

/**
 * What a settled requirement's result depends on beyond its record (with its selected parts) and outcome: the same
 * for a whole run.
 */
export interface ResultContext {
  readonly target: TargetConfig;
}

// A result is built once per outcome: as the requirement settles (so its report pieces can be rendered while the
// run goes on) and again, the same object, when the report is built.
const built = new WeakMap<
  Outcome,
  { readonly req: Selected; readonly context: ResultContext; readonly result: RequirementResult }
>();

/** A settled requirement's result, as the report will hold it; the same object for the same outcome and run. */
export function settledResult(req: Selected, outcome: Outcome, context: ResultContext): RequirementResult {
  const known = built.get(outcome);
  if (known !== undefined && known.req === req && known.context.target === context.target) return known.result;
  const result = outcomeResult(req, outcome, context);
  built.set(outcome, { req, context, result });
  return result;
}

/** One selected requirement's result: its outcome as the report says it, or why it has none. */
function resultOf(req: Selected, input: BuildInput): RequirementResult {
  const outcome = input.outcomes.get(req.id);
  if (outcome !== undefined) return settledResult(req, outcome, { target: input.target });
  return notRunResult(req, notRunReason(input));
}

/** A requirement the run never ran: not exercised for the run's sake, with the reason. */
function notRunResult(req: Selected, reason: string): RequirementResult {
  const parts = partsOf(req, undefined, req.selectedParts);
  return {
    ...recordOf(req),
    ...(parts === undefined ? {} : { parts }),
    verdict: 'not-exercised',
    reason,
    limitedBy: 'run',
    notes: [],
    durationMs: 0,
    attempts: 0,
    evidence: [],
  };
}

function outcomeResult(req: Selected, outcome: Outcome, context: ResultContext): RequirementResult {
  const { ordersApiPrefix } = context.target;
  const caFileHint = context.target.caPem === undefined ? undefined : '$CA_FILE';
  const parts = partsOf(req, outcome, req.selectedParts);
  const partsField = parts === undefined ? {} : { parts };
  return {
    ...recordOf(req),
    verdict: outcome.verdict,
    ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
    ...(outcome.finding === undefined || outcome.verdict !== 'fail' ? {} : { finding: outcome.finding }),
    ...partsField,
    ...(outcome.needs === undefined || outcome.verdict !== 'not-exercised' ? {} : { needs: outcome.needs }),
    ...(outcome.limitedBy === undefined || outcome.verdict !== 'not-exercised' ? {} : { limitedBy: outcome.limitedBy }),
    notes: outcome.notes,
    durationMs: outcome.durationMs,
    attempts: outcome.attempts,
    ...(outcome.retry === undefined ? {} : { retry: outcome.retry }),
    ...(outcome.retry !== undefined && !outcome.retry.repeated ? { flaky: true as const } : {}),
    evidence: evidenceOf(outcome, ordersApiPrefix, caFileHint),
    ...reproductionOf(outcome, ordersApiPrefix, caFileHint),
  };
}

/** What the report says about the target: where it is, never its keys. */
function targetOf(target: TargetConfig): ConformanceReport['target'] {
  return {
    ordersBaseUrl: target.ordersBaseUrl,
    scanFormsBaseUrl: target.scanFormsBaseUrl,
    ordersApiPrefix: target.ordersApiPrefix,
    scanFormsApiPrefix: target.scanFormsApiPrefix,
    embedded: target.embedded,
    secondAccount: target.secondApiKey !== undefined,
    enabledMetadataKeys: target.enabledMetadataKeys,
  };
}

/** What the report says about the run: when, with which seed and selection, how it ended, what it sent. */
function runOf(
  input: Pick<
    BuildInput,
    'selection' | 'startedAt' | 'finishedAt' | 'config' | 'incomplete' | 'setupProblem' | 'summary'
  >,
): ConformanceReport['run'] {
  const { only } = input.selection;
  return {
    startedAt: input.startedAt.toISOString(),
    finishedAt: input.finishedAt.toISOString(),
    durationMs: input.finishedAt.getTime() - input.startedAt.getTime(),
    node: process.version,
    seed: input.config.seed,
    numRuns: input.config.numRuns,
    partial: only !== undefined && only.length > 0,
    ...(only === undefined || only.length === 0 ? {} : { only }),
    ...(input.incomplete === undefined ? {} : { incomplete: input.incomplete }),
    ...(input.setupProblem === undefined ? {} : { setupProblem: input.setupProblem }),
    requests: input.summary?.requests ?? 0,
    retries429: input.summary?.retries429 ?? 0,
    createdOrderReferences: input.summary?.createdReferences ?? [],
    ...(input.summary?.orderNamespace === undefined ? {} : { orderNamespace: input.summary.orderNamespace }),
  };
}

/** The report around its results: the suite, the spec, the target, the run, and the verdict they give. */
function reportOf(
  input: Pick<BuildInput, 'untestable' | 'incomplete' | 'setupProblem' | 'summary'>,
  target: ConformanceReport['target'],
  run: ConformanceReport['run'],
  results: RequirementResult[],
): ConformanceReport {
  const counts = countResults(results);
  return {
    format: 'osf-conformance-report',
    formatVersion: REPORT_FORMAT_VERSION,
    suite: { name: SUITE_NAME, version: SUITE_VERSION },
    spec: { version: SPEC_VERSION },
    target,
    run,
    verdict: overallVerdict(results, counts, input),
    counts,
    requirements: results,
    untestable: input.untestable,
    ...(input.summary?.covered === undefined ? {} : { space: spaceCoverage(input.summary.covered, results) }),
  };
}

export interface SetupFailureInput {
  /** The run's selection as far as it could be resolved (the whole catalogue when the selection is the error). */
  readonly selection: Selection;
  readonly untestable: readonly UntestableClause[];
  /** The target as far as the configuration describes it (a URL that does not parse is left empty). */
  readonly target: ConformanceReport['target'];
  readonly seed: number;
  readonly numRuns: number;
  readonly at: Date;
  /** The configuration or usage error, in one line, with its fix. */
  readonly setupProblem: string;
}

/**
 * The report of a run that a configuration or usage error stopped before it started (an http:// URL, a junk
 * CA file, a bad expectations file...): every selected requirement not checked, the cause and its fix on top, so
 * the verdict is NOT DETERMINED in every report, as for a run its positive control stopped. The caller scrubs it.
 */
export function setupFailureReport(input: SetupFailureInput): ConformanceReport {
  const reason = notRunReason(input);
  const results = input.selection.requirements.map((req) => notRunResult(req, reason));
  const config = { seed: input.seed, numRuns: input.numRuns, caFile: undefined };
  const run = runOf({ ...input, config, startedAt: input.at, finishedAt: input.at });
  return reportOf(input, input.target, run, results);
}

export function buildReport(input: BuildInput): ConformanceReport {
  const { target } = input;
  const results: RequirementResult[] = input.selection.requirements.map((req) => resultOf(req, input));
  const report = reportOf(input, targetOf(target), runOf(input), results);
  // Defence in depth: evidence was scrubbed when recorded; a second pass catches anything derived later. It looks
  // at the text conformance.json will hold, and rebuilds the report string by string only when that holds a form.
  const scrubber = new Scrubber([
    ['API_KEY', target.apiKey],
    ['SECOND_API_KEY', target.secondApiKey],
  ]);
  // Each requirement's JSON found clean keeps its mark, so writing conformance.json looks again only at the joints.
  for (const result of results) prepareJsonElement(result, scrubber);
  return scrubber.scrubFoundParts(reportJsonParts(report)).found ? scrubber.scrubDeep(report) : report;
}
