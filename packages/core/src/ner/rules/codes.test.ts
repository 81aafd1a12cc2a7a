import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['dea', 'lee', 'bay'],
  last: ['lee'],
  name: [],
  city: ['bonn', 'bay', 'cork'],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['the', 'points'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('codes before their identifier', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['NDC 25855-1374-45', [['LOCATION', 'NDC']], []],
    ['ICD 10 code', [['PERSON', 'ICD']], []],
    // A listed name is a code only before what can be nothing but an identifier.
    ['DEA AB1234563', [['PERSON', 'DEA']], []],
    ['LEE 12 points', [['PERSON', 'LEE']], ['PERSON:LEE']],
    // A listed place never is one (a dateline); nor a longer word, nor a word before plain text.
    ['BONN 1996-08-30', [['LOCATION', 'BONN']], ['LOCATION:BONN']],
    ['KRAKOW 1996-08-30', [['LOCATION', 'KRAKOW']], ['LOCATION:KRAKOW']],
    ['ICD the code', [['PERSON', 'ICD']], ['PERSON:ICD']],
    // A code after a name, before its own colon: trimmed off; a name in capitals keeps its last word.
    ['Dr Lee DEA:AB1234563', [['PERSON', 'Lee DEA']], ['PERSON:Lee']],
    ['HONG KONG 1996-08-30', [['LOCATION', 'HONG KONG']], ['LOCATION:HONG KONG']],
    // A spot inside a place before its short code; a surname or team before a score is none.
    ['Park in Bay 32B please', [['LOCATION', 'Bay']], []],
    ['at Door 3B', [['LOCATION', 'Door']], []],
    ['b Cork 176', [['PERSON', 'Cork']], ['PERSON:Cork']],
    ['Bay 06000', [['LOCATION', 'Bay']], ['LOCATION:Bay']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
