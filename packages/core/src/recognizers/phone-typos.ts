/**
 * Chat slips a letter in the very words that say a number is a phone number ("my phoen is",
 * "whatsap me", "my nuumber"). A word one edit away from one of a few long phone words
 * (a letter dropped, added, changed, or two swapped) is read as that word. Only long words
 * are mended: among short ones a single edit reaches too many others ("call": "hall", "tall").
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
    return targets.find((t) => t !== lower && withinOneEdit(lower, t)) ?? word;
  });
}

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
