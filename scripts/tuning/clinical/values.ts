/**
 * The values a clinical document carries: a person with a birth date, a record number in one of the
 * shapes hospitals use, an SSN, and the other numbers and dates around them (encounter, account,
 * accession, order numbers; admission and collection dates) that are not personal identifiers of that kind.
 */
import words from './words.json' with { type: 'json' };
import type { Random } from '../../data-gen/random.js';

export type Lang = keyof typeof words.dobLabels;

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export interface Person {
  first: string;
  last: string;
  sex: 'F' | 'M';
  dob: Ymd;
  /** Age at the document's date (2024). */
  age: number;
}

export function person(r: Random): Person {
  const sex = r.chance(0.5) ? 'F' : 'M';
  const dob = { y: r.int(1931, 2021), m: r.int(1, 12), d: r.int(1, 28) };
  return { first: r.pick(words.firstNames[sex]), last: r.pick(words.lastNames), sex, dob, age: 2024 - dob.y - (r.chance(0.3) ? 1 : 0) };
}

/**
 * Record-number shapes: # digit, N digit 1-9, @ capital letter. Plain digits of 6-10 (often
 * zero-padded), a letter prefix, a check letter, dashed groups, a facility code joined by a dash.
 */
const MRN_SHAPES = [
  '#######', '########', '00######', '000#####', '######', 'N########', 'N#########',
  'E#######', 'MR######', 'M########', 'H#######', '@######', '@@######',
  '#######@', '########-#', 'N##-##-##', 'N#-##-##-##', '##-###-###', 'N###-####',
] as const;

export function mrn(r: Random, facility = false): string {
  const core = r.shape(r.pick(MRN_SHAPES));
  return facility ? `${r.pick(words.facilities)}-${core}` : core;
}

/** An SSN of the issued ranges: area 001-899 but not 666, group 01-99, serial 0001-9999. */
export function ssn(r: Random, style: 'dashed' | 'plain' | 'spaced' = 'dashed'): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  const a = String(area).padStart(3, '0');
  const g = String(r.int(1, 99)).padStart(2, '0');
  const s = String(r.int(1, 9999)).padStart(4, '0');
  return style === 'plain' ? a + g + s : style === 'spaced' ? `${a} ${g} ${s}` : `${a}-${g}-${s}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');

export type DateStyle =
  | 'us' | 'usShort' | 'usPadless' | 'usDash' | 'iso' | 'hl7' | 'dmySlash' | 'dmyDot' | 'dmyDash'
  | 'long' | 'longDmy' | 'dMonY' | 'boxes' | 'mmddyyyy' | 'localLong';

/** A date written one of the ways clinical text writes it; `localLong` in the language's words. */
export function writeDate(d: Ymd, style: DateStyle, lang: Lang = 'en'): string {
  const { y, m, d: day } = d;
  switch (style) {
    case 'us': return `${p2(m)}/${p2(day)}/${y}`;
    case 'usShort': return `${m}/${day}/${String(y).slice(2)}`;
    case 'usPadless': return `${m}/${day}/${y}`;
    case 'usDash': return `${p2(m)}-${p2(day)}-${y}`;
    case 'iso': return `${y}-${p2(m)}-${p2(day)}`;
    case 'hl7': return `${y}${p2(m)}${p2(day)}`;
    case 'dmySlash': return `${p2(day)}/${p2(m)}/${y}`;
    case 'dmyDot': return `${p2(day)}.${p2(m)}.${y}`;
    case 'dmyDash': return `${p2(day)}-${p2(m)}-${y}`;
    case 'long': return `${words.months.en[m - 1]} ${day}, ${y}`;
    case 'longDmy': return `${day} ${words.months.en[m - 1]} ${y}`;
    case 'dMonY': return `${p2(day)}-${words.months.enShort[m - 1]}-${y}`;
    case 'boxes': return `${p2(m)} ${p2(day)} ${y}`;
    case 'mmddyyyy': return `${p2(m)}${p2(day)}${y}`;
    case 'localLong': return localLong(d, lang);
  }
}

function localLong({ y, m, d }: Ymd, lang: Lang): string {
  const month = words.months[lang === 'en' ? 'en' : lang][m - 1];
  if (lang === 'de') return `${d}. ${month} ${y}`;
  if (lang === 'es' || lang === 'pt') return `${d} de ${month} de ${y}`;
  if (lang === 'en') return `${d} ${month} ${y}`;
  return `${d} ${month} ${y}`;
}

/** A date in 2023-2024 (admission, visit, collection, fill dates): never a birth date. */
export function recentDate(r: Random): Ymd {
  return { y: r.int(2023, 2024), m: r.int(1, 12), d: r.int(1, 28) };
}

export function time(r: Random): string {
  return `${p2(r.int(0, 23))}${p2(r.int(0, 59))}`;
}

/** Numbers that sit beside a record number but are not one. */
export function otherNumber(r: Random, kind: string): string {
  switch (kind) {
    case 'encounter': return r.shape(r.pick(['N#########', 'ENC#######', 'V##########', 'N########']));
    case 'visit': return r.shape(r.pick(['V#########', 'N########', 'VN########']));
    case 'account': return r.shape(r.pick(['N#########', 'A#########', 'N###########']));
    case 'claim': return r.shape(r.pick(['N#############', 'CLM########', '@@##########']));
    case 'order': return r.shape(r.pick(['ORD#######', 'N#######', 'N########']));
    case 'accession': return r.shape(r.pick(['@@##-######', '##-@@-######', 'N#@@#######', 'RAD##-######']));
    case 'specimen': return r.shape(r.pick(['S##-#####', '@##-######', 'SP-##-#####']));
    case 'rx': return r.shape(r.pick(['N######', 'RX#######', 'N#######']));
    case 'case': return r.shape(r.pick(['N#######', '2024######']));
    case 'control': return r.shape(r.pick(['MSG#####', 'N#########', '@@######']));
    case 'trace': return r.shape('N####-######');
    default: throw new Error(`unknown number kind ${kind}`);
  }
}

/** A US telephone number (not annotated here; it must not be taken for a record number). */
export function phone(r: Random): string {
  const area = r.pick(['617', '212', '312', '415', '713', '206', '503', '404']);
  const line = `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
  return r.pick([`(${area}) ${line}`, `${area}-${line}`, `${area}.${line.replace('-', '.')}`]);
}

/** A National Provider Identifier with a valid Luhn check over the 80840 prefix (not annotated here). */
export function npi(r: Random): string {
  const body = String(r.int(1, 2)) + r.digits(8);
  const digits = `80840${body}`.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let v = digits[digits.length - 1 - i]!;
    if (i % 2 === 0) v *= 2;
    sum += v > 9 ? v - 9 : v;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A DEA registration number with its check digit (not annotated here). */
export function dea(r: Random, lastName: string): string {
  const d = r.digits(6).split('').map(Number);
  const check = (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
  return `${r.pick(['A', 'B', 'F', 'M'])}${lastName.replace(/[^A-Za-z]/g, '')[0]!.toUpperCase()}${d.join('')}${check}`;
}

export { words };
