/**
 * Values that hold a phone-shaped number without being phone numbers, told by what stands around the
 * number rather than by its digits: an IBAN's groups, a Japanese postcode after "〒", the block number
 * (chōme-banchi-gō) of a romanized Japanese address. Read only for numbers already found.
 */
import { IBAN_LENGTHS } from '../iban-lengths.js';
import { ibanValid } from '../iban.js';
import WORDS from './phone-words.json' with { type: 'json' };

// ISO 13616: an IBAN is at most 34 letters and digits, printed in groups of four: at most eight groups.
const MAX_IBAN_GROUPS = 8;
const ALNUM = /[\p{L}\p{N}]/u;
// "〒150-0002": Japan Post's postal mark; what follows it is a postcode.
const POSTAL_MARK = '〒';
// Romanized Japanese addresses name the ward, city, town, district or prefecture with a suffix ("Shibuya-ku",
// "Yokohama-shi", "Yamashita-cho", "Minami 1-jo"; Japan Post's guide to addressing mail in Latin letters).
// Tried right after each hyphen of the line, so no text is copied.
const JAPANESE_ADDRESS_SUFFIX = new RegExp(`(?:${WORDS.japaneseAddressSuffixes.join('|')})(?![\\p{L}])`, 'iuy');
// An address line is short; a longer one is prose and says nothing of one number in it.
const MAX_LINE = 160;

/**
 * True when [start, end) lies inside a valid IBAN printed in groups ("GB.. BANK 0896 0697 2763 13"): the
 * number is part of one value, even when IBANs are not asked for. Walks back over the groups of four before
 * the number to the country code and check digits; most numbers fail at the first group, copying nothing.
 */
export function insideIban(text: string, start: number, end: number): boolean {
  let separator = start - 1;
  for (let groups = 0; groups < MAX_IBAN_GROUPS && (text[separator] === ' ' || text[separator] === '-'); groups++) {
    const group = separator - 4;
    if (group < 0 || !isAsciiAlnum(text, group, separator)) return false;
    // A longer word or number there is no group of four.
    if (group > 0 && ALNUM.test(text[group - 1]!)) return false;
    if (isIbanHead(text, group)) {
      const ibanEnd = endOfIban(text, group);
      return ibanEnd >= end && ibanValid(text.slice(group, ibanEnd));
    }
    separator = group - 1;
  }
  return false;
}

function isAsciiAlnum(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) | 32;
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 122))) return false;
  }
  return true;
}

/** Two letters, two digits: the country code and check digits that open an IBAN. */
function isIbanHead(text: string, at: number): boolean {
  const letter = (i: number) => (text.charCodeAt(i) | 32) >= 97 && (text.charCodeAt(i) | 32) <= 122;
  const digit = (i: number) => text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57;
  return letter(at) && letter(at + 1) && digit(at + 2) && digit(at + 3);
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
  for (let i = start - 1; i > 0 && start - i < MAX_LINE && !FIELD_END.includes(text[i]!); i--) {
    if (text[i] === '-' && suffixAt(text, i)) return true;
  }
  for (let i = end; i < text.length && i - end < MAX_LINE && !FIELD_END.includes(text[i]!); i++) {
    if (text[i] === '-' && suffixAt(text, i)) return true;
  }
  return false;
}

/** A Japanese address suffix right after the hyphen at `hyphen`, which follows a letter or digit. */
function suffixAt(text: string, hyphen: number): boolean {
  if (!ALNUM.test(text[hyphen - 1] ?? '')) return false;
  JAPANESE_ADDRESS_SUFFIX.lastIndex = hyphen + 1;
  return JAPANESE_ADDRESS_SUFFIX.test(text);
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
