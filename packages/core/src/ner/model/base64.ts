/** Base64 for byte arrays, without relying on atob/Buffer so the engine runs anywhere. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    parts.push(
      ALPHABET[(n >> 18) & 63]! +
        ALPHABET[(n >> 12) & 63]! +
        (i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=') +
        (i + 2 < bytes.length ? ALPHABET[n & 63]! : '='),
    );
  }
  return parts.join('');
}

export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (LOOKUP[clean.charCodeAt(i)]! << 18) |
      (LOOKUP[clean.charCodeAt(i + 1)]! << 12) |
      ((i + 2 < clean.length ? LOOKUP[clean.charCodeAt(i + 2)]! : 0) << 6) |
      (i + 3 < clean.length ? LOOKUP[clean.charCodeAt(i + 3)]! : 0);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/** Sorted non-negative integers as LEB128 varints of their gaps: small and exact. */
export function encodeSortedInts(values: ArrayLike<number>): Uint8Array {
  const bytes: number[] = [];
  let previous = 0;
  for (let i = 0; i < values.length; i++) {
    let gap = values[i]! - previous;
    previous = values[i]!;
    while (gap >= 128) {
      bytes.push((gap & 127) | 128);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return Uint8Array.from(bytes);
}

export function decodeSortedInts(bytes: Uint8Array, count: number): Int32Array {
  const out = new Int32Array(count);
  let previous = 0;
  let p = 0;
  for (let i = 0; i < count; i++) {
    let gap = 0;
    let shift = 0;
    for (;;) {
      const b = bytes[p++]!;
      gap |= (b & 127) << shift;
      if (b < 128) break;
      shift += 7;
    }
    previous += gap;
    out[i] = previous;
  }
  return out;
}
