import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { TextLayout } from '../structure/layout.js';
import type { Detection } from '../types.js';
import { contextMatcher, hasContext, hasContextBefore } from '../context/context-words.js';
import { digitsOf, freeAfter, freeBefore, luhnValid } from './digits.js';
import { CODE_AND_QUANTITY_WORDS, readsAsCodeOrQuantity } from './number-context.js';

const NAME = 'credit_card';

/**
 * Scoring: a known brand prefix and length plus a valid Luhn digit is strong
 * evidence (0.95); a card word nearby or as field label makes it 1.0. Rare
 * lengths (12, 13, 17-19 digits) written without grouping are also taken by
 * account, tracking and barcode numbers, so such a number scores lower (0.6)
 * and is dropped when another identifier's word stands right before it.
 */
const SCORE_VALID = 0.95;
const SCORE_CONTEXT = 1;
const SCORE_RARE_LENGTH = 0.6;
const COMMON_LENGTHS = new Set([14, 15, 16]);
// Close enough to be this number's own label, not the previous field's.
const OTHER_ID_CHARS = 30;
/** Card numbers run from 12 digits (some Maestro) to 19 (ISO/IEC 7812). */
const MIN_CARD_DIGITS = 12;

const CARD_WORDS = contextMatcher([
  'card', 'credit card', 'debit card', 'cc', 'visa', 'mastercard', 'master card', 'amex', 'american express',
  'discover', 'jcb', 'diners', 'unionpay', 'maestro', 'payment', 'paid', 'pan', 'card number', 'card no',
  // What goes with a card number where the word "card" does not: charging it, its expiry and security code.
  'charge', 'charged', 'billing', 'billed', 'expires', 'expiry', 'exp', 'cvv', 'cvc', 'security code', 'checkout',
  'mir', 'troy', 'rupay', 'elo', 'humo', 'uzcard', 'uatp',
  // "Card" in the languages of the brands above.
  'tarjeta', 'carte', 'carte bancaire', 'karte', 'kartennummer', 'kreditkarte', 'cartão', 'cartao', 'carta',
  'kart', 'karta', 'kaart', 'creditcard', 'kort', 'kortnummer', 'kortti', 'карта', 'kártya',
]);
// Identifiers whose numbers take the rarer card lengths: orders, parcels, accounts, barcodes, device ids.
const OTHER_ID_WORDS = contextMatcher([
  'order', 'invoice', 'tracking', 'parcel', 'shipment', 'ticket', 'reference', 'ref', 'account', 'acct', 'iban',
  'routing', 'member', 'policy', 'claim', 'case', 'booking', 'confirmation', 'transaction', 'customer', 'serial',
  'imei', 'isbn', 'ean', 'gtin', 'upc', 'barcode', 'sku', 'article', 'item', 'product', 'batch', 'lot', 'id',
  'phone', 'tel', 'fax', 'mobile', 'npi', 'mrn', 'ssn', ...CODE_AND_QUANTITY_WORDS,
]);

// Digit groups joined by single spaces or dashes: the group lengths decide, so
// "4111 1111 1111 1111" and "3782-822463-10005" are both one candidate.
// Each repetition must start with a separator, so the match is linear.
const CANDIDATE = /\d{2,19}(?:[ -]\d{1,19}){0,7}/g;

export interface Brand {
  name: string;
  matches(digits: string): boolean;
  lengths: readonly number[];
  /** A prefix so short that the number is taken for a card only beside a card word. */
  needsCardWord?: boolean;
}

const range = (from: number, to: number, width: number) => (d: string) => {
  const n = Number(d.slice(0, width));
  return n >= from && n <= to;
};

const BRANDS: readonly Brand[] = [
  { name: 'visa', matches: (d) => d[0] === '4', lengths: [13, 16, 19] },
  { name: 'mastercard', matches: (d) => range(51, 55, 2)(d) || range(2221, 2720, 4)(d), lengths: [16] },
  { name: 'amex', matches: (d) => d.startsWith('34') || d.startsWith('37'), lengths: [15] },
  { name: 'discover', matches: (d) => d.startsWith('6011') || d.startsWith('65') || range(644, 649, 3)(d), lengths: [16, 17, 18, 19] },
  { name: 'jcb', matches: range(3528, 3589, 4), lengths: [16, 17, 18, 19] },
  // JCB's older 15-digit numbers.
  { name: 'jcb', matches: (d) => d.startsWith('2131') || d.startsWith('1800'), lengths: [15] },
  { name: 'diners', matches: (d) => range(300, 305, 3)(d) || d.startsWith('3095') || /^3[689]/.test(d), lengths: [14, 15, 16, 17, 18, 19] },
  { name: 'unionpay', matches: (d) => d.startsWith('62') || d.startsWith('81'), lengths: [16, 17, 18, 19] },
  { name: 'maestro', matches: (d) => /^(?:5[06-8]|6)/.test(d), lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  // National schemes outside the ranges above: Mir (Russia) and Troy (Türkiye). RuPay, Elo, Verve and
  // Hipercard issue within the Visa, Maestro, Discover, JCB and Diners ranges.
  { name: 'mir', matches: range(2200, 2204, 4), lengths: [16, 17, 18, 19] },
  { name: 'troy', matches: (d) => d.startsWith('9792'), lengths: [16] },
  // RuPay (India) issues in the Maestro and Discover ranges and in 81, 82 and 508; Humo and Uzcard (Uzbekistan).
  { name: 'rupay', matches: (d) => /^(?:8[12]|508)/.test(d), lengths: [16] },
  { name: 'humo', matches: (d) => d.startsWith('9860'), lengths: [16] },
  { name: 'uzcard', matches: (d) => d.startsWith('8600'), lengths: [16] },
  // UATP (airline cards) numbers start with 1 only.
  { name: 'uatp', matches: (d) => d[0] === '1', lengths: [15], needsCardWord: true },
];

/** CREDIT_CARD: all major brands, plain or grouped with spaces or dashes, Luhn-checked. */
export const creditCardRecognizer: Recognizer = {
  name: NAME,
  entities: ['CREDIT_CARD'],
  analyze({ text, layout }: AnalysisContext): Detection[] {
    const out: Detection[] = [];
    for (const m of text.matchAll(CANDIDATE)) {
      if (m[0].length < MIN_CARD_DIGITS) continue;
      const end = cardEnd(text, m.index, m[0]);
      if (end === null) continue;
      const start = m.index;
      const digits = digitsOf(text.slice(start, end));
      const context = CARD_WORDS.test(layout.structureAt(start).label ?? '') || hasContext(text, start, end, CARD_WORDS);
      if (context) {
        out.push({ type: 'CREDIT_CARD', start, end, score: SCORE_CONTEXT, recognizer: NAME, reason: 'luhn_valid+context:card' });
        continue;
      }
      if (brandOf(digits)?.needsCardWord) continue;
      const rareAndUnbroken = digits.length === end - start && !COMMON_LENGTHS.has(digits.length);
      if (!rareAndUnbroken) {
        out.push({ type: 'CREDIT_CARD', start, end, score: SCORE_VALID, recognizer: NAME, reason: 'luhn_valid' });
      } else if (!namesOtherIdentifier(text, layout, start, end)) {
        out.push({ type: 'CREDIT_CARD', start, end, score: SCORE_RARE_LENGTH, recognizer: NAME, reason: 'luhn_valid:rare_length' });
      }
    }
    return out;
  },
};

/** Another identifier's word labels the number, or it reads as code or a quantity ("|" borders a table's cells). */
function namesOtherIdentifier(text: string, layout: TextLayout, start: number, end: number): boolean {
  if (OTHER_ID_WORDS.test(layout.describingLabel(text, start, end) ?? '')) return true;
  if (hasContextBefore(text, start, OTHER_ID_WORDS, OTHER_ID_CHARS)) return true;
  return layout.lineAt(start).region !== 'table' && readsAsCodeOrQuantity(text, start, end);
}

/**
 * End of the card number starting the candidate, or null. The whole run is
 * tried first; a shorter run of leading groups only when a space parts it
 * from what follows ("4111 1111 1111 1111 12/26"), never a slice of a longer
 * dashed or unbroken number.
 */
function cardEnd(text: string, start: number, candidate: string): number | null {
  if (!freeBefore(text, start)) return null;
  if (freeAfter(text, start + candidate.length) && isCard(candidate)) return start + candidate.length;
  for (let cut = candidate.lastIndexOf(' '); cut > 0; cut = candidate.lastIndexOf(' ', cut - 1)) {
    if (continuesInFours(candidate, cut)) continue;
    if (isCard(candidate.slice(0, cut))) return start + cut;
  }
  return null;
}

/** Groups of four go on past `cut`: the leading groups are part of one longer number, not a card of their own. */
function continuesInFours(candidate: string, cut: number): boolean {
  return /^(?:\d{4} )*\d{4}$/.test(candidate.slice(0, cut)) && /^\d{4}(?!\d)/.test(candidate.slice(cut + 1));
}

function isCard(candidate: string): boolean {
  const digits = digitsOf(candidate);
  return plausibleGrouping(candidate, digits.length) && brandOf(digits) !== null && luhnValid(digits);
}

/** The brand whose prefix and length fit, if any. */
export function brandOf(digits: string): Brand | null {
  return BRANDS.find((b) => b.lengths.includes(digits.length) && b.matches(digits)) ?? null;
}

/**
 * Cards are printed as one block, in fours (last group shorter), or 4-6-5 / 4-6-4
 * (Amex, Diners), always with one kind of separator.
 */
function plausibleGrouping(candidate: string, length: number): boolean {
  if (length < MIN_CARD_DIGITS || length > 19) return false;
  const groups = candidate.split(/[ -]/);
  if (groups.length === 1) return true;
  if (candidate.includes(' ') && candidate.includes('-')) return false;
  const sizes = groups.map((g) => g.length);
  if (sizes.join(',') === '4,6,5' || sizes.join(',') === '4,6,4') return true;
  const last = sizes[sizes.length - 1]!;
  return sizes.slice(0, -1).every((s) => s === 4) && last >= 1 && last <= 4;
}
