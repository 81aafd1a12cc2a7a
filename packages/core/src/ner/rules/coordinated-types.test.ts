import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['tom', 'austin', 'denver', 'karen', 'jordan', 'paris', 'france'],
  last: ['denver', 'machado', 'lewis'],
  name: ['karen'],
  city: ['austin', 'denver', 'paris', 'machado', 'lyon'],
  country: ['france', 'jordan', 'england'],
  region: ['texas'],
  regionCode: [],
  commonWords: [['and', 'or', 'the', 'to', 'went', 'out'], [], []],
});

/** "TYPE:text", with "+" when this rule changed the type. */
function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => {
    const [type, span, reason] = s.split(':');
    return `${type}:${span}${reason!.includes('+coordinated-type') ? '+' : ''}`;
  });
}

describe('one type per conjunction', () => {
  it.each<[string, FoundSpan[], string[]]>([
    // A side with a place-only word makes the other side, a city too, a place; and a name-only side makes a person.
    ['between Austin , Texas and Denver today', [['LOCATION', 'Austin , Texas'], ['PERSON', 'Denver']], ['LOCATION:Austin , Texas', 'LOCATION:Denver+']],
    ['Tom and Denver went out', [['PERSON', 'Tom'], ['LOCATION', 'Denver']], ['PERSON:Tom', 'PERSON:Denver+']],
    ['Denver or Karen will go', [['LOCATION', 'Denver'], ['PERSON', 'Karen']], ['PERSON:Denver+', 'PERSON:Karen']],
    // Both sides sure of their own type, or neither: nothing changes.
    ['Tom and Lyon went out', [['PERSON', 'Tom'], ['LOCATION', 'Lyon']], ['PERSON:Tom', 'LOCATION:Lyon']],
    // A country stays a place; a side that owns something stays a person.
    ['Charles and France signed', [['PERSON', 'Charles'], ['LOCATION', 'France']], ['PERSON:Charles', 'LOCATION:France']],
    ['in Texas and Machado \'s plans', [['LOCATION', 'Texas'], ['PERSON', 'Machado']], ['LOCATION:Texas', 'PERSON:Machado']],
    // Only "and", "or", "&" join, on one line.
    ['Texas , Denver said', [['LOCATION', 'Texas'], ['PERSON', 'Denver']], ['LOCATION:Texas', 'PERSON:Denver']],
    ['Texas and\nDenver', [['LOCATION', 'Texas'], ['PERSON', 'Denver']], ['LOCATION:Texas', 'PERSON:Denver']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
