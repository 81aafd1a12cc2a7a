/**
 * A document is a list of parts: plain text, a gold identifier (MRN, SSN, DATE_OF_BIRTH: the
 * identifier only, labels outside) or a hard negative (a number or date of another kind). Offsets
 * are exact by construction.
 */
import type { Random } from '../../data-gen/random.js';
import type { HardNegative, Span } from '../../data-gen/labelled-doc.js';
import { mrn, otherNumber, recentDate, ssn, writeDate, type DateStyle, type Lang, type Person } from './values.js';

export type GoldType = 'MRN' | 'SSN' | 'DATE_OF_BIRTH';
export type Part = string | { gold: GoldType; value: string } | { neg: string; value: string };

export function assembleParts(parts: readonly Part[]): { text: string; spans: Span[]; hardNegatives: HardNegative[] } {
  let text = '';
  const spans: Span[] = [];
  const hardNegatives: HardNegative[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const at = { start: text.length, end: text.length + part.value.length };
    if ('gold' in part) spans.push({ ...at, type: part.gold });
    else hardNegatives.push({ ...at, kind: part.neg });
    text += part.value;
  }
  return { text, spans, hardNegatives };
}

/** What a layout draws from: the document's person, record number and SSN, and helpers. */
export interface Ctx {
  r: Random;
  p: Person;
  lang: Lang;
  /** The document's record number (the same one each time it is written). */
  mrnValue: string;
  ssnValue: string;
  mrn(value?: string): Part;
  ssn(style?: 'dashed' | 'plain' | 'spaced'): Part;
  dob(style: DateStyle): Part;
  /** A number of another kind (encounter, account, accession …), a hard negative. */
  num(kind: string): Part;
  /** A recent date (admission, visit, collection), a hard negative. */
  date(kind: string, style: DateStyle): Part;
  /** A fresh record number (another facility's, a merged chart's). */
  otherMrn(): Part;
}

export function makeCtx(r: Random, p: Person, lang: Lang): Ctx {
  const mrnValue = mrn(r, r.chance(0.1));
  const ssnValue = ssn(r);
  return {
    r, p, lang, mrnValue, ssnValue,
    mrn: (value = mrnValue) => ({ gold: 'MRN', value }),
    ssn: (style = 'dashed') => ({ gold: 'SSN', value: style === 'dashed' ? ssnValue : style === 'plain' ? ssnValue.replace(/-/g, '') : ssnValue.replace(/-/g, ' ') }),
    dob: (style) => ({ gold: 'DATE_OF_BIRTH', value: writeDate(p.dob, style, lang) }),
    num: (kind) => ({ neg: kind, value: otherNumber(r, kind) }),
    date: (kind, style) => ({ neg: kind, value: writeDate(recentDate(r), style, lang) }),
    otherMrn: () => ({ gold: 'MRN', value: mrn(r) }),
  };
}

export const lines = (...rows: Part[][]): Part[] => rows.flatMap((row, i) => (i === 0 ? row : ['\n', ...row]));

/** "DOE, JANE", "Jane Doe", "DOE^JANE" … */
export function nameAs(p: Person, style: 'lastFirst' | 'natural' | 'hl7' | 'upper'): string {
  if (style === 'lastFirst') return `${p.last.toUpperCase()}, ${p.first.toUpperCase()}`;
  if (style === 'hl7') return `${p.last.toUpperCase()}^${p.first.toUpperCase()}`;
  if (style === 'upper') return `${p.first.toUpperCase()} ${p.last.toUpperCase()}`;
  return `${p.first} ${p.last}`;
}
