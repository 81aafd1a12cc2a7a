/**
 * How rehydration reads placeholders back from a model's text. A model may
 * change the case, write a space or hyphen for the underscore, put spaces
 * inside the brackets, escape the brackets (`\[PERSON_1\]`), double them
 * (`[[PERSON_1]]`), or drop them (`PERSON_1` as a whole word). Every such
 * spelling reads as the canonical key `[PERSON_1]`.
 */

/** One placeholder-shaped token found in a text. */
export interface PlaceholderToken {
  start: number;
  end: number;
  /** As written in the text. */
  written: string;
  /** The canonical `[TYPE_N]` it reads as. */
  key: string;
  /** Its canonical type: upper case, `_` between words. */
  type: string;
}

const TYPE = '[A-Za-z][A-Za-z0-9]*(?:[ _-][A-Za-z0-9]+)*?';
const BARE_TYPE = '[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*?';
const NUMBER = '[1-9][0-9]{0,8}';
const INNER = `[ \\t]*(${TYPE})[ _-](${NUMBER})[ \\t]*`;
const WORD = '[\\p{L}\\p{N}_]';

/**
 * The spellings, longest first at any position: doubled brackets (unless a
 * markdown link's `(` follows: then only the inner placeholder is read),
 * backslash-escaped brackets, brackets, and the bare word.
 */
const READER = new RegExp(
  [
    `\\[\\[${INNER}\\]\\](?!\\()`,
    `\\\\\\[${INNER}\\\\\\]`,
    `\\[${INNER}\\]`,
    `(?<!${WORD})(${BARE_TYPE})[_-](${NUMBER})(?!${WORD})`,
  ].join('|'),
  'gu',
);

/** Upper case with `_` between words: `email address` → `EMAIL_ADDRESS`. */
export function canonicalType(type: string): string {
  return type.toUpperCase().replace(/[ -]/g, '_');
}

/**
 * Every placeholder-shaped token in `text[from, to)`, left to right, never overlapping.
 * Characters before `from` are read only as context (a bare word must not continue one).
 * @example readPlaceholders('Hi [person 1]')[0].key // '[PERSON_1]'
 */
export function readPlaceholders(text: string, from = 0, to = text.length): PlaceholderToken[] {
  const source = to === text.length ? text : text.slice(0, to);
  const found: PlaceholderToken[] = [];
  const reader = new RegExp(READER);
  reader.lastIndex = from;
  for (let m = reader.exec(source); m; m = reader.exec(source)) {
    const rawType = m[1] ?? m[3] ?? m[5] ?? m[7]!;
    const n = m[2] ?? m[4] ?? m[6] ?? m[8]!;
    const type = canonicalType(rawType);
    found.push({ start: m.index, end: m.index + m[0].length, written: m[0], key: `[${type}_${n}]`, type });
  }
  return found;
}

/** The type of a canonical `[TYPE_N]` key, or null for anything else. */
export function typeOfKey(key: string): string | null {
  return /^\[([A-Z][A-Z0-9_]*)_[1-9][0-9]{0,8}\]$/.exec(key)?.[1] ?? null;
}

/** Longest stretch a token can still be open over; longer runs cannot become one. */
export const MAX_OPEN_TOKEN = 96;

const OPEN_BRACKET = [
  /^\\$/,
  /^(?:\[\[?|\\\[)[ \t]*(?:[A-Za-z][A-Za-z0-9 \t_-]*)?$/,
  new RegExp(`^\\[\\[${INNER}\\]\\]?$`),
  new RegExp(`^\\\\\\[${INNER}\\\\$`),
];

/**
 * Whether `tail` (the end of a text that may still grow) could still become,
 * or grow into, a token the reader reads differently. Bare words matter only
 * for `heldTypes`: other bare words are left as written either way.
 */
export function isOpenToken(tail: string, before: string, heldTypes: ReadonlySet<string>): boolean {
  if (tail.length > MAX_OPEN_TOKEN) return false;
  if (OPEN_BRACKET.some((open) => open.test(tail))) return true;
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(tail) || /[\p{L}\p{N}_]/u.test(before)) return false;
  const written = canonicalType(tail);
  for (const type of heldTypes) {
    const word = `${type}_`;
    if (word.startsWith(written) || (written.startsWith(word) && /^[0-9]+$/.test(written.slice(word.length)))) return true;
  }
  return false;
}
