/**
 * Splits text into word and punctuation tokens with UTF-16 offsets. Words keep
 * inner hyphens, apostrophes and dots ("Hyun-woo", "O'Brien", "U.S."), but a
 * possessive "'s" is its own token so "Smith's" yields the name "Smith".
 */

/** Character classes, one per UTF-16 code unit. */
export const CharClass = { Space: 0, Upper: 1, Lower: 2, Digit: 3, Punct: 4, Surrogate: 5 } as const;
export type CharClass = (typeof CharClass)[keyof typeof CharClass];

export interface Tokens {
  readonly count: number;
  readonly starts: Int32Array;
  /** Exclusive. */
  readonly ends: Int32Array;
  /** 1 when the token is the first of its line: lines are the tagger's sequences. */
  readonly lineStart: Uint8Array;
}

const classes = buildClassTable();
// 1 for letters and digits: one load per character in the tokenizer's word loop.
const wordChars = classes.map((k) => (k === CharClass.Upper || k === CharClass.Lower || k === CharClass.Digit ? 1 : 0));

function buildClassTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  for (let c = 0; c < 0x10000; c++) table[c] = classify(c);
  return table;
}

function classify(c: number): CharClass {
  if (c >= 0xd800 && c < 0xe000) return CharClass.Surrogate;
  const ch = String.fromCharCode(c);
  if (/\s/u.test(ch)) return CharClass.Space;
  if (/\p{Lu}|\p{Lt}/u.test(ch)) return CharClass.Upper;
  if (/\p{L}|\p{M}/u.test(ch)) return CharClass.Lower;
  if (/\p{Nd}/u.test(ch)) return CharClass.Digit;
  return CharClass.Punct;
}

/** Class of one code unit. */
export function charClass(c: number): CharClass {
  return classes[c]! as CharClass;
}

function isWord(c: number): boolean {
  return wordChars[c] === 1;
}

const HYPHEN = 0x2d;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const DOT = 0x2e;

/** Tokenizes `text`; linear in its length. */
export function tokenize(text: string): Tokens {
  const n = text.length;
  let starts = new Int32Array(Math.max(16, n >> 2));
  let ends = new Int32Array(starts.length);
  let lineStart = new Uint8Array(starts.length);
  let count = 0;
  let newLine = true;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const k = classes[c]!;
    if (k === CharClass.Space) {
      if (c === 10 || c === 13) newLine = true;
      i++;
      continue;
    }
    const end = k === CharClass.Surrogate ? surrogateEnd(text, i) : isWord(c) ? wordEnd(text, i) : punctuationEnd(text, i);
    if (count === starts.length) {
      starts = grow(starts);
      ends = grow(ends);
      lineStart = growBytes(lineStart);
    }
    starts[count] = i;
    ends[count] = end;
    lineStart[count] = newLine ? 1 : 0;
    newLine = false;
    count++;
    i = end;
  }
  return { count, starts, ends, lineStart };
}

/** One punctuation character, or a possessive "'s" after a word. */
function punctuationEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c !== APOSTROPHE && c !== RIGHT_QUOTE) return i + 1;
  const afterWord = i > 0 && isWord(text.charCodeAt(i - 1));
  return afterWord && isPossessiveS(text, i + 1) ? i + 2 : i + 1;
}

function surrogateEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1);
  return c < 0xdc00 && next >= 0xdc00 && next < 0xe000 ? i + 2 : i + 1;
}

function wordEnd(text: string, start: number): number {
  const n = text.length;
  let i = start + 1;
  let hasDot = false;
  for (;;) {
    while (i < n && isWord(text.charCodeAt(i))) i++;
    if (i + 1 >= n) break;
    const c = text.charCodeAt(i);
    const connector = c === HYPHEN || c === APOSTROPHE || c === RIGHT_QUOTE || c === DOT;
    if (!connector || !isWord(text.charCodeAt(i + 1))) break;
    if ((c === APOSTROPHE || c === RIGHT_QUOTE) && isPossessiveS(text, i + 1)) break;
    if (c === DOT) hasDot = true;
    i++;
  }
  // Initials ("A.") and dotted abbreviations ("U.S.") keep their final dot.
  if (i < n && text.charCodeAt(i) === DOT && (i - start === 1 || hasDot) && classes[text.charCodeAt(i - 1)] !== CharClass.Digit) {
    i++;
  }
  return i;
}

/** "s" right after an apostrophe and ending the word: the possessive suffix. */
function isPossessiveS(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c === 0x73 || c === 0x53) && (i + 1 >= text.length || !isWord(text.charCodeAt(i + 1)));
}

function grow(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

function growBytes(a: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(a.length * 2);
  b.set(a);
  return b;
}
