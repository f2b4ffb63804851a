// The TLS trust of the connection pool: the system roots and the target's extra CA (CA_FILE), in one context
// made once per CA and shared by every connection, with certificates always verified.

import { createSecureContext, rootCertificates, type SecureContext } from 'node:tls';

/**
 * One TLS context per extra CA, made once: passing `ca` per connection made Node parse every system root
 * certificate again for each new connection, which cost a run seconds of CPU.
 */
const contexts = new Map<string, SecureContext>();
export function trusting(caPem: string): SecureContext {
  let context = contexts.get(caPem);
  if (context === undefined) {
    context = withExtraCa(caPem);
    // A few at most: a process that checks many targets in turn (a fleet, the fault catalogue) keeps the newest.
    if (contexts.size >= 4) contexts.delete(contexts.keys().next().value!);
    contexts.set(caPem, context);
  }
  return context;
}

/**
 * A context that trusts the system roots and the extra CA. The extra CA is added to a default context, as
 * createSecureContext does itself for each `ca` entry: Node then copies its parsed root store. Listing the
 * roots again as `ca` (they replace the roots otherwise) turned each of them into PEM text and parsed it anew,
 * 40 ms before a run's first request. Should a later Node hide addCACert, that slower way remains.
 */
function withExtraCa(caPem: string): SecureContext {
  const context = createSecureContext();
  const native = (context as { context?: { addCACert?: unknown } }).context;
  if (typeof native?.addCACert !== 'function') return createSecureContext({ ca: [...rootCertificates, caPem] });
  (native.addCACert as (pem: string) => void).call(native, caPem);
  return context;
}
