import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { dropWordFeatures, FEATURES_PER_TOKEN, lineFeatures, scoringMask, tokenFacts } from './features.js';
import { compileGazetteer } from './gazetteer.js';
import { tokenize } from './tokenizer.js';

const gazetteer = compileGazetteer({ first: [], last: [], name: [], city: [], country: [], region: [], regionCode: [] });

function facts(text: string) {
  return tokenFacts(text, tokenize(text), gazetteer, analyzeLayout(text));
}

describe('informal lines', () => {
  it.each([
    ['wow emma and kaite are so cute', '1111111'],
    ['That was great and i loved it', '1111111'],
    ['so good. then we left. lol ok', '111111111'],
    // One lower-case line among formal ones is informal on its own.
    ['Hi team.\nthanks ryan\nThe report is attached.\nBest, Ann', '000' + '11' + '00000' + '000'],
    ['Dear Ann, the report is attached.\nRegards, Bo', '00000000' + '000'],
  ])('%j', (text, expected) => {
    expect(Array.from(facts(text).informal).join('')).toBe(expected);
  });

  it('scores lower-case words only on informal lines', () => {
    const f = facts('Hi team.\nthanks ryan\nThe report is attached.\nBest, Ann');
    const mask = new Uint8Array(f.tokens.count);
    scoringMask(f, 0, f.tokens.count, mask);
    // "Hi" is capitalised; "team" and "." are neighbours that can join it; "thanks" and "ryan" are informal words.
    expect(Array.from(mask.subarray(3, 5))).toEqual([1, 1]);
    // "report" is a lower-case word on a formal line, away from any capitalised word.
    expect(mask[6]).toBe(0);
  });
});

describe('dropWordFeatures', () => {
  it('replaces only the word-identity slots, the same way for every word', () => {
    const a = facts('Zanetti scored');
    const b = facts('Okonkwo scored');
    const fa = new Uint32Array(2 * FEATURES_PER_TOKEN);
    const fb = new Uint32Array(2 * FEATURES_PER_TOKEN);
    lineFeatures(a, 0, 2, fa);
    lineFeatures(b, 0, 2, fb);
    const before = fa.slice(0, FEATURES_PER_TOKEN);
    dropWordFeatures(fa, 0);
    dropWordFeatures(fb, 0);
    const changed = [...before.keys()].filter((k) => before[k] !== fa[k]);
    expect(changed.length).toBe(5);
    for (const k of changed) expect(fa[k]).toBe(fb[k]);
    // Shape, casing and the next word still tell the model about the token.
    expect(fa[2]).toBe(before[2]);
  });
});
