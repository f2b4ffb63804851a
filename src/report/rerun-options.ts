// The options of `run` a printed re-run command must carry so that, pasted where the run was started, it tests the
// same target with the same checks: what the user gave on the command line, as a table, never a key. Pure: no I/O.

/** How one option is carried into a re-run command. */
interface Carried {
  readonly flag: string;
  /** A boolean option (present or not) rather than one with a value. */
  readonly boolean?: true;
  /** Part of --certify, which refuses --only: left out of a command that re-runs only some requirements. */
  readonly certify?: true;
}

/**
 * Every option that selects the target (its settings, the fleet file and target), the checks (the known failures,
 * the property runs, the timing), or the certification. `--only` and `--seed` are not here: the command takes them
 * from the report itself, so they are the run's even when they came from the environment.
 */
export const CARRIED_OPTIONS: readonly Carried[] = [
  { flag: 'dotenv' },
  { flag: 'targets' },
  { flag: 'target' },
  { flag: 'orders-base-url' },
  { flag: 'scan-forms-base-url' },
  { flag: 'expectations' },
  { flag: 'num-runs' },
  { flag: 'deadline' },
  { flag: 'request-timeout' },
  { flag: 'report-dir' },
  { flag: 'label' },
  { flag: 'certify', boolean: true, certify: true },
  { flag: 'vendor', certify: true },
  { flag: 'product', certify: true },
  { flag: 'product-version', certify: true },
  // --sign-key is not carried: the bundle's reports would show where the vendor keeps the private key, and a
  // re-run tests the same thing unsigned.
];

/** The carried options among the values `run` parsed, as command-line words in the table's order. */
export function rerunOptionsOf(values: Readonly<Record<string, string | boolean | undefined>>): string[] {
  const words: string[] = [];
  for (const { flag, boolean } of CARRIED_OPTIONS) {
    const value = values[flag];
    if (value === undefined || value === false) continue;
    if (boolean === true) words.push(`--${flag}`);
    else if (typeof value === 'string') words.push(`--${flag}`, value);
  }
  return words;
}

/** The words without --certify and its companions, for a command that re-runs only some requirements. */
export function withoutCertification(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const option = CARRIED_OPTIONS.find((c) => `--${c.flag}` === words[i]);
    const skip = option?.certify === true;
    if (option !== undefined && option.boolean !== true) {
      if (!skip) out.push(words[i]!, words[i + 1] ?? '');
      i++;
    } else if (!skip) out.push(words[i]!);
  }
  return out;
}

/** A word as a POSIX shell reads it back unchanged: bare when it is plain, else single-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=,@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
