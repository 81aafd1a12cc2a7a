/**
 * Card numbers of every issuer and length, and Luhn-valid numbers that are not cards. The issuers'
 * prefixes and lengths are written here from the schemes' published ranges (see docs/detection-quality.md),
 * apart from the recognizer's own table, so the probe checks the table rather than copying it.
 */
import type { Random } from '../../data-gen/random.js';

interface Issuer {
  name: string;
  prefixes: readonly string[];
  lengths: readonly number[];
}

export const ISSUERS: readonly Issuer[] = [
  { name: 'visa', prefixes: ['4'], lengths: [13, 16, 19] },
  { name: 'mastercard', prefixes: ['51', '52', '53', '54', '55', '2221', '2500', '2720'], lengths: [16] },
  { name: 'amex', prefixes: ['34', '37'], lengths: [15] },
  { name: 'discover', prefixes: ['6011', '644', '645', '649', '65'], lengths: [16, 17, 18, 19] },
  { name: 'jcb', prefixes: ['3528', '3550', '3589'], lengths: [16, 17, 18, 19] },
  { name: 'maestro', prefixes: ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763'], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { name: 'unionpay', prefixes: ['62'], lengths: [16, 17, 18, 19] },
  { name: 'diners', prefixes: ['36', '38', '300', '301', '305'], lengths: [14, 15, 16] },
];

/** The Luhn check digit that completes `body`. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** `length` digits starting with `prefix`, the last one the Luhn digit. */
export function luhnNumber(r: Random, prefix: string, length: number): string {
  const body = prefix + r.digits(length - 1 - prefix.length);
  return body + luhnDigit(body);
}

/** Groups as cards are printed: 4-6-5 (Amex), 4-6-4 (Diners 14), otherwise fours with a shorter last group. */
export function groupCard(digits: string, sep: string): string {
  if (digits.length === 15 && /^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].join(sep);
  if (digits.length === 14) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].join(sep);
  return digits.match(/.{1,4}/g)!.join(sep);
}

export interface Card {
  issuer: string;
  digits: string;
  printed: string;
}

/** A card of the issuer at `i` (every issuer and length in turn as `i` runs), printed grouped or run together. */
export function card(r: Random, i: number): Card {
  const all = ISSUERS.flatMap((issuer) => issuer.lengths.map((length) => ({ issuer, length })));
  const { issuer, length } = all[i % all.length]!;
  const digits = luhnNumber(r, r.pick(issuer.prefixes), length);
  const printed = r.pick([digits, groupCard(digits, ' '), groupCard(digits, ' '), groupCard(digits, '-')]);
  return { issuer: issuer.name, digits, printed };
}

/** A Luhn-valid number that is not a card, with the words that name it and what it is. */
export interface Lookalike {
  kind: string;
  label: string;
  value: string;
}

const pick = <T>(r: Random, xs: readonly T[]): T => r.pick(xs);

export const LOOKALIKES: Record<string, (r: Random) => Lookalike> = {
  // IMEI: 8-digit type allocation code (reporting body 35, 86, 01, 49, 50…), 6-digit serial, Luhn digit (3GPP TS 23.003).
  imei: (r) => {
    const v = luhnNumber(r, pick(r, ['35', '86', '01', '49', '50', '45', '30', '37']), 15);
    return { kind: 'imei', label: pick(r, ['IMEI', 'IMEI:', 'imei=', 'IMEI number', 'Device IMEI', 'IMEI/MEID']), value: r.chance(0.3) ? `${v.slice(0, 2)}-${v.slice(2, 8)}-${v.slice(8, 14)}-${v[14]}` : v };
  },
  // SIM ICCID: 89 (telecom), country code, issuer, account, Luhn digit; 19 or 20 digits (ITU-T E.118).
  iccid: (r) => ({ kind: 'iccid', label: pick(r, ['ICCID', 'ICCID:', 'SIM ICCID', 'SIM card number', 'iccid=']), value: luhnNumber(r, pick(r, ['8944', '8901', '8949', '8933', '8986', '8961']), r.pick([19, 20])) }),
  // FedEx Express tracking numbers of 12 digits and USPS 22-digit tracking numbers (their check digits are other schemes; these happen to pass Luhn).
  tracking: (r) => {
    const usps = r.chance(0.5);
    const v = usps ? luhnNumber(r, pick(r, ['9400', '9205', '9361']), 22) : luhnNumber(r, pick(r, ['5', '6', '7']), 12);
    return { kind: 'tracking', label: pick(r, ['Tracking number:', 'tracking #', 'FedEx tracking', 'USPS tracking no.', 'Sendungsnummer', 'tracking_id=']), value: usps ? v.match(/.{1,4}/g)!.join(' ') : v };
  },
  order: (r) => ({ kind: 'order', label: pick(r, ['Order #', 'Order number:', 'order_id=', 'Bestellnummer', 'Commande n°', 'order no.']), value: luhnNumber(r, pick(r, ['4', '5', '6', '3']), r.pick([12, 13, 16, 17, 18])) }),
  invoice: (r) => ({ kind: 'invoice', label: pick(r, ['Invoice #', 'Invoice no.', 'invoice_number:', 'Rechnungsnummer', 'Factura nº']), value: luhnNumber(r, pick(r, ['4', '5', '6']), r.pick([12, 13, 16])) }),
  account: (r) => ({ kind: 'bank_account', label: pick(r, ['Account number:', 'Acct #', 'bank account', 'Kontonummer', 'A/C no.']), value: luhnNumber(r, pick(r, ['4', '5', '6']), r.pick([12, 13, 14, 17])) }),
  customer: (r) => ({ kind: 'customer_id', label: pick(r, ['Customer ID', 'customer_id:', 'Member no.', 'Loyalty member #', 'Kundennummer']), value: luhnNumber(r, pick(r, ['4', '5', '6']), r.pick([12, 13, 16])) }),
  gift: (r) => {
    const v = luhnNumber(r, pick(r, ['6006', '6036', '6046', '6393']), r.pick([16, 19]));
    return { kind: 'gift_card', label: pick(r, ['Gift card number:', 'gift card #', 'Gift card no.', 'eGift card', 'voucher number']), value: r.chance(0.5) ? v.match(/.{1,4}/g)!.join(' ') : v };
  },
  epoch: (r) => ({ kind: 'timestamp', label: pick(r, ['"ts":', 'timestamp=', 'created_at_ms:', 'epoch_us=']), value: luhnNumber(r, '17', r.pick([13, 16])) }),
};
