import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('addressRecognizer: a province after the postcode ends the line or field (city, postcode, province)', () => {
  it.each([
    ['Ship to:\n1337 Mabini Street, Malate\nManila, 1004 Metro Manila\nPhilippines', '1337 Mabini Street, Malate\nManila, 1004 Metro Manila\nPhilippines'],
    ['{"addr": "240 Mabini Street, Lahug, Cebu City, 6000 Cebu", "total": 5}', '240 Mabini Street, Lahug, Cebu City, 6000 Cebu'],
    ['| Ana Cruz | 890 Ayala Avenue, Makati City, 1210 Metro Manila | 3 |', '890 Ayala Avenue, Makati City, 1210 Metro Manila'],
    ['Address: 12 Rizal Street, Davao City, 8000 Davao del Sur, Philippines', '12 Rizal Street, Davao City, 8000 Davao del Sur, Philippines'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // Inside a sentence the words after the postcode are prose; a wide gap parts columns.
    ['Ship it to 12 Main Street, Springfield, IL 62704 Canada Goose.', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704 Monday Morning\n', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704    Mary Jones\n', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704\tMary Jones\n', '12 Main Street, Springfield, IL 62704'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: in prose a place after a comma ends before a word that carries the sentence on', () => {
  it.each([
    ['Forward all post to P. O. Box 1770-20100, Nakuru until further notice.', 'P. O. Box 1770-20100, Nakuru'],
    ['We are renting a flat at PO Box 174710, Abu Dhabi for the summer.', 'PO Box 174710, Abu Dhabi'],
    ['She has lived at Office 555, Marina Plaza, PO Box 605787, Abu Dhabi since the spring.', 'Office 555, Marina Plaza, PO Box 605787, Abu Dhabi'],
    ['hey can u send it to po box 231466, dubai thx', 'po box 231466, dubai'],
    ['moving to p. o. box 44953-80100, mombasa next week!!', 'p. o. box 44953-80100, mombasa'],
    ['ok the pickup is from po box 26485, sharjah, dont be late', 'po box 26485, sharjah'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A place opening its own line ends with the line: the next line's sentence is not a place.
    ['Shipping address: Unit 5534 Box 5617, DPO AE 09037\nCall me after 10:30 tomorrow.', 'Unit 5534 Box 5617, DPO AE 09037'],
    ['PO Box 1770\nInvoice no. 5 is attached.', 'PO Box 1770'],
    // "and" joins names as well as clauses: a name after the street is not taken for its city.
    ['I met them at 12 Main Street, Peter and I were late.', '12 Main Street'],
    // A verb after a capitalised word makes it a clause's subject, not a city; a capitalised sentence word is no place.
    ['We moved to 12 Main Street, John said it was nice.', '12 Main Street'],
    ['Meet at 42 Elm Street, Sarah Jones will wait there.', '42 Elm Street'],
    ['Send it to PO Box 500, Thanks for all the help.', 'PO Box 500'],
    ['Send it to PO Box 500, Please call first.', 'PO Box 500'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a street named before its number may hold a particle', () => {
  it.each([
    ['id,address\n1,"Steenweg op Gent 56, 3000 Leuven"', 'Steenweg op Gent 56, 3000 Leuven'],
    ['Steenweg op Gent 57\n9000 Gent\nBelgium', 'Steenweg op Gent 57\n9000 Gent\nBelgium'],
    ['Adres: Chaussée de Wavre 12, 1050 Ixelles', 'Chaussée de Wavre 12, 1050 Ixelles'],
    ['I moved to Rue de la Paix 16, 1000 Bruxelles', 'Rue de la Paix 16, 1000 Bruxelles'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A word before a preposition is the sentence's, unless it is a street word.
    ['Bitte an Lindenallee 23a, 50968 Köln schicken', 'Lindenallee 23a, 50968 Köln'],
    ['Ship to Chapter of Leuven 12, 3000 Leuven', 'Leuven 12, 3000 Leuven'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each(['the Battle of Waterloo 1815, 3000 men died', 'I read Lord of the Rings 3 times.', 'The Duke of York 12 was sold.'])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: a street-type abbreviation without its dot, as labels in capitals and chat write it', () => {
  it.each([
    ['SHIP TO:\nUL GRAF IGNATIEV 61\n1000 SOFIA', 'UL GRAF IGNATIEV 61\n1000 SOFIA'],
    ['ul graf ignatiev 71, 9000 varna pls', 'ul graf ignatiev 71, 9000 varna'],
    ['UL NOWY ŚWIAT 148\n90-001 ŁÓDŹ\nPOLAND', 'UL NOWY ŚWIAT 148\n90-001 ŁÓDŹ\nPOLAND'],
    ['Adresa: Str Lipscani 5, 030031 București', 'Str Lipscani 5, 030031 București'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  // Without a postcode after it, an undotted abbreviation is a word or a code.
  it.each(['The UL Standard 94 test passed.', 'Av Score 5 of the season', 'ul graf ignatiev 71 is nice'])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: a district may end in its number or run to five words', () => {
  it.each([
    ['id,address\n1,"63 Bourdillon Road, GRA Phase 2, Port Harcourt, Nigeria"', '63 Bourdillon Road, GRA Phase 2, Port Harcourt, Nigeria'],
    ['Billing address: 72 Broad Street, GRA Phase 2, Port Harcourt 500272\nInvoice no. 5', '72 Broad Street, GRA Phase 2, Port Harcourt 500272'],
    ['Izydor Nowak\n88 Awolowo Road\nGRA Phase 2\nPort Harcourt\n\nHello,', '88 Awolowo Road\nGRA Phase 2\nPort Harcourt'],
    ['Mailing address: 9982 King Fahd Road, Al Khobar Al Shamalia District, Al Khobar 34428\nThe end', '9982 King Fahd Road, Al Khobar Al Shamalia District, Al Khobar 34428'],
    ['Office: 14 Nehru Road, Sector 15, Noida 201301', '14 Nehru Road, Sector 15, Noida 201301'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A longer number is an order or invoice, and a place must end where the sentence does.
    ['Deliver to 12 Main Street, Order 125.', '12 Main Street'],
    ['Meet at 12 Main Street, Chapter 12 of the book explains it.', '12 Main Street'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a Hong Kong block opens with flat and floor ("3/F") and its road may end in a section word', () => {
  it.each([
    ['Jo Lee\nc/o Ann Wu\nFlat 10B, 3/F, Harbour View Garden\n201 Queen\'s Road Central\nCentral, Kowloon\n', 'Flat 10B, 3/F, Harbour View Garden\n201 Queen\'s Road Central\nCentral, Kowloon'],
    ['{"a": "Flat 17F, 30/F, Harbour View Garden, 157 Queen\'s Road Central, Tsim Sha Tsui, Hong Kong"}', 'Flat 17F, 30/F, Harbour View Garden, 157 Queen\'s Road Central, Tsim Sha Tsui, Hong Kong'],
    ['Ship to: G/F, 88 Des Voeux Road Central, Hong Kong', 'G/F, 88 Des Voeux Road Central, Hong Kong'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A score or fraction is no floor; a section word needs a road type before it.
    ['Rated 4/5, 12 Main Street, Springfield, IL 62704', '12 Main Street, Springfield, IL 62704'],
    ['Size 3/FF, 12 Main Street, Springfield, IL 62704', '12 Main Street, Springfield, IL 62704'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
  it.each(['We met at Central 12 times.'])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: a flat or floor before the house number, written without a comma', () => {
  it.each([
    ['The new tenants at Level 4 6467 King Fahd Road, Riyadh 12211-3652 asked', 'Level 4 6467 King Fahd Road, Riyadh 12211-3652'],
    ['omw to floor 12 41 awolowo road ikoyi lagos 106104 be there', 'floor 12 41 awolowo road ikoyi lagos 106104'],
    ['flat 34 194 willow road brighton bn1 7rt', 'flat 34 194 willow road brighton bn1 7rt'],
    ['u can drop it off at 3rd floor 16075 tremblay ln jaquelinview, massachusetts 35612', '3rd floor 16075 tremblay ln jaquelinview, massachusetts 35612'],
    ['Suite 210 100 Main Street, Springfield, IL 62704', 'Suite 210 100 Main Street, Springfield, IL 62704'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // "flat" as a word, a table or a count before the number is not a unit.
    ['We are renting a flat at 9911 Tahlia Street, Jeddah 23435-9164 now', '9911 Tahlia Street, Jeddah 23435-9164'],
    ['Table 4 12 Main Street, Springfield, IL 62704', '12 Main Street, Springfield, IL 62704'],
    ['We had 4 rooms 12 Main Street, Springfield, IL 62704', '12 Main Street, Springfield, IL 62704'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a street named for a person opens with the surname particles that open its line or field', () => {
  it.each([
    ['id,address\n1,"van den Bergdijk 262-3, 6361 ZT Voorstehoven",5', 'van den Bergdijk 262-3, 6361 ZT Voorstehoven'],
    ['Adres:\nvan Dijkgracht 186a\n3124 SD Schiedam', 'van Dijkgracht 186a\n3124 SD Schiedam'],
    ['Anschrift: von Humboldtstraße 7, 10115 Berlin', 'von Humboldtstraße 7, 10115 Berlin'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // An article is no surname particle, and inside a sentence the particle may be the sentence's.
    ['de Kerkstraat 36, 4000 Liège', 'Kerkstraat 36, 4000 Liège'],
    ['Hij woont aan van den Bergdijk 36, 4000 Liège', 'Bergdijk 36, 4000 Liège'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});
