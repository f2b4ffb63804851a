// JUnit XML: one test case per requirement, classname = spec section, so any CI shows the verdicts.
// Not exercised and not applicable are <skipped> with the reason; a known failure is a skip that says so.

import { sectionOf } from '../requirements/requirement.js';
import { exportNote, rerunCommand } from './reproduce.js';
import {
  displayStatus,
  partialNote,
  STATUS_LABEL,
  VERDICT_WORD,
  type ConformanceReport,
  type PartResult,
  type RequirementResult,
} from './model.js';
import { findingLines } from '../requirements/finding.js';

/** True for code points XML 1.0 forbids even when escaped (C0 controls but tab/LF/CR, U+FFFE, U+FFFF). */
function forbiddenInXml(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
}

export function xml(text: string): string {
  // Dropped rather than escaped: a body byte must never make the whole file unreadable to a CI.
  let clean = '';
  for (const ch of text) if (!forbiddenInXml(ch.codePointAt(0) ?? 0)) clean += ch;
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function expectationText(r: RequirementResult): string {
  const e = r.expectedFailure;
  return e === undefined ? '' : `${e.reason}${e.link === undefined ? '' : ` (${e.link})`}`;
}

function testCase(r: RequirementResult, report: ConformanceReport): string {
  // Named by the requirement id alone, so CI history tracks a requirement across runs, targets and rewordings;
  // the rule, clause and level travel as properties.
  const properties = [
    ['rule', r.rule],
    ['clause', r.clause],
    ['level', r.level],
  ]
    .map(([k, v]) => `<property name="${k}" value="${xml(v ?? '')}"/>`)
    .join('');
  const head = `    <testcase classname="spec ${xml(sectionOf(r.clause))}" name="${xml(r.id)}" time="${(r.durationMs / 1000).toFixed(3)}">\n      <properties>${properties}</properties>`;
  const curl = r.reproduce ?? r.evidence.find((e) => e.decisive)?.curl;
  const rerun = `Re-run this requirement with the same seed:\n${rerunCommand(report, [r.id])}`;
  const status = displayStatus(r);
  switch (status) {
    case 'pass':
      return `${head}\n    </testcase>`;
    case 'pass-on-retry':
      return `${head}\n      <system-out>${xml(`passed only on retry; the first attempt failed: ${r.retry?.firstReason ?? ''}`)}</system-out>\n    </testcase>`;
    case 'pass-prune':
      // Still a pass (the target conforms); the note is what makes someone prune the expectations file.
      return `${head}\n      <system-out>${xml(`${STATUS_LABEL['pass-prune']} (listed: ${expectationText(r)})`)}</system-out>\n    </testcase>`;
    case 'known-failure':
      return `${head}\n      <skipped message="${xml(`${STATUS_LABEL['known-failure']}: ${expectationText(r)}`)}"/>\n      <system-out>${xml(r.reason ?? '')}</system-out>\n    </testcase>`;
    case 'fail':
      return `${head}\n      <failure message="${xml(`${r.clause} ${r.level}: ${r.reason ?? ''}`)}">${xml(`${failureText(r)}${curl === undefined ? '' : `\n\nReproduce the decisive exchange${exportNote(curl)}:\n${curl}`}\n\n${rerun}`)}</failure>\n    </testcase>`;
    default:
      // Left unjudged by the run itself (429, the deadline), a MUST is an error: the run is NOT DETERMINED.
      if (isRunError(r))
        return `${head}\n      <error type="not-determined" message="${xml(`not determined: ${r.reason ?? ''}`)}"/>\n    </testcase>`;
      return `${head}\n      <skipped message="${xml(`${STATUS_LABEL[status]}: ${r.reason ?? ''}`)}"/>\n    </testcase>`;
  }
}

/** The failure's text in the case body: the finding rendered, or the reason of a report without one. */
function failureText(r: RequirementResult): string {
  return r.finding === undefined ? (r.reason ?? '') : findingLines(r.finding).join('\n');
}

/** How a part reads in JUnit: a failure only where its requirement counts as failing (not a known failure). */
function partStatus(r: RequirementResult, p: PartResult): 'pass' | 'fail' | 'skip' {
  if (p.verdict === 'pass') return 'pass';
  return p.verdict === 'fail' && displayStatus(r) === 'fail' ? 'fail' : 'skip';
}

/** One test case per declared part, named `ID/part`, beside its requirement's case. */
function partCases(r: RequirementResult): string[] {
  return (r.parts ?? []).map((p) => {
    const head = `    <testcase classname="spec ${xml(sectionOf(r.clause))}" name="${xml(`${r.id}/${p.name}`)}" time="0.000">`;
    const status = partStatus(r, p);
    if (status === 'pass') return `${head}</testcase>`;
    if (status === 'fail') {
      const text = p.finding === undefined ? (p.reason ?? '') : findingLines(p.finding).join('\n');
      return `${head}\n      <failure message="${xml(`${r.clause} ${r.level}: ${p.reason ?? ''}`)}">${xml(text)}</failure>\n    </testcase>`;
    }
    const why = p.verdict === 'fail' ? STATUS_LABEL['known-failure'] : STATUS_LABEL[p.verdict];
    return `${head}\n      <skipped message="${xml(`${why}: ${p.reason ?? ''}`)}"/>\n    </testcase>`;
  });
}

function isRunError(r: RequirementResult): boolean {
  return r.level === 'MUST' && r.verdict === 'not-exercised' && r.limitedBy === 'run';
}

/** A setup problem checked nothing: one case in error saying what to fix, not a skip per requirement. */
function setupCase(problem: string): string[] {
  return [
    '    <testcase classname="setup" name="setup" time="0.000">',
    `      <error type="setup" message="${xml(`NOT DETERMINED: ${problem}`)}">${xml(`Nothing was checked: a setup problem stopped the run before any requirement ran.\n${problem}`)}</error>`,
    '    </testcase>',
  ];
}

export function renderJunit(report: ConformanceReport): string {
  const c = report.counts;
  const setup = report.run.setupProblem;
  const errors = setup === undefined ? report.requirements.filter(isRunError).length : 1;
  const statuses = report.requirements.map(displayStatus);
  const parts = report.requirements.flatMap((r) => (r.parts ?? []).map((p) => partStatus(r, p)));
  const failures = statuses.filter((s) => s === 'fail').length + parts.filter((s) => s === 'fail').length;
  const skipped =
    setup !== undefined
      ? 0
      : statuses.filter((s) => s === 'known-failure' || s === 'not-exercised' || s === 'not-applicable').length +
        parts.filter((s) => s === 'skip').length -
        errors;
  const tests = setup === undefined ? c.total + parts.length : 1;
  const partial = partialNote(report);
  const properties: Array<[string, string]> = [
    ['suite.version', report.suite.version],
    ['spec.version', report.spec.version],
    ['target.ordersBaseUrl', report.target.ordersBaseUrl],
    ['target.scanFormsBaseUrl', report.target.scanFormsBaseUrl],
    ['target.ordersApiPrefix', report.target.ordersApiPrefix],
    ['target.scanFormsApiPrefix', report.target.scanFormsApiPrefix],
    ['seed', String(report.run.seed)],
    ['verdict', VERDICT_WORD[report.verdict]],
    ...(partial === undefined ? [] : [['partial', partial] as [string, string]]),
    ...(report.run.incomplete === undefined ? [] : [['incomplete', report.run.incomplete] as [string, string]]),
    ...(report.run.expectations === undefined
      ? []
      : [['expectations', report.run.expectations.source] as [string, string]]),
  ];
  // No URL, version or date in the name: CI tools key test history on it (the target is a property).
  const name = report.suite.name;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(report.suite.name)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${(report.run.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="${xml(name)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" timestamp="${report.run.startedAt}" time="${(report.run.durationMs / 1000).toFixed(3)}">`,
    '    <properties>',
    ...properties.map(([k, v]) => `      <property name="${xml(k)}" value="${xml(v)}"/>`),
    '    </properties>',
    ...(setup === undefined
      ? report.requirements.flatMap((r) => [testCase(r, report), ...partCases(r)])
      : setupCase(setup)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
