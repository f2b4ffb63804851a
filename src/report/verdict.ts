// The one verdict the console shows and the exit code follows: the run's, or under --certify the
// certification's. One function, so the console can never print two verdicts that disagree.

import { coverageOf } from './coverage.js';
import type { ConformanceReport } from './model.js';

/** The parts of a certification statement the console verdict needs (src/certify/statement.ts builds it). */
export interface CertificationOutcome {
  readonly verdict: 'conformant' | 'not conformant';
  readonly reasons: readonly string[];
  readonly vendor: string;
  readonly product: string;
  readonly productVersion: string;
}

export interface FinalVerdict {
  /** Exit 0 when true, 1 otherwise. */
  readonly ok: boolean;
  /** The headline, e.g. "CONFORMS: …" or "CERTIFICATION: not conformant". */
  readonly headline: string;
  /** Why, one line each (the certification's reasons); empty for a run's verdict, whose lists say why. */
  readonly reasons: readonly string[];
}

export function finalVerdict(report: ConformanceReport, certification?: CertificationOutcome): FinalVerdict {
  if (certification !== undefined) {
    const ok = certification.verdict === 'conformant';
    return {
      ok,
      headline: ok
        ? `CERTIFICATION: conformant (${certification.vendor} ${certification.product} ${certification.productVersion}): every MUST requirement passed and every applicable requirement was exercised`
        : 'CERTIFICATION: not conformant',
      reasons: certification.reasons,
    };
  }
  const c = report.counts;
  if (report.verdict === 'pass') {
    const coverage = coverageOf(report);
    const known = c.knownFailures > 0 ? ` (${c.knownFailures} known failure(s) excepted)` : '';
    const partial = report.run.partial ? ' (partial run)' : '';
    const gap = coverage.complete
      ? ''
      : `, but ${c.notExercised} of ${c.total} requirements were not exercised (see Coverage)`;
    return {
      ok: true,
      headline: `CONFORMS: every MUST requirement that ran passed${known}${partial}${gap}`,
      reasons: [],
    };
  }
  return {
    ok: false,
    headline: `DOES NOT CONFORM: ${c.mustFail} MUST requirement(s) failed${report.run.incomplete === undefined ? '' : ' or the run was incomplete'}`,
    reasons: [],
  };
}
