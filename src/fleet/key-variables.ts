// Which environment variables may be sent as a key: a fleet file (or an Action input) handed over by someone else
// points at their server, so it must never be able to send that server a secret the CI machine holds for another.

import { UsageError } from '../errors.js';

/**
 * The suite's own prefix: a variable named OSF_... was exported for this suite, so a fleet file may name it. Any
 * other name (API_KEY, EU_API_KEY...) must be named on the command line with --key-env first: a name ending in
 * _API_KEY is what a CI machine's other secrets are called too (OPENAI_API_KEY, a vendor's DEPLOY_API_KEY).
 */
export const SUITE_PREFIX = 'OSF_';

const PREFIXED = /^OSF_[A-Z0-9_]+$/;

/**
 * Variables well known to hold something else: credentials of CI systems, clouds, registries and common
 * services (some of them key-shaped), and the ordinary environment. Refused even when named on the command
 * line, since none of them is ever this service's key.
 */
const WELL_KNOWN: readonly RegExp[] = [
  // CI systems and code hosts.
  /^(GITHUB|GH|GITLAB|CI_JOB|CI|BITBUCKET|CIRCLE|BUILDKITE|TRAVIS|DRONE|JENKINS|AZURE_DEVOPS|ACTIONS)_/,
  /^(SYSTEM_ACCESSTOKEN|CODECOV_TOKEN|SONAR_TOKEN|SNYK_TOKEN)$/,
  // Clouds.
  /^(AWS|AMAZON|GOOGLE|GCP|GCLOUD|CLOUDSDK|AZURE|ARM|DIGITALOCEAN|DO|HCLOUD|LINODE|OCI|ALIBABA|IBMCLOUD)_/,
  /^(CLOUDFLARE|CF|FASTLY|HEROKU|VERCEL|NETLIFY|FLY|RENDER|SUPABASE|FIREBASE)_/,
  // Package registries, containers and secrets managers.
  /^(NPM|NODE_AUTH|YARN|PYPI|TWINE|GEM|RUBYGEMS|CARGO|NUGET|DOCKER|DOCKERHUB|QUAY|HELM|VAULT|OP|DOPPLER)_/,
  // Common services whose keys are often key-shaped.
  /^(OPENAI|ANTHROPIC|GEMINI|MISTRAL|COHERE|GROQ|HF|HUGGINGFACE|REPLICATE|PINECONE|TOGETHER)_/,
  /^(STRIPE|SENDGRID|MAILGUN|POSTMARK|TWILIO|SLACK|DISCORD|TELEGRAM|SENTRY|DATADOG|DD|NEW_RELIC|NEWRELIC)_/,
  /^(ALGOLIA|SEGMENT|MIXPANEL|SHOPIFY|PAYPAL|ADYEN|SQUARE|PLAID|OKTA|AUTH0|ATLASSIAN|JIRA|LINEAR|NOTION)_/,
  // Databases, sessions and signing.
  /^(DATABASE_URL|REDIS_URL|MONGODB_URI|SECRET_KEY|SECRET_KEY_BASE|SESSION_SECRET|JWT_SECRET|ENCRYPTION_KEY)$/,
  /^(PG|POSTGRES|MYSQL|MONGO|REDIS|GPG|SSH|GNUPG|SIGNING|KUBE|KUBECONFIG)(_|$)/,
  /^(PGPASSWORD|PGPASSFILE|PGUSER|PGHOST|PGSERVICE|MYSQL_PWD)$/,
  // The ordinary environment.
  /^(PATH|HOME|USER|LOGNAME|SHELL|PWD|TMPDIR|TEMP|TMP|LANG|TERM|HOSTNAME|NODE_OPTIONS|NODE_PATH)$/,
];

/** Settings of this suite itself (its own OSF_ ones included): never a key. */
const SUITE_SETTINGS =
  /^(ORDERS_BASE_URL|SCAN_FORMS_BASE_URL|CA_FILE|REPORT_DIR|EXPECTATIONS_FILE|SEED|NUM_RUNS|COVERAGE_DEPTH|OSF_DEBUG|OSF_BENCH_KEEP|OSF_TEST_CHROMIUM)$/;

/**
 * Why this variable may not be sent as a key, or undefined when it may: a fleet file, or the Action's inputs,
 * may name only a variable under the suite's prefix (OSF_...) or one the user names (`named`: --key-env), and
 * never a well-known one, named or not.
 */
export function keyVariableRefusal(name: string, named: readonly string[]): string | undefined {
  if (WELL_KNOWN.some((pattern) => pattern.test(name)) || SUITE_SETTINGS.test(name))
    return `${name} is a well-known variable that is not this service's key; it is never sent as one`;
  if (named.includes(name) || PREFIXED.test(name)) return undefined;
  return `${name} is neither under the suite's prefix ${SUITE_PREFIX} nor named with --key-env: export the key as ${SUITE_PREFIX}${name}, or allow this one with --key-env ${name} if the fleet file may send it to its target`;
}

/** --key-env's comma-separated names, each an environment variable name; a typo is one line, exit 2. */
export function parseKeyEnv(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // The value is not quoted: something that is not a variable name may well be a pasted key.
  if (names.length === 0 || names.some((n) => !/^[A-Z][A-Z0-9_]*$/.test(n)))
    throw new UsageError('--key-env takes environment variable NAMES, comma-separated (e.g. EU_KEY,US_KEY)');
  return names;
}
