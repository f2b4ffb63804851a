// The certification verdict and statement: "conformant" only when every MUST passed, every applicable requirement
// was exercised, nothing passed only on retry, and the run was full-strength. Pure: the report in, text out.

import { UsageError } from '../errors.js';
import { coverageLine, coverageOf } from '../report/coverage.js';
import { VERDICT_WORD, type ConformanceReport, type Counts, type RunVerdict } from '../report/model.js';

/** The property runs of a default run (config's NUM_RUNS default); a certification may not use fewer. */
export const CERTIFY_MIN_NUM_RUNS = 12;

export interface ProductInfo {
  readonly vendor: string;
  readonly product: string;
  readonly productVersion: string;
}

export type CertificationVerdict = 'conformant' | 'not conformant';

export interface CertificationStatement {
  readonly format: 'osf-conformance-certification-statement';
  readonly formatVersion: 1;
  readonly vendor: string;
  readonly product: string;
  readonly productVersion: string;
  readonly target: {
    readonly ordersBaseUrl: string;
    readonly scanFormsBaseUrl: string;
    readonly ordersApiPrefix: string;
    readonly scanFormsApiPrefix: string;
  };
  /** When the run finished (ISO 8601). */
  readonly date: string;
  readonly run: {
    readonly startedAt: string;
    readonly finishedAt: string;
    readonly seed: number;
    readonly numRuns: number;
    readonly node: string;
    readonly requests: number;
  };
  readonly suite: { readonly name: string; readonly version: string };
  readonly spec: { readonly version: string };
  readonly verdict: CertificationVerdict;
  /** The run's own verdict (CONFORMS / DOES NOT CONFORM / NOT DETERMINED); absent in statements written before it. */
  readonly runVerdict?: RunVerdict;
  /** Why the verdict is "not conformant"; empty when conformant. */
  readonly reasons: readonly string[];
  /** Facts that do not change the verdict (SHOULD failures, not-applicable requirements with their reasons). */
  readonly notes: readonly string[];
  readonly counts: Counts;
}

/** Product names go into files a customer reads: one printable line each, not empty, not endless. */
export function checkProductInfo(info: {
  vendor?: string | undefined;
  product?: string | undefined;
  productVersion?: string | undefined;
}): ProductInfo {
  const check = (flag: string, env: string, raw: string | undefined): string => {
    const value = raw?.trim() ?? '';
    if (value === '')
      throw new UsageError(
        `--certify needs ${flag} (or ${env}): the statement names the vendor, the product and its version`,
      );
    if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
      throw new UsageError(`${flag} must be one line of printable text`);
    if (value.length > 200) throw new UsageError(`${flag} is longer than 200 characters`);
    return value;
  };
  return {
    vendor: check('--vendor', 'CERTIFY_VENDOR', info.vendor),
    product: check('--product', 'CERTIFY_PRODUCT', info.product),
    productVersion: check('--product-version', 'CERTIFY_PRODUCT_VERSION', info.productVersion),
  };
}

export function certificationVerdict(report: ConformanceReport): {
  verdict: CertificationVerdict;
  reasons: string[];
  notes: string[];
} {
  const reasons: string[] = [];
  const notes: string[] = [];
  const run = report.run;
  // A run that could not have been started with --certify (edited report, or built by other means) is refused too.
  if (run.partial) reasons.push(`the run was partial (--only ${(run.only ?? []).join(',')})`);
  if (run.expectations !== undefined) reasons.push(`an expectations file (${run.expectations.source}) was applied`);
  if (run.numRuns < CERTIFY_MIN_NUM_RUNS)
    reasons.push(`NUM_RUNS was ${run.numRuns}, below the default ${CERTIFY_MIN_NUM_RUNS}`);
  if (run.incomplete !== undefined) reasons.push(`the run was incomplete: ${run.incomplete}`);
  if (report.target.embedded) reasons.push('the target was the embedded reference server, not the product');
  if (report.requirements.length === 0) reasons.push('no requirement ran');
  const coverage = coverageOf(report);
  // The coverage line leads: it names the setup that would exercise what was left out.
  if (!coverage.complete) reasons.push(`incomplete coverage: ${coverageLine(report, 5).replace(/^Coverage: /, '')}`);
  for (const r of report.requirements) {
    // The rule names what was not shown to hold, so the statement reads without the catalogue beside it.
    const where = `${r.id} (${r.clause}, ${r.level}: ${r.rule.replace(/\.$/, '')})`;
    if (r.verdict === 'fail' && r.level === 'MUST') reasons.push(`${where} failed: ${r.reason ?? ''}`);
    if (r.verdict === 'fail' && r.level === 'SHOULD')
      notes.push(`${where} failed (a SHOULD: does not change the verdict): ${r.reason ?? ''}`);
    // Lack of data or configuration blocks: the statement would otherwise vouch for what was never checked.
    if (r.verdict === 'not-exercised')
      reasons.push(
        `${where} was not exercised${r.needs === undefined ? '' : ` (needs ${r.needs})`}: ${r.reason ?? ''}`,
      );
    // Not applicable means the product has nothing the requirement speaks of (one served version has no old
    // paths to keep, spec 9.2): listed with its reason, and it does not block.
    if (r.verdict === 'not-applicable')
      notes.push(`${where} was not applicable, which does not block certification: ${r.reason ?? ''}`);
    if (r.verdict === 'pass' && r.retry !== undefined)
      reasons.push(`${where} passed only on retry; the first attempt failed: ${r.retry.firstReason}`);
  }
  return { verdict: reasons.length === 0 ? 'conformant' : 'not conformant', reasons, notes };
}

export function buildStatement(report: ConformanceReport, product: ProductInfo): CertificationStatement {
  const { verdict, reasons, notes } = certificationVerdict(report);
  const t = report.target;
  const run = report.run;
  return {
    format: 'osf-conformance-certification-statement',
    formatVersion: 1,
    vendor: product.vendor,
    product: product.product,
    productVersion: product.productVersion,
    target: {
      ordersBaseUrl: t.ordersBaseUrl,
      scanFormsBaseUrl: t.scanFormsBaseUrl,
      ordersApiPrefix: t.ordersApiPrefix,
      scanFormsApiPrefix: t.scanFormsApiPrefix,
    },
    date: run.finishedAt,
    run: {
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      seed: run.seed,
      numRuns: run.numRuns,
      node: run.node,
      requests: run.requests,
    },
    suite: report.suite,
    spec: report.spec,
    verdict,
    runVerdict: report.verdict,
    reasons,
    notes,
    counts: report.counts,
  };
}

/** The statement for people: plain Markdown, the same facts as statement.json. */
export function renderStatementMarkdown(s: CertificationStatement): string {
  const oneLine = (text: string) =>
    text.replace(/[\r\n]+/g, ' ').replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);
  const c = s.counts;
  return [
    `# Conformance statement: ${oneLine(s.vendor)} ${oneLine(s.product)} ${oneLine(s.productVersion)}`,
    '',
    `**Verdict: ${s.verdict === 'conformant' ? 'conformant' : 'not conformant'}** to the Orders and Scan Forms Service specification (${oneLine(s.spec.version)}).`,
    ...(s.runVerdict === undefined ? [] : ['', `The run's verdict: **${VERDICT_WORD[s.runVerdict]}**.`]),
    '',
    `- Vendor: ${oneLine(s.vendor)}`,
    `- Product: ${oneLine(s.product)}, version ${oneLine(s.productVersion)}`,
    `- Orders interface: ${oneLine(s.target.ordersBaseUrl)}${oneLine(s.target.ordersApiPrefix)}`,
    `- Scan form interface: ${oneLine(s.target.scanFormsBaseUrl)}${oneLine(s.target.scanFormsApiPrefix)}`,
    `- Date: ${s.date} (run started ${s.run.startedAt})`,
    `- Suite: ${oneLine(s.suite.name)} ${oneLine(s.suite.version)}; seed ${s.run.seed}; ${s.run.numRuns} runs per property; ${s.run.requests} requests; Node.js ${oneLine(s.run.node)}`,
    `- Requirements: ${c.total}; passed ${c.pass}; failed ${c.fail} (MUST ${c.mustFail}, SHOULD ${c.shouldFail}); not exercised ${c.notExercised}; not applicable ${c.notApplicable}`,
    '',
    s.verdict === 'conformant'
      ? 'Every MUST requirement passed on its first attempt, and every applicable requirement was exercised.'
      : 'The product is not conformant because:',
    ...s.reasons.map((r) => `- ${oneLine(r)}`),
    ...(s.notes.length === 0
      ? []
      : ['', 'Notes (these do not change the verdict):', ...s.notes.map((n) => `- ${oneLine(n)}`)]),
    '',
    'This bundle holds the full reports (conformance.json, report.html, junit.xml, summary.md) and MANIFEST.sha256.',
    'Check that nothing was edited with `osf-conformance verify <this directory>` or `sha256sum -c MANIFEST.sha256`.',
    'The manifest shows edits made after the bundle was written; it is not a signature. To know it is the bundle the',
    "vendor made, check it against the vendor's published digest (`osf-conformance verify --sha256 DIGEST <dir>`) or,",
    "when it holds attestation.dsse.json, against the vendor's public key (`osf-conformance verify --public-key FILE <dir>`).",
    '',
  ].join('\n');
}
