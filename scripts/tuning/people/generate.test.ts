import { describe, expect, it } from 'vitest';
import { Random } from '../../data-gen/random.js';
import { generate } from './generate.js';
import { nameOf, type Culture } from './names.js';
import W from './words.json' with { type: 'json' };

const docs = generate();
const CULTURES = W.cultures as Record<string, Omit<Culture, 'name'>>;

describe('people tuning set', () => {
  it('is the same on every run', () => {
    expect(generate().map((d) => d.text)).toEqual(docs.map((d) => d.text));
  });

  it('spans and hard negatives lie inside the text, with no space at their edges', () => {
    for (const d of docs) {
      for (const s of [...d.spans, ...d.meta.hard_negatives]) {
        const t = d.text.slice(s.start, s.end);
        expect(t.length).toBeGreaterThan(0);
        expect(t.trim()).toBe(t);
      }
    }
  });

  it('keeps test-only kinds out of the dev part', () => {
    const testOnly = Object.entries(W.kinds).filter(([, k]) => (k as { testOnly?: boolean }).testOnly).map(([name]) => name);
    expect(docs.filter((d) => d.meta.split === 'dev' && testOnly.includes(d.meta.template))).toEqual([]);
  });

  it.each<[string, RegExp]>([
    ['chinese', /\S/],
    ['arabic', /\S/],
    ['dutch', /\S/],
  ])('writes %s names with a given and a family name', (culture, shape) => {
    const r = new Random(7);
    for (let i = 0; i < 20; i++) {
      const n = nameOf(r, { name: culture, ...CULTURES[culture]! });
      expect(n.full).toMatch(shape);
      expect(n.full.includes(n.family) || n.full.includes(n.family.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(true);
    }
  });

  it('writes family-first cultures family name first most of the time', () => {
    const r = new Random(11);
    const names = Array.from({ length: 200 }, () => nameOf(r, { name: 'japanese', ...CULTURES.japanese! }));
    const familyFirst = names.filter((n) => n.full.startsWith(`${n.family} `)).length;
    expect(familyFirst).toBeGreaterThan(120);
    expect(familyFirst).toBeLessThan(200);
  });
});
