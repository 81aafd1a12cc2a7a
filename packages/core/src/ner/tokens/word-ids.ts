import { HashIndex } from './hash-index.js';

/** Each token's word as a small number: tokens with the same lowercased hash share one. */
export interface WordIds {
  /** Per token: its word's number, 0 .. count - 1, numbered in order of first use. */
  readonly ids: Int32Array;
  /** Distinct words in the text. */
  readonly count: number;
  /** Per word number: the lowercased hash of its tokens (`count` of them are used). */
  readonly hashes: Uint32Array;
}

// Sized for a text's vocabulary, not its token count (it grows if needed): a big table costs more to allocate than to fill.
const EXPECTED_WORDS = 4096;

/**
 * Numbers the distinct words of a text. A 100 KB text has a few thousand
 * words in twenty thousand tokens, so what depends only on the word (list
 * look-ups in multi-megabyte tables, uses elsewhere in the text) is then
 * worked out once per word, in arrays indexed by these numbers.
 */
export function wordIds(lower: Uint32Array): WordIds {
  const index = new HashIndex(Math.min(lower.length, EXPECTED_WORDS));
  const ids = new Int32Array(lower.length);
  const hashes = new Uint32Array(lower.length);
  let count = 0;
  for (let i = 0; i < lower.length; i++) {
    let id = index.get(lower[i]!);
    if (id < 0) {
      id = count++;
      index.set(lower[i]!, id);
      hashes[id] = lower[i]!;
    }
    ids[i] = id;
  }
  return { ids, count, hashes };
}
