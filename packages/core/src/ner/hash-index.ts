/**
 * A map from 32-bit hashes to small non-negative integers in typed arrays.
 * A JavaScript Map keyed by such hashes stores most keys as heap numbers
 * (they pass the small-integer range), which makes every look-up slow.
 */
export class HashIndex {
  private keys: Uint32Array;
  private values: Int32Array;
  private used: Uint8Array;
  private mask: number;
  private count = 0;

  constructor(expected = 16) {
    let size = 16;
    while (size < expected * 2) size <<= 1;
    this.keys = new Uint32Array(size);
    this.values = new Int32Array(size);
    this.used = new Uint8Array(size);
    this.mask = size - 1;
  }

  get size(): number {
    return this.count;
  }

  /** The value stored for `key`, or -1. */
  get(key: number): number {
    const { keys, used, mask } = this;
    key >>>= 0;
    let slot = Math.imul(key, 0x9e3779b1) >>> 0 & mask;
    while (used[slot]) {
      if (keys[slot] === key) return this.values[slot]!;
      slot = (slot + 1) & mask;
    }
    return -1;
  }

  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const { keys, used, mask } = this;
    key >>>= 0;
    let slot = Math.imul(key, 0x9e3779b1) >>> 0 & mask;
    while (used[slot] && keys[slot] !== key) slot = (slot + 1) & mask;
    if (!used[slot]) this.count++;
    used[slot] = 1;
    keys[slot] = key;
    this.values[slot] = value;
  }

  clear(): void {
    this.used.fill(0);
    this.count = 0;
  }

  private grow(): void {
    const { keys, values, used } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.values = new Int32Array(keys.length * 2);
    this.used = new Uint8Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if (used[i]) this.set(keys[i]!, values[i]!);
  }
}

/**
 * A set of 32-bit hashes (lowercased word hashes) on a HashIndex: a
 * JavaScript Set of such numbers hashes a heap number on every `has`.
 */
export class HashSet {
  private readonly index: HashIndex;

  constructor(keys: Iterable<number> = [], expected = 16) {
    this.index = new HashIndex(expected);
    for (const k of keys) this.add(k);
  }

  get size(): number {
    return this.index.size;
  }

  has(key: number): boolean {
    return this.index.get(key) >= 0;
  }

  add(key: number): void {
    this.index.set(key, 0);
  }
}
