// The experiments on the two keys in words: one clause per experiment with its outcome, for the positive control's
// one line and the notes of ISO-SF-OWN-FORMS. Keys are named by their variables, never written.

import type { KeyName } from '../../src/oracles/second-key.js';
import { LISTING_LAG_DELAYS_MS } from './orders.js';
import type { FormsExperiment, OrdersExperiment, SecondKeyEvidence } from './second-key.js';

export const KEY_VARIABLE: Readonly<Record<KeyName, string>> = { key: 'API_KEY', 'second-key': 'SECOND_API_KEY' };

/** Reads of a listing before a missing own order is taken as missing (orders.ts: one, then LISTING_LAG_DELAYS_MS). */
const LAG_READS = LISTING_LAG_DELAYS_MS.length + 1;

function some(ids: readonly string[], max = 3): string {
  return ids.length <= max ? ids.join(', ') : `${ids.slice(0, max).join(', ')} and ${ids.length - max} more`;
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}

/** The forms experiment and what it showed. */
export function formsOutcome(experiment: FormsExperiment): string {
  const tried = `each key on a connection of its own and on the other's, and asking the query the other asked first, with queries nobody had asked before (GET /scan_forms?start_datetime=1970-01-02…, ${experiment.reads.length} reads)`;
  const j = experiment.judgement;
  switch (j.kind) {
    case 'could-not-tell':
      return `${tried}: could not tell (${j.why})`;
    case 'one-account':
      return `${tried}: both keys list the same ${count(j.forms, 'form')}`;
    case 'two-accounts': {
      const own = (i: number) => {
        const r = experiment.reads[i]!.result;
        return r.problem === undefined ? r.ids.length : 0;
      };
      const leaks = [...j.connection, ...j.sameQuery].map(
        (l) =>
          `${KEY_VARIABLE[l.key]} ${j.connection.includes(l) ? "on the other key's connection" : 'asking the query the other key asked first'} was listed the other account's ${some(l.foreign)}`,
      );
      const apart = `API_KEY lists ${count(own(0), 'form')} and SECOND_API_KEY ${count(own(1), 'form')}, not the same`;
      return `${tried}: ${[apart, ...leaks].join('; ')}`;
    }
  }
}

/** The orders experiment and what it showed. */
export function ordersOutcome(experiment: OrdersExperiment): string {
  const { key, 'second-key': second } = experiment.references;
  const tried = `an order created with SECOND_API_KEY (${second}), then one with API_KEY (${key}), each key listing until it shows its own`;
  const j = experiment.judgement;
  switch (j.kind) {
    case 'could-not-tell':
      return `${tried}: could not tell (${j.why})`;
    case 'stale':
      return `${tried}: the listing of ${j.keys.map((k) => KEY_VARIABLE[k]).join(' and of ')} did not show its own order after ${LAG_READS} reads (a stale listing, whatever the accounts)`;
    case 'one-account':
      return `${tried}: API_KEY's listing shows SECOND_API_KEY's order too`;
    case 'two-accounts':
      return `${tried}: API_KEY's listing shows its own order and not SECOND_API_KEY's`;
  }
}

/**
 * The positive control's conclusion when both keys read the same listings: stop only when no experiment showed two
 * accounts or a stale listing, with every experiment and its outcome in the one line.
 */
export function secondKeyControl(evidence: SecondKeyEvidence): { readonly stop: boolean; readonly line: string } {
  const judged = [evidence.forms.judgement.kind, evidence.orders?.judgement.kind];
  const told = judged.some((kind) => kind === 'two-accounts' || kind === 'stale');
  const tried = [
    'both keys read the same GET /v2/scan_forms and GET /v1.0/orders',
    formsOutcome(evidence.forms),
    ...(evidence.orders === undefined ? [] : [ordersOutcome(evidence.orders)]),
  ].map((clause, i) => `(${i + 1}) ${clause}`);
  if (told)
    return {
      stop: false,
      line: `the two keys read the same listings, but the target tells them apart: ${tried.join('; ')}`,
    };
  const oneAccount = judged.filter((kind) => kind === 'one-account').length;
  const everyExperiment = judged.every((kind) => kind === undefined || kind === 'one-account');
  const acted =
    oneAccount === 0
      ? 'no experiment told SECOND_API_KEY apart from API_KEY'
      : `SECOND_API_KEY acted as the account of API_KEY ${everyExperiment ? 'in every experiment' : 'in every experiment that could tell'}`;
  return {
    stop: true,
    line: `${acted}: ${tried.join('; ')}. Either SECOND_API_KEY is a key of the same account as API_KEY (give a key of another account: account isolation, spec 4.4 and 5.1, is checked with two accounts), or the target serves one account whatever the key, which breaks spec 4.4 and 5.1; no request can tell these apart`,
  };
}
