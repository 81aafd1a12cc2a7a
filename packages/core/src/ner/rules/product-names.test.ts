import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['jack', 'ben', 'jerry', 'calvin', 'alexa', 'tommy', 'mercedes', 'ichiro', 'kia', 'hugo', 'lincoln'],
  last: ['daniel', 'klein', 'pepper', 'royce', 'hilfiger', 'sosa', 'suzuki', 'ford', 'harrison', 'boss', 'turner'],
  name: [],
  city: [],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['of', 'the', 'and', 'a', 'focus', 'swift', 'turner'], [], []],
});

function rules(text: string, found: FoundSpan[]): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('products and brands named like people', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ["a bottle of Jack Daniel's", [['PERSON', 'Jack Daniel']], []],
    ['does anyone want my old Jim Beam bottle?', [['PERSON', 'Jim Beam']], []],
    ['a Sara Lee cheesecake for dessert', [['PERSON', 'Sara Lee']], []],
    ['1 x Ralph Lauren cardigan, gift wrapped', [['PERSON', 'Ralph Lauren']], []],
    ['Martha Stewart cookware on sale', [['PERSON', 'Martha Stewart']], []],
    ['Sara Lee called about the cheesecake order', [['PERSON', 'Sara Lee']], ['PERSON:Sara Lee']],
    ['Martha Stewart signed the lease', [['PERSON', 'Martha Stewart']], ['PERSON:Martha Stewart']],
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
    ['sorted our Alexa rental', [['PERSON', 'Alexa']], []],
    ['Comparing the Dyson V15 and more', [['PERSON', 'Dyson']], []],
    ['Freeman Dyson wrote', [['PERSON', 'Freeman Dyson']], ['PERSON:Freeman Dyson']],
    ['Alexa said hi', [['PERSON', 'Alexa']], ['PERSON:Alexa']],
    // A brand named for a person after an article or a possessive is a thing, noun or not.
    ['sorted our Hugo Boss rental', [['PERSON', 'Hugo']], []],
    ['Comparing the Calvin Klein and the rest', [['PERSON', 'Calvin Klein']], []],
    ['Hugo Boss founded it', [['PERSON', 'Hugo Boss']], ['PERSON:Hugo Boss']],
    // A name right after a maker, or one opening with a maker, is the maker's model.
    ['a Hyundai Santa Fe and a Chevrolet Malibu', [['LOCATION', 'Santa Fe'], ['LOCATION', 'Malibu']], []],
    ['Kia Sorento for sale', [['PERSON', 'Kia Sorento']], []],
    ['Chevrolet Tahoe, 2019', [['PERSON', 'Chevrolet Tahoe']], []],
    ['ask Amazon Alexa', [['PERSON', 'Alexa']], []],
    // A maker that is a listed name before a listed name is a person.
    ['Mercedes Sosa sang', [['PERSON', 'Mercedes Sosa']], ['PERSON:Mercedes Sosa']],
    ['Suzuki Ichiro batted', [['PERSON', 'Suzuki Ichiro']], ['PERSON:Suzuki Ichiro']],
    ['Present: Suzuki Naoko, Mr. Moradi', [['PERSON', 'Suzuki Naoko']], ['PERSON:Suzuki Naoko', 'PERSON:Moradi']],
    ['Employee: Suzuki, Keiko', [['PERSON', 'Suzuki, Keiko']], ['PERSON:Suzuki, Keiko']],
    ['Ask Lincoln Turner today', [['PERSON', 'Lincoln Turner']], ['PERSON:Lincoln Turner']],
    ['a Ford Focus and a Suzuki Swift', [['PERSON', 'Ford Focus'], ['PERSON', 'Suzuki Swift']], []],
    // A lone maker after a determiner or before a product noun is the make; elsewhere a name.
    ['the Ford order never arrived', [['PERSON', 'Ford']], []],
    ['at the ford store', [['PERSON', 'ford']], []],
    ['Ford dealership', [['PERSON', 'Ford']], []],
    ['Harrison Ford starred', [['PERSON', 'Harrison Ford']], ['PERSON:Harrison Ford']],
    ['Ford said no', [['PERSON', 'Ford']], ['PERSON:Ford']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
