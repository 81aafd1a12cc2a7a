/**
 * The words around a number that say whether it is a phone number ("Tel.:", "call me at", "612 345 678 (móvil)")
 * or another identifier ("Invoice no.", "IMEI", "latency_ms="), and how closely they speak of it. Word lists
 * live in phone-words.json.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AnalysisContext } from '../../recognizer.js';
import { contextMatcher, escapeRegExp, hasContextBefore, windowBefore } from '../../context/context-words.js';
import { isDigit } from '../digits.js';
import { CODE_AND_QUANTITY_WORDS } from '../number-context.js';
import { hasTypo, mendTypos } from './phone-typos.js';
import WORDS from './phone-words.json' with { type: 'json' };

const CONTEXT_CHARS = 40;
const OTHER_ID_CHARS = 14;
// Far enough back for the longest phone phrase and two short words after it ("my old number was now").
const NAMED_CHARS = 28;
const LOG_KEY_CHARS = 40;

const PHONE_WORDS = contextMatcher(WORDS.phone);
// The same words in other languages, and chat's spellings of them ("numbr", "whatsap"); read only where a number
// needs a phone word to count, since every word more costs each candidate's context check.
const FOREIGN_PHONE_WORDS = contextMatcher([...WORDS.foreign, ...WORDS.chat]);
// "612 345 678 (móvil)", "06 12 34 56 78 – home phone": the words that name the number, right after it.
const rightAfter = (matcher: RegExp) => new RegExp(`^[ \t]*[(\[,–—-]?[ \t]*(?:\\p{L}+[ \t]+)?(?:${matcher.source})`, matcher.flags);
const PHONE_WORD_RIGHT_AFTER = rightAfter(PHONE_WORDS);
const FOREIGN_PHONE_WORD_RIGHT_AFTER = rightAfter(FOREIGN_PHONE_WORDS);
// "Ph. 31.44.31.74", "call me at …", "Callback number: …", "erreichbar unter …": a phone word, then at most two
// short words, the word for "number" or a longer preposition that gives a number ("unter" in German), right before it.
const FILLER = `(?:\\p{L}{1,3}|${[...WORDS.number, ...WORDS.numberPrepositions].join('|')})`;
const NAMED_RIGHT_BEFORE = new RegExp(`(?:${PHONE_WORDS.source}|${FOREIGN_PHONE_WORDS.source})[\\s\\p{P}]*(?:${FILLER}[\\s\\p{P}]+){0,2}$`, 'iu');
const OTHER_ID_WORDS = contextMatcher([...WORDS.otherId, ...WORDS.otherIdForeign, ...CODE_AND_QUANTITY_WORDS]);
const OTHER_ID_WORDS_ALL = new RegExp(OTHER_ID_WORDS.source, `${OTHER_ID_WORDS.flags}g`);
const PHONE_WORDS_ALL = new RegExp(PHONE_WORDS.source, `${PHONE_WORDS.flags}g`);
// A signature's one-letter labels: "T: …", "M: …" (telephone, mobile; phone, fax, cell, home, work, office).
const LETTER_LABEL = new RegExp(`^(?:${WORDS.letterLabels.join('|')})\\.?$`, 'i');
// "--", "Best regards,", "Saludos": the line that opens a signature.
const SIGN_OFF = new RegExp(`^[ \\t]*(?:${WORDS.signOffs.map(escapeRegExp).join('|')})[ \\t]*[,.!]?[ \\t]*$`, 'iu');
const SIGNATURE_LINES = 5;
// A list item's marker ("- ", "* ", "• ", "3. ", "b) ") and a heading: a short line ending in a colon.
const LIST_ITEM = /^[ \t]*(?:[-*•·–]|\d{1,2}[.)]|[a-z][.)])[ \t]/;
const HEADING = /^[ \t]*[^\n:]{1,60}:[ \t]*$/;
const HEADED_LIST_ITEMS = 12;
// `key=value` in log lines; only a phone-like key makes the value a phone number.
const LOG_KEY_BEFORE = /([\p{L}_][\p{L}\p{N}_.-]*)=["']?$/u;
const LOG_ADDRESS_KEYS: ReadonlySet<string> = new Set(WORDS.logAddressKeys);
// A value that opens with "+", "(" or a group of digits and a separator.
const GROUPED_VALUE = /^(?:[+(]|\d{1,5}[ .\/-]\d)/;
// A sentence's words before a number, as far back as a long sentence goes.
const SENTENCE_CHARS = 160;

/** How closely a phone word speaks of a number; see phoneContext. */
export type PhoneContext = 'none' | 'near' | 'labelled' | 'rightBefore';

/**
 * Whether a phone word speaks of the number at [start, end): 'rightBefore' when it stands right before it
 * (typos mended); 'labelled' when it is the number's label or right after it; 'near' when it is elsewhere
 * in the window before; else 'none'.
 */
export function phoneContext({ text, layout }: AnalysisContext, start: number, end: number): PhoneContext {
  // "Phone: 702-570-4234  NPI 2030416517": the words since the previous number name what this one is.
  const near = afterLastDigit(windowBefore(text, start, OTHER_ID_CHARS));
  if (namesOtherId(near)) return 'none';
  const named = afterLastDigit(windowBefore(text, start, NAMED_CHARS));
  if (NAMED_RIGHT_BEFORE.test(named) || (hasTypo(named, WORDS.typoTargets) && NAMED_RIGHT_BEFORE.test(mendTypos(named, WORDS.typoTargets)))) return 'rightBefore';
  if (assignedRightBefore(text, start) && (phoneLogKey(text, start) || addressedLogValue(text, start))) return 'rightBefore';
  if (vcardTelValue(text, start) || phoneJsonKey(text, start)) return 'labelled';
  const label = layout.describingLabel(text, start, end);
  const after = text.slice(end, end + CONTEXT_CHARS);
  if ((label !== null && (isPhoneKey(label) || LETTER_LABEL.test(label)) && labelReaches({ text, layout }, start)) || PHONE_WORD_RIGHT_AFTER.test(after) || FOREIGN_PHONE_WORD_RIGHT_AFTER.test(after)) return 'labelled';
  if (inSignature(text, start, end) || underPhoneHeading(text, start)) return 'labelled';
  // A phone word names the number after it: once another number has followed it, this one needs its own
  // ("Tel. 0316/454217, 972-7051 Tokyo"), unless joined to that number as another way to call ("… or …").
  const before = windowBefore(text, start, CONTEXT_CHARS);
  const since = afterLastDigit(before);
  const spoken = since.length === before.length || joinedAlternative(before, since, digitCount(text.slice(start, end))) ? before : since;
  return mentionsPhone(spoken) || (hasTypo(spoken, WORDS.typoTargets) && mentionsPhone(mendTypos(spoken, WORDS.typoTargets))) ? 'near' : 'none';
}

// What joins a second number to a first as another way to reach the same person: "or", "/", "oder", "ou" ….
// Quotes and brackets join the items of a JSON array: "phones": ["612 345 678", "913 456 789"].
const JOINED_ALTERNATIVE = new RegExp(`^[\\s,;/)(|"'\\[\\]-]*(?:(?:${WORDS.alternativeJoins.join('|')})[\\s,;/:("'-]*)?$`, 'iu');

/**
 * Whether the field's label still speaks of the number at `start`: as a phone word, a label names the number
 * after it, and not one that follows that number under words of its own ("Phone: +44 20 7946 0123, Order #:
 * 0161 496 0123"). Punctuation, a joining word ("or") or a short number before ("Phone 2: …") keep it.
 */
export function labelReaches({ text, layout }: AnalysisContext, start: number): boolean {
  const field = layout.lineAt(start).fields.find((f) => start >= f.start && start < Math.max(f.end, f.start + 1));
  if (!field || field.start >= start) return true;
  const value = text.slice(field.start, start);
  const since = afterLastDigit(value);
  if (since.length === value.length || !/\p{L}/u.test(since) || JOINED_ALTERNATIVE.test(since)) return true;
  const previous = PREVIOUS_NUMBER.exec(value.slice(0, value.length - since.length));
  return previous === null || digitCount(previous[0]) < MIN_PHONE_DIGITS;
}

const MIN_PHONE_DIGITS = 7;

/**
 * Whether the words since the previous number join this one to it as another way to call: a joining word
 * ("or", "oder") whatever the numbers, or only punctuation (", ", " / ") between numbers of about the same
 * length (but for the first one's country code), as a landline and a mobile of one country are; not
 * "Tel. 0316/454217, 972-7051 Tokyo", a postcode after the number.
 */
function joinedAlternative(before: string, since: string, digits: number): boolean {
  const m = JOINED_ALTERNATIVE.exec(since);
  if (!m) return false;
  if (/\p{L}/u.test(since)) return true;
  const previous = PREVIOUS_NUMBER.exec(before.slice(0, before.length - since.length));
  if (previous === null) return false;
  // The first may be written with its country code: "+34 939 98 94 85 / 739 19 88 74" compares nine digits to nine.
  const national = previous[0].startsWith('+') ? parsePhoneNumberFromString(previous[0].trim())?.nationalNumber : undefined;
  return Math.abs((national?.length ?? digitCount(previous[0])) - digits) <= 1;
}

// The number a text ends with: digits and the separators phone numbers are written with.
const PREVIOUS_NUMBER = /\+?[\d(][\d ().\/-]*$/;

function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (isDigit(s[i])) n++;
  return n;
}

// "phone": "…", 'mobileNo': '…': a JSON or JavaScript object's key right before its value.
const JSON_KEY_BEFORE = /["']([\p{L}_][\p{L}\p{N}_ .-]{0,40})["'][ \t]*:[ \t]*["']?$/u;

/** The value of a JSON key that names a phone number ("phoneNumber", "mobile_no", "tel"). */
function phoneJsonKey(text: string, start: number): boolean {
  const before = text[start - 1];
  if (before !== '"' && before !== "'" && before !== ':' && before !== ' ') return false;
  const key = JSON_KEY_BEFORE.exec(text.slice(Math.max(0, start - 50), start));
  return key !== null && isPhoneKey(key[1]!);
}

// "TEL;TYPE=cell:", "item1.TEL;type=HOME:", "TEL;VALUE=uri:tel:": a vCard's telephone property (RFC 6350, 2426).
const VCARD_TEL = /(?:^|\n)(?:item\d+\.)?TEL(?:;[^:\n]{0,60})?:(?:tel:)?[ \t]*$/i;

/** The value of a vCard TEL property line. */
function vcardTelValue(text: string, start: number): boolean {
  return VCARD_TEL.test(text.slice(Math.max(0, start - 80), start));
}

/**
 * A key or header naming a phone number, in any spelling of keys: "Phone", "phone_number", "phoneNumber",
 * "mobileNo", "contact-phone" (camelCase split into words; "_" and "-" are separators already).
 */
export function isPhoneKey(label: string): boolean {
  return mentionsPhone(label) || (KEY_JOINS.test(label) && mentionsPhone(keyWords(label)));
}

// Where a key joins words without a separator: "phoneNumber", "CustomerID", "phone2".
const KEY_JOINS = /[a-z][A-Z]|\p{L}\d/u;

/**
 * A key's words apart, as the word lists match them: "phoneNumber" → "phone Number", "CustomerID" → "Customer ID",
 * "phone2" → "phone 2". The same length but for the spaces added.
 */
export function keyWords(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/(\p{L})(\d)/gu, '$1 $2');
}

/** "phone=…", "msisdn=…", "mobile_number=…": a log key that is itself a phone word names its value. */
function phoneLogKey(text: string, start: number): boolean {
  const key = LOG_KEY_BEFORE.exec(text.slice(Math.max(0, start - LOG_KEY_CHARS), start));
  return key !== null && isPhoneKey(key[1]!);
}

/**
 * A number alone on its line a few lines under a sign-off ("--", "Best regards,", "Saludos,"): a signature's
 * lines are a name, a company, a town and the phone number.
 */
function inSignature(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  // Alone on its line, or after a one-letter label ("T +44 20 7946 0000", "M: …").
  const lead = text.slice(lineStart, start).trim().replace(/:$/, '');
  if ((lead !== '' && !LETTER_LABEL.test(lead)) || text.slice(end, lineEnd === -1 ? text.length : lineEnd).trim() !== '') return false;
  let from = lineStart - 1;
  for (let i = 0; i < SIGNATURE_LINES && from > 0; i++) {
    const previous = text.lastIndexOf('\n', from - 1) + 1;
    if (SIGN_OFF.test(text.slice(previous, from))) return true;
    from = previous - 1;
  }
  return false;
}

/**
 * A number on a list item under a heading that names the list's numbers ("Emergency contacts:", "Phone numbers:",
 * then "- Ana (Lyon): 919 323 461"): a heading speaks for every item of its list.
 */
function underPhoneHeading(text: string, start: number): boolean {
  let lineStart = text.lastIndexOf('\n', start - 1) + 1;
  for (let i = 0; i < HEADED_LIST_ITEMS && lineStart > 0; i++) {
    if (!LIST_ITEM.test(text.slice(lineStart, Math.min(start, lineStart + 8)))) return false;
    const previous = text.lastIndexOf('\n', lineStart - 2) + 1;
    const line = text.slice(previous, lineStart - 1);
    if (!LIST_ITEM.test(line)) return HEADING.test(line) && mentionsPhone(line);
    lineStart = previous;
  }
  return false;
}

/** A phone word, in any of the languages, anywhere in `s`. */
export function mentionsPhone(s: string): boolean {
  return PHONE_WORDS.test(s) || FOREIGN_PHONE_WORDS.test(s);
}

/** A phone word in the window before `start` (the English list: what raises a score). */
export function phoneWordBefore(text: string, start: number): boolean {
  return hasContextBefore(text, start, PHONE_WORDS, CONTEXT_CHARS);
}

/** A field label that names a phone number ("Phone", "Mobile"). */
export function isPhoneLabel(label: string): boolean {
  return PHONE_WORDS.test(label) || (KEY_JOINS.test(label) && PHONE_WORDS.test(keyWords(label)));
}

/**
 * "Invoice no. 8434373077", a "Job ID" column, "latency_ms=2125551234": the
 * label right before it names another identifier or quantity.
 */
export function namedAsOtherId(text: string, start: number, label: string): boolean {
  if (OTHER_ID_WORDS.test(label) || (KEY_JOINS.test(label) && OTHER_ID_WORDS.test(keyWords(label)))) return true;
  const key = assignedRightBefore(text, start) ? LOG_KEY_BEFORE.exec(text.slice(Math.max(0, start - LOG_KEY_CHARS), start)) : null;
  // "recipient=+44 7700 900123", "caller_id=(415) 555-0134": a key saying where a call or message went or came
  // from holds an address, and a number written in a phone's groups is that address; bare digits may be any id.
  if (key !== null && LOG_ADDRESS_KEYS.has(key[1]!.toLowerCase()) && GROUPED_VALUE.test(text.slice(start, start + 8))) return false;
  if (namedJustBefore(text, start)) return true;
  return key !== null && !isPhoneKey(key[1]!) && !addressedAfterPhoneWord(text, start - key[0].length, key[1]!);
}

/** The value of a log key that says where a message went, after a phone word: "sms sent to=…". */
function addressedLogValue(text: string, start: number): boolean {
  const key = LOG_KEY_BEFORE.exec(text.slice(Math.max(0, start - LOG_KEY_CHARS), start));
  return key !== null && addressedAfterPhoneWord(text, start - key[0].length, key[1]!);
}

/**
 * "sms sent to=…", "call from=…": a key that only says where a message went or came from takes its meaning
 * from the words before it on its line; after a phone word the value is the number it went to.
 */
function addressedAfterPhoneWord(text: string, keyStart: number, key: string): boolean {
  if (!LOG_ADDRESS_KEYS.has(key.toLowerCase())) return false;
  const before = windowBefore(text, keyStart, LOG_KEY_CHARS);
  return PHONE_WORDS.test(before.slice(before.lastIndexOf('\n') + 1));
}

/**
 * Ten bare digits have no phone's shape: in a sentence that names another identifier and no phone word before
 * them ("the NPI on the form is …, but the one on file is …"), they are that identifier again.
 */
export function otherIdEarlierInSentence(text: string, start: number): boolean {
  const before = windowBefore(text, start, SENTENCE_CHARS);
  const sentence = before.slice(lastSentenceEnd(before));
  return OTHER_ID_WORDS.test(sentence) && !mentionsPhone(sentence);
}

/** Where the last sentence of `s` starts: after ". ", "? ", "! " or a line break. */
function lastSentenceEnd(s: string): number {
  for (let i = s.length - 2; i >= 0; i--) {
    const c = s[i];
    if (c === '\n' || ((c === '.' || c === '?' || c === '!') && (s[i + 1] === ' ' || s[i + 1] === '\n'))) return i + 1;
  }
  return 0;
}

/**
 * "TEL 03-1234-5678" on an address line: a phone word right before the number on its line names it, whatever
 * the line holds (typos not mended: read only for numbers already found).
 */
export function namedRightBefore(text: string, start: number): boolean {
  const named = afterLastDigit(windowBefore(text, start, NAMED_CHARS));
  return NAMED_RIGHT_BEFORE.test(named.slice(named.lastIndexOf('\n') + 1));
}

/** What LOG_KEY_BEFORE ends with, "=" and maybe a quote: most numbers fail it at once. */
function assignedRightBefore(text: string, start: number): boolean {
  const before = text[start - 1];
  return before === '=' || ((before === '"' || before === "'") && text[start - 2] === '=');
}

/** Only the words after the previous number: "NPI 1234567893 (602) 539-2545" names the NPI, not the phone. */
function namedJustBefore(text: string, start: number): boolean {
  return namesOtherId(afterLastDigit(windowBefore(text, start, OTHER_ID_CHARS)));
}

/** Another identifier's word after the last phone word, if any: "phone lost, IMEI:" names the IMEI. */
function namesOtherId(window: string): boolean {
  // "customerId": "…", invoiceNo: …: keys join their words.
  const near = KEY_JOINS.test(window) ? keyWords(window) : window;
  const otherId = lastMatchEnd(OTHER_ID_WORDS_ALL, near);
  return otherId >= 0 && otherId > lastMatchEnd(PHONE_WORDS_ALL, near);
}

function lastMatchEnd(all: RegExp, s: string): number {
  let end = -1;
  all.lastIndex = 0;
  for (let m = all.exec(s); m; m = all.exec(s)) end = m.index + m[0].length;
  return end;
}

function afterLastDigit(s: string): string {
  for (let i = s.length - 1; i >= 0; i--) if (isDigit(s[i])) return s.slice(i + 1);
  return s;
}
