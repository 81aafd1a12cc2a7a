import { describe, expect, it } from 'vitest';
import { wordIds } from './word-ids.js';

describe('wordIds', () => {
  it.each([
    ['no tokens', [], [], 0],
    ['one word', [7], [0], 1],
    ['repeats share a number, in order of first use', [7, 9, 7, 7, 0xffffffff, 9], [0, 1, 0, 0, 2, 1], 3],
    ['hashes past the signed range', [0x80000000, 0xfffffffe, 0x80000000], [0, 1, 0], 2],
  ])('%s', (_, hashes, ids, count) => {
    const words = wordIds(Uint32Array.from(hashes));
    expect(Array.from(words.ids)).toEqual(ids);
    expect(words.count).toBe(count);
    expect(Array.from(words.ids, (id) => words.hashes[id])).toEqual(hashes);
  });

  it('numbers more words than the table first expects', () => {
    const hashes = Uint32Array.from({ length: 10_000 }, (_, i) => (i * 2654435761) >>> 0);
    const words = wordIds(Uint32Array.from([...hashes, ...hashes]));
    expect(words.count).toBe(10_000);
    expect(Array.from(words.ids.subarray(10_000))).toEqual(Array.from(words.ids.subarray(0, 10_000)));
  });
});
