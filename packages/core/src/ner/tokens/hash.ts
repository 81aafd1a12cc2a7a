/**
 * 32-bit hashing for features. Features are never built as strings: each
 * token's parts are hashed once, and a feature is a template id mixed with
 * one or two of those hashes.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units of `text[start, end)`, lowercased when asked. */
export function hashRange(text: string, start: number, end: number, lower: boolean): number {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (lower) c = lowerCode(c);
    h = Math.imul(h ^ c, FNV_PRIME);
  }
  return h >>> 0;
}

/** Hash of a whole string (lowercased when asked). */
export function hashString(text: string, lower = false): number {
  return hashRange(text, 0, text.length, lower);
}

/** Combines two hashes; order matters, so (a, b) and (b, a) differ. */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const lowerCache = new Uint16Array(0x10000);
for (let c = 0; c < 0x10000; c++) {
  // Surrogate halves stay as they are: lowercasing one alone is meaningless.
  const lowered = c >= 0xd800 && c < 0xe000 ? c : String.fromCharCode(c).toLowerCase();
  lowerCache[c] = typeof lowered === 'number' ? lowered : lowered.length === 1 ? lowered.charCodeAt(0) : c;
}

/** Lowercase of one UTF-16 code unit (identity where lowercasing changes the length). */
export function lowerCode(c: number): number {
  return lowerCache[c]!;
}
