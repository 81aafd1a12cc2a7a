import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['pontus', 'crescenzia', 'trent', 'lourdes', 'santa', 'victoria', 'kenya', 'jordan'],
  last: ['berlin', 'houston', 'bridge', 'clara', 'tanaka', 'silva', 'falls', 'valley'],
  name: [],
  city: ['berlin', 'houston', 'lourdes', 'santa clara', 'victoria falls', 'silva'],
  country: ['kenya', 'jordan'],
  region: ['victoria'],
  regionCode: [],
  commonWords: [['with', 'said', 'she', 'moved', 'to', 'at', 'bridge', 'meeting', 'please', 'ask', 'valley', 'the'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a given name and a place-named family name are a person', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['Pontus Berlin said she would', [['LOCATION', 'Pontus Berlin']], ['PERSON:Pontus Berlin']],
    ['meeting with crescenzia houston moved', [['LOCATION', 'crescenzia houston']], ['PERSON:crescenzia houston']],
    // A given name that is a place, a common word after the name, a listed place phrase, mixed case: still a place.
    ['Lourdes Berlin', [['LOCATION', 'Lourdes Berlin']], ['LOCATION:Lourdes Berlin']],
    ['at Trent Bridge', [['LOCATION', 'Trent Bridge']], ['LOCATION:Trent Bridge']],
    ['moved to Santa Clara', [['LOCATION', 'Santa Clara']], ['LOCATION:Santa Clara']],
    ['pontus Berlin', [['LOCATION', 'pontus Berlin']], ['LOCATION:pontus Berlin']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('a given name that is a place and a family name that is none are a person', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['Please ask Victoria Tanaka', [['LOCATION', 'Victoria Tanaka']], ['PERSON:Victoria Tanaka']],
    ['meeting with kenya tanaka', [['LOCATION', 'kenya tanaka']], ['PERSON:kenya tanaka']],
    // A family word that is a place too, a listed place phrase, a common word, mixed case: still a place.
    ['Please ask Kenya Silva', [['LOCATION', 'Kenya Silva']], ['LOCATION:Kenya Silva']],
    ['at Victoria Falls', [['LOCATION', 'Victoria Falls']], ['LOCATION:Victoria Falls']],
    ['the Jordan Valley', [['LOCATION', 'Jordan Valley']], ['LOCATION:Jordan Valley']],
    ['Victoria tanaka', [['LOCATION', 'Victoria tanaka']], ['LOCATION:Victoria tanaka']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
