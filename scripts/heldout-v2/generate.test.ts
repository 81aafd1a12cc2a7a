import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate, PER_HALF, type Doc } from './generate.js';
import { cardValid, deaValid, ibanValid, ipValid, npiValid, onlyDigits, ssnValid, luhnValid } from './checks.js';
import { CULTURES } from './people.js';
import { COUNTRIES } from './addresses.js';

const docs = generate();

/** Case folding that survives the lower- and upper-case variants (which keep a character whose other case is longer). */
function lower(s: string): string {
  let out = '';
  for (const ch of s) {
    const up = ch.toUpperCase().length === 1 ? ch.toUpperCase() : ch;
    out += up.toLowerCase().length === 1 ? up.toLowerCase() : up;
  }
  return out;
}

const NAME_WORDS = new Set(Object.values(CULTURES).flatMap((c) => [...c.given, ...c.family]).flatMap((n) => lower(n).split(' ')));
const PLACES = new Set(
  Object.values(COUNTRIES).flatMap((c) => {
    const country = c.name.replace(/^the /, '');
    return [country, c.native, ...c.cities.flatMap(([city, region]) => [city, region, `${city}, ${region}`, `${city}, ${country}`])].map(lower);
  }),
);

const VALUE_CHECKS: Record<string, (v: string) => boolean> = {
  PERSON: (v) => lower(v).split(/,? /).every((w) => NAME_WORDS.has(w) || /^\p{L}\.$/u.test(w)),
  LOCATION: (v) => PLACES.has(lower(v)),
  ADDRESS: (v) => /^[\p{L}\p{N}#]/u.test(v) && /[\p{L}\p{N}.)]$/u.test(v),
  EMAIL_ADDRESS: (v) => /^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]+$/i.test(v),
  PHONE_NUMBER: (v) => /^\+?[\d(][\d ()\-.]*\d$/.test(v) && onlyDigits(v).length >= 7 && onlyDigits(v).length <= 15,
  SSN: ssnValid,
  CREDIT_CARD: cardValid,
  NPI: npiValid,
  DEA_NUMBER: (v) => deaValid(v.toUpperCase()),
  MRN: (v) => /^[A-Za-z0-9-]{7,}$/.test(v) && /\d{3}/.test(v),
  IP_ADDRESS: ipValid,
  IBAN: ibanValid,
  URL: (v) => /^https?:\/\/\S+[A-Za-z0-9]$/.test(v),
  SECRET: (v) => /^\S{10,}$/.test(v),
  DATE: (v) => /\d/.test(v) && v === v.trim(),
  DATE_OF_BIRTH: (v) => /\d{4}/.test(v) && v === v.trim(),
};

const NEGATIVE_CHECKS: Record<string, (v: string) => boolean> = {
  invalid_luhn_card: (v) => !luhnValid(onlyDigits(v)),
  invalid_npi: (v) => /^\d{10}$/.test(v) && !npiValid(v),
  invalid_dea: (v) => /^[A-Z]{2}\d{7}$/i.test(v) && !deaValid(v.toUpperCase()),
  ssn_shaped_invalid: (v) => /^\d{3}-\d{2}-\d{4}$/.test(v) && !ssnValid(v),
};

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/**
 * Spans start and end at a word boundary, except inside an ISO 8601 timestamp ("2024-03-05T14:05Z"),
 * where the date is followed by "T" and the time is set between "T" and "Z".
 */
function boundaryOk(doc: Doc, start: number, end: number): boolean {
  const t = doc.text;
  const isoBefore = /^[Tt]$/.test(t[start - 1] ?? '') && /\d/.test(t[start - 2] ?? '');
  const isoAfter = (/^[Tt]$/.test(t[end] ?? '') && /^\d{2}:/.test(t.slice(end + 1, end + 4))) || (/^[Zz]$/.test(t[end] ?? '') && isoBefore);
  return (!isWordChar(t[start - 1]) || isoBefore) && (!isWordChar(t[end]) || isoAfter);
}

describe('heldout-v2 generator', () => {
  it('is deterministic and matches the committed file', () => {
    expect(generate()).toEqual(docs);
    const onDisk = readFileSync(new URL('../../data/heldout-v2/heldout.jsonl', import.meta.url), 'utf8');
    expect(onDisk).toBe(docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  });

  it('has two halves of 750 with unique ids', () => {
    expect(docs.filter((d) => d.meta.half === 'short')).toHaveLength(PER_HALF);
    expect(docs.filter((d) => d.meta.half === 'document')).toHaveLength(PER_HALF);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });

  it('keeps short texts to at most three sentences and a few hundred characters', () => {
    for (const d of docs.filter((x) => x.meta.half === 'short')) expect(d.text.length, d.id).toBeLessThan(600);
  });

  it('writes every span in bounds, sorted, not overlapping, on word boundaries', () => {
    for (const d of docs) {
      let last = 0;
      for (const s of d.spans) {
        expect(s.start, d.id).toBeGreaterThanOrEqual(last);
        expect(s.end, d.id).toBeGreaterThan(s.start);
        expect(s.end, d.id).toBeLessThanOrEqual(d.text.length);
        expect(boundaryOk(d, s.start, s.end), `${d.id} ${s.type}`).toBe(true);
        last = s.end;
      }
    }
  });

  it('never splits one name, place or address into neighbouring spans of the same type', () => {
    // Only a CSV comma (no space) may separate two spans of the same type, as in "city,country" columns.
    for (const d of docs)
      for (let k = 1; k < d.spans.length; k++) {
        const [a, b] = [d.spans[k - 1]!, d.spans[k]!];
        const between = d.text.slice(a.end, b.start);
        expect(a.type === b.type && a.type !== 'DATE' && /^(\s*|, ?\n?)$/.test(between) && between !== ',', `${d.id} ${a.type}`).toBe(false);
      }
  });

  it('gives every value a form that passes its type check', () => {
    const failures: string[] = [];
    for (const d of docs)
      for (const s of d.spans) {
        const value = d.text.slice(s.start, s.end);
        if (!VALUE_CHECKS[s.type]!(value)) failures.push(`${d.id} ${s.type}`);
      }
    expect(failures).toEqual([]);
  });

  it('places hard negatives outside spans, except dates, which are exactly a DATE span', () => {
    for (const d of docs)
      for (const h of d.meta.hard_negatives) {
        const value = d.text.slice(h.start, h.end);
        expect(h.start >= 0 && h.end > h.start && h.end <= d.text.length, d.id).toBe(true);
        expect(boundaryOk(d, h.start, h.end), `${d.id} ${h.kind}`).toBe(true);
        if (h.kind === 'date') {
          expect(d.spans.some((s) => s.start === h.start && s.end === h.end && s.type.startsWith('DATE')), d.id).toBe(true);
        } else {
          expect(d.spans.some((s) => s.start < h.end && h.start < s.end), `${d.id} ${h.kind}`).toBe(false);
        }
        const check = NEGATIVE_CHECKS[h.kind];
        if (check) expect(check(value), `${d.id} ${h.kind}`).toBe(true);
      }
  });

  it('covers every default and opt-in type', () => {
    const types = new Set(docs.flatMap((d) => d.spans.map((s) => s.type)));
    expect([...types].sort()).toEqual(Object.keys(VALUE_CHECKS).sort());
  });
});

describe('value checks', () => {
  it.each([
    ['card', '4111 1111 1111 1111', true, cardValid],
    ['card', '4111 1111 1111 1112', false, cardValid],
    ['card', '41111111111', false, cardValid],
    ['npi', '1234567893', true, npiValid],
    ['npi', '1234567890', false, npiValid],
    ['dea', 'AB1234563', true, deaValid],
    ['dea', 'AB1234564', false, deaValid],
    ['ssn', '078-05-1120', true, ssnValid],
    ['ssn', '666-12-3456', false, ssnValid],
    ['ssn', '912-12-3456', false, ssnValid],
    ['ssn', '123-00-3456', false, ssnValid],
    ['iban', 'GB82 WEST 1234 5698 7654 32', true, ibanValid],
    ['iban', 'DE89370400440532013000', true, ibanValid],
    ['iban', 'DE89370400440532013001', false, ibanValid],
    ['ip', '192.168.0.1', true, ipValid],
    ['ip', '256.1.1.1', false, ipValid],
    ['ip', '2001:db8::1', true, ipValid],
  ] as const)('%s %s is valid: %s', (_kind, value, expected, check) => {
    expect(check(value)).toBe(expected);
  });
});
