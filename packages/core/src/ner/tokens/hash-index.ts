/**
 * A map from 32-bit hashes to small non-negative integers in typed arrays.
 * A JavaScript Map keyed by such hashes stores most keys as heap numbers
 * (they pass the small-integer range), which makes every look-up slow.
 */
export class HashIndex {
  // Pairs of (key, value + 1), so a look-up reads one cache line; a value slot of 0 marks a free pair.
  private pairs: Int32Array;
  private mask: number;
  private count = 0;

  /** An empty index for about `expected` keys, or one reading the memory of `data` (see `data()`). */
  constructor(expected: number | HashIndexData = 16) {
    if (typeof expected !== 'number') {
      this.pairs = expected.pairs;
      this.mask = (expected.pairs.length >> 1) - 1;
      this.count = expected.count;
      return;
    }
    let size = 16;
    while (size < expected * 2) size <<= 1;
    this.pairs = new Int32Array(size * 2);
    this.mask = size - 1;
  }

  /**
   * The index's memory (not a copy), as plain data another thread can receive;
   * `new HashIndex(data)` reads it there. An index over shared memory must then
   * be written by no one.
   */
  data(): HashIndexData {
    return { pairs: this.pairs, count: this.count };
  }

  get size(): number {
    return this.count;
  }

  /** The value stored for `key`, or -1. */
  get(key: number): number {
    const { pairs, mask } = this;
    key |= 0;
    let slot = Math.imul(key, 0x9e3779b1) >>> 0 & mask;
    for (;;) {
      const stored = pairs[slot * 2 + 1]!;
      if (stored === 0) return -1;
      if (pairs[slot * 2] === key) return stored - 1;
      slot = (slot + 1) & mask;
    }
  }

  /** Stores a value of 0 or more for `key`. */
  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    const { pairs, mask } = this;
    key |= 0;
    let slot = Math.imul(key, 0x9e3779b1) >>> 0 & mask;
    while (pairs[slot * 2 + 1] !== 0 && pairs[slot * 2] !== key) slot = (slot + 1) & mask;
    if (pairs[slot * 2 + 1] === 0) this.count++;
    pairs[slot * 2] = key;
    pairs[slot * 2 + 1] = value + 1;
  }

  clear(): void {
    this.pairs.fill(0);
    this.count = 0;
  }

  private grow(): void {
    const old = this.pairs;
    this.pairs = new Int32Array(old.length * 2);
    this.mask = old.length - 1;
    this.count = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.set(old[i]!, old[i + 1]! - 1);
  }
}

/** A HashIndex's memory: pairs of (key, value + 1), a power of two of them, and how many are used. */
export interface HashIndexData {
  readonly pairs: Int32Array;
  readonly count: number;
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
