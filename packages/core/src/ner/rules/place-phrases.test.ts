import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['louis'],
  last: [],
  name: [],
  city: ['port moresby', 'port louis', 'new york'],
  country: ['south africa', 'united arab emirates', 'africa'],
  region: ['tamil nadu'],
  regionCode: [],
  commonWords: [['from', 'to', 'the', 'port', 'south', 'new', 'returned', 'sites'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('a span over part of a listed place takes in the whole', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['returned from south africa, presents', [['LOCATION', 'africa']], ['LOCATION:south africa']],
    ['back from united arab emirates', [['LOCATION', 'arab emirates']], ['LOCATION:united arab emirates']],
    ['sites: Port Moresby or Lae', [['LOCATION', 'Moresby']], ['LOCATION:Port Moresby']],
    ['shipment to Tamil Nadu', [['LOCATION', 'Nadu']], ['LOCATION:Tamil Nadu']],
    // Another span holds the rest, the cases differ, or the span is the whole place already: as it was.
    ['Tamil Nadu', [['PERSON', 'Tamil'], ['LOCATION', 'Nadu']], ['PERSON:Tamil', 'LOCATION:Nadu']],
    ['the south Africa', [['LOCATION', 'Africa']], ['LOCATION:Africa']],
    ['New York', [['LOCATION', 'New York']], ['LOCATION:New York']],
  ])('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
