import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';
import { HANG_GUARD_MS } from '../../test-support/hang-guard.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

/** Each country: text → the one address expected in it (whole span). Values are invented. */
const COUNTRIES: Record<string, [string, string][]> = {
  'United States': [
    ['Ship to 4821 Larkspur Dr, Apt 12, Eugene, OR 97401 please', '4821 Larkspur Dr, Apt 12, Eugene, OR 97401'],
    ['Send it to 77 Cedar Ave\nDuluth, MN 55802\nUSA', '77 Cedar Ave\nDuluth, MN 55802\nUSA'],
    ['Our office: 9 Harbor Blvd., Suite 300, Tampa, FL 33602-1234.', '9 Harbor Blvd., Suite 300, Tampa, FL 33602-1234'],
  ],
  Canada: [
    ['Mail: 250 Wellington St W, Ottawa, ON K1A 0A6', '250 Wellington St W, Ottawa, ON K1A 0A6'],
    ['PO Box 4400, Station A, Toronto ON M5W 1A1', 'PO Box 4400, Station A, Toronto ON M5W 1A1'],
    ['1250 boulevard René-Lévesque, Montréal, QC H3B 4W8', '1250 boulevard René-Lévesque, Montréal, QC H3B 4W8'],
  ],
  'United Kingdom': [
    ['Flat 3\n14 Rose Lane\nLeeds LS6 2AB\nUnited Kingdom', 'Flat 3\n14 Rose Lane\nLeeds LS6 2AB\nUnited Kingdom'],
    ['Address: 27 Kingsway, Manchester M19 2LL.', '27 Kingsway, Manchester M19 2LL'],
    ['She lives at 8 Mill Close, Bath BA1 5QT, UK', '8 Mill Close, Bath BA1 5QT, UK'],
  ],
  Ireland: [
    ['Write to 12 Main Street, Dublin 2, D02 X285 soon', '12 Main Street, Dublin 2, D02 X285'],
    ['14 Shop Street, Galway H91 C2W3', '14 Shop Street, Galway H91 C2W3'],
    ['Address: 3 Abbey Road, Ennis, Co. Clare V95 F4E2, Ireland', '3 Abbey Road, Ennis, Co. Clare V95 F4E2, Ireland'],
  ],
  Germany: [
    ['Hauptstraße 5\n10115 Berlin\nGermany', 'Hauptstraße 5\n10115 Berlin\nGermany'],
    ['Bitte an Lindenallee 23a, 50968 Köln schicken', 'Lindenallee 23a, 50968 Köln'],
    ['Anschrift: Postfach 10 20 30, 70173 Stuttgart', 'Postfach 10 20 30, 70173 Stuttgart'],
  ],
  Austria: [
    ['Mariahilfer Straße 45/3/12, 1060 Wien', 'Mariahilfer Straße 45/3/12, 1060 Wien'],
    ['Wohnhaft in Herrengasse 9, 8010 Graz, Österreich', 'Herrengasse 9, 8010 Graz, Österreich'],
    ['Favoritenstraße 7/2, 1040 Wien', 'Favoritenstraße 7/2, 1040 Wien'],
  ],
  Switzerland: [
    ['Bahnhofstrasse 10, 8001 Zürich', 'Bahnhofstrasse 10, 8001 Zürich'],
    ['Rue du Rhône 5, 1204 Genève', 'Rue du Rhône 5, 1204 Genève'],
    ['Case postale 112, 3001 Bern', 'Case postale 112, 3001 Bern'],
  ],
  France: [
    ['Envoyez au 14 rue des Lilas, 69003 Lyon', '14 rue des Lilas, 69003 Lyon'],
    ['Adresse : 3 bis avenue Jean Jaurès, 31000 Toulouse, France', '3 bis avenue Jean Jaurès, 31000 Toulouse, France'],
    ['BP 12, 75001 Paris', 'BP 12, 75001 Paris'],
  ],
  Belgium: [
    ['Rue de la Loi 16, 1000 Bruxelles', 'Rue de la Loi 16, 1000 Bruxelles'],
    ['Wetstraat 16, 1040 Brussel', 'Wetstraat 16, 1040 Brussel'],
    ['Avenue Louise 54, 1050 Ixelles, Belgique', 'Avenue Louise 54, 1050 Ixelles, Belgique'],
  ],
  Netherlands: [
    ['Prinsengracht 263, 1016 GV Amsterdam', 'Prinsengracht 263, 1016 GV Amsterdam'],
    ['Stuur het naar Javastraat 9, 2585 AB Den Haag', 'Javastraat 9, 2585 AB Den Haag'],
    ['Postbus 2000, 3500 GA Utrecht', 'Postbus 2000, 3500 GA Utrecht'],
  ],
  Spain: [
    ['Calle Mayor 5, 28013 Madrid', 'Calle Mayor 5, 28013 Madrid'],
    ['Carrer de Balmes 112, 08008 Barcelona', 'Carrer de Balmes 112, 08008 Barcelona'],
    ['Apartado de Correos 1234, 28080 Madrid', 'Apartado de Correos 1234, 28080 Madrid'],
  ],
  Portugal: [
    ['Rua Augusta 100, 1100-053 Lisboa', 'Rua Augusta 100, 1100-053 Lisboa'],
    ['Moro na Rua das Flores 212 desde maio', 'Rua das Flores 212'],
    ['Travessa do Carmo 3, 4050-164 Porto, Portugal', 'Travessa do Carmo 3, 4050-164 Porto, Portugal'],
  ],
  Italy: [
    ['Spedire a Via Garibaldi 12, 10122 Torino', 'Via Garibaldi 12, 10122 Torino'],
    ['Corso Buenos Aires 5, 20124 Milano MI', 'Corso Buenos Aires 5, 20124 Milano MI'],
    ['Piazza Navona 40, 00186 Roma, Italia', 'Piazza Navona 40, 00186 Roma, Italia'],
  ],
  Brazil: [
    ['Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200', 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200'],
    ['Rua Oscar Freire, 379, São Paulo/SP, CEP 01426-001', 'Rua Oscar Freire, 379, São Paulo/SP, CEP 01426-001'],
    ['Caixa Postal 2010, 70040-010 Brasília', 'Caixa Postal 2010, 70040-010 Brasília'],
  ],
  Mexico: [
    ['Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX', 'Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX'],
    ['Calle Morelos 45, Centro, 44100 Guadalajara, Jal.', 'Calle Morelos 45, Centro, 44100 Guadalajara, Jal.'],
    ['Apartado Postal 77, 64000 Monterrey', 'Apartado Postal 77, 64000 Monterrey'],
  ],
  Argentina: [
    ['Av. Corrientes 1234, C1043AAZ CABA', 'Av. Corrientes 1234, C1043AAZ CABA'],
    ['Calle Florida 520, 1005 Buenos Aires, Argentina', 'Calle Florida 520, 1005 Buenos Aires, Argentina'],
    ['Casilla de Correo 55, 5000 Córdoba', 'Casilla de Correo 55, 5000 Córdoba'],
  ],
  Finland: [
    ['Puistokatu 12 B 5, 00100 Helsinki', 'Puistokatu 12 B 5, 00100 Helsinki'],
    ['Asun osoitteessa Hämeenkatu 3 A 7 nyt', 'Hämeenkatu 3 A 7'],
    ['Mannerheimintie 5, 00100 Helsinki, Suomi', 'Mannerheimintie 5, 00100 Helsinki, Suomi'],
  ],
  Sweden: [
    ['Storgatan 12, 111 22 Stockholm', 'Storgatan 12, 111 22 Stockholm'],
    ['Drottning Kristinas väg 5, 114 28 Stockholm', 'Drottning Kristinas väg 5, 114 28 Stockholm'],
    ['Kungsvägen 3 B, 413 04 Göteborg, Sverige', 'Kungsvägen 3 B, 413 04 Göteborg, Sverige'],
  ],
  Norway: [
    ['Karl Johans gate 22, 0159 Oslo', 'Karl Johans gate 22, 0159 Oslo'],
    ['Storgata 5, 0155 Oslo, Norge', 'Storgata 5, 0155 Oslo, Norge'],
    ['Postboks 1234, 0107 Oslo', 'Postboks 1234, 0107 Oslo'],
  ],
  Denmark: [
    ['Nørregade 12, 1165 København K', 'Nørregade 12, 1165 København K'],
    ['Vesterbrogade 3, 1620 København V, Danmark', 'Vesterbrogade 3, 1620 København V, Danmark'],
    ['H.C. Andersens vej 8, 5000 Odense', 'Andersens vej 8, 5000 Odense'],
  ],
  Poland: [
    ['ul. Marszałkowska 12, 00-950 Warszawa', 'ul. Marszałkowska 12, 00-950 Warszawa'],
    ['Adres: ul. Długa 5/7, 80-827 Gdańsk, Polska', 'ul. Długa 5/7, 80-827 Gdańsk, Polska'],
    ['al. Jerozolimskie 44, 00-024 Warszawa', 'al. Jerozolimskie 44, 00-024 Warszawa'],
  ],
  Czechia: [
    ['Václavské náměstí 12, 110 00 Praha 1', 'Václavské náměstí 12, 110 00 Praha 1'],
    ['Vinohradská třída 1511/230, 120 00 Praha 2', 'Vinohradská třída 1511/230, 120 00 Praha 2'],
    ['Bydlím na Masarykovo nábřeží 4 už rok', 'Masarykovo nábřeží 4'],
  ],
  Hungary: [
    ['1055 Budapest, Kossuth Lajos utca 15.', '1055 Budapest, Kossuth Lajos utca 15'],
    ['Andrássy út 60, 1062 Budapest', 'Andrássy út 60, 1062 Budapest'],
    ['A címe Kossuth u. 15., Szeged', 'Kossuth u. 15., Szeged'],
  ],
  Australia: [
    ['Unit 4, 12 Smith Street, Fitzroy VIC 3065', 'Unit 4, 12 Smith Street, Fitzroy VIC 3065'],
    ['Locked Bag 12, Sydney NSW 2001', 'Locked Bag 12, Sydney NSW 2001'],
    ['PO Box 123, Darwin NT 0801, Australia', 'PO Box 123, Darwin NT 0801, Australia'],
  ],
  'New Zealand': [
    ['12 Queen Street, Auckland 1010', '12 Queen Street, Auckland 1010'],
    ['5 Willis Street, Te Aro, Wellington 6011', '5 Willis Street, Te Aro, Wellington 6011'],
    ['Private Bag 92019, Auckland 1142, New Zealand', 'Private Bag 92019, Auckland 1142, New Zealand'],
  ],
  India: [
    ['Flat 12, Green Park Apartments, MG Road, Bengaluru 560001', 'Flat 12, Green Park Apartments, MG Road, Bengaluru 560001'],
    ['14 Nehru Marg, Jaipur - 302001', '14 Nehru Marg, Jaipur - 302001'],
    ['House No 45, Sector 17, Chandigarh 160017, India', 'House No 45, Sector 17, Chandigarh 160017, India'],
  ],
  Japan: [
    ['1-2-3 Shibuya, Shibuya-ku, Tokyo 150-0002', '1-2-3 Shibuya, Shibuya-ku, Tokyo 150-0002'],
    ['Send to 4-5-6 Umeda, Kita-ku, Osaka 530-0001, Japan', '4-5-6 Umeda, Kita-ku, Osaka 530-0001, Japan'],
    ['2-11 Motomachi, Naka-ku, Yokohama 231-0861', '2-11 Motomachi, Naka-ku, Yokohama 231-0861'],
  ],
  Singapore: [
    ['10 Anson Road, #12-01, Singapore 079903', '10 Anson Road, #12-01, Singapore 079903'],
    ['Blk 123 Ang Mo Kio Avenue 3, #04-56, Singapore 560123', 'Blk 123 Ang Mo Kio Avenue 3, #04-56, Singapore 560123'],
    ['1 Raffles Place, Singapore 048616', '1 Raffles Place, Singapore 048616'],
  ],
  'South Africa': [
    ['12 Long Street, Cape Town, 8001', '12 Long Street, Cape Town, 8001'],
    ['15 Jan Smuts Avenue, Parktown, Johannesburg, 2193', '15 Jan Smuts Avenue, Parktown, Johannesburg, 2193'],
    ['Private Bag X9, Pretoria 0001, South Africa', 'Private Bag X9, Pretoria 0001, South Africa'],
  ],
  'US military': [
    ['PSC 1234, Box 5678, APO AE 09204', 'PSC 1234, Box 5678, APO AE 09204'],
    ['Unit 2050 Box 4190, FPO AP 96522', 'Unit 2050 Box 4190, FPO AP 96522'],
    ['Send care packages to USNS Comfort, FPO AA 34099.', 'USNS Comfort, FPO AA 34099'],
    ['CMR 480 Box 12\nAPO AE 09128', 'CMR 480 Box 12\nAPO AE 09128'],
  ],
};

describe.each(Object.entries(COUNTRIES))('addressRecognizer: %s', (_country, cases) => {
  it.each(cases)('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: PO boxes', () => {
  it.each([
    ['P.O. Box 123', 'P.O. Box 123'],
    ['Dirección postal: Casilla 55', 'Casilla 55'],
    ['Boîte postale 12', 'Boîte postale 12'],
    ['Private Bag 12', 'Private Bag 12'],
    ['Postfach 10 20 30', 'Postfach 10 20 30'],
    ['Dirección: Apartado 1234', 'Apartado 1234'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: fragments in prose', () => {
  it.each([
    ['I moved into Apt. 4C last week', 'Apt. 4C'],
    ['my apartment 12B is cold', 'apartment 12B'],
    ['Our address is Suite 210 on the second floor', 'Suite 210'],
    ['we live in Unit 7 now', 'Unit 7'],
    ['home: Fl 3, the blue door', 'Fl 3'],
    ['my zip code is 60614', '60614'],
    ['postcode SW1A 1AA', 'SW1A 1AA'],
    ['Bitte PLZ 10115 angeben', '10115'],
    ['CEP: 01310-100', '01310-100'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: lowercase chat', () => {
  it.each([
    ['i live at 12 oak st', '12 oak st'],
    ['meet me at 400 maple ave', '400 maple ave'],
    ['send it to 55 elm street apt 2', '55 elm street apt 2'],
    ['pick me up from 9 north shore dr tomorrow', '9 north shore dr'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: not addresses', () => {
  it.each([
    'Section 12 B was repealed in 1998.',
    'See Chapter 5 for details.',
    'Route 66 was a song before it was a show.',
    'Via email, please: the Rue was closed.',
    'Bayern liegt auf Platz 3 der Tabelle.',
    'Upgrade to Windows 10, 2004 Edition or Python 3.12.',
    'The meeting is at 5 pm on 12 May.',
    'It is a 10 minute drive from here.',
    'Suite 3 of the hotel software crashed.',
    'They won 3-1 and the FA Cup tie 2-0.',
    'Según el apartado 3 del artículo 5.',
    'As Jones et al. Nature 2019 reported.',
    'BP 120/80, pulse 72.',
    'Box 5 of the archive was lost.',
    'verified identity via last 4 of card (3630) and ZIP 98101.',
    'Level 3 support answered.',
    'Heathrow gate 12 is closed.',
    'The CAP 1992 reform changed farming.',
    'PIN code 4821 was rejected.',
    'He is 42 and drives way too fast.',
    'on 12 jan st patrick came',
    'We ordered 12 units at 3 Euros each.',
    'Unit 7 Sales figures rose.',
    'The Gathering 2025 was fun.',
    'The Ring 2 premiered and a Boxing Ring 3 was built.',
    'Address: Tampa, Fl 33602',
    'Casilla 5 del formulario.',
    'Calle 13 won 3 Grammys.',
    'Her Bowtie 3 collection grew.',
    'The 2nd Brigade 4 unit moved.',
    'Article 3 of the Convention, 1950 applies.',
    'Flat 3 weeks ago',
    '12-05-2021 Monday, Tokyo',
  ])('%j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: linear on hostile input for the new forms', () => {
  it.each([
    ['trailing street words', 'Kossuth Lajos utca '.repeat(8_000)],
    ['name-first types', 'ul. Długa Aa '.repeat(8_000)],
    ['Japanese blocks and districts', '1-2-3 Aa, Bb-ku, '.repeat(8_000)],
    ['PO boxes and stations', 'Postfach 10 20 30, Station '.repeat(8_000)],
    ['postcode words', 'zip code is postcode PLZ '.repeat(8_000)],
    ['lowercase chat', 'at 12 oak at 12 oak '.repeat(8_000)],
  ])('%s', (_name, text) => {
    expect(found(text)).toBeInstanceOf(Array);
  }, HANG_GUARD_MS);
});
