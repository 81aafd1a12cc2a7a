import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool.js';

describe('pooled random bytes', () => {
  it('gives the asked length, across pool refills', () => {
    for (const n of [1, 12, 16, 1000, 1024, 5000]) expect(pooledRandomBytes(n)).toHaveLength(n);
  });

  it('never hands out the same bytes twice, across many refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) seen.add(pooledRandomBytes(12).toString('hex'));
    expect(seen.size).toBe(5_000);
  });

  it('returns a copy: changing it leaves later values alone', () => {
    const first = pooledRandomBytes(16);
    first.fill(0);
    expect(pooledRandomBytes(16).equals(Buffer.alloc(16))).toBe(false);
  });

  it('looks uniform: every byte value shows up over 64 KB', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 4_096; i++) for (const b of pooledRandomBytes(16)) counts[b]!++;
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});
