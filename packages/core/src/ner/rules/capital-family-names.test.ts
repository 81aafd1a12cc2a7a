import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['baptiste', 'noa', 'sanne', 'amirul', 'juho', 'john'],
  last: ['fontaine', 'groot', 'osman', 'järvinen'],
  name: [],
  city: ['paris'],
  country: ['france'],
  region: [],
  regionCode: [],
  commonWords: [['the', 'and', 'note', 'please', 'see'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('"FAMILY, Given" is one name', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['FONTAINE, Baptiste', [['PERSON', 'FONTAINE'], ['PERSON', 'Baptiste']], ['PERSON:FONTAINE, Baptiste']],
    ['{"owner": "BEN-AMI, Noa", "status": "open"}', [['PERSON', 'Noa']], ['PERSON:BEN-AMI, Noa']],
    ['name;role\nDE GROOT, Sanne;reviewer', [['PERSON', 'Sanne']], ['PERSON:DE GROOT, Sanne']],
    ['Patient BINTI OSMAN, Amirul admitted', [['PERSON', 'Amirul']], ['PERSON:Amirul']],
    ['Patient: BINTI OSMAN, Amirul', [['PERSON', 'BINTI OSMAN']], ['PERSON:BINTI OSMAN, Amirul']],
    ['JÄRVINEN, Juho\nnext line', [['PERSON', 'JÄRVINEN']], ['PERSON:JÄRVINEN, Juho']],
    // Negatives: no person read on either side; a place holds the capitals; the given part runs on into prose; one capital letter.
    ['NOTE, Please see below', [], []],
    ['PARIS, John', [['LOCATION', 'PARIS'], ['PERSON', 'John']], ['LOCATION:PARIS', 'PERSON:John']],
    ['FONTAINE, Baptiste and the team met', [['PERSON', 'Baptiste']], ['PERSON:Baptiste']],
    ['A, John', [['PERSON', 'John']], ['PERSON:John']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
