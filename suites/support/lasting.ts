// The names and values of the orders every run under one namespace keeps and reuses (lasting-orders.ts holds them):
// the same references on every run, and values that carry the run's token.

import type { CheckContext } from '../../src/requirements/check-context.js';

/** The reference of a lasting order: the same on every run under the namespace (never from the seed). */
export function lastingReference(ctx: Pick<CheckContext, 'target'>, name: string): string {
  return `${ctx.target.lastingReferencePrefix ?? ctx.target.orderReferencePrefix}${name}`;
}

/**
 * A value this run writes to a lasting order: the text and the run's token, so a state an earlier run left never
 * passes for this run's write. The token, never the namespace: an order whose metadata names the run's namespace
 * is one the run created (the cleanup list), which a lasting order is not.
 */
export function runValue(ctx: Pick<CheckContext, 'target'>, text: string): string {
  return `${text}${runSuffix(ctx)}`;
}

function runSuffix(ctx: Pick<CheckContext, 'target'>): string {
  return ` (run ${ctx.target.runToken ?? 'once'})`;
}

/** Whether a value is one this run wrote with runValue. */
export function isRunValue(ctx: Pick<CheckContext, 'target'>, value: unknown): boolean {
  return typeof value === 'string' && value.endsWith(runSuffix(ctx));
}

/**
 * Whether a value is one another run under the namespace wrote to a lasting order: what a listing still shows
 * when it lags this run's write to that order (worth another read), never this run's own.
 */
export function isEarlierRunValue(ctx: Pick<CheckContext, 'target'>, value: unknown): boolean {
  return typeof value === 'string' && / \(run [0-9a-z]{6}\)$/.test(value) && !isRunValue(ctx, value);
}
