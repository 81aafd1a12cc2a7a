import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['maria', 'jordan'],
  last: [],
  name: [],
  city: ['zemun', 'paris', 'austin', 'dobrich'],
  country: ['jordan'],
  region: [],
  regionCode: [],
  commonWords: [['flights', 'from', 'to', 'a', 'postcard', 'spread', 'over', 'the', 'weekend', 'were', 'cheap', 'went', 'i'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('"from <place> to <Y>": Y is a place', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['flights from Zemun to Інджія were cheap', [['LOCATION', 'Zemun'], ['PERSON', 'Інджія']], ['LOCATION:Zemun', 'LOCATION:Інджія']],
    ['spread from Dobrich to Видин over the weekend', [['LOCATION', 'Dobrich'], ['PERSON', 'Видин']], ['LOCATION:Dobrich', 'LOCATION:Видин']],
    ['flights from Austin to Jordan', [['LOCATION', 'Austin'], ['PERSON', 'Jordan']], ['LOCATION:Austin', 'LOCATION:Jordan']],
    // A listed name that is no place, no place before "to", or no "from": a person.
    ['a postcard from Paris to Maria', [['LOCATION', 'Paris'], ['PERSON', 'Maria']], ['LOCATION:Paris', 'PERSON:Maria']],
    ['i went from Monday to Інджія', [['PERSON', 'Інджія']], ['PERSON:Інджія']],
    ['a postcard to Інджія', [['PERSON', 'Інджія']], ['PERSON:Інджія']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
