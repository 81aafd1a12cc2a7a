/** Check-digit rules of the identifiers in the held-out set (used to make values and to test them). */

/** Luhn check: true when the digits (separators ignored) pass. */
export function luhnValid(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes `body`. */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable: one digit always completes a Luhn sum');
}

/** NPI: ten digits, Luhn-valid once the issuer prefix 80840 is put before it. */
export function npiValid(value: string): boolean {
  return /^[12]\d{9}$/.test(value) && luhnValid(`80840${value}`);
}

/** DEA registration number: two letters, six digits and a check digit (d1+d3+d5 + 2·(d2+d4+d6), last digit). */
export function deaValid(value: string): boolean {
  const m = /^[A-Z][A-Z9](\d{7})$/i.exec(value);
  if (!m) return false;
  const d = m[1]!.split('').map(Number);
  return (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10 === d[6];
}

export function deaCheckDigit(six: string): string {
  const d = six.split('').map(Number);
  return String((d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10);
}

/** US SSN as issued: area not 000, 666 or 900-999; group and serial not zero. */
export function ssnValid(value: string): boolean {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value);
  if (!m) return false;
  const area = Number(m[1]);
  return area !== 0 && area !== 666 && area < 900 && m[2] !== '00' && m[3] !== '0000';
}

/** IBAN mod-97 check (ISO 13616), spaces ignored. */
export function ibanValid(value: string): boolean {
  const s = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  return mod97(s.slice(4) + s.slice(0, 4)) === 1;
}

/** The two check digits that make `country` + digits + `bban` an IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(bban + country + '00')).padStart(2, '0');
}

function mod97(s: string): number {
  let r = 0;
  for (const c of s) {
    const n = /\d/.test(c) ? c : String(c.charCodeAt(0) - 55);
    for (const d of n) r = (r * 10 + Number(d)) % 97;
  }
  return r;
}
