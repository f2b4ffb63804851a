// Command line for the reference server: `npm run reference -- [--seed N] [--fault NAME] [--variant NAME] [--latency MS] [--forms N] [--orders N] [--runs N] [--lasting FILE] [--port P] [--host H] [--stats FILE] [--list]`.
// Prints the environment lines a person pastes to point the suite (or curl) at it, then serves until SIGINT/SIGTERM.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { faults } from './faults/index.js';
import { startReferenceServer, type ReferenceOptions } from './server.js';
import { variants } from './variants.js';

type Parsed = { list: true } | { list: false; options: ReferenceOptions; stats?: string; lasting?: string };

const NUMERIC: Readonly<
  Record<string, 'seed' | 'latencyMs' | 'scanFormCount' | 'legacyOrders' | 'legacyRuns' | 'port'>
> = {
  '--seed': 'seed',
  '--latency': 'latencyMs',
  '--forms': 'scanFormCount',
  '--orders': 'legacyOrders',
  '--runs': 'legacyRuns',
  '--port': 'port',
};

/** Throws an Error whose message is the one line to print for a bad flag. */
export function parseArguments(argv: readonly string[]): Parsed {
  const options: ReferenceOptions = {};
  let list = false;
  let stats: string | undefined;
  let lasting: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (arg.startsWith('--') && eq > 0) return arg.slice(eq + 1);
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      i += 1;
      return next;
    };
    if (flag === '--list') list = true;
    else if (flag === '--fault') options.fault = value();
    else if (flag === '--variant') options.variant = value();
    else if (flag === '--host') options.host = value();
    else if (flag === '--stats') stats = value();
    else if (flag === '--lasting') lasting = value();
    else {
      const field = NUMERIC[flag];
      if (field === undefined)
        throw new Error(
          `unknown flag ${JSON.stringify(arg)} (known: --seed --fault --variant --latency --forms --orders --runs --lasting --port --host --stats --list)`,
        );
      const text = value();
      const number = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(number))
        throw new Error(`${flag} needs a non-negative integer, got ${JSON.stringify(text)}`);
      options[field] = number;
    }
  }
  if (list) return { list: true };
  return {
    list: false,
    options,
    ...(stats === undefined ? {} : { stats }),
    ...(lasting === undefined ? {} : { lasting }),
  };
}

/** The references of `--lasting FILE`: a JSON array of strings (their lengths checked by the server like every option). */
function readLasting(file: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`--lasting ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!Array.isArray(parsed) || !parsed.every((r) => typeof r === 'string'))
    throw new Error(`--lasting ${file} must hold a JSON array of references (strings)`);
  return parsed;
}

function printCatalogue(): void {
  console.log(`Faults (${faults.length}):`);
  for (const fault of faults) console.log(`  ${fault.name.padEnd(40)} [${fault.area}] ${fault.description}`);
  console.log(`\nVariants (${variants.length}):`);
  for (const variant of variants) console.log(`  ${variant.name.padEnd(40)} ${variant.description}`);
}

async function main(): Promise<void> {
  let parsed: Parsed;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`reference: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  if (parsed.list) {
    printCatalogue();
    return;
  }
  let running;
  try {
    const lastingOrders = parsed.lasting === undefined ? undefined : readLasting(parsed.lasting);
    running = await startReferenceServer({
      ...parsed.options,
      ...(lastingOrders === undefined ? {} : { lastingOrders }),
    });
  } catch (error) {
    // Unknown fault/variant names and out-of-range numbers are bad flags too: one line, exit 2.
    console.error(`reference: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'osf-reference-'));
  const caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, running.caPem);
  const [a, b] = running.accounts;
  const o = parsed.options;
  console.error(
    `reference server: seed ${o.seed ?? 1}, fault ${o.fault ?? 'none'}, variant ${o.variant ?? 'none'}, latency ${o.latencyMs ?? 0} ms. Ctrl-C to stop.`,
  );
  console.log(`ORDERS_BASE_URL=${running.ordersBaseUrl}`);
  console.log(`SCAN_FORMS_BASE_URL=${running.scanFormsBaseUrl}`);
  console.log(`API_KEY=${a.apiKey}`);
  console.log(`SECOND_API_KEY=${b.apiKey}`);
  console.log(`ENABLED_METADATA_KEYS=${a.enabledMetadataKeys.join(',')}`);
  console.log(`SECOND_ENABLED_METADATA_KEYS=${b.enabledMetadataKeys.join(',')}`);
  console.log(`CA_FILE=${caFile}`);
  console.log('');
  console.log('# try:');
  console.log(
    `curl --cacert "$CA_FILE" -H "Authorization: Bearer $API_KEY" "$SCAN_FORMS_BASE_URL/v2/scan_forms?page=1&summary=true"`,
  );

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // What a benchmark reads once the server stops: every request served, with its status and body size.
    if (parsed.stats !== undefined) writeFileSync(parsed.stats, JSON.stringify(running.requestLog()));
    void running.close().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Only run when executed directly, so tests can import parseArguments.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main();
}
