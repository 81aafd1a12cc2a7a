/**
 * Values that hold a phone-shaped number without being phone numbers, told by what stands around the
 * number rather than by its digits: an IBAN's groups, a Japanese postcode after "〒", the block number
 * (chōme-banchi-gō) of a romanized Japanese address. Read only for numbers already found.
 */
import { IBAN_LENGTHS } from './iban-lengths.js';
import { ibanValid } from './iban.js';
import WORDS from './phone-words.json' with { type: 'json' };

// ISO 13616: an IBAN is at most 34 letters and digits, printed in groups of four (eight spaces more).
const IBAN_LOOKBACK = 42;
// Country code and check digits, at the start of a word.
const IBAN_HEAD = /(?<![\p{L}\p{N}])[A-Za-z]{2}\d{2}/gu;
const ALNUM = /[\p{L}\p{N}]/u;
// "〒150-0002": Japan Post's postal mark; what follows it is a postcode.
const POSTAL_MARK = '〒';
// Romanized Japanese addresses name the ward, city, town, district or prefecture with a suffix ("Shibuya-ku",
// "Yokohama-shi", "Yamashita-cho", "Minami 1-jo"; Japan Post's guide to addressing mail in Latin letters).
const JAPANESE_ADDRESS_WORD = new RegExp(`[\\p{L}\\p{N}]-(?:${WORDS.japaneseAddressSuffixes.join('|')})(?![\\p{L}])`, 'iu');
// An address line is short; a longer one is prose and says nothing of one number in it.
const MAX_LINE = 160;

/**
 * True when [start, end) lies inside a valid IBAN printed in groups ("GB.. BANK 0896 0697 2763 13"): the
 * number is part of one value, even when IBANs are not asked for.
 */
export function insideIban(text: string, start: number, end: number): boolean {
  const separator = text[start - 1];
  if ((separator !== ' ' && separator !== '-') || !ALNUM.test(text[start - 2] ?? '')) return false;
  const from = Math.max(0, start - IBAN_LOOKBACK);
  for (const m of text.slice(from, start).matchAll(IBAN_HEAD)) {
    const ibanStart = from + m.index;
    const ibanEnd = endOfIban(text, ibanStart);
    if (ibanEnd >= end && ibanValid(text.slice(ibanStart, ibanEnd))) return true;
  }
  return false;
}

/** Where an IBAN starting at `start` ends, at its country's length, single spaces or dashes between groups; -1 if it is cut short. */
function endOfIban(text: string, start: number): number {
  const length = IBAN_LENGTHS[text.slice(start, start + 2).toUpperCase()];
  if (!length) return -1;
  let seen = 0;
  let i = start;
  while (seen < length && i < text.length) {
    const c = text[i]!;
    if (ALNUM.test(c)) seen++;
    else if (!((c === ' ' || c === '-') && ALNUM.test(text[i + 1] ?? ''))) break;
    i++;
  }
  return seen === length ? i : -1;
}

/** "〒214-0012", "〒 214-0012": the number after Japan Post's mark is a postcode, never a phone number. */
export function afterPostalMark(text: string, start: number): boolean {
  return text[start - 1] === POSTAL_MARK || (text[start - 1] === ' ' && text[start - 2] === POSTAL_MARK);
}

/**
 * True when the number's line (its cell, in a table or a tab-separated row) is a romanized Japanese address
 * ("1-2-3 Minami, Chuo-ku, Sapporo"): there a number is the block number or the postcode, unless it has a
 * Japanese phone number's shape (see japanesePhoneShape). The caller keeps a number a phone word names.
 */
export function onJapaneseAddressLine(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && start - from < MAX_LINE && !FIELD_END.includes(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && to - end < MAX_LINE && !FIELD_END.includes(text[to]!)) to++;
  return JAPANESE_ADDRESS_WORD.test(text.slice(from, to));
}

const FIELD_END = '\n|\t';

/**
 * Japan's numbers are dialled at home with the trunk 0 and ten digits after it (eleven with the 0; the same
 * for mobiles, 070/080/090): a block number never starts with 0, and a postcode has seven digits.
 * (Ministry of Internal Affairs and Communications, telephone numbering plan.)
 */
export function japanesePhoneShape(digits: string): boolean {
  return digits.startsWith('0') && (digits.length === 10 || digits.length === 11);
}
