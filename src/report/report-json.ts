// The text of conformance.json for a report, in parts: each requirement's JSON is rendered once per result object
// (ahead of time, while the run goes on), so the report is checked for keys and written without rendering it again.

import type { Scrubber, TextPart } from '../evidence/secrets.js';
import { wellFormedJson } from './escape.js';
import type { ConformanceReport, RequirementResult } from './model.js';
import { joined, PieceCache } from './parts.js';

// A requirement stands at depth 2 of the report (4 spaces): JSON.stringify indents a nested value by its depth.
const ELEMENT_INDENT = '    ';
const elements = new PieceCache<RequirementResult>((r) => wellFormedJson(r, 2).replace(/\n/g, `\n${ELEMENT_INDENT}`));

/** Renders a requirement's JSON ahead of the report and checks it for keys. */
export function prepareJsonElement(r: RequirementResult, scrubber: Scrubber): void {
  elements.prepare(r, scrubber);
}

/**
 * The frame of the report (no requirements) as JSON with `run.createdOrderReferences` exactly as sent: a clean-up
 * list must name each order as the target holds it, so a lone surrogate there stays its JSON escape (\ud800), the
 * one place the report does not make it U+FFFD.
 */
function frameJson(report: ConformanceReport): string {
  const created = report.run.createdOrderReferences;
  const frame = wellFormedJson({ ...report, run: { ...report.run, createdOrderReferences: [] }, requirements: [] }, 2);
  const slot = '\n    "createdOrderReferences": []';
  const at = frame.indexOf(slot);
  if (created.length === 0 || at < 0) return frame;
  const list = JSON.stringify(created, null, 2).replace(/\n/g, '\n    ');
  return `${frame.slice(0, at)}\n    "createdOrderReferences": ${list}${frame.slice(at + slot.length)}`;
}

/**
 * The report as conformance.json holds it, in parts: two-space JSON, valid UTF-8 (lone surrogates U+FFFD, but for
 * the references of the orders created), ending with a newline.
 */
export function reportJsonParts(report: ConformanceReport): TextPart[] {
  const frame = frameJson(report);
  if (report.requirements.length === 0) return [{ text: `${frame}\n` }];
  // The one top-level key at two spaces after a line break: a string in the JSON never holds a raw line break.
  const slot = '\n  "requirements": []';
  const at = frame.indexOf(slot);
  const parts: TextPart[] = [{ text: `${frame.slice(0, at)}\n  "requirements": [\n${ELEMENT_INDENT}` }];
  report.requirements.forEach((r, i) => {
    if (i > 0) parts.push({ text: `,\n${ELEMENT_INDENT}` });
    parts.push(elements.part(r));
  });
  parts.push({ text: `\n  ]${frame.slice(at + slot.length)}\n` });
  return parts;
}

/** The report as conformance.json holds it, whole. */
export function reportJsonText(report: ConformanceReport): string {
  return joined(reportJsonParts(report));
}
