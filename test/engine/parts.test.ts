// Parts of a requirement, end to end without a target's rules: each part gets its own verdict, a failed part
// fails the requirement with its finding, --only ID/part runs that part alone, and every report shows parts.

import { afterEach, describe, expect, it } from 'vitest';
import { RunContext } from '../../src/engine/run-context.js';
import { runRequirement } from '../../src/engine/run-requirement.js';
import { buildReport } from '../../src/report/build.js';
import { compareReports, hasRegression, renderComparison } from '../../src/report/compare.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJunit } from '../../src/report/junit.js';
import { buildMatrix } from '../../src/report/matrix.js';
import { requirement, type Requirement } from '../../src/requirements/requirement.js';
import { resolveSelection } from '../../src/requirements/select.js';
import { styleFor } from '../../src/report/terminal.js';
import { startHttps, hostileTarget, type Hostile } from '../hostile/servers.js';

let server: Hostile | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A requirement of three parts whose behaviour each test sets: pass, fail or not exercised. */
function threeParts(behaviour: Record<string, 'pass' | 'fail' | 'skip'>, ran: string[] = []): Requirement {
  return requirement(
    {
      id: 'TEST-PARTS',
      clause: '4.4',
      level: 'MUST',
      rule: 'Judges three families.',
      quote: 'Whether more results exist.',
      sends: 'Test requests.',
      parts: ['walk', 'edges', 'cursors'].map((name) => ({ name, rule: `The ${name} part.` })),
    },
    async (ctx) => {
      for (const name of ['walk', 'edges', 'cursors'])
        await ctx.part(name, async () => {
          ran.push(name);
          if (behaviour[name] === 'fail')
            ctx.fail(`${name} was wrong`, { problems: ['page 2: has_more true', 'page 3: has_more true'] });
          if (behaviour[name] === 'skip') ctx.notExercised(`no data for ${name}`);
        });
    },
  );
}

async function reportOf(req: Requirement, only?: string[]) {
  server ??= await startHttps((_req, res) => void res.end('{}'));
  const target = hostileTarget(server, { apiKey: 'sk_test_parts_0001', orderReferencePrefix: 'parts-' });
  const run = new RunContext(target);
  const selection = resolveSelection([req], only);
  const outcome = await runRequirement(selection.requirements[0]!, run, {
    attemptTimeoutMs: 5_000,
    retryFailures: false,
  });
  await run.close();
  return buildReport({
    selection,
    untestable: [],
    outcomes: new Map([[req.id, outcome]]),
    target,
    config: { seed: 1, numRuns: 1, caFile: undefined },
    startedAt: new Date(),
    finishedAt: new Date(),
  });
}

describe('parts of a requirement', () => {
  it('a failed part fails the requirement with its finding; the other parts keep their own verdicts', async () => {
    const report = await reportOf(threeParts({ walk: 'pass', edges: 'fail', cursors: 'skip' }));
    const r = report.requirements[0]!;
    expect(r.verdict).toBe('fail');
    expect(r.finding).toMatchObject({
      summary: 'edges was wrong',
      part: 'edges',
      problems: ['page 2: has_more true', 'page 3: has_more true'],
    });
    expect(r.parts?.map((p) => [p.name, p.verdict])).toEqual([
      ['walk', 'pass'],
      ['edges', 'fail'],
      ['cursors', 'not-exercised'],
    ]);
    expect(r.parts?.[2]?.reason).toBe('no data for cursors');
  });

  it('parts that all go unexercised leave the requirement unexercised, with each reason', async () => {
    const report = await reportOf(threeParts({ walk: 'skip', edges: 'skip', cursors: 'skip' }));
    expect(report.requirements[0]).toMatchObject({
      verdict: 'not-exercised',
      reason: 'walk: no data for walk; edges: no data for edges; cursors: no data for cursors',
    });
  });

  it('--only ID/part runs that part alone and says the others were left out', async () => {
    const ran: string[] = [];
    const report = await reportOf(threeParts({ walk: 'fail', edges: 'fail', cursors: 'pass' }, ran), [
      'TEST-PARTS/cursors',
    ]);
    expect(ran).toEqual(['cursors']);
    expect(report.requirements[0]?.verdict).toBe('pass');
    expect(report.requirements[0]?.parts?.[0]).toMatchObject({
      verdict: 'not-exercised',
      reason: 'left out by --only',
    });
  });

  it('JUnit has a case per part and HTML opens the failed part with its problems', async () => {
    const report = await reportOf(threeParts({ walk: 'pass', edges: 'fail', cursors: 'pass' }));
    const junit = renderJunit(report);
    expect(junit).toContain('name="TEST-PARTS/edges"');
    expect(junit).toMatch(/name="TEST-PARTS\/edges" time="0.000">\n\s*<failure message="4.4 MUST: edges was wrong">/);
    expect(junit).toMatch(/tests="4" failures="2"/);
    const html = renderHtml(report);
    expect(html).toMatch(/<details class="part" data-part="TEST-PARTS\/edges" open>/);
    expect(html).toContain('<li>page 3: has_more true</li>');
  });

  it('compare and matrix work part by part: a part that regresses is a regression', async () => {
    const before = await reportOf(threeParts({ walk: 'fail', edges: 'pass', cursors: 'pass' }));
    const after = await reportOf(threeParts({ walk: 'fail', edges: 'fail', cursors: 'pass' }));
    const c = compareReports(before, after);
    expect(c.regressed).toEqual([]);
    expect(c.parts).toMatchObject([{ id: 'TEST-PARTS', part: 'edges', from: 'pass', to: 'fail' }]);
    expect(hasRegression(c)).toBe(true);
    expect(renderComparison(c, before, after, ['a', 'b'], styleFor({}, {}))).toContain(
      '- TEST-PARTS/edges (4.4, MUST): pass -> fail: edges was wrong',
    );
    const matrix = buildMatrix([
      { report: before, name: 'one' },
      { report: after, name: 'two' },
    ]);
    const row = matrix.groups.flatMap((g) => g.rows).find((r) => r.id === 'TEST-PARTS/edges');
    expect(row).toMatchObject({ disagree: true, cells: [{ status: 'pass' }, { status: 'fail' }] });
  });
});

describe('a failed part and a check that ends without a verdict of its own', () => {
  it('a check that says "not exercised" after a failed part still fails, on that part', async () => {
    const req = requirement(
      {
        id: 'TEST-PART-THEN-SKIP',
        clause: '4.4',
        level: 'MUST',
        rule: 'Judges one part, then gives up.',
        quote: 'Whether more results exist.',
        sends: 'Nothing.',
        parts: [{ name: 'walk', rule: 'The walk part.' }],
      },
      async (ctx) => {
        const crossed = await ctx.part('walk', () => Promise.resolve(ctx.fail('has_more false on page 1')));
        if (crossed === undefined) ctx.notExercised('nothing crossed pages');
      },
    );
    const report = await reportOf(req);
    expect(report.requirements[0]).toMatchObject({ verdict: 'fail', finding: { part: 'walk' } });
  });

  it('parts run side by side keep the order given in the report, however they finish, and --only still selects', async () => {
    const ran: string[] = [];
    const sideBySide = (behaviour: Record<string, 'pass' | 'fail'>) =>
      requirement(
        {
          id: 'TEST-PARTS',
          clause: '4.4',
          level: 'MUST',
          rule: 'Judges three families.',
          quote: 'Whether more results exist.',
          sends: 'Test requests.',
          parts: ['walk', 'edges', 'cursors'].map((name) => ({ name, rule: `The ${name} part.` })),
        },
        (ctx) =>
          ctx.partsTogether(
            // The first part given finishes last.
            (['walk', 'edges', 'cursors'] as const).map((name, i) => [
              name,
              async () => {
                await new Promise((resolve) => setTimeout(resolve, 60 - 20 * i));
                ran.push(name);
                if (behaviour[name] === 'fail') ctx.fail(`${name} was wrong`);
              },
            ]),
          ),
      );
    const report = await reportOf(sideBySide({ walk: 'fail', edges: 'pass', cursors: 'fail' }));
    expect(ran).toEqual(['cursors', 'edges', 'walk']);
    expect(report.requirements[0]!.parts?.map((p) => [p.name, p.verdict])).toEqual([
      ['walk', 'fail'],
      ['edges', 'pass'],
      ['cursors', 'fail'],
    ]);
    expect(report.requirements[0]!.finding).toMatchObject({ part: 'walk' });
    ran.length = 0;
    await reportOf(sideBySide({}), ['TEST-PARTS/edges']);
    expect(ran).toEqual(['edges']);
  });
});
