import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['donald', 'lionel'],
  last: ['trump', 'jones'],
  name: [],
  city: ['louis'],
  country: [],
  region: [],
  regionCode: ['MO'],
  commonWords: [['the', 'you', 'will', 'all'], ['trump'], []],
  famous: [['trump', 'messi', 'xi'], ['colbert']],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found);
}

describe('famous people named by family name alone', () => {
  it.each([
    ['if you support Trump your a coward', [], ['PERSON:Trump:famous']],
    ['Trump will make the universe great', [], ['PERSON:Trump:famous']],
    ['# Colbert 4 President', [], ['PERSON:Colbert:famous']],
    // In lower case only on an informal line, and only the most widely known.
    ['i think messi watching this game is fun', [], ['PERSON:messi:famous']],
    ['i think colbert is funny', [], []],
    // Beside another capitalised word it is part of a longer name: a building, a company, an organisation.
    ['We met at Trump Tower in May', [], []],
    ['the Nation of Colbert group', [], []],
    // Places on the lists and names after an abbreviation's full stop stay as they are.
    ['Moved to St. Louis, MO last year', [], []],
    // Right after a PERSON span the tagger found, the name goes on ("lionel messi" in lower case).
    ['i think lionel messi is the best', [['PERSON', 'lionel']], ['PERSON:lionel messi:model+famous']],
    // A span the tagger found is left alone.
    ['Donald Trump spoke', [['PERSON', 'Donald Trump']], ['PERSON:Donald Trump:model']],
    // A part of a user handle or hashtag names an account or a topic, not the person.
    ['RT @Mickey__Trump : 58 years ago', [], []],
    ['@Trump_Fan2 see you there', [], []],
    ['so #Colbert won tonight', [], []],
    ['RT @fan : Trump will speak', [], ['PERSON:Trump:famous']],
    // In lower case a short word is too often chat or another language; capitalised it stands.
    ['i think xi is strong', [], []],
    ['i think Xi is strong', [], ['PERSON:Xi:famous']],
    // Capitals lines are headings, not names.
    ['TRUMP WINS AGAIN', [], []],
  ] as Array<[string, FoundSpan[], string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
