// Known failures: an expectations file keyed on requirement id, each entry with a reason and maybe a link.
// A listed failure does not fail the run but stays visible everywhere; a listed pass is flagged for pruning.

import { readInputFile } from '../config/input-file.js';
import { parseUserJson } from '../config/json-text.js';
import { UsageError } from '../errors.js';
import { didYouMean } from '../help/suggest.js';
import {
  countResults,
  overallVerdict,
  type ConformanceReport,
  type ExpectationStatus,
  type RequirementResult,
} from './model.js';

export interface ExpectationEntry {
  readonly reason: string;
  readonly link?: string;
}

export interface Expectations {
  /** Where the entries came from, as the user named it (recorded in the report). */
  readonly source: string;
  readonly entries: Readonly<Record<string, ExpectationEntry>>;
}

const ID_PATTERN = /^[A-Z]+(-[A-Z0-9]+)+$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses and checks the file's text; every mistake is one UsageError line naming the entry. */
export function parseExpectations(text: string, source: string): Expectations {
  const parsed = parseUserJson(text, `expectations file ${source}`);
  if (!isObject(parsed))
    throw new UsageError(
      `expectations file ${source} must be a JSON object keyed on requirement id, e.g. {"AUTH-MISSING-401": {"reason": "..."}}`,
    );
  const entries: Record<string, ExpectationEntry> = {};
  for (const [id, value] of Object.entries(parsed)) {
    const where = `expectations file ${source}, entry "${id}"`;
    if (!ID_PATTERN.test(id)) throw new UsageError(`${where}: not a requirement id (see \`osf-conformance list\`)`);
    if (!isObject(value)) throw new UsageError(`${where}: must be an object {"reason": "...", "link": "https://..."}`);
    const unknown = Object.keys(value).filter((k) => k !== 'reason' && k !== 'link');
    if (unknown.length > 0)
      throw new UsageError(
        `${where}: unknown field ${unknown.map((k) => `"${k}"`).join(', ')} (only "reason" and "link")`,
      );
    const { reason, link } = value;
    // A known failure without a reason is how expectation files rot: nobody remembers why it was listed.
    if (typeof reason !== 'string' || reason.trim() === '')
      throw new UsageError(`${where}: "reason" must be a non-empty string saying why the failure is accepted`);
    if (link !== undefined) {
      if (typeof link !== 'string' || !/^https?:\/\/\S+$/.test(link))
        throw new UsageError(`${where}: "link" must be an http(s) URL`);
      entries[id] = { reason: reason.trim(), link };
    } else {
      entries[id] = { reason: reason.trim() };
    }
  }
  return { source, entries };
}

export function readExpectations(path: string): Expectations {
  let text: string;
  try {
    text = readInputFile(path, 'expectations');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read expectations file ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parseExpectations(text, path);
}

/** Entry ids that name no requirement at all: a typo would otherwise hide a real failure forever. */
export function unknownExpectationIds(expectations: Expectations, knownIds: readonly string[]): string[] {
  const known = new Set(knownIds);
  return Object.keys(expectations.entries).filter((id) => !known.has(id));
}

/** The one line refusing ids that name no requirement, each with the id it resembles, when one is close. */
export function unknownIdsMessage(source: string, unknown: readonly string[], knownIds: readonly string[]): string {
  const each = unknown.map((id) => `${id} matches no requirement${didYouMean(id, knownIds)}`);
  return `expectations file ${source}: ${each.join('; ')} (see \`osf-conformance list\`)`;
}

function statusOf(result: RequirementResult): ExpectationStatus {
  if (result.verdict === 'fail') return 'known-failure';
  if (result.verdict === 'pass') return 'passed';
  return 'not-decided';
}

/**
 * Marks listed requirements, then recounts and re-decides the verdict (a known failure no longer fails it).
 * Pure. An id absent from the report is a UsageError on a full run; on a partial run it may simply lie
 * outside the selection, so the caller checks ids against the whole catalogue before the run instead.
 */
export function applyExpectations(report: ConformanceReport, expectations: Expectations): ConformanceReport {
  const present = new Set(report.requirements.map((r) => r.id));
  const missing = Object.keys(expectations.entries).filter((id) => !present.has(id));
  if (missing.length > 0 && !report.run.partial) {
    throw new UsageError(unknownIdsMessage(expectations.source, missing, [...present]));
  }
  const requirements = report.requirements.map((r): RequirementResult => {
    const entry = expectations.entries[r.id];
    if (entry === undefined) return r;
    return { ...r, expectedFailure: { ...entry, status: statusOf(r) } };
  });
  const counts = countResults(requirements);
  return {
    ...report,
    run: {
      ...report.run,
      expectations: { source: expectations.source, entries: Object.keys(expectations.entries).length },
    },
    verdict: overallVerdict(requirements, counts, report.run),
    counts,
    requirements,
  };
}
