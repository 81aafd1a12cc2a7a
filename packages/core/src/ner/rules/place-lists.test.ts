import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['milan', 'anna'],
  last: ['cork'],
  name: [],
  city: ['frankfurt', 'milan', 'warsaw', 'lisbon', 'madrid', 'nice', 'sao paulo', 'porto', 'doha', 'muscat', 'cork'],
  country: ['brazil', 'trinidad and tobago', 'trinidad'],
  region: ['eastern'],
  regionCode: [],
  commonWords: [['in', 'and', 'or', 'with', 'the', 'weather', 'are', 'hubs', 'between', 'flights', 'offices'], ['nice'], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('places listed with a place', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['offices in Frankfurt, Milan and Warsaw', [['LOCATION', 'Frankfurt']], ['LOCATION:Frankfurt', 'LOCATION:Milan', 'LOCATION:Warsaw']],
    ['Milan, Frankfurt and Warsaw are hubs', [['LOCATION', 'Frankfurt']], ['LOCATION:Milan', 'LOCATION:Frankfurt', 'LOCATION:Warsaw']],
    ['flights between lisbon and madrid', [['LOCATION', 'lisbon']], ['LOCATION:lisbon', 'LOCATION:madrid']],
    ['Lisbon / Porto, or Sao Paulo', [['LOCATION', 'Lisbon']], ['LOCATION:Lisbon', 'LOCATION:Porto', 'LOCATION:Sao Paulo']],
    // What the tagger called a person stays one; an English word in lower case, a word of a longer name, another line: no.
    ['in Frankfurt, with Anna and Milan', [['LOCATION', 'Frankfurt'], ['PERSON', 'Anna']], ['LOCATION:Frankfurt', 'PERSON:Anna']],
    ['lisbon and nice weather', [['LOCATION', 'lisbon']], ['LOCATION:lisbon']],
    ['Warsaw and Eastern Region units', [['LOCATION', 'Warsaw']], ['LOCATION:Warsaw']],
    ['Frankfurt,\nMilan', [['LOCATION', 'Frankfurt']], ['LOCATION:Frankfurt']],
    // No place in the list, no list of places.
    ['Anna and Milan', [['PERSON', 'Anna']], ['PERSON:Anna']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('a list item the tagger read as a person, and places joined in one span', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['offices in Oslo, Frankfurt, and Muscat.', [['LOCATION', 'Frankfurt'], ['PERSON', 'Muscat']], ['LOCATION:Frankfurt', 'LOCATION:Muscat']],
    ['Mzuzu, Cork, Warsaw', [['PERSON', 'Cork'], ['LOCATION', 'Warsaw']], ['LOCATION:Cork', 'LOCATION:Warsaw']],
    ['offices in Frankfurt & Doha.', [['LOCATION', 'Frankfurt & Doha']], ['LOCATION:Frankfurt', 'LOCATION:Doha']],
    ['Lisbon / Sao Paulo', [['LOCATION', 'Lisbon / Sao Paulo']], ['LOCATION:Lisbon', 'LOCATION:Sao Paulo']],
    // A person of two words, a listed name with "and", or a part that is no listed place: as they were.
    ['in Frankfurt , Cork said', [['LOCATION', 'Frankfurt'], ['PERSON', 'Cork']], ['LOCATION:Frankfurt', 'PERSON:Cork']],
    ["Warsaw and Cork 's weight", [['LOCATION', 'Warsaw'], ['PERSON', 'Cork']], ['LOCATION:Warsaw', 'PERSON:Cork']],
    ['Frankfurt and Anna Cork', [['LOCATION', 'Frankfurt'], ['PERSON', 'Anna Cork']], ['LOCATION:Frankfurt', 'PERSON:Anna Cork']],
    ['Trinidad and Tobago', [['LOCATION', 'Trinidad and Tobago']], ['LOCATION:Trinidad and Tobago']],
    ['Frankfurt & Partners', [['LOCATION', 'Frankfurt & Partners']], ['LOCATION:Frankfurt & Partners']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
