// The one verdict the console shows and the exit code follows: the run's, or under --certify the
// certification's. One function, so the console can never print two verdicts that disagree.

import { coverageOf } from './coverage.js';
import { notDeterminedReasons, VERDICT_EXIT, VERDICT_WORD, type ConformanceReport } from './model.js';

/** The parts of a certification statement the console verdict needs (src/certify/statement.ts builds it). */
export interface CertificationOutcome {
  readonly verdict: 'conformant' | 'not conformant';
  readonly reasons: readonly string[];
  readonly vendor: string;
  readonly product: string;
  readonly productVersion: string;
}

export interface FinalVerdict {
  /** Exit 0 when true. */
  readonly ok: boolean;
  /** 0 CONFORMS, 1 DOES NOT CONFORM, 2 NOT DETERMINED; under --certify, 1 when the run conforms but does not certify. */
  readonly exitCode: 0 | 1 | 2;
  /** The headline, e.g. "CONFORMS: …" or "CERTIFICATION: not conformant". */
  readonly headline: string;
  /** Why, one line each (the certification's reasons, or why the run is not determined). */
  readonly reasons: readonly string[];
}

function certified(report: ConformanceReport, certification: CertificationOutcome): FinalVerdict {
  const ok = certification.verdict === 'conformant';
  const run = VERDICT_EXIT[report.verdict];
  return {
    ok,
    exitCode: ok ? 0 : run === 0 ? 1 : run,
    headline: ok
      ? `CERTIFICATION: conformant (${certification.vendor} ${certification.product} ${certification.productVersion}): every MUST requirement passed and every applicable requirement was exercised`
      : `CERTIFICATION: not conformant${report.verdict === 'not-determined' ? ` (the run: ${VERDICT_WORD[report.verdict]})` : ''}`,
    reasons: certification.reasons,
  };
}

export function finalVerdict(report: ConformanceReport, certification?: CertificationOutcome): FinalVerdict {
  if (certification !== undefined) return certified(report, certification);
  const c = report.counts;
  const word = VERDICT_WORD[report.verdict];
  const exitCode = VERDICT_EXIT[report.verdict];
  if (report.verdict === 'pass') {
    const coverage = coverageOf(report);
    const known = c.knownFailures > 0 ? ` (${c.knownFailures} known failure(s) excepted)` : '';
    const partial = report.run.partial ? ' (partial run)' : '';
    const gap = coverage.complete
      ? ''
      : `, but ${c.notExercised} of ${c.total} requirements were not exercised (see Coverage)`;
    return {
      ok: true,
      exitCode,
      headline: `${word}: every MUST requirement that ran passed${known}${partial}${gap}`,
      reasons: [],
    };
  }
  if (report.verdict === 'not-determined')
    return {
      ok: false,
      exitCode,
      headline: `${word}: ${report.run.setupProblem === undefined ? 'the run could not judge every MUST requirement' : 'a setup problem stopped the run before any check'}`,
      reasons: notDeterminedReasons(report),
    };
  return {
    ok: false,
    exitCode,
    headline: `${word}: ${c.mustFail} MUST requirement(s) failed${report.run.incomplete === undefined ? '' : ' (and the run was cut short)'}`,
    reasons: [],
  };
}
