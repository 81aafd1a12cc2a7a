/** Phones, dates and the small values of hard negatives (prices, versions, order numbers …). */
import type { Random } from './random.js';
import { COUNTRIES } from './addresses.js';
import words from './words.json' with { type: 'json' };

/** Fills a number pattern: '#' any digit, 'N' a digit 2-9 (as area and exchange codes of NANP require). */
export function fillNumber(rng: Random, pattern: string): string {
  let s = '';
  for (const ch of pattern) s += ch === '#' ? rng.digits(1) : ch === 'N' ? String(rng.int(2, 9)) : ch;
  return s;
}

export function phone(rng: Random, code: string, form: 'nat' | 'intl' | 'any'): string {
  const p = COUNTRIES[code]!.phone;
  const use = form === 'any' ? (rng.chance(0.55) ? 'nat' : 'intl') : form;
  return fillNumber(rng, rng.pick(p[use]));
}

/** Made-up numbers typical of forms and test data (NANP 555-01xx, Ofcom drama ranges, ACMA fiction numbers). */
export function fakePhone(rng: Random): string {
  const code = rng.pick(['US', 'US', 'GB', 'AU']);
  return fillNumber(rng, rng.pick(COUNTRIES[code]!.phone.fake!));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(rng: Random, y: number, m: number, d: number): string {
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const name = MONTHS[m - 1]!;
  const ord = d === 1 || d === 21 || d === 31 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th';
  return rng.pick([
    `${mm}/${dd}/${y}`, `${dd}/${mm}/${y}`, `${y}-${mm}-${dd}`, `${d} ${name} ${y}`, `${name} ${d}, ${y}`,
    `${dd}.${mm}.${y}`, `${d} ${name.slice(0, 3)} ${y}`, `${name.slice(0, 3)} ${d}, ${y}`, `${d}${ord} of ${name} ${y}`, `${dd}-${name.slice(0, 3)}-${y}`,
  ]);
}

export function date(rng: Random): string {
  return formatDate(rng, rng.int(2019, 2026), rng.int(1, 12), rng.int(1, 28));
}

export function dob(rng: Random): string {
  return formatDate(rng, rng.int(1938, 2007), rng.int(1, 12), rng.int(1, 28));
}

export function isoDate(rng: Random): string {
  return `${rng.int(2023, 2026)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

export function numDate(rng: Random): string {
  return `${String(rng.int(1, 28)).padStart(2, '0')}/${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2023, 2026)}`;
}

/** A 24-hour clock time with seconds or minutes, as logs and chat exports write it. */
export function clock(rng: Random): string {
  const hm = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  return rng.chance(0.6) ? `${hm}:${String(rng.int(0, 59)).padStart(2, '0')}` : hm;
}

/** A child's date of birth (school forms, dependants). */
export function childDob(rng: Random): string {
  return formatDate(rng, rng.int(2010, 2021), rng.int(1, 12), rng.int(1, 28));
}

export function time(rng: Random): string {
  return rng.pick([`${rng.int(7, 11)}:${rng.pick(['00', '15', '30', '45'])} am`, `${rng.int(13, 20)}:${rng.pick(['05', '30', '40'])}`, `${rng.int(1, 6)}pm`, `${rng.int(8, 17)}h${rng.pick(['00', '30'])}`]);
}

export function price(rng: Random): string {
  const cur = rng.pick(words.currencies);
  const amount = rng.chance(0.5) ? `${rng.int(3, 999)}.${rng.pick(['00', '99', '50', '25'])}` : `${rng.int(1, 9)},${rng.int(100, 999)}.${rng.digits(2)}`;
  return cur + amount;
}

export function version(rng: Random): string {
  return rng.pick([`v${rng.int(1, 9)}.${rng.int(0, 20)}.${rng.int(0, 30)}`, `${rng.int(1, 24)}.${rng.int(0, 9)}.${rng.int(0, 99)}`, `${rng.int(3, 12)}.${rng.int(0, 4)}`, `build ${rng.int(1000, 9999)}`]);
}

export function quantity(rng: Random): string {
  return rng.pick([`${rng.int(2, 48)} units`, `${rng.int(2, 12)} x ${rng.pick(['250 ml', '1 kg', '500 g', '20 mg'])}`, `${rng.int(2, 900)} pcs`, `qty ${rng.int(1, 40)}`]);
}

export function orderNumber(rng: Random): string {
  return rng.pick([`ORD-${rng.int(2019, 2026)}-${rng.digits(5)}`, `#${rng.digits(7)}`, rng.digits(10), `${rng.letters(2)}${rng.digits(8)}`, `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`]);
}

export function ticketNumber(rng: Random): string {
  return rng.pick([`INC${rng.digits(7)}`, `TCK-${rng.digits(5)}`, `SR ${rng.digits(8)}`, `#${rng.digits(6)}`, `CASE-${rng.digits(4)}-${rng.letters(3)}`]);
}

export function invoiceNumber(rng: Random): string {
  return rng.pick([`INV-${rng.int(2020, 2026)}-${rng.digits(5)}`, `F${rng.digits(9)}`, `${rng.int(2020, 2026)}/${rng.digits(4)}`, `RE-${rng.digits(6)}`]);
}

export function trackingId(rng: Random): string {
  return rng.pick([`1Z${rng.letters(3, 'ABCDEFGHJKLMNPRSTUVWXY0123456789')}${rng.digits(13)}`, `${rng.letters(2)}${rng.digits(9)}${rng.pick(['DE', 'NL', 'GB', 'CN'])}`, rng.digits(12), `JJD${rng.digits(15)}`]);
}

export function customerId(rng: Random): string {
  return rng.pick([`CUST-${rng.digits(6)}`, `C${rng.digits(8)}`, `${rng.digits(4)}-${rng.digits(4)}`, `member ${rng.digits(9)}`]);
}

export function expiry(rng: Random): string {
  return `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.pick(['', '20'])}${rng.int(26, 31)}`;
}
