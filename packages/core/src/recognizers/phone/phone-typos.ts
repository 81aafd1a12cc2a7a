/**
 * Chat slips a letter in the very words that say a number is a phone number ("my phoen is",
 * "whatsap me", "my nuumber"). A word one edit away from one of a few long phone words
 * (a letter dropped, added, changed, or two swapped) is read as that word. Among short words a
 * single edit reaches too many others ("call": "hall", "tall"), so a short target is mended only
 * from the two slips of a hurried hand that make no other word: two neighbours swapped ("clal")
 * or a letter doubled ("caall").
 */
const MIN_LENGTH = 5;
const WORD = /\p{L}+/gu;

/**
 * `text` with each word one edit from a target (and not a target itself) replaced by that target.
 * @example mendTypos('my phoen is', ['phone']) // 'my phone is'
 */
export function mendTypos(text: string, targets: readonly string[]): string {
  return text.replace(WORD, (word) => {
    if (word.length < MIN_LENGTH - 1) return word;
    const lower = word.toLowerCase();
    return targets.find((t) => t !== lower && isTypoOf(lower, t)) ?? word;
  });
}

/**
 * Whether some word of `text` is one edit from a target (and not a target itself): mendTypos would
 * change it. Cheap, as it runs on every number's context: no string is built.
 */
export function hasTypo(text: string, targets: readonly string[]): boolean {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const word = m[0];
    if (word.length < MIN_LENGTH - 1) continue;
    const lower = word.toLowerCase();
    if (targets.some((t) => t !== lower && isTypoOf(lower, t))) return true;
  }
  return false;
}

function isTypoOf(word: string, target: string): boolean {
  return target.length >= MIN_LENGTH ? withinOneEdit(word, target) : isSlipOf(word, target);
}

/** True when `a` is `b` with two neighbouring letters swapped or one letter doubled. */
export function isSlipOf(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length === b.length) return i < a.length - 1 && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2);
  return a.length === b.length + 1 && i > 0 && a.charCodeAt(i) === a.charCodeAt(i - 1) && sameFrom(a, i + 1, b, i);
}

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (a.length === b.length) {
    if (sameFrom(a, i + 1, b, i + 1)) return true;
    return a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2);
  }
  return a.length > b.length ? sameFrom(a, i + 1, b, i) : sameFrom(a, i, b, i + 1);
}

/** `a` from `i` on equals `b` from `j` on. */
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}
