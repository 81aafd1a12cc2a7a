import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { AnalysisContext, Recognizer } from '../../recognizer.js';
import type { Detection } from '../../types.js';
import { digitsOf, freeAfter, isDigit } from '../digits.js';
import { isValidNanp } from './nanp.js';
import { followedByUnit, readsAsCodeOrQuantity } from '../number-context.js';
import { regionsDialling } from './phone-regions.js';
import { isPhoneLabel, labelReaches, mentionsPhone, namedAsOtherId, namedRightBefore, otherIdEarlierInSentence, phoneContext, phoneWordBefore, type PhoneContext } from './phone-context.js';
import { afterPostalMark, insideIban, japanesePhoneShape, onJapaneseAddressLine } from './phone-lookalikes.js';
import { vanityNumbers } from './vanity.js';
import type { TextLayout } from '../../structure/layout.js';

const NAME = 'phone';

/**
 * Scoring (before context):
 * - "+" and a country code, valid for that country: 0.85; only of a possible
 *   length (reserved or retired ranges, e.g. UK drama numbers): 0.6.
 * - US/NANP number grouped as 3-3-4 (optionally 1-, parentheses): 0.75.
 * - national form with trunk 0, grouped, nine digits or more, valid in one of
 *   the likely regions: 0.6 (validity says little there: the shape decides).
 * - ten bare digits valid in the US: 0.5 (above the 0.4 of an NPI without
 *   context, so a real US number wins that overlap).
 * - the US's written form "(NXX) NXX-XXXX", or 3-3-4 groups after a phone word,
 *   whose area code or exchange the plan has not assigned: 0.6. Test data and
 *   forms are full of made-up numbers, and a reader takes the shape for a phone.
 * - "00" and a country code, valid for that country: 0.85, as with "+".
 * - any region's national form ("612 345 678" in Spain, "(11) 91234-5678" in
 *   Brazil, "8 (495) 123-45-67" in Russia, "0612345678"), valid there: 0.5,
 *   and only after a phone word or under a phone label, since alone the
 *   shape is any grouped number's.
 * A phone word just before it or as field label adds 0.15. Another
 * identifier's word just before it ("invoice", "job", "NPI") drops a candidate
 * without "+": those numbers merely share the shape.
 */
const SCORE = { international: 0.85, internationalPossible: 0.6, us: 0.75, usShape: 0.6, national: 0.6, bare: 0.5, inContext: 0.5 } as const;
const CONTEXT_BOOST = 0.15;
const MAX_SCORE = 0.95;
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;
// No phone number has more groups than "+33 6 12 34 56 78".
const MAX_GROUPS = 6;

// The US's own written form: a number so written that the NANP check refused is no other country's either.
const US_WRITTEN_FORM = /^(?:1[ .-]?)?\(\d{3}\)[ .-]?\d{3}[ .-]\d{4}$/;

// Regions tried for numbers written nationally with a trunk 0 ("020 7946 0575"):
// where such a number is valid in one of them, it is a phone number, whichever it is.
const TRUNK_ZERO_REGIONS: readonly CountryCode[] = [
  'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'IT', 'IN', 'AU', 'NZ', 'JP', 'KR', 'BR', 'ZA', 'NG',
];

// A run of digits with single separators; a space is kept only before another
// digit or "(", so two numbers a "+" or a double space apart stay apart.
// The alternatives are disjoint, so matching is linear.
// No-break and thin spaces group digits as a space does (French typography writes "06 12 34 56 78" with them).
// A dot only before a digit: "030.1234.567" is grouped by dots, but ". 12" ends a sentence.
const RUN = /(?:\(\+(?=\d{1,3}\))|\+ ?)?\(?\d(?:[\d()\/-]|\.(?=\d)|[ \u00a0\u2009\u202f](?=[\d(]))*/g;
const NO_BREAK_SPACE = /[\u00a0\u2009\u202f]/g;
// Before a run: a word, currency, "#", or a number joined by punctuation means it is something else.
const BLOCKED_BEFORE = /[\p{L}\p{N}_$€£¥₹#@]/u;
const EXTENSION_AFTER = /^ ?(?:x|ext\.?|extn\.?|extension) ?\d/i;
// An IPv4 address: four dot-separated numbers up to 255, without leading zeros ("27.80.00.94" is a Danish number).
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
// "030/1234567", "0171/123 45 67": a slash only after the area code, with its trunk 0 (Germany, Austria, Switzerland),
// or after an Italian mobile's three-digit prefix, all of which start with 3 ("347/1234567").
const SLASHED_AREA_CODE = /^(?:0\d{1,5}|3\d\d)\/\d[\d .-]*$/;
// "1 250 000", "123.456.789": grouped by thousands, as amounts are.
const THOUSANDS = /^\d{1,3}(?:([ .,])\d{3})(?:\1\d{3})*$/;
// "00" then a country code: the international call prefix written out.
const IDD = /^00[1-9]/;
// Shapes of other numbers: dates, times from–to ("0800-1700"), ZIP+4, the US SSN's 3-2-4, NDC drug codes (5-4-2 and kin).
const NOT_PHONE = /^(?:(?:[01]\d|2[0-3])[0-5]\d-(?:[01]\d|2[0-4])[0-5]\d|\d{3}([- ])\d{2}\1\d{4}|\d{1,2}[-. /]\d{1,2}[-. /]\d{2,4}|\d{4}[-. /]\d{1,2}[-. /]\d{1,2}|\d{5}-\d{4}|\d{4,5}-\d{3,4}-\d{1,2})$/;

type Kind = keyof typeof SCORE;

/** PHONE_NUMBER: international, US and national-format numbers, validated by libphonenumber. */
export const phoneRecognizer: Recognizer = {
  name: NAME,
  entities: ['PHONE_NUMBER'],
  analyze(ctx: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    const unplaced: Candidate[] = [];
    const add = (found: Found) => {
      const score = scoreInContext(ctx, found);
      if (score > 0) out.push({ type: 'PHONE_NUMBER', start: found.start, end: found.end, score, recognizer: NAME, reason: `phone_${found.kind}` });
    };
    for (const m of ctx.text.matchAll(RUN)) {
      // Most runs are a date, a version or a hash fragment: too short to hold a phone number.
      if (m[0].length < MIN_DIGITS || !freeBeforeRun(ctx.text, m.index)) continue;
      // The same length with plain spaces, so offsets in the run stay offsets in the text.
      const run = m[0].replace(NO_BREAK_SPACE, ' ');
      const found = numbersInRun(ctx, m.index, run);
      found.forEach(add);
      const whole = found.length === 0 ? wholeRun(ctx.text, m.index, run) : null;
      if (whole) unplaced.push(whole);
    }
    if (out.length > 0) alongsideFound(ctx, out, unplaced).forEach(add);
    out.push(...vanityNumbers(ctx.text));
    return out;
  },
};

interface Candidate {
  piece: string;
  start: number;
  end: number;
}

/** A run as one number, as a phone word would have been asked about it; null when it ends inside a word. */
function wholeRun(text: string, runStart: number, run: string): Candidate | null {
  const { piece, offset } = unwrap(trimEnd(run));
  const start = runStart + offset;
  const end = start + piece.length;
  return piece[0] !== '+' && !piece.startsWith('(+') && endsCleanly(text, end + offset) ? { piece, start, end } : null;
}

/**
 * A list or a CSV file repeats its lines' layout: a number placed on its line as a phone number
 * found on another line is one ("- Ana (Madrid): +34 612 345 678" then "- Jan (Oslo): 612 345 678"),
 * if valid in some region and not named as another identifier: the place labels it. Only where
 * punctuation lays the line out, and only after lines whose words do not say "phone": those of a form
 * ("Phone: …", "Employee ID: …") look alike but for the words.
 */
function alongsideFound({ text }: AnalysisContext, found: readonly Detection[], unplaced: readonly Candidate[]): Found[] {
  const candidates = unplaced.filter(({ piece }) => mayBePhone(piece));
  if (candidates.length === 0) return [];
  const shapes = new Set<string>();
  for (const d of found) {
    const shape = lineShapeBefore(text, d.start);
    // A shape already taken needs no second look at the words of another line of it.
    if (shape !== null && !shapes.has(shape) && !mentionsPhone(lineBefore(text, d.start))) shapes.add(shape);
  }
  if (shapes.size === 0) return [];
  return candidates.flatMap(({ piece, start, end }) => {
    const shape = lineShapeBefore(text, start);
    const kind = shape !== null && shapes.has(shape) ? classify(piece, 'labelled') : null;
    return kind ? [{ start, end, kind }] : [];
  });
}

function lineBefore(text: string, start: number): string {
  return text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
}

/**
 * The line's text before `start`, each word and number reduced to its kind ("- Ana (Madrid): " → "- a (a): "),
 * or null when no punctuation lays it out ("Net Income 821 …").
 */
function lineShapeBefore(text: string, start: number): string | null {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // A list entry or a CSV row puts a few words before its number; a longer run is a paragraph's prose.
  if (start - lineStart > MAX_LAID_OUT_PREFIX) return null;
  const prefix = text.slice(lineStart, start);
  return /[^\p{L}\p{N}\s]/u.test(prefix) ? prefix.replace(/\p{L}+(?:['’-]\p{L}+)*/gu, 'a').replace(/\d+/g, '9') : null;
}

const MAX_LAID_OUT_PREFIX = 80;

function freeBeforeRun(text: string, start: number): boolean {
  const before = text[start - 1];
  if (before === undefined) return true;
  if (afterPostalMark(text, start)) return false;
  if (BLOCKED_BEFORE.test(before)) return false;
  if (before === '-' && GLUED.test(text[start - 2] ?? '')) return false;
  return !('-./,:'.includes(before) && isDigit(text[start - 2]));
}

// A hyphen between a letter and digits makes one token of them: a UUID's groups ("d42c688a-2397-4442-a272-…"), a SKU.
const GLUED = /\p{L}/u;

interface Found {
  start: number;
  end: number;
  kind: Kind;
}

/** A number found at the start of some groups, and the group after it. */
interface Hit {
  found: Found;
  next: number;
}

/**
 * Splits a run at its spaces into the longest phone numbers, left to right:
 * "1234567890 (602) 555-1234" holds two. A number starts where the run starts,
 * where the previous number ended, or at a "(", never in the middle of a
 * longer sequence of groups ("9400 8187 0438 5545 7697 25" is one tracking number).
 */
function numbersInRun(ctx: AnalysisContext, runStart: number, run: string): Found[] {
  if (FOURS.test(run)) return [];
  const cuts = spaceCuts(run);
  const found: Found[] = [];
  let mayStart = true;
  for (let from = 0; from < cuts.length - 1; ) {
    const hit: Hit | null = mayStart || run[cuts[from]!] === '(' ? longestFrom(ctx, runStart, run, cuts, from) : null;
    mayStart = hit !== null;
    if (hit) found.push(hit.found);
    from = hit ? hit.next : from + 1;
  }
  return found;
}

// Four or more groups of four digits, the last maybe shorter, more than a phone number's 15 digits: how cards,
// IBANs and parcel tracking numbers are printed ("0761 7535 0778 9248 3635 10"); no phone number begins one.
const FOURS = /^\d{4}(?: \d{4}){3,}(?: \d{1,4})?(?=$|[^\d])/;

/** Offsets where groups start (after each space) plus the run's end. */
function spaceCuts(run: string): number[] {
  const cuts = [0];
  for (let i = run.indexOf(' '); i !== -1; i = run.indexOf(' ', i + 1)) {
    if (run[i - 1] !== '+') cuts.push(i + 1);
  }
  cuts.push(run.length + 1);
  return cuts;
}

function longestFrom(ctx: AnalysisContext, runStart: number, run: string, cuts: number[], from: number): Hit | null {
  const { text } = ctx;
  const last = Math.min(cuts.length - 1, from + MAX_GROUPS);
  for (let to = last; to > from; to--) {
    const { piece, offset } = unwrap(trimEnd(run.slice(cuts[from], cuts[to]! - 1)));
    const start = runStart + cuts[from]! + offset;
    const end = start + piece.length;
    if (!endsCleanly(text, end + offset, ctx.layout)) continue;
    // A national number of most countries has no shape of its own: only a whole run after a phone word or
    // under a phone label counts, and only then is it worth libphonenumber's parse in each region it could belong to.
    const kind = classify(piece) ?? (from === 0 && to === cuts.length - 1 && contextMayDecide(piece) ? classify(piece, phoneContext(ctx, start, end)) : null);
    if (kind) return { found: { start, end, kind }, next: to };
  }
  return null;
}

/**
 * Whether a phone word could make a phone number of `piece` once classify without one refused it:
 * not with a "+" (judged on its own), nor with no phone's shape, nor in the US's written form
 * (nationalInContext refuses it). Checked before the context, which costs more to read.
 */
function contextMayDecide(piece: string): boolean {
  return !/^\(?\+/.test(piece) && mayBePhone(piece) && !US_WRITTEN_FORM.test(piece);
}

/** "(858 384 6042)": parentheses around the whole number belong to the prose. */
function unwrap(piece: string): { piece: string; offset: number } {
  const inner = piece.slice(1, -1);
  const wrapped = piece.startsWith('(') && piece.endsWith(')') && balanced(inner) && /\D/.test(inner);
  return wrapped ? { piece: inner, offset: 1 } : { piece, offset: 0 };
}

/** Drops sentence punctuation and an unclosed "(" or a ")" that belongs to the prose. */
function trimEnd(piece: string): string {
  let s = piece;
  while (s.length > 0 && !isDigit(s[s.length - 1]) && !(s.endsWith(')') && balanced(s))) s = s.slice(0, -1);
  return s;
}

function endsCleanly(text: string, end: number, layout?: TextLayout): boolean {
  if (text[end] === '-' && GLUED.test(text[end + 1] ?? '')) return false;
  // In a CSV row a comma parts cells; it is no decimal comma joining the next cell's digits ("…73.30,12,227468").
  if (text[end] === ',' && layout?.lineAt(end).region === 'table') return true;
  return freeAfter(text, end) || EXTENSION_AFTER.test(text.slice(end, end + 12));
}

function balanced(s: string): boolean {
  let depth = 0;
  for (const c of s) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * What kind of phone number `piece` is, or null when it is none. With
 * a phone `context` (a phone word or label before it, or a phone word right after), also any region's
 * national form: without "+" or a trunk 0 the shape is any grouped number's. A run of bare digits
 * needs the phone word to name it ("call center queue 12345678" does not), and so does one grouped by
 * thousands ("mobile market grew to 1 250 000 subscribers"); four numbers up to 255
 * one right before them ("Ph. 31.44.31.74" in Denmark; else an IP address).
 */
export function classify(piece: string, context: PhoneContext = 'none'): Kind | null {
  if (!mayBePhone(piece)) return null;
  const digits = digitsOf(piece);
  if (IPV4.test(piece) && context !== 'rightBefore') return null;
  if (piece.startsWith('+')) return international(piece);
  // "(+34) 612 345 678": the country code in brackets.
  if (piece.startsWith('(+')) return international(piece.replace(/^\((\+\d{1,3})\)/, '$1'));
  // Where "00" dials abroad, no national number starts with it.
  if (IDD.test(piece)) return internationalByIdd(piece, context);
  const kind = digits.startsWith('0') ? nationalWithTrunkZero(piece, digits) : northAmerican(piece, digits);
  if (kind) return kind;
  if (US_WRITTEN_FORM.test(piece) || (context !== 'none' && groupedAsInUs(groupSizes(piece), digits))) return 'usShape';
  if (context === 'none' || (context === 'near' && (!/\D/.test(piece) || THOUSANDS.test(piece)))) return null;
  return nationalInContext(piece, digits);
}

/** The shape tests every phone number passes, whatever its context: cheap, so tried before the context is read. */
function mayBePhone(piece: string): boolean {
  let digits = 0;
  for (let i = 0; i < piece.length; i++) if (isDigit(piece[i])) digits++;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS || !balanced(piece) || NOT_PHONE.test(piece)) return false;
  return !piece.includes('/') || SLASHED_AREA_CODE.test(piece);
}

/** Valid in some region that dials it so: its trunk prefix first, if it has one, and a length its numbers have. */
function nationalInContext(piece: string, digits: string): Kind | null {
  if (US_WRITTEN_FORM.test(piece)) return null;
  return regionsDialling(digits).some((region) => parsePhoneNumberFromString(piece, region)?.isValid()) ? 'inContext' : null;
}

/**
 * "0049 30 901820": "00" is the international call prefix of most of the world, standing for the "+". A number
 * only of a length the country's numbers have (a drama or test range, "0044 7700 900123") counts after a phone word.
 */
function internationalByIdd(piece: string, context: PhoneContext): Kind | null {
  const plus = `+${piece.slice(2)}`;
  const kind = international(plus);
  if (kind === 'international') return kind;
  return kind === 'internationalPossible' && context !== 'none' && parsePhoneNumberFromString(withoutLegacyPrefix(plus))?.isPossible() ? kind : null;
}

function international(piece: string): Kind | null {
  // "+44 (0)20 …": the bracketed trunk 0 is dropped when dialling from abroad.
  const cleaned = withoutLegacyPrefix(piece.replace('(0)', ''));
  if (validNanpAbroad(cleaned)) return 'international';
  const parsed = parsePhoneNumberFromString(cleaned);
  if (!parsed) return null;
  if (parsed.isValid()) return 'international';
  // A "+", a known country code and a grouped national number of a sane length
  // are strong evidence even when the range is reserved or the plan changed since.
  const national = parsed.nationalNumber.length;
  const looksPossible = parsed.isPossible() || (groupSizes(piece).length >= 3 && national >= 7 && national <= 12);
  return looksPossible ? 'internationalPossible' : null;
}

/**
 * "+1 415 555 0134": ten digits after +1 with no trunk 1 are judged exactly as
 * libphonenumber would, by the compiled NANP check, without a full parse.
 */
function validNanpAbroad(cleaned: string): boolean {
  if (!cleaned.startsWith('+1')) return false;
  const national = digitsOf(cleaned).slice(1);
  return national.length === 10 && national[0]! >= '2' && isValidNanp(national);
}

/** Mexico dropped the mobile "1" after +52 in 2019; people still write it. */
function withoutLegacyPrefix(piece: string): string {
  return piece.replace(/^\+52[ .-]?1[ .-]/, '+52 ');
}

// Nine digits is the shortest common national form ("09 399 1390" in Auckland, "02 610 52 18" in Brussels).
function nationalWithTrunkZero(piece: string, digits: string): Kind | null {
  if (groupSizes(piece).length < 2 || digits.length < 9) return null;
  return TRUNK_ZERO_REGIONS.some((region) => parsePhoneNumberFromString(piece, region)?.isValid()) ? 'national' : null;
}

function northAmerican(piece: string, digits: string): Kind | null {
  const sizes = groupSizes(piece);
  const grouped = groupedAsInUs(sizes, digits);
  const bare = sameSizes(sizes, [10]) || (sameSizes(sizes, [11]) && digits[0] === '1');
  if (!grouped && !bare) return null;
  if (piece.includes('(') && !/^(?:1[ .-]?)?\(\d{3}\)/.test(piece)) return null;
  if (!validInNanp(digits)) return null;
  return grouped ? 'us' : 'bare';
}

/** Grouped 3-3-4 ("602-539-2545"), maybe after a 1 ("1 602 539 2545"). */
function groupedAsInUs(sizes: readonly number[], digits: string): boolean {
  return sameSizes(sizes, US_GROUPS) || (sameSizes(sizes, US_GROUPS_AFTER_ONE) && digits[0] === '1');
}

/** Ten digits, or eleven after a leading 1, as libphonenumber would judge them with region US. */
function validInNanp(digits: string): boolean {
  return isValidNanp(digits.length === 11 ? digits.slice(1) : digits);
}

const US_GROUPS = [3, 3, 4];
const US_GROUPS_AFTER_ONE = [1, 3, 3, 4];

function sameSizes(sizes: readonly number[], expected: readonly number[]): boolean {
  return sizes.length === expected.length && sizes.every((size, i) => size === expected[i]);
}

/** Lengths of the runs of digits in `piece`, in order ("(602) 555-1234" → 3, 3, 4). */
function groupSizes(piece: string): number[] {
  const sizes: number[] = [];
  let run = 0;
  for (let i = 0; i <= piece.length; i++) {
    const c = i < piece.length ? piece.charCodeAt(i) : 0;
    if (c >= 48 && c <= 57) run++;
    else if (run > 0) {
      sizes.push(run);
      run = 0;
    }
  }
  return sizes;
}

function scoreInContext({ text, layout }: AnalysisContext, found: Found): number {
  const { start, end, kind } = found;
  const label = layout.describingLabel(text, start, end) ?? '';
  const labelled = isPhoneLabel(label) && labelReaches({ text, layout }, start);
  if (!labelled && !kind.startsWith('international') && namedAsOtherId(text, start, label)) return 0;
  // A number in any region's national form was only taken after a phone word.
  const phoneWord = labelled || kind === 'inContext' || phoneWordBefore(text, start);
  // Ten bare digits with no phone word are as likely a number in code or a log line; and a number taken
  // only for a phone word somewhere near is no phone number when a unit follows ("Mobile plan: 250000000 bytes").
  if (kind === 'bare' && !phoneWord && (readsAsCodeOrQuantity(text, start, end) || otherIdEarlierInSentence(text, start))) return 0;
  if (insideIban(text, start, end) || (!kind.startsWith('international') && onJapaneseAddress(text, start, end))) return 0;
  if (kind === 'inContext' && followedByUnit(text, end)) return 0;
  return Math.min(MAX_SCORE, SCORE[kind] + (phoneWord ? CONTEXT_BOOST : 0));
}

/**
 * The block number or postcode on a romanized Japanese address line: not a Japanese phone number's shape,
 * and no phone word right before it ("TEL 03-1234-5678").
 */
function onJapaneseAddress(text: string, start: number, end: number): boolean {
  return onJapaneseAddressLine(text, start, end) && !japanesePhoneShape(digitsOf(text.slice(start, end))) && !namedRightBefore(text, start);
}
