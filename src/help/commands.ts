// Each command's help as data (its flags, the environment variables it reads, its exit codes) and the renderers of
// `osf-conformance --help`, `osf-conformance <command> --help` and `help <command>`. Pure: no I/O.

import { didYouMean } from './suggest.js';

export interface OptionHelp {
  /** The flag with its argument, as typed: `--only <ids or sections>`. */
  readonly flag: string;
  readonly text: string;
}

export interface CommandHelp {
  readonly name: string;
  /** What follows `osf-conformance`: the command and its positionals. */
  readonly usage: string;
  readonly summary: string;
  readonly options: readonly OptionHelp[];
  /** The environment variables it reads (also from a .env file, for run), each with what it sets. */
  readonly environment: readonly OptionHelp[];
  readonly exitCodes: ReadonlyArray<readonly [number, string]>;
}

const USAGE_ERROR: readonly [number, string] = [2, 'a usage or configuration error, told in one line'];

export const COMMANDS: readonly CommandHelp[] = [
  {
    name: 'run',
    usage: 'run [options]',
    summary: 'run the conformance suites (against the embedded reference server when ORDERS_BASE_URL is unset)',
    options: [
      {
        flag: '--only <ids or sections>',
        text: 'comma-separated requirement ids or spec sections; marks the run partial',
      },
      { flag: '--expectations <file>', text: 'known failures, JSON {"REQ-ID": {"reason": "...", "link": "..."}}' },
      { flag: '--report-dir <dir>', text: 'where reports go (default reports/)' },
      { flag: '--orders-base-url <url>', text: "the spec's {base_url}" },
      { flag: '--scan-forms-base-url <url>', text: "the spec's {scan_base_url}" },
      { flag: '--seed <n>', text: 'seed of generated values (the reports print it in every re-run command)' },
      { flag: '--num-runs <n>', text: 'fast-check runs per property' },
      { flag: '--dotenv <path>', text: 'dotenv file to read (default .env)' },
      { flag: '--deadline <ms>', text: 'whole-run deadline (default 300000); the run is then reported incomplete' },
      { flag: '--request-timeout <ms>', text: 'per-request timeout (default 10000)' },
      { flag: '--dry-run', text: 'print the requests each requirement would send; send none' },
      { flag: '--json', text: 'print the report model (conformance.json) on stdout and the summary on stderr' },
      { flag: '--label <name>', text: "the target's name in the matrix (a fleet target is named by its fleet file)" },
      { flag: '--certify', text: 'write a certification bundle to <report dir>/certification (a full run)' },
      { flag: '--vendor <name>', text: 'with --certify: who certifies' },
      { flag: '--product <name>', text: 'with --certify: the product' },
      { flag: '--product-version <v>', text: "with --certify: the product's version" },
      {
        flag: '--sign-key <file>',
        text: "with --certify: the vendor's Ed25519 private key (PEM) that signs the bundle",
      },
      { flag: '--targets <fleet.json>', text: 'run every target of a fleet file, each into <report dir>/<name>/' },
      { flag: '--target <name>', text: 'with --targets: only the target of that name (the re-run commands name it)' },
      { flag: '--parallel <n>', text: 'with --targets: targets run at once (default 2)' },
      {
        flag: '--key-env <names>',
        text: 'with --targets: more variables the fleet file may name as keys (beyond OSF_*)',
      },
    ],
    environment: [
      { flag: 'ORDERS_BASE_URL, SCAN_FORMS_BASE_URL', text: 'the target (--orders-base-url, --scan-forms-base-url)' },
      { flag: 'API_KEY', text: "the account's key; never printed, written or logged" },
      { flag: 'SECOND_API_KEY', text: "another account's key, for the isolation checks" },
      { flag: 'ENABLED_METADATA_KEYS', text: 'metadata keys enabled for the account of API_KEY, comma-separated' },
      { flag: 'SECOND_ENABLED_METADATA_KEYS', text: 'the same for the account of SECOND_API_KEY' },
      { flag: 'CA_FILE', text: "a PEM bundle trusted for the target's certificate" },
      { flag: 'REPORT_DIR, SEED, NUM_RUNS', text: '--report-dir, --seed, --num-runs' },
      {
        flag: 'COVERAGE_DEPTH',
        text: 'deep: a deeper coverage phase (parameters three at a time)',
      },
      { flag: 'RUN_DEADLINE_MS, REQUEST_TIMEOUT_MS', text: '--deadline, --request-timeout' },
      { flag: 'MAX_RPS, MAX_RETRY_AFTER_MS', text: 'a requests-per-second ceiling; the longest Retry-After honoured' },
      { flag: 'EXPECTATIONS_FILE', text: '--expectations' },
      { flag: 'CERTIFY_VENDOR, CERTIFY_PRODUCT', text: '--vendor, --product' },
      { flag: 'CERTIFY_PRODUCT_VERSION, CERTIFY_SIGN_KEY', text: '--product-version, --sign-key' },
    ],
    exitCodes: [
      [0, 'CONFORMS (every MUST requirement that ran passed); with --targets, every target conforms'],
      [1, 'DOES NOT CONFORM (a MUST requirement failed); with --targets, a target does not'],
      [2, 'NOT DETERMINED: a setup problem, bad configuration or usage, or a cut-short run (one line says why)'],
      [130, 'interrupted by SIGINT (143: SIGTERM): DOES NOT CONFORM if a MUST had failed, else NOT DETERMINED'],
    ],
  },
  {
    name: 'list',
    usage: 'list [--json] [--only <ids or sections>]',
    summary: 'print every requirement (id, clause, level, rule) without sending a request',
    options: [
      { flag: '--json', text: 'machine-readable output' },
      { flag: '--only <ids or sections>', text: 'list only what `run --only` would run' },
    ],
    environment: [],
    exitCodes: [[0, 'listed'], USAGE_ERROR],
  },
  {
    name: 'compare',
    usage: 'compare OLD NEW',
    summary: 'compare two conformance.json files (or report directories); exit 1 on a regression or lost coverage',
    options: [
      {
        flag: '--allow-coverage-loss',
        text: 'requirements that ran before and no longer ran are reported, not a failure',
      },
    ],
    environment: [{ flag: 'NO_COLOR', text: 'plain text even on a terminal' }],
    exitCodes: [[0, 'no regression'], [1, 'a regression, coverage lost, or the new run NOT DETERMINED'], USAGE_ERROR],
  },
  {
    name: 'verify',
    usage: 'verify BUNDLE [--public-key FILE] [--sha256 DIGEST]',
    summary: 'check that a certification bundle is as written, and that its vendor made it',
    options: [
      {
        flag: '--public-key <file>',
        text: "the vendor's Ed25519 public key (PEM): the bundle's signature must hold over every file",
      },
      { flag: '--sha256 <digest>', text: 'the SHA-256 of MANIFEST.sha256 the vendor published' },
    ],
    environment: [],
    exitCodes: [
      [0, 'intact (and, with --public-key or --sha256, vouched for by the vendor)'],
      [1, 'a file was edited, added or removed, the signature does not hold, or the digest differs'],
      USAGE_ERROR,
    ],
  },
  {
    name: 'matrix',
    usage: 'matrix PATH... [--out DIR]',
    summary: 'the conformance matrix (matrix.html, matrix.md) of conformance.json files or folders holding them',
    options: [{ flag: '--out <dir>', text: 'where matrix.html and matrix.md go (default the current directory)' }],
    environment: [],
    exitCodes: [[0, 'written'], USAGE_ERROR],
  },
  {
    name: 'init',
    usage: 'init',
    summary: 'write a commented .env template in the current folder (never overwrites one)',
    options: [],
    environment: [],
    exitCodes: [[0, 'written'], USAGE_ERROR],
  },
];

export function commandHelp(name: string): CommandHelp | undefined {
  return COMMANDS.find((c) => c.name === name);
}

/** The flags a command accepts, as typed (`--only`), for suggesting the closest to a mistyped one. */
export function flagsOf(command: CommandHelp): string[] {
  return [...command.options.map((o) => o.flag.split(' ')[0]!), '--help'];
}

function table(rows: readonly OptionHelp[]): string[] {
  const width = Math.max(...rows.map((r) => r.flag.length)) + 2;
  return rows.map((r) => `  ${r.flag.padEnd(width)}${r.text}`);
}

/** `osf-conformance <command> --help`: usage, flags, environment, exit codes. */
export function renderCommandHelp(c: CommandHelp): string {
  const lines = [`usage: osf-conformance ${c.usage}`, '', c.summary];
  if (c.options.length > 0) lines.push('', 'options:', ...table(c.options));
  if (c.environment.length > 0) lines.push('', 'environment (flags win, then the environment, then .env):');
  if (c.environment.length > 0) lines.push(...table(c.environment));
  lines.push('', 'exit codes:', ...c.exitCodes.map(([code, text]) => `  ${String(code).padEnd(5)}${text}`));
  return lines.join('\n');
}

/** `osf-conformance --help`: every command in one line, and where each one's own help is. */
export function renderGlobalHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.usage.split(' [')[0]!.length)) + 2;
  return [
    'usage: osf-conformance <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.usage.split(' [')[0]!.padEnd(width)}${c.summary}`),
    `  ${'--version, -v'.padEnd(width)}print the suite's version and the spec edition it checks`,
    '',
    "Each command's flags, environment variables and exit codes: osf-conformance <command> --help",
    '(or osf-conformance help <command>).',
    '',
    'run options (most used):',
    ...table(COMMANDS[0]!.options.filter((o) => /^--(only|expectations|dotenv|certify|targets) /.test(`${o.flag} `))),
  ].join('\n');
}

/**
 * parseArgs's complaint about a flag, as one line naming the command, the closest flag it has, and its help; undefined
 * for any other error. An unknown option's message is Node's own, which suggests `--` and never a flag.
 */
export function flagErrorMessage(command: string, error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) return undefined;
  const help = commandHelp(command);
  const see = `see \`osf-conformance ${command} --help\``;
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
  if (unknown === undefined || help === undefined) return `${command}: ${message.split('. ')[0]}; ${see}`;
  const near = didYouMean(unknown, flagsOf(help));
  return `${command}: unknown option ${unknown}${near}${near === '' ? ';' : ''} ${see}`;
}
