// The scrubber removes every form of a key the suite could send or a server could echo.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Scrubber, nearMissKeys, redactUrl, secretForms } from '../../src/evidence/secrets.js';
import { base64Encodings, characterEncodings, findFragments } from './secret-encodings.js';

describe('Scrubber', () => {
  const key = 'sk_live_AbC123xyz789';
  const scrubber = new Scrubber([['API_KEY', key]]);

  it('replaces the key, its near misses and its encodings by $API_KEY', () => {
    for (const form of secretForms(key)) {
      const out = scrubber.scrub(`before ${form} after`);
      expect(out).not.toContain(form);
      expect(out).toContain('$API_KEY');
    }
    expect(nearMissKeys(key).map((k) => scrubber.scrub(k.value))).not.toContain(key);
  });

  it('leaves no secret form in any text, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...secretForms(key)), fc.string(), (a, form, b) => {
        expect(scrubber.leaks(scrubber.scrub(a + form + b))).toBe(false);
      }),
    );
  });

  it('never proposes the real key as a near miss', () => {
    fc.assert(fc.property(fc.string({ minLength: 4 }), (k) => !nearMissKeys(k).some((n) => n.value === k)));
  });
});

describe('Scrubber against every encoding a server plausibly echoes', () => {
  // Quotes, $, backslash, %, +, space, markup, Latin-1 and beyond: the characters that change under some encoding.
  const special = [
    "'",
    '"',
    '$',
    '\\',
    '%',
    '+',
    ' ',
    '/',
    '&',
    '<',
    '>',
    '=',
    ':',
    '~',
    '#',
    '?',
    'é',
    'ü',
    'ß',
    'ÿ',
    '€',
    '中',
    '😀',
  ];
  const keyChar = fc.oneof(
    { arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'), weight: 3 },
    { arbitrary: fc.constantFrom(...special), weight: 1 },
  );
  const keyArb = fc.array(keyChar, { minLength: 1, maxLength: 300 }).map((cs) => cs.join(''));
  const noise = fc.string({ maxLength: 40 });

  /** What a hostile echo does with one encoded form: as is, split across a line break, or masked after 10 characters. */
  type Echo = { kind: 'whole' } | { kind: 'split'; at: number; br: string } | { kind: 'masked' };
  const echoArb: fc.Arbitrary<Echo> = fc.oneof(
    fc.constant({ kind: 'whole' as const }),
    fc.record({ kind: fc.constant('split' as const), at: fc.nat(), br: fc.constantFrom('\n', '\r\n', '\n  ') }),
    fc.constant({ kind: 'masked' as const }),
  );

  function echo(text: string, how: Echo): string {
    if (how.kind === 'whole') return text;
    if (how.kind === 'masked') return `${text.slice(0, 10)}****`;
    const at = text.length === 0 ? 0 : how.at % text.length;
    return `${text.slice(0, at)}${how.br}${text.slice(at)}`;
  }

  it('leaves no fragment of 8+ characters of a key or of "Bearer KEY" in any encoding, in any context', () => {
    fc.assert(
      fc.property(
        keyArb,
        fc.boolean(),
        fc.nat(),
        echoArb,
        fc.constantFrom('text', 'json', 'header'),
        noise,
        noise,
        (key, bearer, pick, how, context, before, after) => {
          const forms = [...characterEncodings(bearer ? `Bearer ${key}` : key), ...base64Encodings(key)];
          const form = forms[pick % forms.length]!;
          const echoed = `${before}${echo(form.text, how)}${after}`;
          const written =
            context === 'json'
              ? JSON.stringify({ message: echoed })
              : context === 'header'
                ? `x-debug: ${echoed}`
                : echoed;
          const scrubber = new Scrubber([['API_KEY', key]]);
          const out = scrubber.scrub(written);
          expect(findFragments(out, [key]), `${form.name}, ${how.kind}, in ${context}: ${JSON.stringify(out)}`).toEqual(
            [],
          );
          expect(scrubber.leaks(out)).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('erases both keys when one text holds the two, each by its own name', () => {
    const a = 'sk_live_\'quoted"and\\slashed$';
    const b = 'second key with spaces + plus%';
    const scrubber = new Scrubber([
      ['API_KEY', a],
      ['SECOND_API_KEY', b],
    ]);
    const text = `Authorization: ${Buffer.from(`Bearer ${a}`).toString('base64')} other=${new URL(`https://x/?${b}`).search}`;
    const out = scrubber.scrub(text);
    expect(findFragments(out, [a, b])).toEqual([]);
    expect(out).toContain('$SECOND_API_KEY');
  });

  it("flags what the old scrubber missed: URL.search's %27, a JSON-escaped quote, hex, base64 of the whole header", () => {
    const key = 'sk_test_it\'s"a\\key_0042';
    const scrubber = new Scrubber([['API_KEY', key]]);
    for (const text of [
      new URL(`https://h/?k=${key}`).search,
      JSON.stringify({ k: key }),
      Buffer.from(key).toString('hex'),
      Buffer.from(`Bearer ${key}`).toString('base64'),
      `${key.slice(0, 10)}…`,
      `${key.slice(0, 11)}\n${key.slice(11)}`,
    ]) {
      expect(scrubber.leaks(text), text).toBe(true);
      expect(findFragments(scrubber.scrub(text), [key]), text).toEqual([]);
    }
  });

  it('leaves ordinary report text alone', () => {
    const scrubber = new Scrubber([
      ['API_KEY', 'sk_live_4f9a7c2e81b0d3'],
      ['SECOND_API_KEY', 'osfc_second_account_key'],
    ]);
    const text =
      'GET https://staging.example.com/v1.0/orders answered HTTP 200 in 12 ms; Bearer token accepted. {"reference":"osfc-abc-1","metadata":{"colour":"red"}} <td class="fail">MUST</td> c2hvcnQgdGV4dA== 0123456789abcdef';
    expect(scrubber.scrub(text)).toBe(text);
  });

  it('scrubs a report of megabytes in one pass over the text', () => {
    const key = 'sk_live_4f9a7c2e81b0d3';
    const scrubber = new Scrubber([['API_KEY', key]]);
    const line = `{"url":"https://staging.example.com/v1.0/orders?limit=10","body":"lorem ipsum dolor sit amet ${Buffer.from(`Bearer ${key}`).toString('base64')}"}\n`;
    const big = line.repeat(Math.ceil(1_000_000 / line.length));
    const out = scrubber.scrub(big);
    expect(out.split('\n').length).toBe(big.split('\n').length);
    expect(findFragments(out.slice(0, 20_000), [key])).toEqual([]);
    expect(scrubber.leaks(out)).toBe(false);
  });
});

describe('redactUrl', () => {
  it('hides credentials and query values of a URL echoed in a message', () => {
    expect(redactUrl('https://user:PW@host.example:8443/api?token=abc&x=1#frag')).toBe(
      'https://***@host.example:8443/api?token=***&x=***#***',
    );
    expect(redactUrl('https://host.example/v1?sk_live_123')).toBe('https://host.example/v1?***');
    expect(redactUrl('https://host.example/v1')).toBe('https://host.example/v1');
  });
});
