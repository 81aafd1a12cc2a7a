import { TAG_COUNT } from './tags.js';

/** Learned first-order tag transitions: `pair[prev * T + tag]` and `start[tag]`. */
export interface Transitions {
  readonly pair: Float32Array;
  readonly start: Float32Array;
}

const T = TAG_COUNT;
const FORBIDDEN = -1e30;

// Scratch buffers reused across calls (decoding is synchronous).
let score = new Float64Array(256 * T);
let back = new Uint8Array(256 * T);

/**
 * Best tag sequence for tokens [from, from + length) given emission scores
 * (`emissions[i * T + tag]`), The sequence
 * starts a line, or with `afterO` follows a token known to be O; with
 * `beforeO` a token known to be O comes next.
 * Linear in length. Writes the tags to `out[from ..]`.
 */
export function viterbi(emissions: Float32Array, length: number, transitions: Transitions, out: Uint8Array, from = 0, afterO = false, beforeO = false): void {
  if (length === 0) return;
  if (score.length < length * T) {
    score = new Float64Array(length * 2 * T);
    back = new Uint8Array(length * 2 * T);
  }
  const e0 = from * T;
  for (let t = 0; t < T; t++) {
    const enter = afterO ? transitions.pair[t]! : transitions.start[t]!;
    score[t] = emissions[e0 + t]! + enter;
  }
  const pair = transitions.pair;
  for (let i = 1; i < length; i++) {
    for (let t = 0; t < T; t++) {
      let best = FORBIDDEN * 2;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        const s = score[(i - 1) * T + p]! + pair[p * T + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * T + t] = best + emissions[e0 + i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  let last = 0;
  let bestFinal = -Infinity;
  for (let t = 0; t < T; t++) {
    const final = score[(length - 1) * T + t]! + (beforeO ? transitions.pair[t * T]! : 0);
    if (final > bestFinal) {
      bestFinal = final;
      last = t;
    }
  }
  for (let i = length - 1; i >= 0; i--) {
    out[from + i] = last;
    last = back[i * T + last]!;
  }
}
