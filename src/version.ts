// Versions stamped on every report: this suite's, and the spec edition it checks.
// Reports from different suite or spec versions are comparable only with care; compare warns on a mismatch.

import { readFileSync } from 'node:fs';
import { packageFile } from './package-root.js';

const pkg = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { version: string };

export const SUITE_NAME = 'osf-conformance';
export const SUITE_VERSION: string = pkg.version;
/** The spec carries no version of its own; this names the edition the requirements were written against. */
export const SPEC_VERSION = 'orders-and-scan-forms (orders /v1.0, scan forms /v2), 2026-11 edition';
/**
 * conformance.json's format. 2: failures are structured findings, requirements may have parts, and a requirement's
 * one `statement` became `rule`, `quote`, `sends` and `tolerates`. 3: the run's verdict may be `not-determined`,
 * a setup problem is `run.setupProblem`, and a not-exercised result says `limitedBy: "run"` when the run, not the
 * target's data, kept it from a verdict. Formats 1 and 2 are upgraded on reading (upgrade.ts).
 */
export const REPORT_FORMAT_VERSION = 4;
