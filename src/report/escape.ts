// The escaping rules for text a server, a folder name or a bundle's MANIFEST put in an output: control characters
// shown as visible escapes on a terminal and in Markdown, and JSON kept valid UTF-8 (lone surrogates replaced).
// HTML and XML have theirs beside their renderers (html.ts esc, junit.ts xml): one rule per output kind.

/**
 * Characters that act instead of showing: C0 controls and DEL, C1 controls (U+009B is CSI on 8-bit terminals),
 * the bidirectional overrides and isolates that reorder what is shown, and lone surrogates.
 */
const ACTING =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The visible form of one acting character: \xNN below U+0100, \uNNNN above. */
function visible(char: string): string {
  const code = char.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Every acting character shown escaped, but for those in `keep` (a line break in a multi-line block). */
export function showControls(text: string, keep = ''): string {
  return text.replace(ACTING, (char) => (keep.includes(char) ? char : visible(char)));
}

/** The colour codes the suite's own Style writes (terminal.ts): the only escape sequences a console line keeps. */
const OWN_COLOUR = /\u001b\[(?:1|2|22|31|32|33|39)m/g;

/**
 * Text for a terminal or a CI log: line breaks and tabs kept, the suite's own colours kept, every other control
 * character shown escaped, so a server's string cannot move the cursor, rewrite a line or hide text.
 */
export function terminalText(text: string): string {
  let out = '';
  let copied = 0;
  for (const m of text.matchAll(OWN_COLOUR)) {
    out += showControls(text.slice(copied, m.index), '\n\t') + m[0];
    copied = m.index + m[0].length;
  }
  return out + showControls(text.slice(copied), '\n\t');
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The string with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, of ES2024). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** How JSON.stringify writes a lone surrogate: an escape that jq and other readers refuse. */
const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/i;

/**
 * JSON.stringify whose output is always valid UTF-8 JSON: a lone surrogate anywhere (a value or a key) becomes
 * U+FFFD. The common case, a report without one, costs one scan of the text.
 */
export function wellFormedJson(value: unknown, space?: number): string {
  const text = JSON.stringify(value, null, space);
  if (!LONE_SURROGATE_ESCAPE.test(text)) return text;
  // Re-serialised with every string made well-formed; keys are rebuilt, as a replacer cannot rename them.
  return JSON.stringify(
    value,
    function (this: unknown, _key: string, v: unknown) {
      if (typeof v === 'string') return wellFormed(v);
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [wellFormed(k), x]));
    },
    space,
  );
}
