import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jordan'],
  last: [],
  name: [],
  city: ['elba', 'paris'],
  country: ['jordan'],
  region: ['georgia'],
  regionCode: [],
  commonWords: [['is', 'was', 'a', 'the', 'such', 'great', 'city', 'company', 'girl', 'she', 'he', 'this', 'patient', 'nobody'], ['dude', 'detective', 'customer'], ['bodega']],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('a word said to be a person', () => {
  it.each([
    ['So fitting that Bodega was a shit detective .', [], ['PERSON:Bodega:predicate']],
    ['Elba is such a badass dude', [['LOCATION', 'Elba']], ['PERSON:Elba:model+person-not-place:predicate']],
    ['Tebogo is my brother', [], ['PERSON:Tebogo:predicate']],
    ['Skhumba my brother we will miss you', [], ['PERSON:Skhumba:predicate']],
    ['Tebogo is cute . . .', [], ['PERSON:Tebogo:predicate']],
    ['Bulbulay is so so so funny', [], ['PERSON:Bulbulay:predicate']],
    ['Zentrix is a cute app', [], []],
    ['Zentrix our company', [], []],
    // On another line "my brother" says nothing of the word.
    ['Skhumba\nmy brother we will miss you', [], []],
    // "'s" may be a possessive: "Zentrix's CEO" says nothing.
    ["Zentrix's ceo resigned", [], []],
    // Places and firms are called other things; countries and regions keep their reading.
    ['Paris is a great city', [['LOCATION', 'Paris']], ['LOCATION:Paris:model']],
    ['Zentrix is a company', [], []],
    ['Jordan is a great friend of the West', [['LOCATION', 'Jordan']], ['LOCATION:Jordan:model+place-not-person:context']],
    ['Georgia is a great friend', [['LOCATION', 'Georgia']], ['LOCATION:Georgia:model']],
    // Pronouns and common words opening a sentence are no names.
    ['She is my sister and He is a good man.', [], []],
    ['Patient is a pleasant woman.', [], []],
    ['Customer is a nice guy.', [], []],
    ['This is my brother', [], []],
    ['Nobody is funny', [], []],
    // After "his", "the" … it is a thing; the noun must be in the same clause.
    ['Tommi Makinen in his Mitsubishi was third but current world champion', [['PERSON', 'Tommi Makinen']], ['PERSON:Tommi Makinen:model']],
    ['Bodega was third but a world champion', [], []],
    // Too far from the noun, part of a longer capitalised run, or a person noun itself.
    ['Bodega was a very very shit old detective', [], []],
    ['Casa Bodega is a great guy', [], []],
    ['Girl is very beautiful girl', [], []],
  ] as Array<[string, FoundSpan[], string[]]>)('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
