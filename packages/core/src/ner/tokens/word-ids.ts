/** Each token's word as a small number: tokens with the same lowercased hash share one. */
export interface WordIds {
  /** Per token: its word's number, 0 .. count - 1, numbered in order of first use. */
  readonly ids: Int32Array;
  /** Distinct words in the text. */
  readonly count: number;
  /** Per word number: the lowercased hash of its tokens (`count` of them are used). */
  readonly hashes: Uint32Array;
}

/**
 * Numbers the distinct words of a text. A 100 KB text has a few thousand
 * words in twenty thousand tokens, so what depends only on the word (list
 * look-ups in multi-megabyte tables, uses elsewhere in the text) is then
 * worked out once per word, in arrays indexed by these numbers.
 */
export function wordIds(lower: Uint32Array): WordIds {
  const ids = new Int32Array(lower.length);
  const hashes = new Uint32Array(lower.length);
  // Open addressing inline (slot: word number + 1, 0 free), as HashIndex does it: a call per
  // token would box every hash past the small-integer range into a heap number.
  // Sized for a text's vocabulary, not its token count (it grows as it fills): a big table costs more to clear than to fill.
  let size = 16;
  while (size < lower.length * 2 && size < FIRST_SIZE) size <<= 1;
  let slots: Int32Array = new Int32Array(size);
  let mask = size - 1;
  let count = 0;
  for (let i = 0; i < lower.length; i++) {
    const key = lower[i]! | 0;
    let slot = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
    for (;;) {
      const stored = slots[slot]!;
      if (stored === 0) {
        hashes[count] = key >>> 0;
        slots[slot] = ++count;
        ids[i] = count - 1;
        break;
      }
      if ((hashes[stored - 1]! | 0) === key) {
        ids[i] = stored - 1;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (count * 2 > size) {
      size <<= 1;
      mask = size - 1;
      slots = rehash(hashes, count, size);
    }
  }
  return { ids, count, hashes };
}

const FIRST_SIZE = 8192;

function rehash(hashes: Uint32Array, count: number, size: number): Int32Array {
  const slots = new Int32Array(size);
  const mask = size - 1;
  for (let id = 0; id < count; id++) {
    let slot = (Math.imul(hashes[id]! | 0, 0x9e3779b1) >>> 0) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = id + 1;
  }
  return slots;
}
