import { describe, expect, it } from 'vitest';
import { Builder, generate } from './generate.js';
import { nativeNames, usable } from './sources.js';

describe('places-world probe', () => {
  const docs = generate();
  it('is deterministic', () => {
    expect(generate().slice(0, 50)).toEqual(docs.slice(0, 50));
  });
  it('has spans that lie inside the text and hold no edge space', () => {
    for (const d of docs.slice(0, 400)) for (const s of d.spans) expect(d.text.slice(s.start, s.end).trim()).toBe(d.text.slice(s.start, s.end));
  });
  it('keeps test-only countries out of the dev half', () => {
    const dev = docs.filter((d) => d.meta.split === 'dev').map((d) => d.text).join('\n');
    expect(dev).not.toMatch(/Reykjavík|Ísland|Tallinn|Yerevan|Suva/);
  });
});

describe('Builder casing', () => {
  it.each([
    ['lower', 'München, Bayern', 'münchen, bayern'],
    ['upper', 'Straße', 'STRAßE'],
    ['upper', 'Kraków', 'KRAKÓW'],
  ] as const)('%s %s', (casing, input, out) => {
    const b = new Builder(casing);
    b.span(input, 'LOCATION');
    expect(b.text).toBe(out);
    expect(b.spans[0]).toEqual({ start: 0, end: out.length, type: 'LOCATION' });
  });
});

describe('source names', () => {
  it.each([['Kiel', true], ['Schleswig-Holstein', true], ['Kyiv, Misto', false], ['(Old) Town', false]])('usable %s', (n, ok) => expect(usable(n)).toBe(ok));
  it('keeps native-script names with the English word count, without vowel points', () => {
    const g = { name: 'Minsk', asciiname: 'Minsk', alternativeNames: ['Мінск', 'Горад Мінск', 'Минск'], country: 'BY', lat: '0', lon: '0', population: '1' };
    expect(nativeNames(g, { lang: 'be', script: 'Cyrillic', continent: 'Europe' }, 'Minsk')).toEqual(['Минск', 'Мінск'].sort((a, b) => ['Minsk', ...g.alternativeNames].indexOf(a) - ['Minsk', ...g.alternativeNames].indexOf(b)));
    const h = { ...g, alternativeNames: ['חיפה', 'חֵיפָה'] };
    expect(nativeNames(h, { lang: 'he', script: 'Hebrew', continent: 'Asia' }, 'Haifa')).toEqual(['חיפה']);
  });
});
