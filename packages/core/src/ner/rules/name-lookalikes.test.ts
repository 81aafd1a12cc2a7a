import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jimmy', 'chance', 'penny', 'henry', 'leopold', 'tiffany'],
  last: ['brown', 'hilll', 'trump'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['so', 'god', 'the', 'and', 'no', 'chance', 'brown', 'dear', 'manager', 'customer', 'valued', 'hiring'], ['spinner', 'trump', 'bravo'], ['fidget', 'penny']],
  famous: [['trump'], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('names that read as chat or as plain words', () => {
  it.each([
    // Interjections and drawn-out words are no names, alone or at a name's edge.
    ['Bruh she was slick mad', [['PERSON', 'Bruh']], []],
    ['Aaawww , I was looking forward', [['PERSON', 'Aaawww']], []],
    ['lol Jimmy xD', [['PERSON', 'Jimmy xD']], ['PERSON:Jimmy:model+chat']],
    ['Awwwww Didga is back', [['PERSON', 'Awwwww Didga']], ['PERSON:Didga:model+chat']],
    // Listed names and Roman numerals with three like letters stay.
    ['Landlord: Tiffany Hilll, (907)', [['PERSON', 'Tiffany Hilll']], ['PERSON:Tiffany Hilll:model']],
    ['Daughter of Henry VIII and', [['PERSON', 'Henry VIII']], ['PERSON:Henry VIII:model']],
    // A sentence opener among the commonest words, on no name list, is capitalised for its place only.
    ['my President . So inspiring !', [['PERSON', 'So']], []],
    ['We believe in God .', [['PERSON', 'God']], ['PERSON:God:model']],
    ['No Chance was given', [['PERSON', 'Chance']], ['PERSON:Chance:model']],
    // Lower case: a common word no list has as a name makes the span plain words.
    ['can i have fidget spinner my name', [['PERSON', 'spinner']], []],
    ['i saw fidget spinner guy', [['PERSON', 'fidget spinner']], []],
    ['every penny and more', [['PERSON', 'penny']], ['PERSON:penny:model']],
    // A lone lower-case common word listed only as a family name is a word; a famous person's name is not.
    ['my puppy is brown and white', [['PERSON', 'brown']], []],
    ['not a trump fan', [['PERSON', 'trump']], ['PERSON:trump:model']],
    ['Incredible film ! Bravo !', [['PERSON', 'Bravo']], []],
    ['hey deji make a video', [['PERSON', 'deji']], ['PERSON:deji:model']],
    // English words ending in a role noun name the role; a given name among them is a person's.
    ['Dear Hiring Manager ,', [['PERSON', 'Hiring Manager']], []],
    ['Dear Valued Customer ,', [['PERSON', 'Valued Customer']], []],
    ['Dear Penny Manager ,', [['PERSON', 'Penny Manager']], ['PERSON:Penny Manager:model+addressed']],
    ['Dear Zorblat Manager ,', [['PERSON', 'Zorblat Manager']], ['PERSON:Zorblat Manager:model+addressed']],
  ] as Array<[string, FoundSpan[], string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
