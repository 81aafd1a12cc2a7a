/** The service's limit per call: 100KB = 102,400 bytes of UTF-8 (DESIGN.md). */
export const MAX_TEXT_BYTES = 102_400;

/** A piece of a longer text and where it starts in it (UTF-16 offset). */
export interface TextPiece {
  text: string;
  offset: number;
}

const encoder = new TextEncoder();

/** Bytes of the UTF-8 encoding of `text`. */
export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Cuts `text` into pieces of at most `maxBytes` bytes of UTF-8, at the last
 * paragraph break that fits, else line break, else sentence end, else
 * whitespace, else (one run longer than the limit) at a character boundary.
 * Joined, the pieces are `text` again.
 * @example splitText('a\n\nb', 3) // [{ text: 'a\n\n', offset: 0 }, { text: 'b', offset: 3 }]
 */
export function splitText(text: string, maxBytes: number = MAX_TEXT_BYTES): TextPiece[] {
  if (maxBytes < 4) throw new RangeError('maxBytes must hold at least one character (4 bytes).');
  const pieces: TextPiece[] = [];
  let start = 0;
  while (start < text.length) {
    const limit = fittingEnd(text, start, maxBytes);
    const end = limit === text.length ? limit : cutBefore(text, start, limit);
    pieces.push({ text: text.slice(start, end), offset: start });
    start = end;
  }
  return pieces;
}

/** The furthest end (UTF-16 offset) from `start` whose UTF-8 size is at most `maxBytes`, never inside a surrogate pair. */
function fittingEnd(text: string, start: number, maxBytes: number): number {
  let bytes = 0;
  let i = start;
  while (i < text.length) {
    const code = text.codePointAt(i)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    i += code >= 0x10000 ? 2 : 1;
  }
  return i;
}

/** The best cut in `text(start, limit]`, by the order of boundaries above. */
function cutBefore(text: string, start: number, limit: number): number {
  const window = text.slice(start, limit);
  const paragraph = window.lastIndexOf('\n\n');
  if (paragraph >= 0) return start + paragraph + 2;
  const line = window.lastIndexOf('\n');
  if (line >= 0) return start + line + 1;
  const sentence = lastMatchEnd(window, /[.!?]["'”’)\]]*[ \t]+/g);
  if (sentence > 0) return start + sentence;
  const word = lastSafeSpaceCut(window);
  if (word > 0) return start + word;
  return limit;
}

function lastMatchEnd(window: string, pattern: RegExp): number {
  let end = -1;
  for (const m of window.matchAll(pattern)) end = m.index + m[0].length;
  return end;
}

/** The last cut just after a space or tab that no placeholder spelling can span (see `isSafeCut`). */
function lastSafeSpaceCut(window: string): number {
  for (let i = window.length - 1; i > 0; i--) {
    if ((window[i - 1] === ' ' || window[i - 1] === '\t') && isSafeCut(window, i)) return i;
  }
  return -1;
}

const TOKEN_INTERIOR = /[A-Za-z0-9 \t_-]/;

/**
 * Whether `text` can be cut at `cut` without changing how rehydration reads
 * it: the character before the cut is whitespace (so a bare `PERSON_1` on
 * either side reads the same), and it is not inside an opened bracket, the
 * only placeholder spelling that can hold a space (`[ person 1 ]`). Holds
 * whatever follows the cut, so it is safe on a text still growing.
 */
export function isSafeCut(text: string, cut: number): boolean {
  const before = text[cut - 1];
  if (before === '\n' || before === '\r') return true;
  if (before !== ' ' && before !== '\t') return false;
  for (let i = cut - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (ch === '[') return false;
    if (!TOKEN_INTERIOR.test(ch)) return true;
  }
  return true;
}

/** The last position in `text` at which `isSafeCut` holds, or 0. */
export function lastSafeCut(text: string): number {
  for (let i = text.length; i > 0; i--) if (isSafeCut(text, i)) return i;
  return 0;
}
