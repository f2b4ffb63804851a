// The costs of a run by function, from a V8 CPU profile (node --cpu-prof): pure, over the parsed profile, so it is
// unit-tested alone. Each sample counts once, whatever the time since the one before: on a loaded machine a sample
// taken after the process waited for a core would otherwise charge that wait to whatever ran next.

/** The parts of a .cpuprofile file this reads. */
export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }>;
  readonly samples: readonly number[];
}

export interface FunctionCost {
  /** The function's name, `(anonymous)` for one without, or V8's own label: `(garbage collector)`, `(program)`. */
  readonly name: string;
  /** Where it is: a path under the package (dist/…, node_modules/…), a `node:` module, or '' for V8's own. */
  readonly where: string;
  readonly samples: number;
  /** Its share of the samples in which the process was not idle. */
  readonly share: number;
}

/** A script URL as a path a reader recognises: from `dist/` or `node_modules/` on, or as Node names it. */
export function shortWhere(url: string, line: number): string {
  if (url === '') return '';
  const at = /\/(dist|node_modules)\//.exec(url);
  const path = at === null ? url.replace(/^file:\/\//, '') : url.slice(at.index + 1);
  return `${path}:${line + 1}`;
}

/** Samples by function (name and place), highest first, with the share of the busy samples; idle time left out. */
export function costsByFunction(profile: CpuProfile): FunctionCost[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<string, { name: string; where: string; samples: number }>();
  let busy = 0;
  for (const id of profile.samples) {
    const frame = byNode.get(id)?.callFrame;
    if (frame === undefined || frame.functionName === '(idle)') continue;
    busy++;
    const name = frame.functionName === '' ? '(anonymous)' : frame.functionName;
    const where = shortWhere(frame.url, frame.lineNumber);
    const key = `${name} ${where}`;
    const entry = counts.get(key) ?? { name, where, samples: 0 };
    entry.samples++;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.samples - a.samples || a.name.localeCompare(b.name))
    .map((c) => ({ ...c, share: busy === 0 ? 0 : c.samples / busy }));
}
