// Renders a recorded exchange as a copy-paste curl command that reproduces it with $API_KEY exported.
// Values are single-quoted for the shell; only the Authorization header is double-quoted so $API_KEY expands.

import type { RecordedExchange } from './exchange.js';

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * An order reference to take from a shell variable instead of the literal, so a pasted create does not meet
 * the order the run already made (a 409). Only plain references qualify: their URL and JSON forms are the text itself.
 */
export interface ReferenceVariable {
  readonly value: string;
  readonly variable: string;
}

export const PLAIN_REFERENCE = /^[A-Za-z0-9._~-]+$/;

export function toCurl(exchange: RecordedExchange, caFileHint?: string, reference?: ReferenceVariable): string {
  const req = exchange.request;
  const ref = reference !== undefined && PLAIN_REFERENCE.test(reference.value) ? reference : undefined;
  const expand = ref === undefined ? '' : `'"$${ref.variable}"'`;
  let url = shellQuote(req.url).replace(/\$(API_KEY|SECOND_API_KEY)/g, `'"$$$1"'`);
  if (ref !== undefined)
    url = url.replace(new RegExp(`/orders/${ref.value.replace(/\./g, '\\.')}(?=$|[/?#'])`), () => `/orders/${expand}`);
  // HEAD as --head (with -X HEAD curl waits for a body that never comes); a dot segment sent as is, not resolved.
  const parts = ['curl', '-sS', '-i', ...(req.method === 'HEAD' ? ['--head'] : ['-X', req.method]), url];
  if (/\/\.{1,2}(?:[/?#]|$)/.test(req.url.split('?', 1)[0] ?? '')) parts.push('--path-as-is');
  if (caFileHint !== undefined) parts.push('--cacert', `"${caFileHint}"`);
  if (req.authShell !== undefined) parts.push('-H', `"Authorization: ${req.authShell}"`);
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.toLowerCase() === 'authorization') continue;
    parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (req.body !== undefined) {
    const body = shellQuote(req.body);
    parts.push('--data-raw', ref === undefined ? body : body.split(`"${ref.value}"`).join(`"${expand}"`));
  }
  return parts.join(' ');
}
