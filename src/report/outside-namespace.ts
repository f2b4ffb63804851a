// The orders a run created outside its own namespace: a probe that sends a non-string reference (spec 7's invalid
// requests) cannot choose one, and a lenient target may store it anyway, as "true" or a bare number.

import type { ConformanceReport } from './model.js';

/**
 * Created references that do not start with the run's namespace in any letter case (the exact-identifier checks
 * of 4.3 send case variants of the run's own references); none when the report does not state its namespace.
 */
export function ordersOutsideNamespace(report: ConformanceReport): string[] {
  const namespace = report.run.orderNamespace?.toLowerCase();
  if (namespace === undefined || namespace === '') return [];
  return report.run.createdOrderReferences.filter((r) => !r.toLowerCase().startsWith(namespace));
}

/** The sentence the summaries print, or undefined when every created order is in the namespace. */
export function outsideNamespaceLine(report: ConformanceReport): string | undefined {
  const outside = ordersOutsideNamespace(report);
  if (outside.length === 0) return undefined;
  const n = outside.length;
  return `${n} order${n === 1 ? '' : 's'} created outside the run's namespace ${report.run.orderNamespace} (a probe with a non-string reference the target stored; delete by hand): ${outside.join(', ')}`;
}
