// Which of the account's identifiers an answer names: its text, and for GET /orders read through the listing sieve
// (whose text is only its head) the orders the sieve kept, so an identifier past the head is still seen (5.4).

import type { Response } from '../../src/http/client.js';

/** The identifiers among `secrets` that the answer names anywhere the suite read of it. */
export function namedIn(res: Response, secrets: readonly string[]): string[] {
  const kept = res.listing === undefined || res.json === undefined ? '' : JSON.stringify(res.json);
  return secrets.filter(
    (s) => res.text.includes(s) || kept.includes(s) || kept.includes(JSON.stringify(s).slice(1, -1)),
  );
}
