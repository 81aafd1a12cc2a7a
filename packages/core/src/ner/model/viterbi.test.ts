import { describe, expect, it } from 'vitest';
import { spansOfTags, TAG_COUNT } from './tags.js';
import { viterbi } from './viterbi.js';

const flat = { pair: new Float32Array(TAG_COUNT * TAG_COUNT), start: new Float32Array(TAG_COUNT) };

function decode(rows: number[][], transitions = flat): number[] {
  const out = new Uint8Array(rows.length);
  viterbi(Float32Array.from(rows.flat()), rows.length, transitions, out);
  return Array.from(out);
}

/** Brute force over every tag sequence, for comparison. */
function bestByEnumeration(rows: number[][], t: { pair: Float32Array; start: Float32Array }): number[] {
  let best = -Infinity;
  let arg: number[] = [];
  const total = TAG_COUNT ** rows.length;
  for (let code = 0; code < total; code++) {
    const tags = rows.map((_, i) => Math.floor(code / TAG_COUNT ** i) % TAG_COUNT);
    let s = t.start[tags[0]!]! + rows[0]![tags[0]!]!;
    for (let i = 1; i < rows.length; i++) s += t.pair[tags[i - 1]! * TAG_COUNT + tags[i]!]! + rows[i]![tags[i]!]!;
    if (s > best) {
      best = s;
      arg = tags;
    }
  }
  return arg;
}

describe('viterbi', () => {
  it('follows the emissions when transitions are flat', () => {
    expect(decode([[0, 5, 0], [0, 5, 0], [5, 0, 0], [0, 0, 4]])).toEqual([1, 1, 0, 2]);
  });

  it('uses learned transitions: a strong O→O prior outweighs a weak lone name', () => {
    const pair = new Float32Array(TAG_COUNT * TAG_COUNT);
    pair[0] = 10; // O → O
    const start = new Float32Array(TAG_COUNT);
    expect(decode([[0, 0, 0], [0, 15, 0], [0, 0, 0]], { pair, start })).toEqual([0, 0, 0]);
    expect(decode([[0, 0, 0], [0, 25, 0], [0, 0, 0]], { pair, start })).toEqual([0, 1, 0]);
  });

  it('finds the best sequence, as enumerating every sequence does', () => {
    const pair = Float32Array.from({ length: TAG_COUNT * TAG_COUNT }, (_, i) => ((i * 7) % 5) - 2);
    const start = Float32Array.from([0.5, -1, 1]);
    const rows = [[0, 2, 1], [1, 0, 3], [2, 2, 0], [0, 1, 2], [3, 0, 1]];
    expect(decode(rows, { pair, start })).toEqual(bestByEnumeration(rows, { pair, start }));
  });
});

describe('viterbi over segments', () => {
  it('gives the whole-line result when segments are split at certain O tokens', () => {
    const pair = Float32Array.from({ length: TAG_COUNT * TAG_COUNT }, (_, i) => ((i * 7) % 5) - 2);
    const start = Float32Array.from([0.5, -1, 1]);
    const transitions = { pair, start };
    const rows = [[0, 2, 1], [1, 3, 0], [1e6, 0, 0], [0, 0, 2], [0, 1, 2]];
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
  it('makes each run of one type a span', () => {
    expect(spansOfTags(Uint8Array.from([1, 1, 0, 2, 2, 1, 0]), 10)).toEqual([
      { type: 'PERSON', first: 10, last: 11 },
      { type: 'LOCATION', first: 13, last: 14 },
      { type: 'PERSON', first: 15, last: 15 },
    ]);
  });
});
