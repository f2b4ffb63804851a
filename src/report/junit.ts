// JUnit XML: one test case per requirement, classname = spec section, so any CI shows the verdicts.
// Not exercised and not applicable are <skipped> with the reason; a known failure is a skip that says so.

import { sectionOf } from '../requirements/requirement.js';
import type { ConformanceReport, RequirementResult } from './model.js';

function xml(text: string): string {
  // XML 1.0 forbids most control characters even when escaped; drop them rather than emit invalid XML.
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function testCase(r: RequirementResult): string {
  const head = `    <testcase classname="spec ${xml(sectionOf(r.clause))}" name="${xml(`${r.id} [${r.level}] ${r.statement}`)}" time="${(r.durationMs / 1000).toFixed(3)}">`;
  const curl = r.evidence.find((e) => e.decisive)?.curl;
  switch (r.verdict) {
    case 'pass':
      return `${head}</testcase>`;
    case 'fail':
      if (r.expectedFailure !== undefined) return `${head}\n      <skipped message="${xml(`known failure: ${r.expectedFailure.reason}`)}"/>\n    </testcase>`;
      return `${head}\n      <failure message="${xml(`${r.clause} ${r.level}: ${(r.reason ?? '').split('\n')[0] ?? ''}`)}">${xml(`${r.reason ?? ''}${curl === undefined ? '' : `\n\nReproduce with:\n${curl}`}`)}</failure>\n    </testcase>`;
    default:
      return `${head}\n      <skipped message="${xml(`${r.verdict}: ${r.reason ?? ''}`)}"/>\n    </testcase>`;
  }
}

export function renderJunit(report: ConformanceReport): string {
  const c = report.counts;
  const skipped = c.notExercised + c.notApplicable;
  const failures = report.requirements.filter((r) => r.verdict === 'fail' && r.expectedFailure === undefined).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(report.suite.name)}" tests="${c.total}" failures="${failures}" skipped="${skipped}" time="${(report.run.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="${xml(`${report.suite.name} ${report.suite.version} against ${report.target.ordersBaseUrl}`)}" tests="${c.total}" failures="${failures}" skipped="${skipped}" timestamp="${report.run.startedAt}">`,
    ...report.requirements.map(testCase),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
