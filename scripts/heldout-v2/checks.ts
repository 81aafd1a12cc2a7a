/**
 * Checks each structured value must pass (or, for hard negatives, fail). Written from the public
 * rules: Luhn (ISO/IEC 7812-1), NPI (CMS: Luhn over "80840" + the ten digits), DEA (DOJ registrant
 * number checksum), SSN (SSA: area not 000, 666 or 900-999; group not 00; serial not 0000), IBAN
 * (ISO 13616: mod 97 = 1), IPv4/IPv6 (RFC 791 dotted quad, RFC 4291 text form).
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

export function cardValid(value: string): boolean {
  const d = onlyDigits(value);
  return /^[\d \-]+$/.test(value) && d.length >= 12 && d.length <= 19 && luhnValid(d);
}

export function npiValid(value: string): boolean {
  return /^[12]\d{9}$/.test(value) && luhnValid('80840' + value);
}

export function deaValid(value: string): boolean {
  const m = /^[ABCDEFGHJKLMPRSTUX][A-Z9](\d{7})$/.exec(value);
  if (!m) return false;
  const d = m[1]!.split('').map(Number);
  const sum = d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!);
  return sum % 10 === d[6];
}

export function ssnValid(value: string): boolean {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(value);
  if (!m) return false;
  const area = Number(m[1]);
  return area !== 0 && area !== 666 && area < 900 && m[2] !== '00' && m[3] !== '0000';
}

export function ibanValid(value: string): boolean {
  const s = value.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const c of v) rem = (rem * 10 + Number(c)) % 97;
  }
  return rem === 1;
}

export function ipv4Valid(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255);
}

export function ipv6Valid(value: string): boolean {
  if (!/^[0-9a-fA-F:]+$/.test(value) || (value.match(/::/g) ?? []).length > 1) return false;
  const groups = value.split(':').filter((g) => g !== '');
  if (groups.some((g) => g.length > 4)) return false;
  return value.includes('::') ? groups.length < 8 : groups.length === 8;
}

export function ipValid(value: string): boolean {
  return value.includes(':') ? ipv6Valid(value) : ipv4Valid(value);
}
