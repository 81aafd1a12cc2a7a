import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['vaughan', 'anna'],
  last: ['berg'],
  name: [],
  city: ['port louis', 'vaughan', 'reading', 'lankaran'],
  country: ['philippines', 'ireland'],
  region: ['ontario'],
  regionCode: [],
  commonWords: [['the', 'city', 'country', 'name', 'reading', 'notes', 'not', 'sure'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a listed place filling a place label’s value', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['city: port louis\ncountry: ireland', [], ['LOCATION:port louis', 'LOCATION:ireland']],
    ['Country: the Philippines', [], ['LOCATION:Philippines']],
    ['Hometown: Lankaran, Ontario', [], ['LOCATION:Lankaran, Ontario']],
    ['City: Vaughan\nNotes: none', [['PERSON', 'Vaughan']], ['LOCATION:Vaughan']],
    ['Destination: Reading', [], ['LOCATION:Reading']],
    // A person label's value stays a person's; a value going on past the place, or no listed place: no place.
    ['Name: Vaughan', [], ['PERSON:Vaughan']],
    ['City: Reading Notes', [], []],
    ['City: not sure', [], []],
    // A table cell under a place header ends at its bar.
    ['| name | city |\n|---|---|\n| anna | lankaran |\n| berg | port louis |', [], ['PERSON:anna', 'LOCATION:lankaran', 'PERSON:berg', 'LOCATION:port louis']],
    // The label of a place field is no place, though a town may have its name ("Ville", "Land").
    ['Ville : Vaughan', [['LOCATION', 'Ville'], ['LOCATION', 'Vaughan']], ['LOCATION:Vaughan']],
    ['Land: Ireland', [['LOCATION', 'Land']], ['LOCATION:Ireland']],
    // Another label's word stays ("Berg: ..." is no place label), and a place before a colon in prose stays.
    ['Name: Anna\nBerg: yes', [['LOCATION', 'Berg']], ['PERSON:Anna', 'LOCATION:Berg']],
    ['We met in Vaughan: it rained', [['LOCATION', 'Vaughan']], ['LOCATION:Vaughan']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
