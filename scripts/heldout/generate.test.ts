import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deaValid, ibanValid, luhnValid, npiValid, ssnValid } from './checksums.js';
import { lowerKeepingLength } from './doc-builder.js';
import { DEFAULT_TYPES, generate, OPT_IN_TYPES, TEMPLATES } from './generate.js';

const docs = generate();

// What each type's value must look like; checksum types must pass their check.
const VALID: Record<string, (s: string) => boolean> = {
  CREDIT_CARD: (s) => /^\d[\d -]{10,22}\d$/.test(s) && s.replace(/\D/g, '').length >= 12 && s.replace(/\D/g, '').length <= 19 && luhnValid(s),
  NPI: npiValid,
  DEA_NUMBER: (s) => deaValid(s.toUpperCase()),
  SSN: ssnValid,
  IBAN: ibanValid,
  EMAIL_ADDRESS: (s) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(s),
  PHONE_NUMBER: (s) => s.replace(/\D/g, '').length >= 7,
  IP_ADDRESS: (s) => /^(\d{1,3}\.){3}\d{1,3}$/.test(s) ? s.split('.').every((o) => Number(o) <= 255) : /^[0-9a-f:]+$/i.test(s),
  URL: (s) => /^https:\/\/\S+$/.test(s),
  MRN: (s) => /\d{6}/.test(s.replace(/\D/g, '')),
};

describe('held-out generator', () => {
  it('is deterministic, and the committed file is its output', () => {
    expect(generate()).toEqual(docs);
    const file = readFileSync(new URL('../../data/heldout/heldout.jsonl', import.meta.url), 'utf8');
    expect(file).toBe(docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  });

  it('differs with another seed', () => {
    expect(generate(5, 1)).not.toEqual(generate(5));
  });

  it('labels spans inside the text, in order, without overlaps, on trimmed values of known types', () => {
    const known = new Set([...DEFAULT_TYPES, ...OPT_IN_TYPES]);
    for (const doc of docs) {
      let end = 0;
      for (const s of [...doc.spans].sort((a, b) => a.start - b.start)) {
        expect(known.has(s.type), s.type).toBe(true);
        expect(s.start >= end && s.end > s.start && s.end <= doc.text.length, `${doc.id} ${s.start}`).toBe(true);
        const value = doc.text.slice(s.start, s.end);
        expect(value.trim(), `${doc.id} ${s.type}`).toBe(value);
        end = s.end;
      }
    }
  });

  it("gives every value its type's shape and check digits", () => {
    for (const doc of docs) {
      for (const s of doc.spans) {
        const check = VALID[s.type];
        const value = doc.text.slice(s.start, s.end);
        if (check) expect(check(value), `${doc.id} ${s.type} ${value}`).toBe(true);
      }
    }
  });

  it('keeps hard negatives clear of default-type gold spans, and invalid cards invalid', () => {
    for (const doc of docs) {
      for (const h of doc.meta.hard_negatives) {
        const clash = doc.spans.some((s) => DEFAULT_TYPES.includes(s.type) && s.start < h.end && h.start < s.end);
        expect(clash, `${doc.id} ${h.kind}`).toBe(false);
        if (h.kind === 'invalid_luhn_card') expect(luhnValid(doc.text.slice(h.start, h.end))).toBe(false);
        if (h.kind === 'invalid_npi') expect(npiValid(doc.text.slice(h.start, h.end))).toBe(false);
        if (h.kind === 'ssn_shaped_invalid') expect(ssnValid(doc.text.slice(h.start, h.end))).toBe(false);
      }
    }
  });

  it('covers every template, card lengths 12 to 19, and lower-case documents', () => {
    expect(new Set(docs.map((d) => d.meta.template)).size).toBe(TEMPLATES.length);
    const lengths = new Set(docs.flatMap((d) => d.spans.filter((s) => s.type === 'CREDIT_CARD').map((s) => d.text.slice(s.start, s.end).replace(/\D/g, '').length)));
    for (let n = 12; n <= 19; n++) expect(lengths.has(n), `length ${n}`).toBe(true);
    const lower = docs.filter((d) => d.meta.variant === 'lower');
    expect(lower.length).toBeGreaterThan(0);
    for (const d of lower) expect(d.text).toBe(lowerKeepingLength(d.text));
    expect(lowerKeepingLength('İstanbul ABC')).toBe('İstanbul abc');
  });
});

describe('checksums', () => {
  it('accept known-good values and reject a changed digit', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111 1111 1111 1112')).toBe(false);
    expect(npiValid('1234567893')).toBe(true);
    expect(npiValid('1234567894')).toBe(false);
    expect(deaValid('AB1234563')).toBe(true);
    expect(deaValid('AB1234564')).toBe(false);
    expect(ibanValid('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(ibanValid('GB83 WEST 1234 5698 7654 32')).toBe(false);
    expect(ssnValid('078-05-1120')).toBe(true);
    expect(ssnValid('666-12-3456')).toBe(false);
  });
});
