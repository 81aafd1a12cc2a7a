import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jay', 'abbey', 'jason', 'michelle', 'tom', 'will', 'rose', 'georgia', 'dwayne', 'vin', 'johnson'],
  last: ['mcdonald', 'johnson'],
  name: ['trish', 'danish', 'co', 'brown', 'steptoe'],
  city: ['georgia'],
  country: [],
  region: ['virginia'],
  regionCode: [],
  commonWords: [['will', 'and', 'the', 'are', 'me'], ['jay', 'abbey', 'rose', 'brown'], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('names joined by "&" or "and" to another person', () => {
  it.each([
    // Two lone given names; one from the untyped list is enough beside a typed one.
    ['Come again ! Jay & Trish are craving some', [], ['PERSON:Jay:coordinated', 'PERSON:Trish:coordinated']],
    ['so Jason and Michelle left early', [], ['PERSON:Jason:coordinated', 'PERSON:Michelle:coordinated']],
    // Beside a person the tagger found, or beside the writer.
    ['keep Vin and Dwayne on the team', [['PERSON', 'Vin']], ['PERSON:Vin:model', 'PERSON:Dwayne:coordinated']],
    ['the video Abbey and I posted', [], ['PERSON:Abbey:coordinated']],
    ['me and Tom went fishing', [], ['PERSON:Tom:coordinated']],
    // "&" beside a name the tagger found is mostly a firm, and so is a pair with "&" on its other side.
    ['keep Vin & Dwayne on the team', [['PERSON', 'Vin']], ['PERSON:Vin:model']],
    ['shares of Gamble & Jason and Michelle rose', [], []],
    ['L.O. : Steptoe & Johnson , Clarksburg', [], []],
    // A pair before "show", "movie" … names a work; after a number the word is a date.
    ['when will you upgrade Jason and Michelle show ?', [], []],
    ['open evening on 22 Jay and Trish evening', [], []],
    // Each name is added once, even between two joins; beside a person only a typed given name joins.
    ['Jason and Michelle and Trish came', [], ['PERSON:Jason:coordinated', 'PERSON:Michelle:coordinated']],
    // Firms, places, the commonest words and untyped names beside a person are no such pair.
    // ("McDonald & Co" is then a firm: name-evidence.ts drops the tagger's "McDonald".)
    ['analyst at McDonald & Co .', [['PERSON', 'McDonald']], []],
    ['a friend of Suu Kyi and Danish honorary consul', [['PERSON', 'Suu Kyi']], ['PERSON:Suu Kyi:model']],
    ['Georgia and Virginia voted', [], []],
    ['Will and Trish', [], []],
    // Part of a longer capitalised run: the tagger's business ("Jay & Trish Brown").
    ['Jay & Trish Brown came', [], []],
    // A name the text also writes in lower case is a word there, and Tom has no partner.
    ['Rose and Tom planted a rose', [], []],
  ] as Array<[string, FoundSpan[], string[]]>)('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
