// The deviations a running reference server was started with: at most one fault and at most one variant.
// Handlers receive this object and test it at the exact point where a careless or a differently-choosing implementation would differ.
import type { FaultName } from './faults/index.js';
import type { VariantName } from './variants.js';

export interface Behaviour {
  readonly fault: FaultName | undefined;
  readonly variant: VariantName | undefined;
}
