import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

/**
 * The whole contiguous address is one span: unit, street, city, region, postcode and a final country line.
 * Each table is one postal convention; the negatives are the look-alikes it must leave alone.
 */
describe('addressRecognizer joins: the country line after the postcode or city', () => {
  it.each([
    ['Deliver to: 14 Residency Road\nBengaluru 560025\nKarnataka, India\nThanks', '14 Residency Road\nBengaluru 560025\nKarnataka, India'],
    ['my address is 418 pine st\nseattle, wa 98101\nusa. ping me', '418 pine st\nseattle, wa 98101\nusa'],
    ['Adresse :\n8 rue de Rivoli\n75004 Paris\nFRANCE\n', '8 rue de Rivoli\n75004 Paris\nFRANCE'],
    ['Adres:\nKeizersgracht 120\n1015 CW Amsterdam\nNederland\n', 'Keizersgracht 120\n1015 CW Amsterdam\nNederland'],
    ['Address:\nPlot 490, 38 Awolowo Road\nPort Harcourt\nNigeria\nPlace of birth: Kano', 'Plot 490, 38 Awolowo Road\nPort Harcourt\nNigeria'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // "us" on its own is a pronoun, not the country.
    ['Ship to 12 Main Street\nSpringfield, IL 62704\nus and them', '12 Main Street\nSpringfield, IL 62704'],
    // A name line under the address is no region: only a region followed by its country is taken.
    ['14 Residency Road\nBengaluru 560025\nRavi Kumar, Manager', '14 Residency Road\nBengaluru 560025'],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer joins: the unit or building before the street', () => {
  it.each([
    ['Our office is at Level 12/345 George Street, Sydney NSW 2000. Call', 'Level 12/345 George Street, Sydney NSW 2000'],
    ['Send it to Unit 4/27 Beach Road, Manly NSW 2095 please.', 'Unit 4/27 Beach Road, Manly NSW 2095'],
    ['Address:\nRoom 1203, Building 5, No. 88 Century Avenue\nShanghai 200120\nChina\nTel', 'Room 1203, Building 5, No. 88 Century Avenue\nShanghai 200120\nChina'],
    ['Ship to:\nApt 101-1203, 25 Olympic-ro, Songpa-gu\nSeoul 05551\nSouth Korea\nTel', 'Apt 101-1203, 25 Olympic-ro, Songpa-gu\nSeoul 05551\nSouth Korea'],
    ['Discharged to Plot 7, 14 Link Road, Pune, Maharashtra 411001 today.', 'Plot 7, 14 Link Road, Pune, Maharashtra 411001'],
    ['Address:\nUnit 12, Ocean Villas\n15 Beach Road\nCape Town\n8005\nSouth Africa\n', 'Unit 12, Ocean Villas\n15 Beach Road\nCape Town\n8005\nSouth Africa'],
    ['Adres: Gazi Osman Paşa Caddesi No: 12 Daire 3, 06420 Ankara\n', 'Gazi Osman Paşa Caddesi No: 12 Daire 3, 06420 Ankara'],
    ['I am staying at Villa 12, Jumeirah Beach Road, Dubai until Monday.', 'Villa 12, Jumeirah Beach Road, Dubai'],
    // Hong Kong: flat, floor and tower before the street.
    ['Address: Flat B, 12/F, Tower 2, 8 Harbour Road, Wan Chai, Hong Kong\n', 'Flat B, 12/F, Tower 2, 8 Harbour Road, Wan Chai, Hong Kong'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A level or unit word with its own number and a comma is a prefix; one in prose before a count is not.
    ['We reached Level 4 of the game with 12 players.', []],
    // The number after a lane's or section's name is theirs, not a house number written with a comma.
    ['Go to Soi 13, Ratchadaphisek Road after lunch', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: units, floors and doors after the house number', () => {
  it.each([
    ['Wohnhaft: Mariahilfer Straße 45/Stiege 2/Top 14, 1060 Wien\n', 'Mariahilfer Straße 45/Stiege 2/Top 14, 1060 Wien'],
    ['Adresse: Maria-Theresien-Straße 12/Top 4, 6020 Innsbruck\n', 'Maria-Theresien-Straße 12/Top 4, 6020 Innsbruck'],
    ['Anschrift: Bahnhofstraße 5, 2. OG, 80335 München\n', 'Bahnhofstraße 5, 2. OG, 80335 München'],
    ['Lieferadresse: Hauptstraße 18, EG, 50667 Köln\n', 'Hauptstraße 18, EG, 50667 Köln'],
    ['Morada: Rua Augusta 14, R/C Esq., 1100-053 Lisboa\n', 'Rua Augusta 14, R/C Esq., 1100-053 Lisboa'],
    ['Morada:\nRua de Cedofeita, n.º 210\n4050-174 Porto\nPortugal\n', 'Rua de Cedofeita, n.º 210\n4050-174 Porto\nPortugal'],
    ['Cím: Andrássy út 12. fsz. 2., 1061 Budapest\n', 'Andrássy út 12. fsz. 2., 1061 Budapest'],
    ['Dirección: Calle Mayor 5, bajo A, 28013 Madrid\n', 'Calle Mayor 5, bajo A, 28013 Madrid'],
    ['Domicilio: Av. Reforma 222, Int. 5, C.P. 06600, Ciudad de México, CDMX\n', 'Av. Reforma 222, Int. 5, C.P. 06600, Ciudad de México, CDMX'],
    ['Adresa: Str. Lipscani nr. 5, bl. A2, sc. 1, ap. 14, 030031 București\n', 'Str. Lipscani nr. 5, bl. A2, sc. 1, ap. 14, 030031 București'],
    ['Adres: Groenplaats 21 bus 4\n3000 Leuven\n', 'Groenplaats 21 bus 4\n3000 Leuven'],
    // Indonesia: neighbourhood and community units after the house number.
    ['Alamat: Jl. Sudirman No. 5, RT 03/RW 05, Karet, Jakarta 12920\n', 'Jl. Sudirman No. 5, RT 03/RW 05, Karet, Jakarta 12920'],
    // The Hungarian number's dot is the number's when a word in lower case follows.
    ['the heating at 2356 Debrecen, Kossuth Lajos utca 172. has been broken', '2356 Debrecen, Kossuth Lajos utca 172.'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A full stop before a capitalised word ends the sentence.
    ['Ich wohne Hauptstraße 5. Dann kam er.', ['Hauptstraße 5']],
    // A year-like number opening the line after a name is no postcode.
    ['Version 3\n2020 Edition', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: the postcode and city after the street', () => {
  it.each([
    ['Indirizzo: Via Garibaldi, 7 - 10122 Torino (TO)\n', 'Via Garibaldi, 7 - 10122 Torino (TO)'],
    ['Send it to Flat 2, 14 Oak Lane\nYork\nYO1 7HH by Friday.', 'Flat 2, 14 Oak Lane\nYork\nYO1 7HH'],
    ['Address:\nApartment 4, 19 Patrick Street\nCork T12 X70A\nIreland\n', 'Apartment 4, 19 Patrick Street\nCork T12 X70A\nIreland'],
    ['Address: 4 Dorset Street Upper, Dublin 1, D01 K2P4\n', '4 Dorset Street Upper, Dublin 1, D01 K2P4'],
    ['Endereço: Rua das Flores, 120, apto 31 – Curitiba – PR, 80010-010\n', 'Rua das Flores, 120, apto 31 – Curitiba – PR, 80010-010'],
    ['Mailing address: POB 1432, Santa Fe, NM 87504\n', 'POB 1432, Santa Fe, NM 87504'],
    // A Dutch street named for a person with a particle.
    ['Adres: Johan de Wittlaan 7, 2517 JR Den Haag\n', 'Johan de Wittlaan 7, 2517 JR Den Haag'],
    // A postcode said after the word that names it, with "there is" between.
    ['fyi the postcode there is LS6 2AB if that helps', 'LS6 2AB'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // After a spaced dash only a postcode joins: prose after it does not.
    ['Indirizzo: Via Garibaldi, 7 - la sede è chiusa', ['Via Garibaldi, 7']],
    // A name and particle before a number with no street word are no street.
    ['Ik zag Jan de Boer 5 keer', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: forms of their own', () => {
  it.each([
    // Vietnam: number, street name with no street word, city with its postcode or the country line.
    ['Văn phòng: 45 Lê Lợi, Đà Nẵng 550000\nTel', '45 Lê Lợi, Đà Nẵng 550000'],
    ['Ship to:\nSố 18 Hai Bà Trưng\nHà Nội\nVietnam\n', 'Số 18 Hai Bà Trưng\nHà Nội\nVietnam'],
    // Nigeria and India: a comma after the house number.
    ['Our office:\n14, Adeola Odeku Street, Victoria Island, Lagos\n\nDear', '14, Adeola Odeku Street, Victoria Island, Lagos'],
    ['Address: 221, MG Road, Bengaluru 560001\n', '221, MG Road, Bengaluru 560001'],
    // Japan: the postal mark, the postcode and the address line after it.
    ['Address:\n〒100-0005\nChiyoda-ku, Tokyo, Marunouchi 2-7-2, Room 801\nTel: 03', '〒100-0005\nChiyoda-ku, Tokyo, Marunouchi 2-7-2, Room 801'],
    // Colombia and Yucatán: a street named by its number, the house number after "#".
    ['Enviar a:\nCalle 60 #18\nCol. Centro\n97000 Mérida, Yuc.\nMéxico\n', 'Calle 60 #18\nCol. Centro\n97000 Mérida, Yuc.\nMéxico'],
    ['Dirección: Carrera 7 No. 71-21, Bogotá\n', 'Carrera 7 No. 71-21, Bogotá'],
    // Japan: a four-digit lot number where no chōme is written, and Sapporo's grid blocks.
    ['Office: Room 502, 12-3 Kita 3-jo Nishi, Chuo-ku, Sapporo 060-0003, Japan\n', 'Room 502, 12-3 Kita 3-jo Nishi, Chuo-ku, Sapporo 060-0003, Japan'],
    ['Address: 3500-1 Kamitsuruma, Minami-ku, Sagamihara 252-0318\n', '3500-1 Kamitsuruma, Minami-ku, Sagamihara 252-0318'],
    // Written in lower case: the flat's letter and the box word are read as capitals.
    ['discharged home to calle san martín 9007, piso 9, depto. a, g4100fgt buenos aires with meds', 'calle san martín 9007, piso 9, depto. a, g4100fgt buenos aires'],
    ['mailing address: pob 2210, boise, id 83701\nprovider: x', 'pob 2210, boise, id 83701'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // Without Vietnamese letters or a ward, a number and two names before a six-digit number are no street.
    ['Order 45 Blue Widgets, Batch 550000 shipped', []],
    // A year before a comma is no house number.
    ['In 1998, Abbey Road Studios reopened.', []],
    // The postal mark's line needs a block number; a sentence after it stays out.
    ['〒100-0005\nPlease call first.', ['〒100-0005']],
    ['see Calle 5 of the guide', []],
    // A postcode or a local phone number is no Japanese lot number.
    ['call 555-1234 Monday, Tokyo 100-0005', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: vCard ADR values (RFC 6350)', () => {
  it.each([
    ['BEGIN:VCARD\nFN:Jo Smith\nADR;TYPE=home:;;123 Main St;Springfield;IL;62704;USA\nEND:VCARD', '123 Main St;Springfield;IL;62704;USA'],
    ['item1.ADR;type=WORK;type=pref:;;1 Infinite Loop;Cupertino;CA;95014;United States\n', '1 Infinite Loop;Cupertino;CA;95014;United States'],
    // Property names are case-insensitive (RFC 6350 §3.3): a vCard written or pasted in lower case.
    ['begin:vcard\nfn:jo smith\nadr;type=home:;;corso buenos aires 92;firenze;fi;50123;italia\nend:vcard', 'corso buenos aires 92;firenze;fi;50123;italia'],
    ['Adr:;;100 Victoria Road;Manchester;;M1 4BT\n', '100 Victoria Road;Manchester;;M1 4BT'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // An empty value, and "ADR" inside a word or prose, are no address.
    ['ADR;TYPE=home:;;;;;;\nThe ADR of 5 is high', []],
    ['MADRID 1996-08-30', []],
    ['madrid: 1996-08-30; 2001', []],
    ['the adr: 5; 6 is high', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: floors named in French, Italian, Portuguese and Spanish', () => {
  it.each([
    ['Adresse :\n12 rue des Lilas\nBâtiment B, 3e étage\n69003 Lyon\nFrance\n', '12 rue des Lilas\nBâtiment B, 3e étage\n69003 Lyon\nFrance'],
    ['Indirizzo: Via Roma 12, Scala B, Piano 3, 00184 Roma\n', 'Via Roma 12, Scala B, Piano 3, 00184 Roma'],
    ['Morada: Rua Augusta 14, 3º andar, 1100-053 Lisboa\n', 'Rua Augusta 14, 3º andar, 1100-053 Lisboa'],
    ['Dirección: Calle Mayor 5, 2ª planta, 28013 Madrid\n', 'Calle Mayor 5, 2ª planta, 28013 Madrid'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: addresses in Chinese, Japanese and Korean script (largest unit first)', () => {
  it.each([
    ['送付先：〒100-0005 東京都千代田区丸の内2-7-2 までお願いします', '〒100-0005 東京都千代田区丸の内2-7-2'],
    ['住所は大阪府大阪市北区梅田三丁目1番3号です', '大阪府大阪市北区梅田三丁目1番3号'],
    ['神奈川県横浜市中区山下町1-2-3', '神奈川県横浜市中区山下町1-2-3'],
    ['地址：北京市朝阳区建国路88号，电话', '北京市朝阳区建国路88号'],
    ['广东省广州市天河区天河路385号1203室', '广东省广州市天河区天河路385号1203室'],
    ['주소: 서울특별시 송파구 올림픽로 25 입니다', '서울특별시 송파구 올림픽로 25'],
    ['경기도 성남시 분당구 판교역로 235, 101동 1203호', '경기도 성남시 분당구 판교역로 235, 101동 1203호'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A city named in prose, a date range, a road and number with no city or district.
    ['我在北京工作了3年', []],
    ['東京で2-3日過ごした', []],
    ['第3区的路12号', []],
    ['市区市区市区町村郡市区路', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: a state on its own line below the city-and-postcode line (IN, MY, ID, NG)', () => {
  it.each([
    ['Ship to:\n236, Anna Salai\nAshok Nagar\nBengaluru - 560001\nKarnataka\nIndia\n\nThanks', '236, Anna Salai\nAshok Nagar\nBengaluru - 560001\nKarnataka\nIndia'],
    ['Chen Wei\n12 Jalan Sultan Ismail\n80000 Johor Bahru\nJohor\n\n27 March 2024', '12 Jalan Sultan Ismail\n80000 Johor Bahru\nJohor'],
    ['address: |\n    Jalan Sudirman 197\n    Surabaya 60271\n    Jawa Timur\n  active: true', 'Jalan Sudirman 197\n    Surabaya 60271\n    Jawa Timur'],
    ['SHIP TO:\n88 ALLEN AVENUE\nABUJA 900211\nFCT\nTRACKING 1Z99', '88 ALLEN AVENUE\nABUJA 900211\nFCT'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // Only a whole line that is a state: a name, a company or a sentence below the address stays out.
    ['12 Jalan Sultan Ismail\n80000 Johor Bahru\nJohor Trading Sdn Bhd', '12 Jalan Sultan Ismail\n80000 Johor Bahru'],
    ['88 Allen Avenue\nAbuja 900211\nDelta Airlines called today.', '88 Allen Avenue\nAbuja 900211'],
    // Not across a blank line: the next paragraph is not the address.
    ['88 Allen Avenue\nAbuja 900211\n\nLagos\nis where we meet', '88 Allen Avenue\nAbuja 900211'],
  ])('not the line below: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer joins: a Brazilian CEP on the last line of its own', () => {
  it.each([
    ['Rua Augusta 47\nCopacabana\nRio de Janeiro - RJ\n22021-001\nBrasil\n\nTRACKING', 'Rua Augusta 47\nCopacabana\nRio de Janeiro - RJ\n22021-001\nBrasil'],
    ['Avenida Sete de Setembro 175 sala 5\nCentro\nSalvador - BA\n40060-001\nOrder: 4325572', 'Avenida Sete de Setembro 175 sala 5\nCentro\nSalvador - BA\n40060-001'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // Only the CEP's own shape, five digits, dash, three: other numbers on the next line are no postcode.
    ['Rua Augusta 47\nRio de Janeiro - RJ\n2024-03-01 delivered', 'Rua Augusta 47'],
    ['Rua Augusta 47\nRio de Janeiro - RJ\n22021001 units', 'Rua Augusta 47'],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer joins: a flat or floor line before a street written name first', () => {
  it.each([
    ['Address: Appartement 39, Marktgasse 180, 8001 Zürich\n', 'Appartement 39, Marktgasse 180, 8001 Zürich'],
    ['Address: Appartement 39\nMarktgasse 180\n8001 Zürich\n', 'Appartement 39\nMarktgasse 180\n8001 Zürich'],
    ['Address: Whg. 1\nAm Markt 160\n80802 München\n', 'Whg. 1\nAm Markt 160\n80802 München'],
    ['See Room 12, Hauptstraße 5, 10115 Berlin', 'Room 12, Hauptstraße 5, 10115 Berlin'],
    ['Phòng 24, 122 Đường Đồng Khởi, Quận 1, Hồ Chí Minh', 'Phòng 24, 122 Đường Đồng Khởi, Quận 1, Hồ Chí Minh'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // Parted by blanks only, a room before a street named first is another phrase ("Room 12 Hauptstraße 5" could be a room list).
    ['Room 12 Hauptstraße 5, 10115 Berlin', 'Hauptstraße 5, 10115 Berlin'],
    // A word that is no flat word stays out.
    ['Meeting 39, Marktgasse 180, 8001 Zürich', 'Marktgasse 180, 8001 Zürich'],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer joins: the country line in the country\'s own name and script', () => {
  it.each([
    ['bul. Vitosha 100\nSofia 1000\nБългария\n\nThanks', 'bul. Vitosha 100\nSofia 1000\nБългария'],
    ['Address: 138 Tahrir Street, Garden City, Cairo, 11511, مصر\n', '138 Tahrir Street, Garden City, Cairo, 11511, مصر'],
    ['vul. Khreshchatyk, 42\nKyiv 01001\nУКРАЇНА\n', 'vul. Khreshchatyk, 42\nKyiv 01001\nУКРАЇНА'],
    ['4-2-8 Ginza\nChuo-ku, Tokyo 104-0061\n日本\n', '4-2-8 Ginza\nChuo-ku, Tokyo 104-0061\n日本'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A country's name alone, with no street or postcode before it, is no address.
    ['Обичам София, България.', []],
    ['我们在日本见面', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer joins: city, oblast or republic, then postcode (Russia, Ukraine)', () => {
  it.each([
    ['vul. Khreshchatyk, 42, kv. 9\nKharkiv\nKharkivska oblast\n61002\n\nDear', 'vul. Khreshchatyk, 42, kv. 9\nKharkiv\nKharkivska oblast\n61002'],
    ['Address: vul. Khreshchatyk, 220, Kharkiv, Kharkivska oblast, 61002, Ukraine\n', 'vul. Khreshchatyk, 220, Kharkiv, Kharkivska oblast, 61002, Ukraine'],
    ['ulitsa Tverskaya, 108\nKazan\nRespublika Tatarstan\n420111\n', 'ulitsa Tverskaya, 108\nKazan\nRespublika Tatarstan\n420111'],
    ['Nevsky prospekt 28, Kazan, Respublika Tatarstan, 420111', 'Nevsky prospekt 28, Kazan, Respublika Tatarstan, 420111'],
    ['Tverskaya ulitsa 7, 125009 Moskva', 'Tverskaya ulitsa 7, 125009 Moskva'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A transliterated street word alone, with no city and postcode, is not enough.
    ['the ulitsa Tverskaya 108 photos', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(Array.isArray(expected) ? expected : [expected]);
  });
});
