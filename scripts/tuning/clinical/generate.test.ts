import { describe, expect, it } from 'vitest';
import { generate, LAYOUTS } from './generate.js';

describe('clinical probe generator', () => {
  const docs = generate(7, LAYOUTS.length * 4);

  it('is deterministic for a seed', () => {
    expect(generate(7, 40)).toEqual(generate(7, 40));
  });

  it('labels the identifier only: no label, space or punctuation inside a span', () => {
    for (const d of docs) {
      for (const s of d.spans) {
        const v = d.text.slice(s.start, s.end);
        expect(v).toBe(v.trim());
        expect(v).not.toMatch(/MRN|DOB|SSN|[:#|^"<>]/);
        if (s.type === 'SSN') expect(v).toMatch(/^\d{3}[- ]?\d{2}[- ]?\d{4}$/);
      }
    }
  });

  it('keeps hard negatives off the gold spans', () => {
    for (const d of docs) {
      for (const h of d.meta.hard_negatives) expect(d.spans.some((s) => s.start < h.end && h.start < s.end)).toBe(false);
    }
  });

  it('keeps test-only layouts out of the dev part', () => {
    const testOnly = new Set(LAYOUTS.filter((l) => l.testOnly).map((l) => l.name));
    expect(docs.filter((d) => d.meta.split === 'dev' && testOnly.has(d.meta.template))).toEqual([]);
  });
});
