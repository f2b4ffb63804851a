// How a user reproduces a failure from where they ran the suite: the command that re-runs requirements with
// the run's seed (npx for a package user, npm run for a clone), and the curl script of a failure's decisive
// exchange preceded by the writes that set up the order it shows. Pure: no I/O.

import { fileURLToPath } from 'node:url';
import { toCurl } from '../evidence/curl.js';
import type { RecordedExchange } from '../evidence/exchange.js';
import type { ConformanceReport } from './model.js';
import { shellWord, withoutCertification } from './rerun-options.js';

/** How the suite is started from where the user ran it. */
export const PACKAGE_COMMAND = 'npx osf-conformance run';
export const CLONE_COMMAND = 'npm run conformance --';

/** A package user runs the CLI from inside node_modules; anyone else runs a clone of the repository. */
export function runCommandFor(moduleUrl: string): string {
  const path = moduleUrl.startsWith('file:') ? fileURLToPath(moduleUrl) : moduleUrl;
  return path.split(/[\\/]/).includes('node_modules') ? PACKAGE_COMMAND : CLONE_COMMAND;
}

/**
 * `npx osf-conformance run --dotenv staging.env --only A,B --seed N`: the same target and checks with the same
 * generated values. With `ids`, only those requirements (and so without --certify, which refuses --only); without,
 * the whole run again, its own --only included.
 */
export function rerunCommand(report: ConformanceReport, ids: readonly string[] = []): string {
  const base = report.run.command ?? PACKAGE_COMMAND;
  const carried = report.run.rerunOptions ?? [];
  const only = ids.length > 0 ? ids : (report.run.only ?? []);
  const words = [
    ...inItsOwnFolder(ids.length > 0 ? withoutCertification(carried) : carried),
    ...(only.length === 0 ? [] : ['--only', only.join(',')]),
    '--seed',
    String(report.run.seed),
  ];
  return `${base} ${words.map(shellWord).join(' ')}`;
}

/** The report folder when a run names none (config's REPORT_DIR default). */
const DEFAULT_REPORT_DIR = 'reports';

/**
 * Where a printed re-run writes: beside the folder of the run it came from (`reports` -> `reports-rerun`), never over
 * that run's full report. A re-run of a re-run writes into the same re-run folder.
 */
export function rerunFolder(reportDir: string): string {
  const dir = reportDir.replace(/(?<=.)[\\/]+$/, '');
  if (dir.endsWith('-rerun')) return dir;
  const last = dir.split(/[\\/]/).at(-1) ?? '';
  // A folder whose name cannot take a suffix (".", "..", the root): a folder of the re-run's own inside it.
  if (last === '' || last === '.' || last === '..') return `${dir.replace(/[\\/]$/, '')}/osf-conformance-rerun`;
  return `${dir}-rerun`;
}

/** The carried options with `--report-dir` moved to the re-run's own folder (added when the run named none). */
function inItsOwnFolder(words: readonly string[]): string[] {
  const at = words.indexOf('--report-dir');
  if (at < 0) return [...words, '--report-dir', rerunFolder(DEFAULT_REPORT_DIR)];
  return words.map((w, i) => (i === at + 1 ? rerunFolder(w) : w));
}

/** The variables a reproduction may read, in the order the reports name them. */
const EXPORTED = ['API_KEY', 'SECOND_API_KEY', 'CA_FILE'] as const;

/**
 * What a pasted script needs exported, as the reports say it beside the script: ` (API_KEY and CA_FILE exported)`
 * with each name between `quote`s, or nothing when it reads none. The private CA's file is as needed as the key.
 */
export function exportNote(script: string, quote = ''): string {
  const names = EXPORTED.filter((name) => new RegExp(`\\$${name}\\b`).test(script)).map((n) => `${quote}${n}${quote}`);
  if (names.length === 0) return '';
  const listed = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return ` (${listed} exported)`;
}

/** The shell line that gives $REF a reference no order has yet, under the suite's prefix. */
export const FRESH_REFERENCE = 'REF="osfc-repro-$(date +%s)-$$"';

interface Write {
  readonly index: number;
  readonly reference: string;
  readonly create: boolean;
}

/** A create (POST /orders with a reference) or an update (PUT /orders/<reference>) of the orders interface. */
function writeOf(e: RecordedExchange, index: number, ordersPrefix: string): Write | undefined {
  let path: string;
  try {
    path = new URL(e.request.url).pathname;
  } catch {
    return undefined;
  }
  if (e.request.method === 'POST' && path === `${ordersPrefix}/orders` && e.request.body !== undefined) {
    try {
      const body: unknown = JSON.parse(e.request.body);
      const reference =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>).reference : undefined;
      return typeof reference === 'string' ? { index, reference, create: true } : undefined;
    } catch {
      return undefined;
    }
  }
  const prefix = `${ordersPrefix}/orders/`;
  if (e.request.method === 'PUT' && path.startsWith(prefix)) {
    try {
      return { index, reference: decodeURIComponent(path.slice(prefix.length)), create: false };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A create's curl with a fresh reference, so pasting it does not meet the order the run made. */
export function curlOf(e: RecordedExchange, ordersPrefix: string, caFileHint: string | undefined): string {
  const write = writeOf(e, 0, ordersPrefix);
  if (write?.create !== true) return toCurl(e, caFileHint);
  const fresh = toCurl(e, caFileHint, { value: write.reference, variable: 'REF' });
  return fresh.includes('$REF') ? `${FRESH_REFERENCE}\n${fresh}` : fresh;
}

/**
 * The commands that reproduce a failure: the decisive exchange, and when it reads an order back (a listing),
 * first the creates and updates of the order the failure names and the other exchanges it names, in the order sent. When the order's create is
 * among them, its reference comes from $REF so the script can be pasted again and again.
 */
export function reproductionScript(
  exchanges: readonly RecordedExchange[],
  decisive: number,
  finding: { readonly summary: string; readonly exchanges: readonly number[] },
  ordersPrefix: string,
  caFileHint: string | undefined,
): string | undefined {
  const last = exchanges[decisive];
  if (last === undefined) return undefined;
  const writes = exchanges.slice(0, decisive + 1).flatMap((e, i) => writeOf(e, i, ordersPrefix) ?? []);
  const decisiveWrite = writes.find((w) => w.index === decisive);
  // The order to replay: the decisive write's, else a write the finding names among its exchanges, else the
  // latest order its summary names.
  const behind = writes.find((w) => finding.exchanges.includes(w.index));
  const reference =
    decisiveWrite?.reference ??
    behind?.reference ??
    [...writes].reverse().find((w) => finding.summary.includes(w.reference))?.reference;
  if (reference === undefined) return curlOf(last, ordersPrefix, caFileHint);
  // The order's writes, and every exchange the finding names (a failing sequence's reads too), in the order sent.
  const named = finding.exchanges.filter((i) => i <= decisive);
  const steps = [...new Set([...writes.filter((w) => w.reference === reference).map((w) => w.index), ...named])];
  if (!steps.includes(decisive)) steps.push(decisive);
  steps.sort((x, y) => x - y);
  const fresh = writes.some((w) => w.reference === reference && w.create);
  const lines = steps.map((i) =>
    toCurl(exchanges[i]!, caFileHint, fresh ? { value: reference, variable: 'REF' } : undefined),
  );
  return fresh && lines.some((l) => l.includes('$REF')) ? [FRESH_REFERENCE, ...lines].join('\n') : lines.join('\n');
}
