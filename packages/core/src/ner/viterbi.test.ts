import { describe, expect, it } from 'vitest';
import { spansOfTags, TAG_COUNT } from './tags.js';
import { viterbi } from './viterbi.js';

const flat = { pair: new Float32Array(TAG_COUNT * TAG_COUNT), start: new Float32Array(TAG_COUNT) };

function decode(rows: number[][], transitions = flat): number[] {
  const out = new Uint8Array(rows.length);
  viterbi(Float32Array.from(rows.flat()), rows.length, transitions, out);
  return Array.from(out);
}

describe('viterbi', () => {
  it('follows the emissions when they form a valid sequence', () => {
    expect(decode([[0, 5, 0, 0, 0], [0, 0, 5, 0, 0], [5, 0, 0, 0, 0]])).toEqual([1, 2, 0]);
  });

  it('never starts with an I tag', () => {
    expect(decode([[0, 0, 5, 0, 0]])[0]).not.toBe(2);
  });

  it('never lets I-LOCATION follow a PERSON tag: the best valid path wins', () => {
    // B-PER, I-LOC would score 11 but is invalid; B-LOC, I-LOC scores 6, B-PER then O 5.
    expect(decode([[0, 5, 0, 0, 0], [0, 0, 0, 0, 6]])).toEqual([3, 4]);
    expect(decode([[0, 7, 0, 0, 0], [0, 0, 0, 0, 6]])).toEqual([1, 0]);
  });

  it('uses learned transitions', () => {
    const pair = new Float32Array(TAG_COUNT * TAG_COUNT);
    pair[1 * TAG_COUNT + 2] = 10;
    expect(decode([[0, 5, 0, 0, 0], [1, 0, 0, 0, 0]], { pair, start: new Float32Array(TAG_COUNT) })).toEqual([1, 2]);
  });
});

describe('viterbi over segments', () => {
  it('gives the whole-line result when segments are split at certain O tokens', () => {
    const pair = Float32Array.from({ length: TAG_COUNT * TAG_COUNT }, (_, i) => ((i * 7) % 5) - 2);
    const start = Float32Array.from([0.5, -1, 0, 1, 0]);
    const transitions = { pair, start };
    const rows = [[0, 2, 0, 1, 0], [1, 0, 3, 0, 0], [1e6, 0, 0, 0, 0], [0, 0, 0, 2, 1], [0, 1, 0, 0, 2]];
    const whole = new Uint8Array(5);
    viterbi(Float32Array.from(rows.flat()), 5, transitions, whole);
    const parts = new Uint8Array(5);
    const emissions = Float32Array.from(rows.flat());
    viterbi(emissions, 2, transitions, parts, 0, false, true);
    parts[2] = 0;
    viterbi(emissions, 2, transitions, parts, 3, true, false);
    expect(Array.from(parts)).toEqual(Array.from(whole));
  });
});

describe('spansOfTags', () => {
  it('groups B and I tags into typed spans', () => {
    expect(spansOfTags(Uint8Array.from([1, 2, 0, 3, 3, 4]), 10)).toEqual([
      { type: 'PERSON', first: 10, last: 11 },
      { type: 'LOCATION', first: 13, last: 13 },
      { type: 'LOCATION', first: 14, last: 15 },
    ]);
  });
});
