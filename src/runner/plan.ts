// `run --dry-run`: the requests each requirement sends, as method + path template, without sending any to
// the target. The plan is recorded, not declared: every check runs against the embedded reference server
// (a conforming implementation) and the client's record of what it sent is turned into templates, so the
// plan can never drift from the checks as suites grow.

import type { RunConfig } from '../config/config.js';
import type { TargetConfig } from '../config/target.js';
import { requestTemplate } from '../http/safety.js';
import { RunContext } from '../engine/run-context.js';
import { schedule } from '../engine/scheduler.js';
import type { Requirement } from '../requirements/requirement.js';
import { resolveSelection } from '../requirements/select.js';
import { catalogue } from '../../suites/index.js';
import { startEmbedded } from './embedded.js';

export interface PlannedRequest {
  /** e.g. "PUT {base_url}/v1.0/orders/{reference}" or "GET {scan_base_url}/v2/scan_forms?page=…". */
  readonly template: string;
  /** What the Authorization header carries, as the report shows it ("Bearer <API_KEY>", "none"). */
  readonly auth: string;
  readonly count: number;
}

export interface RequirementPlan {
  readonly id: string;
  readonly clause: string;
  readonly level: string;
  readonly requests: readonly PlannedRequest[];
  /** Set when the check did not pass against the reference server, so the plan may be short of what it sends. */
  readonly caveat?: string;
}

export interface Plan {
  readonly requirements: readonly RequirementPlan[];
  /** Distinct templates across the run, sorted. */
  readonly templates: readonly string[];
}

/** The target the plan is recorded against: the embedded server, seen through the user's configuration. */
function planningTarget(config: RunConfig, embedded: Awaited<ReturnType<typeof startEmbedded>>): TargetConfig {
  const userHasSecond = config.ordersBaseUrl === undefined || config.secondApiKey !== undefined;
  // Without ENABLED_METADATA_KEYS a configured target's keys are unknown: its run sends what that leaves.
  const keys =
    config.ordersBaseUrl !== undefined && config.enabledMetadataKeys === undefined ? [] : embedded.enabledMetadataKeys;
  return {
    ordersBaseUrl: embedded.ordersBaseUrl,
    scanFormsBaseUrl: embedded.scanFormsBaseUrl,
    ordersApiPrefix: '/v1.0',
    scanFormsApiPrefix: '/v2',
    apiKey: embedded.apiKey,
    secondApiKey: userHasSecond ? embedded.secondApiKey : undefined,
    enabledMetadataKeys: keys,
    secondEnabledMetadataKeys:
      userHasSecond && (config.ordersBaseUrl === undefined || config.secondEnabledMetadataKeys !== undefined)
        ? embedded.secondEnabledMetadataKeys
        : undefined,
    caPem: embedded.caPem,
    caSource: 'the embedded reference server',
    seed: config.seed,
    numRuns: config.numRuns,
    ...(config.coverageDepth === undefined ? {} : { coverageDepth: config.coverageDepth }),
    orderReferencePrefix: config.orderReferencePrefix,
    requestTimeoutMs: 5_000,
    maxRps: 0,
    maxRetryAfterMs: 2_000,
    embedded: true,
  };
}

export async function planRun(
  config: RunConfig,
  only: readonly string[] | undefined,
  requirements: readonly Requirement[] = catalogue,
): Promise<Plan> {
  const selected = resolveSelection(requirements, only).requirements;
  const embedded = await startEmbedded({ seed: config.seed });
  const target = planningTarget(config, embedded);
  const run = new RunContext(target, {
    deadlineAt: Date.now() + 60_000,
    deadlineReason: 'planning took longer than 60 s',
  });
  const shown = { ...target, ordersApiPrefix: config.ordersApiPrefix, scanFormsApiPrefix: config.scanFormsApiPrefix };
  try {
    // The same scheduler as a real run, so the plan is what the run sends; failures are not re-run here.
    const outcomes = await schedule(run, selected, { attemptTimeoutMs: 30_000, retryFailures: false });
    const ordered = selected.map((req): RequirementPlan => {
      const outcome = outcomes.get(req.id)!;
      const counted = new Map<string, PlannedRequest>();
      for (const exchange of outcome.exchanges) {
        const api = run.http.apiRequestOf(exchange);
        const template = api === undefined ? `${exchange.request.method} (unrecorded)` : requestTemplate(api, shown);
        const auth = exchange.request.headers.authorization ?? 'none';
        const key = `${template} ${auth}`;
        const seen = counted.get(key);
        counted.set(key, { template, auth, count: (seen?.count ?? 0) + 1 });
      }
      const caveat = `${outcome.verdict} against the reference server (${(outcome.reason ?? '').split('\n')[0] ?? ''}); it may send other requests to yours`;
      return {
        id: req.id,
        clause: req.clause,
        level: req.level,
        requests: [...counted.values()],
        ...(outcome.verdict === 'pass' ? {} : { caveat }),
      };
    });
    return {
      requirements: ordered,
      templates: [...new Set(ordered.flatMap((p) => p.requests.map((r) => r.template)))].sort(),
    };
  } finally {
    await run.close();
    await embedded.server.close();
  }
}

/** The plan as `run --dry-run --json` prints it: where it would be sent, then the plan itself. */
export function planJson(plan: Plan, config: RunConfig): object {
  return {
    target: {
      ordersBaseUrl: config.ordersBaseUrl ?? null,
      scanFormsBaseUrl: config.scanFormsBaseUrl ?? config.ordersBaseUrl ?? null,
      orderReferencePrefix: config.orderReferencePrefix,
    },
    ...plan,
  };
}

export function renderPlan(plan: Plan, config: RunConfig): string {
  const where =
    config.ordersBaseUrl === undefined
      ? 'the embedded reference server'
      : `${config.ordersBaseUrl} (scan forms: ${config.scanFormsBaseUrl ?? config.ordersBaseUrl})`;
  const lines = [
    `Dry run: the requests each requirement sends, for a run against ${where}.`,
    'Nothing was sent to the target: the plan was recorded by running every check against the embedded reference',
    'server. Against another server a check may send fewer requests (it stops at the first failure) or walk more pages.',
    `{base_url} = ${config.ordersBaseUrl ?? 'the embedded server'}, {scan_base_url} = ${config.scanFormsBaseUrl ?? config.ordersBaseUrl ?? 'the embedded server'}, {reference} = an order reference starting with "${config.orderReferencePrefix}".`,
    '',
  ];
  for (const r of plan.requirements) {
    lines.push(`${r.id} (${r.clause}, ${r.level})`);
    for (const q of r.requests)
      lines.push(`  ${q.template}  [Authorization: ${q.auth}]${q.count > 1 ? ` x${q.count}` : ''}`);
    if (r.requests.length === 0) lines.push('  (no request)');
    if (r.caveat !== undefined) lines.push(`  note: ${r.caveat}`);
  }
  lines.push('', `Endpoints called (${plan.templates.length} distinct request templates):`);
  for (const t of plan.templates) lines.push(`  ${t}`);
  return lines.join('\n');
}
