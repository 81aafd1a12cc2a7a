import { describe, expect, it } from 'vitest';
import { probeDocs } from './probe.js';
import PLANS from './probe-plans.json' with { type: 'json' };

describe('probe set', () => {
  const a = probeDocs('a');
  const b = probeDocs('b');

  it('is the same for the same seed, and part B differs from part A', () => {
    expect(probeDocs('a')).toEqual(a);
    expect(b[0]!.text).not.toBe(a[0]!.text);
  });

  it('covers every country of the plans in both parts', () => {
    const countries = Object.keys(PLANS.countries);
    expect(countries).toHaveLength(45);
    for (const docs of [a, b]) expect(new Set(docs.map((d) => d.meta.region))).toEqual(new Set(countries));
  });

  it('puts each phone span on a number of 7 to 15 digits, with no separator left at its ends, apart from every hard negative', () => {
    for (const doc of [...a, ...b]) {
      for (const s of doc.spans) {
        const value = doc.text.slice(s.start, s.end);
        const digits = value.replace(/\D/g, '').length;
        expect(digits, value).toBeGreaterThanOrEqual(7);
        expect(digits, value).toBeLessThanOrEqual(15);
        expect(value, value).toMatch(/^[+(0-9].*[0-9)]$/);
        for (const h of doc.meta.hard_negatives) expect(h.end <= s.start || h.start >= s.end, `${doc.id} ${value}`).toBe(true);
      }
    }
  });

  it('writes the drama and test ranges as the regulators give them', () => {
    const values = [...a, ...b].flatMap((d) => d.spans.map((s) => d.text.slice(s.start, s.end).replace(/\D/g, '')));
    expect(values.some((v) => /^(?:44|0)7700900\d{3}$/.test(v))).toBe(true);
    expect(values.some((v) => /^(?:61|0)49157015\d$/.test(v))).toBe(true);
    expect(values.some((v) => /^1?\d{3}55501\d\d$/.test(v))).toBe(true);
  });
});
