import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jack', 'ben', 'jerry', 'calvin', 'alexa', 'tommy'],
  last: ['daniel', 'klein', 'pepper', 'royce', 'hilfiger'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['of', 'the', 'and', 'a'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('products and brands named like people', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ["a bottle of Jack Daniel's", [['PERSON', 'Jack Daniel']], []],
    ['a shot of Jack Daniel’s', [['PERSON', 'Jack Daniel']], []],
    ["Ben & Jerry's ice cream", [['PERSON', 'Ben'], ['PERSON', 'Jerry']], []],
    ['a can of Dr. Pepper', [['PERSON', 'Pepper']], []],
    // A span that goes on past the product still names the product's line.
    ['the Rolls Royce Phantom', [['PERSON', 'Royce Phantom']], []],
    // Brands named for their founders: the product only before a product noun.
    ['new Calvin Klein jeans', [['PERSON', 'Calvin Klein']], []],
    ["Tommy Hilfiger's jacket", [['PERSON', 'Tommy Hilfiger']], []],
    ['Calvin Klein said so', [['PERSON', 'Calvin Klein']], ['PERSON:Calvin Klein']],
    // The possessive is part of the product's name: without it, a person.
    ['Jack Daniel met us', [['PERSON', 'Jack Daniel']], ['PERSON:Jack Daniel']],
    // A line break parts the words.
    ["Jack\nDaniel's", [['PERSON', 'Jack'], ['PERSON', 'Daniel']], ['PERSON:Jack', 'PERSON:Daniel']],
    // Voice assistants: always Siri; Alexa when woken or beside the device.
    ['hey Siri, call mum', [['PERSON', 'Siri']], []],
    ['Hey Alexa, play jazz', [['PERSON', 'Alexa']], []],
    ['the Echo says Alexa is offline', [['PERSON', 'Alexa']], []],
    ['I met Alexa at the gym', [['PERSON', 'Alexa']], ['PERSON:Alexa']],
    ['Alexa said hi', [['PERSON', 'Alexa']], ['PERSON:Alexa']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
