import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('addressRecognizer: a building line or a floor before the street belongs to the address', () => {
  it.each([
    ['Harbour View House\n12 Mill Road\nLeeds LS6 2AB', 'Harbour View House\n12 Mill Road\nLeeds LS6 2AB'],
    ['Ship to: Kingsway Tower, 400 Park Avenue, New York, NY 10022', 'Kingsway Tower, 400 Park Avenue, New York, NY 10022'],
    ['Ana Ruiz\nTorre Europa\nPaseo de la Castellana, 95\n28046 Madrid', 'Torre Europa\nPaseo de la Castellana, 95\n28046 Madrid'],
    ['we met at The Old Mill, 5 Canal Street, Manchester M1 3HE today', 'The Old Mill, 5 Canal Street, Manchester M1 3HE'],
    ['3rd Floor, 46 Salah Salem Road, Maadi, Cairo 11728', '3rd Floor, 46 Salah Salem Road, Maadi, Cairo 11728'],
    ['Floor 12\n28 King Street\nSydney NSW 2000', 'Floor 12\n28 King Street\nSydney NSW 2000'],
    ['Ground Floor, 9 Harbor Blvd, Tampa, FL 33602', 'Ground Floor, 9 Harbor Blvd, Tampa, FL 33602'],
    // Also before a street with no street word, known by its postcode.
    ['Ship to: Fl. 7, 30 Corniche El Nil, Heliopolis, Cairo 11341, Egypt', 'Fl. 7, 30 Corniche El Nil, Heliopolis, Cairo 11341, Egypt'],
    ['Haus am See\nStorgata 23\n0159 Oslo', 'Haus am See\nStorgata 23\n0159 Oslo'],
    // A Japanese building line carries its flat or floor.
    ['Ship to:\nSunny Heights 302\n9-4-5 Motomachi, Naka-ku\nYokohama 231-0861', 'Sunny Heights 302\n9-4-5 Motomachi, Naka-ku\nYokohama 231-0861'],
    ['Maison Ginza 5F, 2-28-20 Ginza, Chuo-ku, Tokyo 104-0061', 'Maison Ginza 5F, 2-28-20 Ginza, Chuo-ku, Tokyo 104-0061'],
    // An office or flat line before the building's line.
    ['Office 1720\nMarina Plaza\nPO Box 127555\nAbu Dhabi', 'Office 1720\nMarina Plaza\nPO Box 127555\nAbu Dhabi'],
    ['Flat 2, Rosewood Court, 14 Mill Road, Leeds LS6 2AB', 'Flat 2, Rosewood Court, 14 Mill Road, Leeds LS6 2AB'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a name, company or c/o line before the address is not part of it', () => {
  it.each([
    ['John Smith\n12 Mill Road\nLeeds LS6 2AB', '12 Mill Road\nLeeds LS6 2AB'],
    ['Acme Logistics Ltd\n400 Park Avenue\nNew York, NY 10022', '400 Park Avenue\nNew York, NY 10022'],
    ['c/o Maria Costa\nHauptstraße 5\n10115 Berlin', 'Hauptstraße 5\n10115 Berlin'],
    // A building word inside a sentence with capitals before it is not a line of the address.
    ['Meet John House 12 Main Street, Springfield, IL 62704', '12 Main Street, Springfield, IL 62704'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: addresses written without commas', () => {
  it.each([
    ['I stayed at Kerkstraat 36 4000 Liège last year.', 'Kerkstraat 36 4000 Liège'],
    ['the office at Václavské náměstí 545/16 110 00 Praha 1 is closed', 'Václavské náměstí 545/16 110 00 Praha 1'],
    ['Send it to Avenue de la Gare 14 CH-1204 Genève please', 'Avenue de la Gare 14 CH-1204 Genève'],
    ['Unit 14, 255 Elizabeth Road Hobart TAS 7000 Australia since May', 'Unit 14, 255 Elizabeth Road Hobart TAS 7000 Australia'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A year after a street is no postcode; nor is a count.
    ['Kerkstraat 36 2021 Was A Good Year', 'Kerkstraat 36'],
    ['We moved to Hauptstraße 5 1999 Onwards', 'Hauptstraße 5'],
    // An acronym country after blanks is prose, and a country followed by a name is not the address's.
    ['12 Main Street, Springfield, IL 62704 US citizens only', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704 Canada Goose', '12 Main Street, Springfield, IL 62704'],
  ])('%j stops before what is not the address', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: street words and postcodes of more countries', () => {
  it.each([
    ['Narva mnt 5, 10117 Tallinn', 'Narva mnt 5, 10117 Tallinn'],
    ['Kaubamaja tn 44\n10148 Tallinn\nEstonia', 'Kaubamaja tn 44\n10148 Tallinn\nEstonia'],
    ['Brīvības iela 55, Rīga, LV-1010', 'Brīvības iela 55, Rīga, LV-1010'],
    ['Savska cesta 12, 10000 Zagreb', 'Savska cesta 12, 10000 Zagreb'],
    ['Hverfisgata 47B\n200 Kópavogur', 'Hverfisgata 47B\n200 Kópavogur'],
    ['Laugavegur 26, 101 Reykjavík', 'Laugavegur 26, 101 Reykjavík'],
    ['82 Herzl St\nHaifa 3303000\nIsrael', '82 Herzl St\nHaifa 3303000\nIsrael'],
    ['Jl. Asia Afrika No. 76\nBandung 40111', 'Jl. Asia Afrika No. 76\nBandung 40111'],
    ['No. 12, Jalan Ampang, 50450 Kuala Lumpur', 'No. 12, Jalan Ampang, 50450 Kuala Lumpur'],
    ['70 Persiaran KLCC\n59100 Kuala Lumpur', '70 Persiaran KLCC\n59100 Kuala Lumpur'],
    ['bul. Vitosha 15, 1000 Sofia', 'bul. Vitosha 15, 1000 Sofia'],
    ['vul. Khreshchatyk, 22, Kyiv, 01001', 'vul. Khreshchatyk, 22, Kyiv, 01001'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    ['See Room 101 on the left.'],
    ['Laugavegur is a street in Reykjavík.'],
    ['The score was 3 mnt 5 in the end.'],
  ])('%j holds no address', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: chat in lower case ends the address before chat words', () => {
  it.each([
    ['veldstraat 175, 5000 namur come thru saturday', 'veldstraat 175, 5000 namur'],
    ['omw to narva mnt 122, 80010 pärnu now', 'narva mnt 122, 80010 pärnu'],
    ['nemanjina 84, 11000 belgrade the one w the red door', 'nemanjina 84, 11000 belgrade'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a region after the city and postcode, and long codes after a city', () => {
  it.each([
    ['No. 12, Jalan Ampang, 50450 Kuala Lumpur, Wilayah Persekutuan\nMalaysia', 'No. 12, Jalan Ampang, 50450 Kuala Lumpur, Wilayah Persekutuan\nMalaysia'],
    ['Send it to 12 Jalan Tun Razak, 47300 Petaling Jaya, Selangor.', '12 Jalan Tun Razak, 47300 Petaling Jaya, Selangor'],
    ['69 Dizengoff St Tel Aviv 6100000', '69 Dizengoff St Tel Aviv 6100000'],
    ['8-28-13 Umeda Kita-ku, Osaka 530-0001', '8-28-13 Umeda Kita-ku, Osaka 530-0001'],
    ['Av. Providencia 1234, depto. 56\n7500000 Providencia, Santiago', 'Av. Providencia 1234, depto. 56\n7500000 Providencia, Santiago'],
    ["Isapark 197, 5750 WH 's-Hertogenbosch, Nederland", "Isapark 197, 5750 WH 's-Hertogenbosch, Nederland"],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A weekday or month after the city is the sentence's.
    ['We visited Rue du Rhône 105, 1003 Lausanne on Tuesday.', 'Rue du Rhône 105, 1003 Lausanne'],
    ['Jægervej 31, 1165 København K in August', 'Jægervej 31, 1165 København K'],
    // After blanks, a capitalised word that goes on into the sentence is no region.
    ['12 Main Street, Springfield, IL 62704 Please call first.', '12 Main Street, Springfield, IL 62704'],
  ])('%j stops before what is not the address', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: addresses written in capitals (envelopes, labels)', () => {
  it.each([
    ['SHIP TO:\nJOHN SMITH\n123 MAIN ST APT 4B\nSPRINGFIELD IL 62704-1234', '123 MAIN ST APT 4B\nSPRINGFIELD IL 62704-1234'],
    ['Please use: FLAT 3, 14 ROSE LANE, LEEDS LS6 2AB thanks', 'FLAT 3, 14 ROSE LANE, LEEDS LS6 2AB'],
    ['HAUPTSTRASSE 5, 10115 BERLIN', 'HAUPTSTRASSE 5, 10115 BERLIN'],
    ['PO BOX 1234\nANCHORAGE AK 99501', 'PO BOX 1234\nANCHORAGE AK 99501'],
    ['TO:\n139 BRIDGE STREET 3RD FLOOR\nDUBLIN 8\nD08 A8F9\nIRELAND', '139 BRIDGE STREET 3RD FLOOR\nDUBLIN 8\nD08 A8F9\nIRELAND'],
    ['5TH FLOOR\n29159 ABBOTT AVE\nCALGARY AB T2P 5K6', '5TH FLOOR\n29159 ABBOTT AVE\nCALGARY AB T2P 5K6'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    ['AMSTERDAM 1996-08-28\n1605 GMT'],
    ['ERROR 500 AT LINE 12345 IN MODULE X'],
    ['SOCCER - LEADING RESULTS 1996 SEASON 12 GOALS 3400 FANS'],
  ])('%j holds no address', (text) => {
    expect(found(text)).toEqual([]);
  });
});
