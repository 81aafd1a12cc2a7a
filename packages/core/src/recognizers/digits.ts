/**
 * Helpers shared by the number recognizers: checksums and the rule that a
 * candidate must stand alone (not be a slice of a longer number or word).
 */

/**
 * Luhn (mod 10) check over a string of ASCII digits.
 * @example luhnValid('4111111111111111') // true
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Keeps only the ASCII digits of `s`. */
export function digitsOf(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) out += s[i];
  }
  return out;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
// A digit joined by one of these continues a number: "12-345", "1.5", "3/4", "1,000".
const NUMBER_JOINERS = '-./,:';
const GROUP_SEPARATORS = ' -';

export function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && WORD_CHAR.test(c);
}

/**
 * True when [start, end) is not glued to a word or to a longer number on either
 * side: "A123", "123-45-6789-0" and "1.5" slices are rejected.
 */
export function standsAlone(text: string, start: number, end: number): boolean {
  return freeBefore(text, start) && freeAfter(text, end);
}

/** True when nothing before `start` continues the word or number that starts there. */
export function freeBefore(text: string, start: number): boolean {
  const before = text[start - 1];
  if (isWordChar(before)) return false;
  return !(before !== undefined && NUMBER_JOINERS.includes(before) && isDigit(text[start - 2]) && joins(text, start - 1));
}

/** True when nothing from `end` on continues the word or number that ends there. */
export function freeAfter(text: string, end: number): boolean {
  const after = text[end];
  if (isWordChar(after)) return false;
  return !(after !== undefined && NUMBER_JOINERS.includes(after) && isDigit(text[end + 1]) && joins(text, end));
}

/**
 * Whether the joiner at `at`, between two digits, makes one number of them. A
 * comma does so only as a thousands separator (three digits follow) or as a
 * decimal comma after a short whole part; between longer runs it separates
 * fields, as in a CSV row ("4111111111111111,09/27").
 */
function joins(text: string, at: number): boolean {
  if (text[at] !== ',') return true;
  return digitRun(text, at + 1, 1) === 3 || digitRun(text, at - 1, -1) <= 3;
}

/** Digits in the number from `from` on, walking in `step`'s direction; groups split by one space or dash count as one number. */
function digitRun(text: string, from: number, step: 1 | -1): number {
  let digits = 0;
  for (let i = from; ; i += step) {
    if (isDigit(text[i])) digits++;
    else if (!(GROUP_SEPARATORS.includes(text[i]!) && isDigit(text[i - step]) && isDigit(text[i + step]))) return digits;
  }
}
