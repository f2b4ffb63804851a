// What `verify` prints: what is wrong with the files, then one line on the bundle that names what it certifies (so a
// genuine bundle of another product, or one not conformant, never reads like the one a customer expects), what the
// bundle states, what was checked (the files, the signature, the published digest, or which not), and the results.

import { showControls } from '../report/escape.js';
import { ATTESTATION_NAME } from './attestation.js';
import { isIntact, MANIFEST_NAME } from './manifest.js';
import type { BundleCheck, BundleStatement } from './verify.js';

/** Text from the bundle's files: every control character (line breaks too) shown escaped, so none prints a line. */
const shown = (text: string): string => showControls(text);

function productOf(s: BundleStatement): string {
  return shown(`${s.vendor} ${s.product} ${s.productVersion}`);
}

/** The statement's own words, one fact a line, the first reason of a "not conformant" with how many follow. */
function statementLines(s: BundleStatement): string[] {
  const run = s.runVerdict === undefined ? '' : `; the run's verdict: ${s.runVerdict}`;
  const [first, ...more] = s.reasons;
  return [
    `states: ${s.verdict}: ${productOf(s)}`,
    `  suite: ${shown(s.suite)}; date: ${shown(s.date)}${run}`,
    `  ${s.coverage}`,
    ...(first === undefined
      ? []
      : [`  why: ${shown(first)}${more.length === 0 ? '' : ` (and ${more.length} more in statement.md)`}`]),
  ];
}

/** What this run of `verify` checked, whatever it found: the files always, the signature and digest when given. */
function checkedLine(check: BundleCheck): string {
  const byKey = check.signatureProblems !== undefined;
  const byDigest = check.publishedDigestMatches !== undefined;
  if (!byKey && !byDigest)
    return `checked: every file against ${MANIFEST_NAME} only; neither the signature nor a published digest was checked`;
  const parts = [`every file against ${MANIFEST_NAME}`];
  if (byKey) parts.push('the signature, by the public key given');
  if (byDigest) parts.push(`${MANIFEST_NAME} against the published digest`);
  if (!byKey)
    parts.push(
      check.signed ? 'the signature was NOT checked (pass --public-key FILE)' : 'no signature (the bundle is unsigned)',
    );
  return `checked: ${parts.join('; ')}`;
}

/** The results on who vouches for the bundle: the signature, the published digest, or plainly that nothing did. */
function trustLines(check: BundleCheck): string[] {
  const lines: string[] = [];
  if (check.signatureProblems !== undefined) {
    for (const p of check.signatureProblems) lines.push(`signature: ${shown(p)}`);
    if (check.signatureProblems.length === 0)
      lines.push(`signature: valid, by the public key given, over every file and ${MANIFEST_NAME}`);
  } else if (check.signed) {
    lines.push(`signature: present (${ATTESTATION_NAME}) but not checked; pass the vendor's key: --public-key FILE`);
  } else {
    lines.push(`signature: none; this bundle is unsigned, so nothing ties it to a vendor`);
  }
  if (check.publishedDigestMatches === true) lines.push(`${MANIFEST_NAME} sha256: matches the published digest`);
  if (check.publishedDigestMatches === false)
    lines.push(`${MANIFEST_NAME} sha256: ${check.manifestSha256} is NOT the published digest`);
  if (check.signatureProblems === undefined && check.publishedDigestMatches === undefined)
    lines.push(
      `${MANIFEST_NAME} sha256: ${check.manifestSha256}; compare it with the vendor's published value (--sha256 DIGEST)`,
    );
  return lines;
}

/** The one line on the bundle: whole or not, vouched for or refused, and what it certifies. */
function bundleLine(dir: string, check: BundleCheck): string {
  const whole = isIntact(check.difference) && check.linked.length === 0 && check.inconsistencies.length === 0;
  if (!whole) return `bundle NOT intact: ${dir}`;
  if (!check.ok) return `bundle REFUSED: ${dir} is not the bundle the vendor signed or published`;
  const s = check.states;
  const certifies = s === undefined ? '' : `${productOf(s)} is ${s.verdict}`;
  if (check.signatureProblems !== undefined || check.publishedDigestMatches !== undefined)
    return `bundle intact and vouched for: ${dir}${certifies === '' ? '' : `: ${certifies}`}`;
  return `bundle intact: ${dir}: ${certifies === '' ? '' : `it states ${certifies}; `}only a signature or a published digest says who made it`;
}

export function renderBundleCheck(dir: string, check: BundleCheck): string {
  const d = check.difference;
  // Names come from the MANIFEST and the folder: shown escaped, so no name can print a forged line of its own.
  const lines = [
    ...d.edited.map((p) => `edited: ${shown(p)}`),
    ...d.missing.map((p) => `missing: ${shown(p)}`),
    ...d.added.map((p) => `added: ${shown(p)}`),
    ...check.linked.map((p) => `linked: ${shown(p)} (a symbolic link; a bundle holds regular files only)`),
    ...check.inconsistencies.map((i) => `inconsistent: ${shown(i)}`),
    bundleLine(dir, check),
  ];
  if (check.states !== undefined) lines.push(...statementLines(check.states));
  return [...lines, checkedLine(check), ...trustLines(check)].join('\n');
}
