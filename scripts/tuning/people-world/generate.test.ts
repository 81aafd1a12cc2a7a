import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import C from './cultures.json' with { type: 'json' };

describe('people-world probe', () => {
  const docs = generate();

  it('is deterministic', () => {
    expect(generate().slice(0, 50)).toEqual(docs.slice(0, 50));
  });

  it('names at least 40 cultures', () => {
    expect(Object.keys(C.cultures).length).toBeGreaterThanOrEqual(40);
  });

  it('keeps spans exact: no span starts or ends with a space, a title or a credential', () => {
    for (const d of docs) {
      for (const s of d.spans) {
        const t = d.text.slice(s.start, s.end);
        expect(t).toBe(t.trim());
        expect(t).not.toMatch(/^(dr|mr|mrs|ms|prof|mx)\.?\s/i);
        expect(t).not.toMatch(/,?\s(md|rn|phd|np|dds)$/i);
      }
    }
  });

  it('keeps the test-only cultures out of the dev part', () => {
    const testOnly = C.testOnly.flatMap((c) => (C.cultures as Record<string, { family: string[] }>)[c]!.family);
    const devNames = docs.filter((d) => d.meta.split === 'dev').flatMap((d) => d.spans.map((s) => d.text.slice(s.start, s.end)));
    expect(devNames.filter((n) => testOnly.includes(n))).toEqual([]);
  });

  it('marks hard negatives that no span touches', () => {
    for (const d of docs) for (const h of d.meta.hard_negatives) expect(d.spans.some((s) => s.start < h.end && s.end > h.start)).toBe(false);
  });
});
