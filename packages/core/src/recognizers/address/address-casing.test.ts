import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';
import { capitaliseNames, worthReadingCapitalised } from './address-casing.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('capitaliseNames', () => {
  it.each([
    ['send it to 12 main st, springfield, il 62704 thx', 'Send it to 12 Main St, Springfield, IL 62704 thx'],
    ['ul. długa 5, 80-827 gdańsk', 'ul. Długa 5, 80-827 Gdańsk'],
    ['postcode k1a 0b6 please', 'Postcode K1A 0B6 please'],
    ['kerkstraat 12, 1017 gc amsterdam', 'Kerkstraat 12, 1017 GC Amsterdam'],
    ['i live in ohio', 'i Live in Ohio'],
    ['kossuth lajos utca 15', 'Kossuth Lajos utca 15'],
    ['puistokatu 66 a 29', 'Puistokatu 66 A 29'],
    ['maria-theresien-straße 18, ch-1204', 'Maria-theresien-straße 18, CH-1204'],
    ['rue de la loi 16 via nassa 2', 'Rue de la Loi 16 Via Nassa 2'],
    ['unit 5 psc 12', 'Unit 5 PSC 12'],
    // A state code that is also a word is the state before a postcode, the word elsewhere.
    ['98 rutherford ct, toronto, on m5v 4m4', '98 Rutherford Ct, Toronto, ON M5V 4M4'],
    ['12 oak st, portland, or 97401', '12 Oak St, Portland, OR 97401'],
    ['meet on monday or tuesday', 'Meet on monday or tuesday'],
    ['kaubamaja tn 32', 'Kaubamaja tn 32'],
    ['139 bridge street 3rd floor, 42nd st', '139 Bridge Street 3rd Floor, 42nd St'],
  ])('%j', (text, expected) => {
    expect(capitaliseNames(text)).toBe(expected);
    expect(capitaliseNames(text)).toHaveLength(text.length);
  });

  it('keeps a letter whose capital is longer ("ß" → "SS")', () => {
    expect(capitaliseNames('ßa 5')).toBe('ßa 5');
  });

  it('reads again only a text all in lower case with something like a postcode', () => {
    expect(worthReadingCapitalised('moving to 12 oak st, austin tx 78701')).toBe(true);
    expect(worthReadingCapitalised('postcode ls6 2ab')).toBe(true);
    expect(worthReadingCapitalised('eircode h91 d6t8')).toBe(true);
    expect(worthReadingCapitalised('Moving to 12 oak st, austin tx 78701')).toBe(false);
    expect(worthReadingCapitalised('moving to 12 oak st')).toBe(false);
    expect(worthReadingCapitalised('1234 5678')).toBe(false);
  });
});

describe('addressRecognizer: text all in lower case', () => {
  it.each([
    ['hey can u send it to 126 george road, fitzroy vic 3065 thx', '126 george road, fitzroy vic 3065'],
    ['pls deliver to maria-theresien-straße 18, 1060 wien asap', 'maria-theresien-straße 18, 1060 wien'],
    ['im at ул. ленина, д. 15, москва, 125009 now, come up', 'ул. ленина, д. 15, москва, 125009'],
    ['new address is 44 rue de la paix, 75002 paris btw', '44 rue de la paix, 75002 paris'],
    ['ship to 9 elm street, austin, tx 78701 asap', '9 elm street, austin, tx 78701'],
    ['do you deliver to m14 2qw?', 'm14 2qw'],
    ['psc 1639, box 6456, fpo ap 96934', 'psc 1639, box 6456, fpo ap 96934'],
    ['menekşe sk. no: 178, 06690 çankaya/ankara', 'menekşe sk. no: 178, 06690 çankaya/ankara'],
    ['pls deliver to avenue louise 154/4, 1040 brussel asap', 'avenue louise 154/4, 1040 brussel'],
    ['send it to puistokatu 66 a 29, 40100 jyväskylä thx', 'puistokatu 66 a 29, 40100 jyväskylä'],
    ['moving to bahnhofstrasse 59, ch-1204 genève next week', 'bahnhofstrasse 59, ch-1204 genève'],
    ['im at room 827, no. 680 zhongshan road, nanshan district, shenzhen 518057 now', 'room 827, no. 680 zhongshan road, nanshan district, shenzhen 518057'],
    ['unit 13, 42 hay road, perth wa 6000', 'unit 13, 42 hay road, perth wa 6000'],
    ['moving to 193 trần hưng đạo, phường bến thành, quận 1, tp. hồ chí minh next week', '193 trần hưng đạo, phường bến thành, quận 1, tp. hồ chí minh'],
    ['send to house no. 1111, prestige towers, hill road, jaipur - 302001 thx', 'house no. 1111, prestige towers, hill road, jaipur - 302001'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    'i walked 5 miles down park lane today',
    'we won 3 games in 2024 and 12 more in 2025',
    'my flight leaves at 10 pm from gate 12',
    'the 49ers beat the rams 24 17 last night',
  ])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('reads a text with any capital as written', () => {
    expect(found('Ship to 9 elm street, austin, tx 78701 asap')).toEqual(['9 elm street']);
  });
});
