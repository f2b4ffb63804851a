// `osf-conformance init`: writes the commented configuration template as .env in the current folder, for a
// package user whose copy of .env.example sits deep in node_modules. Never overwrites an existing file.

import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from './errors.js';

/** The template; .env.example in the repository is the same text (a test keeps them equal). */
export const ENV_TEMPLATE = `# osf-conformance configuration, read from .env in the folder you run from (\`npx osf-conformance init\`
# writes this template there; in a clone, copy .env.example to .env). Fill in; the real environment wins
# over this file, and command-line flags win over both. Leave ORDERS_BASE_URL unset to run against the
# embedded reference server. Keep .env out of version control: it holds the API key.

# The spec's {base_url} (HTTPS only); the suite appends /v1.0/orders...
ORDERS_BASE_URL=
# The spec's {scan_base_url}; the suite appends /v2/scan_forms. Defaults to ORDERS_BASE_URL.
SCAN_FORMS_BASE_URL=
# The API key of the account under test. Never printed or written by the suite.
API_KEY=
# A key of a different account. Optional, but without it account isolation (spec 4.4, 5.1) is not checked.
SECOND_API_KEY=
# Comma-separated metadata keys enabled for the account (spec 2.1.3), e.g. gift_note,channel; empty: unknown
ENABLED_METADATA_KEYS=
# Optional: the keys enabled for the account of SECOND_API_KEY, e.g. gift_note,sales_rep (per-account keys, 2.1.3)
SECOND_ENABLED_METADATA_KEYS=
# Optional PEM bundle trusted in addition to the system roots (a private CA for staging).
CA_FILE=
# Where reports go (default reports/).
REPORT_DIR=
# Optional: seed of generated values (printed in every report; reuse it to reproduce a failure).
SEED=
# Optional: fast-check runs per property (default 12).
NUM_RUNS=
# Optional: prefix of every order reference the run creates (default: unique per run).
ORDER_REFERENCE_PREFIX=
# Optional: version markers of the paths (spec 9), default /v1.0 and /v2.
ORDERS_API_PREFIX=
SCAN_FORMS_API_PREFIX=
# Optional: request timeout (ms, default 10000), whole-run deadline (ms, default 300000),
# requests-per-second ceiling (default 0 = none), longest Retry-After honoured (ms, default 5000).
REQUEST_TIMEOUT_MS=
RUN_DEADLINE_MS=
MAX_RPS=
MAX_RETRY_AFTER_MS=
# Optional: known failures file (JSON: { "REQ-ID": { "reason": "...", "link": "..." } }).
EXPECTATIONS_FILE=
# Certification (run --certify): who certifies what.
CERTIFY_VENDOR=
CERTIFY_PRODUCT=
CERTIFY_PRODUCT_VERSION=
# Optional: the vendor's Ed25519 private key (PEM file) that signs the bundle (openssl genpkey -algorithm ed25519).
CERTIFY_SIGN_KEY=
`;

/**
 * Writes `.env` into `dir` and returns its path. The exclusive-create flag makes "never overwrite" hold even
 * against a file appearing meanwhile; mode 0600 because the file will hold the API key.
 */
export function writeEnvTemplate(dir: string): string {
  const path = resolve(join(dir, '.env'));
  try {
    writeFileSync(path, ENV_TEMPLATE, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(`${path} already exists; not overwritten (edit it, or remove it and run init again)`);
    throw new UsageError(`cannot write ${path}: ${(error as Error).message}`);
  }
  return path;
}
