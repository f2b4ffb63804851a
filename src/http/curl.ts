// Renders a recorded exchange as a copy-paste curl command that reproduces it with $API_KEY exported.
// Values are single-quoted for the shell; only the Authorization header is double-quoted so $API_KEY expands.

import type { RecordedExchange } from './exchange.js';

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(exchange: RecordedExchange, caFileHint?: string): string {
  const req = exchange.request;
  const parts = ['curl', '-sS', '-i', '-X', req.method, shellQuote(req.url).replace(/\$(API_KEY|SECOND_API_KEY)/g, `'"$$$1"'`)];
  if (caFileHint !== undefined) parts.push('--cacert', `"${caFileHint}"`);
  if (req.authShell !== undefined) parts.push('-H', `"Authorization: ${req.authShell}"`);
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.toLowerCase() === 'authorization') continue;
    parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (req.body !== undefined) parts.push('--data-raw', shellQuote(req.body));
  return parts.join(' ');
}
