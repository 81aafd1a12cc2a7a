import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { ABSENT, dropWordFeatures, FEATURES_PER_TOKEN, lineFeatures, scoringMask, SELF_FEATURES } from './features.js';
import { tokenFacts } from '../tokens/token-facts.js';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { tokenize } from '../tokens/tokenizer.js';

const gazetteer = compileGazetteer({ first: [], last: [], name: [], city: [], country: [], region: [], regionCode: [], commonWords: [] });

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

  it.each([
    ['12 : 30 , 7 .', false],
    ['42 , 17 ; 9', false],
    ['', false],
    ['the report for Ann', true],
    ['report to paris', true],
  ])('says whether %j has any token worth scoring', (text, any) => {
    const f = facts(text);
    const mask = new Uint8Array(f.tokens.count + 1);
    expect(scoringMask(f, 0, f.tokens.count, mask)).toBe(any);
    expect(mask.some((m) => m !== 0)).toBe(any);
  });

  it('scores as neighbours only the marks that can stand inside a name or place', () => {
    const text = 'Sacramento , CA ( Main ) : Ann & Bo';
    const f = facts(text);
    const mask = new Uint8Array(f.tokens.count);
    scoringMask(f, 0, f.tokens.count, mask);
    const marks = Array.from({ length: f.tokens.count }, (_, i) => [text.slice(f.tokens.starts[i], f.tokens.ends[i]), mask[i]]);
    expect(marks.filter(([w]) => /^[^A-Za-z]$/.test(String(w)))).toEqual([[',', 2], ['(', 0], [')', 0], [':', 0], ['&', 2]]);
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
    // Word, word × casing, the two word bigrams; the informal-line word slot is ABSENT in formal prose and stays so.
    expect(changed.length).toBe(4);
    expect(fa[SELF_FEATURES + 22]).toBe(ABSENT);
    for (const k of changed) expect(fa[k]).toBe(fb[k]);
    // Shape, casing and the next word still tell the model about the token.
    expect(fa[2]).toBe(before[2]);
  });
});

describe('absent features', () => {
  function slots(text: string, token: number): Uint32Array {
    const f = facts(text);
    const out = new Uint32Array(f.tokens.count * FEATURES_PER_TOKEN);
    lineFeatures(f, 0, f.tokens.count, out);
    return out.subarray(token * FEATURES_PER_TOKEN, (token + 1) * FEATURES_PER_TOKEN);
  }
  const fieldSlots = [18, 19, 20].map((k) => SELF_FEATURES + k);
  const informalSlots = [21, 22, 23].map((k) => SELF_FEATURES + k);

  it('leaves field and informal-text slots ABSENT in formal prose', () => {
    const s = slots('We met Ann Lee in Denver.', 3);
    for (const k of [...fieldSlots, ...informalSlots]) expect(s[k]).toBe(ABSENT);
  });

  it('fills them in a labelled field and on an informal line', () => {
    const field = slots('Name: Ann Lee', 2);
    for (const k of fieldSlots) expect(field[k]).not.toBe(ABSENT);
    const chat = slots('lol i saw ann today', 3);
    for (const k of informalSlots) expect(chat[k]).not.toBe(ABSENT);
  });
});

describe('word-class features', () => {
  const classes = compileGazetteer({
    first: [],
    last: [],
    name: [],
    city: [],
    country: [],
    region: [],
    regionCode: [],
    commonWords: [],
    // Two words in one cluster that looks like names, one word in another.
    wordClasses: [
      [3 | (1 << 10) | (3 << 17), 'kimmel colbert'],
      [4 | (2 << 10), 'watched'],
    ],
  });
  function features(text: string): Uint32Array {
    const f = tokenFacts(text, tokenize(text), classes, analyzeLayout(text));
    const out = new Uint32Array(f.tokens.count * FEATURES_PER_TOKEN);
    lineFeatures(f, 0, f.tokens.count, out);
    return out;
  }
  const selfSlots = [11, 12, 13];
  const neighbourSlots = [25, 26, 27].map((k) => SELF_FEATURES + k);

  it('gives words of one class the same class features, so what is learned of one carries to the other', () => {
    const a = features('Kimmel watched');
    const b = features('Colbert watched');
    for (const k of selfSlots) expect(a[k]).toBe(b[k]);
    // The word itself still differs.
    expect(a[1]).not.toBe(b[1]);
  });

  it('tells a word without a class from one with a class', () => {
    const a = features('Kimmel watched');
    const b = features('Zqxwv watched');
    for (const k of selfSlots) expect(a[k]).not.toBe(b[k]);
  });

  it('describes the neighbours by their classes', () => {
    const a = features('Kimmel watched');
    const b = features('Colbert watched');
    const c = features('Zqxwv watched');
    // Token 1 ("watched"): its left neighbour's cluster and name-likeness.
    for (const k of neighbourSlots) expect(a[FEATURES_PER_TOKEN + k]).toBe(b[FEATURES_PER_TOKEN + k]);
    expect(a[FEATURES_PER_TOKEN + neighbourSlots[0]!]).not.toBe(c[FEATURES_PER_TOKEN + neighbourSlots[0]!]);
  });
});

describe('feature hashes', () => {
  // The model's weights are keyed by these hashes: a refactoring that changes one breaks the model.
  const lists = compileGazetteer({
    first: ['ann', 'maria'],
    last: ['lee', 'garcia'],
    name: ['jordan'],
    city: ['denver', 'new york'],
    country: ['jordan'],
    region: ['colorado'],
    regionCode: ['CO'],
    commonWords: [['the', 'in', 'we'], ['met', 'saw'], ['report']],
    wordClasses: [[3 | (1 << 10) | (3 << 17), 'maria garcia'], [7 | (2 << 10) | (2 << 19), 'denver']],
  });
  const text = 'We met Ann Lee in Denver, CO.\nName: Maria Garcia\nCity: New York\nlol i saw jordan in the report';

  it('are the ones the shipped model was trained on', () => {
    const f = tokenFacts(text, tokenize(text), lists, analyzeLayout(text));
    const out = new Uint32Array(f.tokens.count * FEATURES_PER_TOKEN);
    let from = 0;
    for (let i = 1; i <= f.tokens.count; i++) {
      if (i < f.tokens.count && !f.tokens.lineStart[i]) continue;
      lineFeatures(f, from, i, out.subarray(from * FEATURES_PER_TOKEN));
      from = i;
    }
    let digest = 0;
    for (let k = 0; k < out.length; k++) digest = (Math.imul(digest, 31) + out[k]!) >>> 0;
    expect(digest).toBe(3798568403);
  });
});
