import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { tokenFacts } from '../tokens/token-facts.js';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { capitalisedOnLine, onOneLine, wordSet, wordsIn } from './rule-words.js';
import { tokenize } from '../tokens/tokenizer.js';

const gazetteer = compileGazetteer({ first: [], last: [], name: [], city: [], country: [], region: [], regionCode: [], commonWords: [] });

function facts(text: string) {
  return tokenFacts(text, tokenize(text), gazetteer, analyzeLayout(text));
}

describe('tokens on one line', () => {
  // Tokens: 0 "Ann", 1 "met", 2 "Bo", 3 "Lee" (starts line 2), 4 "left".
  const f = facts('Ann met Bo\nLee left');

  it.each([
    [0, 2, true],
    [2, 0, true],
    [2, 3, false],
    [1, 4, false],
    [3, 4, true],
    [0, -1, false],
    [4, 5, false],
  ])('tokens %i and %i: %s', (i, j, expected) => {
    expect(onOneLine(f, i, j)).toBe(expected);
  });

  it('finds a capitalised neighbour only on the same line', () => {
    expect(capitalisedOnLine(f, 1, 2)).toBe(true);
    expect(capitalisedOnLine(f, 2, 3)).toBe(false);
    expect(capitalisedOnLine(f, 0, 1)).toBe(false);
  });
});

describe('words of a list, per word number', () => {
  const list = wordSet(['nurse', 'broker']);

  it.each([
    ['Nurse Ann and the nurse', [true, false, false, false, true]],
    ['BROKER , broker , Broker-Smith', [true, false, true, false, false]],
    ['no such word here', [false, false, false, false]],
    ['', []],
  ])('%s', (text, expected) => {
    const f = facts(text);
    const inList = wordsIn(f, list);
    expect(Array.from(f.words.ids, (id) => inList[id] === 1)).toEqual(expected);
    expect(Array.from(f.lower, (w) => list.has(w))).toEqual(expected);
  });
});
