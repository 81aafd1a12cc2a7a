import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: [],
  last: [],
  name: [],
  city: [],
  country: ['china', 'turkey', 'oman'],
  region: [],
  regionCode: [],
  commonWords: [['put', 'the', 'good', 'away', 'we', 'ate', 'for', 'dinner', 'hospital', 'course', 'was', 'china', 'turkey', 'lol', 'i', 'love', 'so', 'much', 'u', 'omg', 'it', 'is'], [], ['japan', 'kid']],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('place look-alikes', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // A common word in lower case in edited text is the word, a country of its name or not.
    ['Put the good china away.', [['LOCATION', 'china']], []],
    ['We ate turkey for dinner.', [['LOCATION', 'turkey']], []],
    // Capitalised it is the country; in chat (all lower case) a place may be written so; a word no list has stays the tagger's.
    ['We love China so much.', [['LOCATION', 'China']], ['LOCATION:China']],
    ['i love china so much lol omg u', [['LOCATION', 'china']], ['LOCATION:china']],
    ['He flew to oman today.', [['LOCATION', 'oman']], ['LOCATION:oman']],
    // A word of the rarest common band is mostly met as the place.
    ['A kid from japan won.', [['LOCATION', 'japan']], ['LOCATION:japan']],
    // A capitalised common word inside a sentence that no list has.
    ['The Hospital course was good.', [['LOCATION', 'Hospital']], []],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
