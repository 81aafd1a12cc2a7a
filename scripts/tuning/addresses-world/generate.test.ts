import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';

describe('addresses-world probe', () => {
  const docs = generate();

  it('is deterministic', () => {
    expect(generate().map((d) => d.text)).toEqual(docs.map((d) => d.text));
  });

  it('has one ADDRESS span per document, trimmed, and both halves cover at least 40 countries', () => {
    for (const d of docs) {
      expect(d.spans).toHaveLength(1);
      const s = d.text.slice(d.spans[0]!.start, d.spans[0]!.end);
      expect(s.trim()).toBe(s);
      expect(s.length).toBeGreaterThan(2);
    }
    for (const split of ['dev', 'test'] as const) {
      expect(new Set(docs.filter((d) => d.meta.split === split).map((d) => d.meta.country)).size).toBeGreaterThanOrEqual(40);
    }
  });

  it('leaves the label and the name line outside the span', () => {
    for (const d of docs.filter((x) => x.meta.context === 'form_inline')) {
      expect(d.text.slice(0, d.spans[0]!.start)).toMatch(/: $/);
    }
  });
});
