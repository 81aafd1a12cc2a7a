import { allowedAfter, TAG_COUNT } from './tags.js';

/** Learned first-order tag transitions: `pair[prev * T + tag]` and `start[tag]`. */
export interface Transitions {
  readonly pair: Float32Array;
  readonly start: Float32Array;
}

const T = TAG_COUNT;
const FORBIDDEN = -1e30;

/**
 * Best BIO tag sequence for `length` tokens given emission scores
 * (`emissions[i * T + tag]`), never producing an I without its B.
 * Linear in length. Writes the tags to `out`.
 */
export function viterbi(emissions: Float32Array, length: number, transitions: Transitions, out: Uint8Array): void {
  if (length === 0) return;
  const score = new Float64Array(length * T);
  const back = new Uint8Array(length * T);
  for (let t = 0; t < T; t++) score[t] = allowedAfter(0, t) ? emissions[t]! + transitions.start[t]! : FORBIDDEN;
  for (let i = 1; i < length; i++) {
    for (let t = 0; t < T; t++) {
      let best = FORBIDDEN * 2;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        if (!allowedAfter(p, t)) continue;
        const s = score[(i - 1) * T + p]! + transitions.pair[p * T + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * T + t] = best + emissions[i * T + t]!;
      back[i * T + t] = arg;
    }
  }
  let last = 0;
  for (let t = 1; t < T; t++) if (score[(length - 1) * T + t]! > score[(length - 1) * T + last]!) last = t;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = last;
    last = back[i * T + last]!;
  }
}
