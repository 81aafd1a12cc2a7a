import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['glenn', 'andy'],
  last: ['melville'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['from', 'in', 'is', 'the', 'lake'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('words shaped like English place names', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['Lake Ryanshire is lovely', [['PERSON', 'Lake Ryanshire']], ['LOCATION:Lake Ryanshire']],
    ['near Kevinborough today', [['PERSON', 'Kevinborough']], ['LOCATION:Kevinborough']],
    ['Greetings from Kevinborough !', [], ['LOCATION:Kevinborough']],
    ['moved to Klagenfurt in May', [], ['LOCATION:Klagenfurt']],
    // A given name before it, a listed family name, no place preposition, or too short a stem: no place.
    ['Glenn Somerville said', [['PERSON', 'Glenn Somerville']], ['PERSON:Glenn Somerville']],
    ['Andy Melville said', [['PERSON', 'Andy Melville']], ['PERSON:Andy Melville']],
    ['Kevinborough is far', [], []],
    ['lives in Ville now', [], []],
    // The ending is matched in lower case, whatever the word's capitals; a letter after it is no ending.
    ['Greetings from MiddlesBOROUGH !', [], ['LOCATION:MiddlesBOROUGH']],
    ['Greetings from Kevinboroughs !', [], []],
    ['Greetings from Kevinborougk !', [], []],
    ['Greetings from İstville !', [], ['LOCATION:İstville']],
    ['Greetings from Stad !', [], []],
    ['Greetings from Kolstad !', [], ['LOCATION:Kolstad']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
