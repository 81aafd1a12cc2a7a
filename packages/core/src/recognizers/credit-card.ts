import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { TextLayout } from '../structure/layout.js';
import type { Detection } from '../types.js';
import { contextMatcher, endingMatcher, hasContext, hasContextBefore } from '../context/context-words.js';
import { digitsOf, freeAfter, freeBefore, luhnValid } from './digits.js';
import { CODE_AND_QUANTITY_WORDS, readsAsCodeOrQuantity } from './number-context.js';
import ISSUERS from './card-issuers.json' with { type: 'json' };
import LABELS from './card-labels.json' with { type: 'json' };

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
  // What goes with a card number where the word "card" does not: charging it (or failing to), its expiry and security code.
  'charge', 'charged', 'declined', 'billing', 'billed', 'expires', 'expiry', 'exp', 'cvv', 'cvc', 'security code', 'checkout',
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

const NOT_PAYMENT_CARD = endingMatcher(LABELS.notPaymentCards);
const OTHER_ID_LABEL = endingMatcher(LABELS.otherIdentifiers);
// What stands between a label and its value: separators, quotes, "number", "no.", "#", "id" and their kin.
const LABEL_FILLER = /(?:[\s:=#"'(\[{_.,/-]|(?<!\p{L})(?:number|num|nr|no|nº|n°|id|nummer|numéro|número|code)(?!\p{L}))*$/iu;
const LABEL_CHARS = 48;

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

/** A prefix of the table: leading digits ("4"), or "from-to" of equal width read as a number range ("2221-2720"). */
function prefixMatcher(prefix: string): (digits: string) => boolean {
  const [from, to] = prefix.split('-');
  if (to === undefined) return (d) => d.startsWith(from!);
  const low = Number(from);
  const high = Number(to);
  return (d) => {
    const n = Number(d.slice(0, from!.length));
    return n >= low && n <= high;
  };
}

/** The issuers' ranges and lengths from card-issuers.json (its source is written there and in docs/detection-quality.md). */
const BRANDS: readonly Brand[] = ISSUERS.issuers.map((issuer) => {
  const tests = issuer.prefixes.map(prefixMatcher);
  return { name: issuer.name, matches: (d: string) => tests.some((t) => t(d)), lengths: issuer.lengths, needsCardWord: 'needsCardWord' in issuer ? issuer.needsCardWord : undefined };
});

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
      if (labelledOtherwise(text, layout, start)) continue;
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

/**
 * The number's own label (the words right before it, or its field's label) names it as something else: a card
 * that is no payment card ("Gift card number:", "SIM card"), or another identifier whose numbers can pass Luhn
 * in an issuer's range ("IMEI", "ICCID", "Order #", "tracking_id=", "Kundennummer") unless a card word is in it.
 */
function labelledOtherwise(text: string, layout: TextLayout, start: number): boolean {
  const own = text.slice(Math.max(0, start - LABEL_CHARS), start).replace(LABEL_FILLER, '');
  const field = (layout.structureAt(start).label ?? '').replace(LABEL_FILLER, '');
  return [own, field].some((label) => {
    if (NOT_PAYMENT_CARD.test(label)) return true;
    if (!OTHER_ID_LABEL.test(label)) return false;
    // "Card account", "credit card order": a card word in the label's own phrase (after the last field or sentence break).
    const phrase = label.split(/[.;,:=|\n\t]/).pop()!.trim().split(/\s+/).slice(-3).join(' ');
    return !CARD_WORDS.test(phrase);
  });
}

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
  // A "+" before digits writes an international phone number (ITU-T E.123, E.164), never a card.
  if (!freeBefore(text, start) || text[start - 1] === '+') return null;
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
