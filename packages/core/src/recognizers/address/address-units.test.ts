import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';
import { HANG_GUARD_MS } from '../../test-support/hang-guard.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('addressRecognizer: flats, floors and house-number suffixes written after the street', () => {
  it.each([
    ['Storgatan 2, lgh 1253, 211 20 Malmö', 'Storgatan 2, lgh 1253, 211 20 Malmö'],
    ['Kongensgade 117, 2. th.\n2100 København Ø\nDenmark', 'Kongensgade 117, 2. th.\n2100 København Ø\nDenmark'],
    ['Vesterbrogade 68, st., 1620 København V', 'Vesterbrogade 68, st., 1620 København V'],
    ['Rua Garrett, 236, 3.º Dto., 4700-321 Braga', 'Rua Garrett, 236, 3.º Dto., 4700-321 Braga'],
    ['Avenida dos Aliados 367, 1.º\n3000-123 Coimbra', 'Avenida dos Aliados 367, 1.º\n3000-123 Coimbra'],
    ['Avenida da Liberdade 376, R/C\n1100-053 Lisboa', 'Avenida da Liberdade 376, R/C\n1100-053 Lisboa'],
    ['Paseo Mayor, 149, 3º B, 29005 Málaga', 'Paseo Mayor, 149, 3º B, 29005 Málaga'],
    ['Calle de Atocha, 56, 2º izq., 08008 Barcelona', 'Calle de Atocha, 56, 2º izq., 08008 Barcelona'],
    ['Av. Corrientes 2544, Piso 4 Depto. C, S2000 Rosario', 'Av. Corrientes 2544, Piso 4 Depto. C, S2000 Rosario'],
    ['Puistokatu 54 as. 7, 00100 Helsinki', 'Puistokatu 54 as. 7, 00100 Helsinki'],
    ['Wetstraat 63 bus 16, 1000 Brussel', 'Wetstraat 63 bus 16, 1000 Brussel'],
    ['Prinsengracht 94-H, 1016 GV Amsterdam', 'Prinsengracht 94-H, 1016 GV Amsterdam'],
    ['Hoofdweg 265 II, 1817 HT Alkmaar', 'Hoofdweg 265 II, 1817 HT Alkmaar'],
    ['Vicolo Cavour 176/B, 80134 Napoli', 'Vicolo Cavour 176/B, 80134 Napoli'],
    ['Send it to 120bis rue des Écoles, 75011 Paris', '120bis rue des Écoles, 75011 Paris'],
    ['Avenida Brasil, 1154, apto. 1203 - Savassi, Belo Horizonte - MG, 01200-390', 'Avenida Brasil, 1154, apto. 1203 - Savassi, Belo Horizonte - MG, 01200-390'],
    ['2777, avenue Willms, app. 332, Montréal, QC H3B 3N9', '2777, avenue Willms, app. 332, Montréal, QC H3B 3N9'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: flat, entrance and office words of more countries after the house number', () => {
  it.each([
    // Bulgarian entrance and flat (вход, апартамент), Czech and Slovak "byt", Icelandic "íbúð" and floor "hæð", Danish floor "sal".
    ['Address: bul. Vitosha 100, vh. D, ap. 28, Plovdiv 4000\n', 'bul. Vitosha 100, vh. D, ap. 28, Plovdiv 4000'],
    ['Address: Václavské náměstí 185, byt 42, 120 00 Praha 2, Czechia\n', 'Václavské náměstí 185, byt 42, 120 00 Praha 2, Czechia'],
    ['Address: Laugavegur 12, íbúð 31, 105 Reykjavík\n', 'Laugavegur 12, íbúð 31, 105 Reykjavík'],
    ['Laugavegur 12, 7. hæð\n600 Akureyri\nÍsland\n', 'Laugavegur 12, 7. hæð\n600 Akureyri\nÍsland'],
    ['im at Nørrebrogade 16, 2. sal, 1160 København K pls', 'Nørrebrogade 16, 2. sal, 1160 København K'],
    // Spanish "Oficina"/"Of.", Portuguese "conj." (conjunto), Russian and Ukrainian "of." (офис).
    ['Avenida Apoquindo 181 Oficina 32\n2340000 Valparaíso\nChile\nOrder', 'Avenida Apoquindo 181 Oficina 32\n2340000 Valparaíso\nChile'],
    ['Avenida Larco 115 Of. 41, Lima 15074\n', 'Avenida Larco 115 Of. 41, Lima 15074'],
    ['Rua Augusta 12 conj. 22, Centro, Belo Horizonte - MG, 30130-110\n', 'Rua Augusta 12 conj. 22, Centro, Belo Horizonte - MG, 30130-110'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // The words need their number or letter after them: "of course" and "a sal" are prose.
    ['We met at 12 Main Street of course.', '12 Main Street'],
    ['Send it to Nørrebrogade 16, 1160 København K, sal 3 is closed', 'Nørrebrogade 16, 1160 København K'],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: a floor needs its marker or side', () => {
  it.each([
    ['Kongensgade 117, 2. Then we left.', 'Kongensgade 117'],
    ['Storgatan 2, 12 people came.', 'Storgatan 2'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: number words, street words and postcodes of more countries', () => {
  it.each([
    // A number word between street and number: Turkish "No:", Romanian "nr.", Russian "d." / "д.".
    ['Gül Sokak No: 69, 34710 Kadıköy/İstanbul', 'Gül Sokak No: 69, 34710 Kadıköy/İstanbul'],
    ['Atatürk Cad. No: 12 D: 5, 06690 Çankaya/Ankara', 'Atatürk Cad. No: 12 D: 5, 06690 Çankaya/Ankara'],
    ['Send to Str. Lipscani nr. 178, bl. 24, ap. 8, 030031 București', 'Str. Lipscani nr. 178, bl. 24, ap. 8, 030031 București'],
    ['Calea Victoriei nr. 12, 010082 București, România', 'Calea Victoriei nr. 12, 010082 București, România'],
    ['ul. Pushkina, d. 98, Yekaterinburg, 620014', 'ul. Pushkina, d. 98, Yekaterinburg, 620014'],
    ['ул. Тверская, д. 21, кв. 126, Москва, 125009', 'ул. Тверская, д. 21, кв. 126, Москва, 125009'],
    // A number word or a room line before a street written number first.
    ['Room 2300, No. 443 Renmin Road, Chaoyang District, Beijing 100022', 'Room 2300, No. 443 Renmin Road, Chaoyang District, Beijing 100022'],
    ['Appartement 12, 129 impasse Émile Zola, 34000 Montpellier', 'Appartement 12, 129 impasse Émile Zola, 34000 Montpellier'],
    // Korean road names; a city with a five-digit postcode after its district.
    ['363 Jong-ro\nJongno-gu, Seoul 03172\nSouth Korea', '363 Jong-ro\nJongno-gu, Seoul 03172\nSouth Korea'],
    ['Our office: 152 Teheran-ro, Gangnam-gu, Seoul 06236.', '152 Teheran-ro, Gangnam-gu, Seoul 06236'],
    // The town on one line and the postcode alone on the next.
    ['240 Willow Road\nSheffield\nS10 2GP\nUnited Kingdom', '240 Willow Road\nSheffield\nS10 2GP\nUnited Kingdom'],
    ['146 Shop Street\nEnnis, Co. Clare\nV95 T5C3', '146 Shop Street\nEnnis, Co. Clare\nV95 T5C3'],
    ['265 Main Road\nDurban\n4001\nSouth Africa', '265 Main Road\nDurban\n4001\nSouth Africa'],
    // A province in brackets or abbreviated after the city.
    ['Carrer del Sol, 28\n50001 Zaragoza (Zaragoza)\nEspaña', 'Carrer del Sol, 28\n50001 Zaragoza (Zaragoza)\nEspaña'],
    ['Calle Madero 1284 Int. 20, Col. Americana, 76000 Querétaro, Qro., Mexico', 'Calle Madero 1284 Int. 20, Col. Americana, 76000 Querétaro, Qro., Mexico'],
    // "C.P." before a Mexican postcode; "No." after a leading flat word; a country after a military address.
    ['Calle Hidalgo 571, Col. Condesa, C.P. 44100 Guadalajara, Jal.', 'Calle Hidalgo 571, Col. Condesa, C.P. 44100 Guadalajara, Jal.'],
    ['Flat No. 948C, Prestige Towers, Station Road, Mumbai, Maharashtra 400050, India', 'Flat No. 948C, Prestige Towers, Station Road, Mumbai, Maharashtra 400050, India'],
    ['Unit 7396 Box 6059, FPO AA 34028, U.S.A.', 'Unit 7396 Box 6059, FPO AA 34028, U.S.A.'],
    ['Mail CMR 408 Box 269, APO AA 34011, not to the warehouse.', 'CMR 408 Box 269, APO AA 34011'],
    // "s/n" (no number), "CEP" on the line after the city, a Dublin district before the Eircode line.
    ['C/ Goya, s/n, 08008 Barcelona', 'C/ Goya, s/n, 08008 Barcelona'],
    ['Avenida Paulista, 335, apto 31\nBela Vista, Belo Horizonte/MG\nCEP 99170-436', 'Avenida Paulista, 335, apto 31\nBela Vista, Belo Horizonte/MG\nCEP 99170-436'],
    ['44 Mill Road\nDublin 2\nD02 V1W9\nIreland', '44 Mill Road\nDublin 2\nD02 V1W9\nIreland'],
    // A capitalised word before a one-word street name; a street word written apart still wins.
    ['Sankt Eriksgatan 22, lgh 1009\n111 22 Stockholm', 'Sankt Eriksgatan 22, lgh 1009\n111 22 Stockholm'],
    ['Landstraßer Hauptstraße 67, 1040 Wien', 'Landstraßer Hauptstraße 67, 1040 Wien'],
    ['Die Hauptstraße 5 ist lang.', 'Hauptstraße 5'],
    ['İstiklal Caddesi No: 17 D: 18, 34433 Beyoğlu/İstanbul', 'İstiklal Caddesi No: 17 D: 18, 34433 Beyoğlu/İstanbul'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    'The No. 12 bus was late.',
    'Section 3, nr. 5 of the form.',
    'He wore No. 10 Jersey at the final.',
    'We met in Room 12, then left.',
    'K-pop 12 Gangnam-style dance.',
  ])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: a street with no street word, before a postcode-first city', () => {
  it.each([
    ['Vinohradská 1302/11, 779 00 Olomouc', 'Vinohradská 1302/11, 779 00 Olomouc'],
    ['Palackého 1958/49\n110 00 Praha 1', 'Palackého 1958/49\n110 00 Praha 1'],
    ['You can find us at Strøget 76, 2100 København Ø — ring twice.', 'Strøget 76, 2100 København Ø'],
    ['Lange Voorhout 77, 7604 SB Den Haag', 'Lange Voorhout 77, 7604 SB Den Haag'],
    ['Ermou 46, 546 24 Thessaloniki, Greece', 'Ermou 46, 546 24 Thessaloniki, Greece'],
    ['Corso dei Mille 25, 00184 Roma (RM)', 'Corso dei Mille 25, 00184 Roma (RM)'],
    ['Plaza Mayor, 64, 46002 Valencia', 'Plaza Mayor, 64, 46002 Valencia'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    'Werder Bremen 1\n1860 Munich 1 Borussia Dortmund 2',
    'Upgrade to Windows 10, 2004 Edition today.',
    'Apollo 11, 1969 Houston recordings.',
    '23 April 2025\n293145\tAhenk Yıldız',
    'Dlouhá 30 was closed.',
    'Room 4, 2210 Seats available',
  ])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: a flat, suite or UK postcode said alone', () => {
  it.each([
    ["I'm in Suite 1D, second door on the left.", 'Suite 1D'],
    ['Suite 200 is on the left.', 'Suite 200'],
    ['Buzz Flat 864 when you arrive.', 'Flat 864'],
    ['Please leave it at Unit 22A.', 'Unit 22A'],
    ['Do you deliver to SW1A 1WF?', 'SW1A 1WF'],
    ["I'm based in G12 8QG if that helps.", 'G12 8QG'],
    ['Sheffield\nS10 2GP', 'S10 2GP'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    'Office Suite 2010 is installed.',
    'Run Suite 5 again.',
    'Unit 7 Sales figures rose.',
    'Flat 3 weeks ago',
    'A PS5 2TB drive.',
    'The XY1 2AB code is invalid.',
    'Grade A1 2BC',
  ])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: a postcode after the word that names it in Italy (CAP), Spain and Mexico (CP) and India (PIN code)', () => {
  it.each([
    ['Our CAP is 00186.\n', '00186'],
    ['The CP is 41004.\n', '41004'],
    ['PIN code: 110019\n', '110019'],
    ['pincode 560001 only', '560001'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // The abbreviations are capitals: a cap in prose is no postcode; a bare PIN is a bank PIN.
    ['the cap is 50000 dollars', []],
    ['Your PIN is 482913.', []],
    ['Cp 12345 is the part number', []],
  ])('not: %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('addressRecognizer: Hungarian addresses', () => {
  it.each([
    // City first, postcode last (the envelope order), and postcode and city before the street.
    ['Szeged, Kossuth Lajos tér 104., 6720', 'Szeged, Kossuth Lajos tér 104., 6720'],
    ['Debrecen\nPetőfi Sándor utca 41.\n4025', 'Debrecen\nPetőfi Sándor utca 41.\n4025'],
    ['1061 Budapest\nAndrássy krt. 34. 3/12\nHungary', '1061 Budapest\nAndrássy krt. 34. 3/12\nHungary'],
    ['7621 Pécs, Király utca 50., Magyarország', '7621 Pécs, Király utca 50., Magyarország'],
    // Floor and door: "IV. em. 2. ajtó", "fszt. 1." (ground floor).
    ['9021 Győr, Bajcsy-Zsilinszky u. 66. IV. em. 2. ajtó', '9021 Győr, Bajcsy-Zsilinszky u. 66. IV. em. 2. ajtó'],
    ['Debrecen, Széchenyi utca 11. fszt. 1., 4025', 'Debrecen, Széchenyi utca 11. fszt. 1., 4025'],
    // The number's dot ends the sentence when nothing of the address follows.
    ['1055 Budapest, Kossuth Lajos utca 15.', '1055 Budapest, Kossuth Lajos utca 15'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    ['Szeged, Kossuth Lajos tér 104. Then we left in 2020.', 'Kossuth Lajos tér 104'],
    ['Budapest, Váci út 5, 12 people', 'Váci út 5'],
  ])('no postcode after it: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: where no postcode is written', () => {
  it.each([
    // Kenya: the postal code after the box number, then the town.
    ['P.O. Box 30123-00100, Nairobi, Kenya', 'P.O. Box 30123-00100, Nairobi, Kenya'],
    ['Write to P.O. Box 30123-00100, Nairobi.', 'P.O. Box 30123-00100, Nairobi'],
    // The Gulf: a box and its city, or a villa and its streets closed by the country.
    ['PO Box 500001, Dubai, UAE', 'PO Box 500001, Dubai, UAE'],
    ['Villa 12, Street 5, Al Wasl, Dubai, UAE', 'Villa 12, Street 5, Al Wasl, Dubai, UAE'],
    // Vietnam: number and street, then ward, district and city.
    ['123 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh', '123 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh'],
    ['Giao đến 45 Đường Lê Lợi, Phường 4, Quận Gò Vấp, Thành phố Hồ Chí Minh, Vietnam', '45 Đường Lê Lợi, Phường 4, Quận Gò Vấp, Thành phố Hồ Chí Minh, Vietnam'],
    ['33 Hai Bà Trưng\nPhường Tràng Tiền\nQuận Hoàn Kiếm\nHà Nội\nViet Nam', '33 Hai Bà Trưng\nPhường Tràng Tiền\nQuận Hoàn Kiếm\nHà Nội\nViet Nam'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // A district and a city after a street, ending where the address plainly ends.
    ['Address: 7 Aminu Kano Crescent, Ikoyi, Lagos\nPhone: 0803 123 4567', '7 Aminu Kano Crescent, Ikoyi, Lagos'],
    ['Billing address:\n8 Broad Street\nBodija\nIbadan\nNigeria\n\nRefund issued.', '8 Broad Street\nBodija\nIbadan\nNigeria'],
    ['You can find us at 66 Broad Street, Independence Layout, Enugu — ring twice.', '66 Broad Street, Independence Layout, Enugu'],
    ['I moved to 42 Elm Street, Springfield.', '42 Elm Street, Springfield'],
    // A Saudi postcode with its additional number; a box's town on the next line.
    ['9243 King Fahd Road, Al Olaya, Riyadh 12211-5873', '9243 King Fahd Road, Al Olaya, Riyadh 12211-5873'],
    ['Ship to:\nP.O. Box 74336-40100\nKisumu\n\nThanks', 'P.O. Box 74336-40100\nKisumu'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    ['I live at 42 Elm Street, and Sarah lives next door.', '42 Elm Street'],
    ['Meet at 42 Elm Street, Sarah Jones will wait there for you', '42 Elm Street'],
  ])('a city needs the address to end after it: %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it('takes no capitalised word after a box for its city unless a country or the end follows', () => {
    expect(found('P.O. Box 12, Thanks for the help')).toEqual(['P.O. Box 12']);
  });

  it.each(['We sold 123 Nguyễn Huệ books, Phường said.', 'Box 5 of the archive was lost.', 'Villa 12, Street 5 was sold.'])('not an address: %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: linear on hostile input for the forms added here', () => {
  it.each([
    ['streets with no street word', 'Aa 12, 1234 Bb Cc '.repeat(6_000)],
    ['lower-case text with postcodes', 'aa 12 bb st, cc dd 12345 '.repeat(5_000)],
    ['number words and floors', 'Aa Sokak No: 5 D: 2. th. 3º B '.repeat(5_000)],
    ['Vietnamese wards', '12 Aa Bb, Phường Cc, Quận 1, '.repeat(5_000)],
    ['places after a street', '12 Main Street, Aa Bb, Cc Dd, '.repeat(5_000)],
  ])('%s', (_name, text) => {
    expect(found(text)).toBeInstanceOf(Array);
  }, HANG_GUARD_MS);
});

describe('addressRecognizer: a street named without its number after a preposition', () => {
  it.each([
    ['i live on maple ave', ['maple ave']],
    ['the shop on Elm Street is closed', ['Elm Street']],
    ['turn left on Oak Lane then right', ['Oak Lane']],
    ['a flat near Sunset Boulevard', ['Sunset Boulevard']],
    // Walking down or along a street names no place where someone is.
    ['i walked down park lane today', []],
    // Determiners, adjectives and function words are no street names; a street word in another case is no sign.
    ["I'm on my way", []],
    ['on the main road', []],
    ['edge up at close', []],
    ['on second street', []],
    ['on Maple avenue', []],
  ])('%j → %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});
