// Which environment variables a fleet file may name as a target's key: a fleet file handed over by someone else
// points at their server, so it must never be able to send that server a secret the CI machine holds for another.

import { UsageError } from '../errors.js';

/**
 * A key-shaped name: what a user exports for this suite. Anything else (API_KEY itself included, the single
 * run's key) must be named on the command line with --key-env before a fleet file may use it.
 */
export const KEY_SHAPED = /^[A-Z][A-Z0-9_]*_(API_KEY|SECOND_KEY)$/;

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

/** The variables of a single run's keys (API_KEY, SECOND_API_KEY). */
const SINGLE_RUN_KEYS = new Set(['API_KEY', 'SECOND_API_KEY']);

/** Settings of this suite itself: never a key. */
const SUITE_SETTINGS = /^(ORDERS_BASE_URL|SCAN_FORMS_BASE_URL|CA_FILE|REPORT_DIR|EXPECTATIONS_FILE|SEED|NUM_RUNS)$/;

/** Why a fleet file may not name this variable as a key, or undefined when it may. `named`: --key-env. */
export function keyVariableRefusal(name: string, named: readonly string[]): string | undefined {
  if (WELL_KNOWN.some((pattern) => pattern.test(name)) || SUITE_SETTINGS.test(name))
    return `${name} is a well-known variable that is not this service's key; a fleet file may never send it`;
  // The single run's own keys are key-shaped but meant for the user's own target: the user must name them.
  if (named.includes(name) || (KEY_SHAPED.test(name) && !SINGLE_RUN_KEYS.has(name))) return undefined;
  return `${name} is not key-shaped (a name ending in _API_KEY or _SECOND_KEY); name it with --key-env ${name} if the fleet file may send it to its target`;
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
