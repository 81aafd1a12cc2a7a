import { describe, expect, it } from 'vitest';
import { compileGazetteer, GAZ, matchGazetteer, NO_WORD_CLASS, WORD_CLASS, type Gazetteer } from './gazetteer.js';
import { hashRange } from './hash.js';
import { tokenize } from './tokenizer.js';

const lists: Gazetteer = {
  first: ['maria', 'jordan'],
  name: ['okafor'],
  last: ['lopez', 'jordan'],
  city: ['salt lake city', 'salt', 'new delhi', 'st. louis'],
  country: ['france'],
  region: ['utah'],
  regionCode: ['UT', 'IN'],
  commonWords: [['the', 'bill'], ['price'], ['hunter']],
  wordClasses: [
    [5 | (2 << 10) | (3 << 17), 'maria okafor'],
    [9 | (4 << 10) | (1 << 19), 'utah'],
  ],
};
const compiled = compileGazetteer(lists);

function match(text: string) {
  const tokens = tokenize(text);
  const lower = new Uint32Array(tokens.count);
  for (let i = 0; i < tokens.count; i++) lower[i] = hashRange(text, tokens.starts[i]!, tokens.ends[i]!, true);
  return matchGazetteer(compiled, text, tokens, lower);
}

describe('matchGazetteer', () => {
  it('flags single words, with every list they are on', () => {
    const m = match('Maria JORDAN of France');
    expect(Array.from(m.single)).toEqual([GAZ.first, GAZ.first | GAZ.last, 0, GAZ.country]);
  });

  it('flags words of the untyped people-name list as names', () => {
    expect(Array.from(match('Ngozi Okafor').single)).toEqual([0, GAZ.name]);
  });

  it('marks the longest phrase over its tokens and where it begins', () => {
    const m = match('to Salt Lake City, UT');
    expect(Array.from(m.phrase)).toEqual([0, GAZ.city, GAZ.city, GAZ.city, 0, 0]);
    expect(Array.from(m.phraseBegin)).toEqual([0, 1, 0, 0, 0, 0]);
    expect(m.single[1]).toBe(GAZ.city);
  });

  it('matches phrases with inner punctuation', () => {
    expect(Array.from(match('St. Louis').phrase)).toEqual([GAZ.city, GAZ.city, GAZ.city]);
  });

  it('counts state codes only in capitals', () => {
    const m = match('UT in IN');
    expect(Array.from(m.single)).toEqual([GAZ.regionCode, 0, GAZ.regionCode]);
  });

  it('gives each common English word its band, in any casing, and 0 to other words', () => {
    expect(Array.from(match('Bill the HUNTER price Wolsey 42').commonBand)).toEqual([1, 1, 3, 2, 0, 0]);
  });

  it('gives each word of the word-class lists its packed class, in any casing, and NO_WORD_CLASS to others', () => {
    const codes = Array.from(match('MARIA from Utah , Okafor').wordClass);
    expect(codes.map((c) => (c === NO_WORD_CLASS ? null : [WORD_CLASS.fine(c), WORD_CLASS.coarse(c), WORD_CLASS.person(c), WORD_CLASS.place(c)]))).toEqual([
      [5, 2, 3, 0],
      null,
      [9, 4, 0, 1],
      null,
      [5, 2, 3, 0],
    ]);
  });

  it('works without word-class lists (older gazetteer files)', () => {
    const { wordClasses: _, ...older } = lists;
    const tokens = tokenize('Maria');
    expect(Array.from(matchGazetteer(compileGazetteer(older), 'Maria', tokens, Uint32Array.of(hashRange('Maria', 0, 5, true))).wordClass)).toEqual([NO_WORD_CLASS]);
  });

  it('does not match a phrase across lines', () => {
    expect(Array.from(match('New\nDelhi').phrase)).toEqual([0, 0]);
  });
});
