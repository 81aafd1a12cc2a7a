import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['ישראל'],
  last: [],
  name: [],
  city: ['東京', 'ሐዋሳ'],
  country: ['日本', 'ኢትዮጵያ', 'भारत', 'مصر', 'ישראל', 'ประเทศไทย', 'საქართველო', 'deutschland', '中華 民國'],
  region: ['北海道'],
  regionCode: [],
  commonWords: [['from', 'in', 'we', 'it', 'the'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('listed places in scripts without case', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // Anywhere in the text: no capital tells the tagger, the lists do.
    ['We shipped it from 日本 yesterday.', [], ['LOCATION:日本']],
    ['ኢትዮጵያ', [], ['LOCATION:ኢትዮጵያ']],
    ['offices: भारत, مصر and ประเทศไทย', [], ['LOCATION:भारत', 'LOCATION:مصر', 'LOCATION:ประเทศไทย']],
    ['საქართველო\n東京\n北海道', [], ['LOCATION:საქართველო', 'LOCATION:東京', 'LOCATION:北海道']],
    // A listed phrase is taken whole.
    ['visa for 中華 民國 citizens', [], ['LOCATION:中華 民國']],
    // The tagger's PERSON over exactly the place becomes it; a span it already has stays.
    ['met in ሐዋሳ today', [['PERSON', 'ሐዋሳ']], ['LOCATION:ሐዋሳ']],
    ['met in ሐዋሳ today', [['LOCATION', 'ሐዋሳ']], ['LOCATION:ሐዋሳ']],
    // Not: a word that is also a person's name; running text without spaces (one long token);
    // a word of a cased script (the tagger sees its capital: other rules' and the model's).
    ['ישראל', [], []],
    ['私は日本に住んでいます', [], []],
    ['deutschland', [], []],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
