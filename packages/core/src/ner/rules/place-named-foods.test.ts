import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: [],
  last: [],
  name: [],
  city: ['brussels', 'dijon', 'buffalo', 'kiel'],
  country: ['turkey'],
  region: [],
  regionCode: [],
  commonWords: [['i', 'had', 'a', 'in', 'cost', 'less', 'the', 'pass', 'please', 'and', 'office', 'city'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a place name before a food noun names the food', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['I had a Turkey sandwich', [['LOCATION', 'Turkey']], []],
    ['Brussels sprouts and ham', [['LOCATION', 'Brussels']], []],
    ['Pass the Dijon mustard, please', [['LOCATION', 'Dijon']], []],
    ['a plate of Buffalo wings', [['LOCATION', 'Buffalo']], []],
    // After a place preposition, before another noun, or with the noun on the next line: the place.
    ['in Turkey sandwiches cost less', [['LOCATION', 'Turkey']], ['LOCATION:Turkey']],
    ['the Kiel office', [['LOCATION', 'Kiel']], ['LOCATION:Kiel']],
    ['City: Dijon\nsandwich', [['LOCATION', 'Dijon']], ['LOCATION:Dijon']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
