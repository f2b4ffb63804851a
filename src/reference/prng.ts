// Deterministic pseudo-random numbers for the reference server's seeded data (ids, keys, timestamps, references).
// One seed must replay a failing run exactly, so nothing in the reference server may use Math.random or the wall clock for data.

/** splitmix32 step: spreads a small integer seed over all 32 bits so seeds 1 and 2 give unrelated streams. */
function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [next, z >>> 0];
}

/** FNV-1a over a label, so that each data stream (keys, forms of A, forms of B) is independent of the others. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const HEX = '0123456789abcdef';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** sfc32 generator: small, fast and good enough for test data (not for secrets). */
export class Prng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number, label: string) {
    let state = (seed ^ fnv1a(label)) | 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const [next, out] = splitmix32(state);
      state = next;
      words.push(out);
    }
    this.#a = words[0] ?? 1;
    this.#b = words[1] ?? 2;
    this.#c = words[2] ?? 3;
    this.#d = words[3] ?? 4;
    // Discard the first outputs: sfc32 mixes poorly in its first few rounds.
    for (let i = 0; i < 12; i += 1) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  #from(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)] ?? '0';
    return out;
  }

  hex(length: number): string {
    return this.#from(HEX, length);
  }

  base62(length: number): string {
    return this.#from(BASE62, length);
  }

  digits(length: number): string {
    return this.#from('0123456789', length);
  }
}
