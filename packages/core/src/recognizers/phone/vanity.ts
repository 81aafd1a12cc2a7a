import type { Detection } from '../../types.js';

/**
 * North American numbers written with the letters of the telephone keypad (ITU-T E.161: ABC on 2 … WXYZ on 9),
 * as businesses print them: "1-800-FLOWERS", "1-888-NEW-CARS", "(877) KARS-4-KIDS". The area code is a toll-free
 * one (800, 833, 844, 855, 866, 877, 888), or any NANP area code after the country code 1 and a dash; the
 * separators are spaces or dashes, never dots ("1.875 REOFFER" is a price). The rest holds seven
 * to ten keypad characters in up to three groups, three or more of them capital letters (the way they are printed;
 * extra letters past the seventh are a convention dialled or not).
 */
// Without the country code only dashed or bracketed: "800 SOLDIERS" is a count.
const TOLL_FREE = String.raw`(?:\+?1[ -]8(?:00|33|44|55|66|77|88)[ -]|8(?:00|33|44|55|66|77|88)-|\(8(?:00|33|44|55|66|77|88)\) ?)`;
// Another area code only with the country code and dashes throughout ("1-212-MUSEUMS"): in prose "1 994 GENERAL" is a year.
const AREA_CODE = String.raw`\+?1-[2-9]\d\d-`;
const VANITY = new RegExp(String.raw`(?<![\p{L}\p{N}+\-.])(?:${TOLL_FREE}|${AREA_CODE})(?<keys>(?=(?:[0-9-]*[A-Z]){3})[A-Z0-9]+(?:-[A-Z0-9]+){0,2})(?![\p{L}\p{N}])`, 'gu');
const MIN_KEYS = 7;
const MAX_KEYS = 10;
const SCORE = 0.85;

export function vanityNumbers(text: string): Detection[] {
  const out: Detection[] = [];
  if (!/[A-Z]{2}/.test(text)) return out;
  for (const m of text.matchAll(VANITY)) {
    const keys = m.groups!.keys!.replace(/-/g, '').length;
    if (keys < MIN_KEYS || keys > MAX_KEYS) continue;
    out.push({ type: 'PHONE_NUMBER', start: m.index, end: m.index + m[0].length, score: SCORE, recognizer: 'phone', reason: 'phone_vanity' });
  }
  return out;
}
