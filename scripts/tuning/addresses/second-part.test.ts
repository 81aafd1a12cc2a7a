import { describe, expect, it } from 'vitest';
import { CONTEXTS } from './contexts.js';
import { TEST_ONLY_COUNTRIES, secondPart } from './second-part.js';

const docs = secondPart(1800, 3);

describe('address tuning set, second part', () => {
  it('is the same on every run (seeded, no clock)', () => {
    expect(JSON.stringify(secondPart(1800, 3))).toBe(JSON.stringify(docs));
  });

  it('gives spans that start and end on the address, not on blanks or punctuation', () => {
    for (const d of docs) {
      for (const s of d.spans) {
        const value = d.text.slice(s.start, s.end);
        expect(value).toMatch(/^[\p{L}\p{N}#'(]/u);
        expect(value).toMatch(/[\p{L}\p{N})º.]$/u);
      }
    }
  });

  it('keeps the contexts and countries meant for the test part out of the dev part', () => {
    const testOnly = new Set(CONTEXTS.filter((c) => c.testOnly).map((c) => c.name));
    const dev = docs.filter((d) => d.meta.split === 'dev');
    expect(dev.some((d) => testOnly.has(d.meta.template))).toBe(false);
    expect(dev.some((d) => TEST_ONLY_COUNTRIES.has(d.meta.country as never))).toBe(false);
    const test = docs.filter((d) => d.meta.split === 'test');
    expect(test.some((d) => testOnly.has(d.meta.template))).toBe(true);
    expect(test.some((d) => TEST_ONLY_COUNTRIES.has(d.meta.country as never))).toBe(true);
  });

  it('never puts the name or c/o line of a block inside the ADDRESS span', () => {
    for (const d of docs.filter((x) => x.meta.template === 'care_of' || x.meta.template === 'name_block')) {
      for (const s of d.spans) expect(d.text.slice(s.start, s.end)).not.toMatch(/c\/o|care of/i);
    }
  });
});
