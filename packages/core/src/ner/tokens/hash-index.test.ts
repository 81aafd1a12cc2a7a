import { describe, expect, it } from 'vitest';
import { hashString } from './hash.js';
import { HashIndex, HashSet } from './hash-index.js';

describe('HashIndex', () => {
  it('maps full 32-bit hashes to values and grows past its expected size', () => {
    const index = new HashIndex(2);
    const keys = Array.from({ length: 100 }, (_, k) => hashString(`word${k}`));
    keys.forEach((key, k) => index.set(key, k));
    expect(index.size).toBe(100);
    keys.forEach((key, k) => expect(index.get(key)).toBe(k));
    expect(index.get(hashString('absent'))).toBe(-1);
  });

  it('reads the memory of another index through its data', () => {
    const index = new HashIndex();
    const keys = Array.from({ length: 40 }, (_, k) => hashString(`w${k}`));
    keys.forEach((key, k) => index.set(key, k * 3));
    const copy = new HashIndex(structuredClone(index.data()));
    expect(copy.size).toBe(40);
    keys.forEach((key, k) => expect(copy.get(key)).toBe(k * 3));
    expect(copy.get(hashString('absent'))).toBe(-1);
  });
});

describe('HashSet', () => {
  it('answers like a Set of the same hashes', () => {
    const words = ['mr', 'dr', 'king', 'inc'].map((w) => hashString(w));
    const set = new HashSet(words);
    const reference = new Set(words);
    for (const w of ['mr', 'dr', 'king', 'inc', 'queen', 'ltd', '']) expect(set.has(hashString(w))).toBe(reference.has(hashString(w)));
    expect(set.size).toBe(4);
  });
});
