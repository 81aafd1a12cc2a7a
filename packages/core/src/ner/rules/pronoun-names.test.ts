import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['bill', 'grant', 'ann', 'paris', 'will'],
  last: ['lee'],
  name: [],
  city: ['paris'],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['bill', 'grant', 'will', 'the', 'he', 'she', 'his', 'her'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('a lone given name that a pronoun soon refers to', () => {
  it.each([
    ['I am proud of Bill . He went from making soft covers', [], ['PERSON:Bill:pronoun']],
    ['we thanked Grant for her help', [], ['PERSON:Grant:pronoun']],
    // No pronoun, a capitalised word between, or a determiner before: a noun or something else.
    ['I am proud of Bill and the team', [], []],
    ['ask Bill if Jenna has his keys', [], []],
    ['Congress passed the Bill . He said', [], []],
    // Sentence openers, places and words written in lower case here are left alone; longer names are other steps' business.
    ['Bill went home and he slept', [], []],
    ['we went to Paris for his birthday', [], ['LOCATION:Paris:place-cue:motion']],
    ['we met Ann Lee and her son', [], ['PERSON:Ann Lee:given-name']],
    ['pay the bill , then tell Bill he owes', [], []],
    // A span the tagger found stays as it is.
    ['proud of Ann . She won', [['PERSON', 'Ann']], ['PERSON:Ann:model']],
  ] as Array<[string, FoundSpan[], string[]]>)('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
