import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { classify, phoneRecognizer } from './phone.js';

function found(text: string): [string, number, number, number][] {
  return phoneRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('phoneRecognizer', () => {
  it.each([
    ['Call me at (602) 539-2545 today', [['(602) 539-2545', 11, 25, 0.9]]],
    ['reach 602-539-2545 ext. 45', [['602-539-2545', 6, 18, 0.9]]],
    ['x 602.539.2545x123', [['602.539.2545', 2, 14, 0.75]]],
    ['1-804-567-7118', [['1-804-567-7118', 0, 14, 0.75]]],
    ['deposit (858 384 6042)', [['858 384 6042', 9, 21, 0.75]]],
    ['+1 503 850 4448', [['+1 503 850 4448', 0, 15, 0.85]]],
    ['Tel: +1 (415) 555-0134.', [['+1 (415) 555-0134', 5, 22, 0.95]]],
    ['+44 (0)161 496 0480', [['+44 (0)161 496 0480', 0, 19, 0.85]]],
    ['cell +52 1 33 6645 2524', [['+52 1 33 6645 2524', 5, 23, 0.95]]],
    ['| +234 (0)1 609 7175 |', [['+234 (0)1 609 7175', 2, 20, 0.6]]],
    ['Bengaluru office: 077311 38915', [['077311 38915', 18, 30, 0.75]]],
    ['01 50 61 69 85', [['01 50 61 69 85', 0, 14, 0.6]]],
    ['München 0151 63159067', [['0151 63159067', 8, 21, 0.6]]],
    // Nine digits after the trunk 0 in Auckland, Haifa, Brussels, Stockholm.
    ['Auckland 09 399 1390', [['09 399 1390', 9, 20, 0.6]]],
    ['Haifa 04-850 2302', [['04-850 2302', 6, 17, 0.6]]],
    ['Bruxelles 02 610 52 18', [['02 610 52 18', 10, 22, 0.6]]],
    ['Stockholm 08-123 456 7', [['08-123 456 7', 10, 22, 0.6]]],
    ['Phone: 3012346043', [['3012346043', 7, 17, 0.65]]],
    ['Questions: 8018256782', [['8018256782', 11, 21, 0.5]]],
    ['NPI 1234567893 (602) 539-2545', [['(602) 539-2545', 15, 29, 0.75]]],
    // Countries that dial without a trunk 0: only after a phone word or under a phone label, and only a whole run.
    ['llámame al 612 345 678', [['612 345 678', 11, 22, 0.65]]],
    ['ligue (11) 91234-5678', [['(11) 91234-5678', 6, 21, 0.65]]],
    ['Tlf: 22 33 44 55', [['22 33 44 55', 5, 16, 0.65]]],
    ['we sold 612 345 678 units', []],
    ['tracking says 9400 8925 0468 0518 6467 80 delivered', []],
    // The US's own written form is a phone number to a reader whether or not the plan assigned its area code.
    ['call (634) 555-1629 now', [['(634) 555-1629', 5, 19, 0.75]]],
    ['602-539-2545 602-539-2546', [['602-539-2545', 0, 12, 0.75], ['602-539-2546', 13, 25, 0.75]]],
    ['name | phone\nAnn | 2125492578', [['2125492578', 19, 29, 0.65]]],
    ['phone="9716994466"', [['9716994466', 7, 17, 0.65]]],
    // A label names the value only when the value is short: free text after it is prose.
    ['Customer notes: Call me at 415-867-2290.', [['415-867-2290', 27, 39, 0.9]]],
    // After a phone word or under a phone label: any region's national form that is valid there.
    ['tel: 8 (495) 123-45-67', [['8 (495) 123-45-67', 5, 22, 0.65]]],
    ['Handy 015112345678', [['015112345678', 6, 18, 0.65]]],
    ['name,phone,city\nAnn,601482937,Oslo', [['601482937', 20, 29, 0.65]]],
    ['SMS/WA 081235994171', [['081235994171', 7, 19, 0.65]]],
    ['my numbr is 0612345678', [['0612345678', 12, 22, 0.65]]],
    ['whatsapp me at (51) 3126-9390', [['(51) 3126-9390', 15, 29, 0.65]]],
    ['Cell: 388-563-2132', [['388-563-2132', 6, 18, 0.75]]],
    ['Tlf.: 55-5437-1236', [['55-5437-1236', 6, 18, 0.65]]],
    ['Telefon: 27.80.00.94', [['27.80.00.94', 9, 20, 0.65]]],
    // The phone word right after the number.
    ['Ana 612 345 678 (móvil)', [['612 345 678', 4, 15, 0.65]]],
    ['Jan – 0612345678 mobile', [['0612345678', 6, 16, 0.65]]],
    ['Lars 22 33 44 55, tlf', [['22 33 44 55', 5, 16, 0.65]]],
    ['Ravi: 8 (980) 704-39-16 (home phone)', [['8 (980) 704-39-16', 6, 23, 0.65]]],
    ['Ph. 31.44.31.74', [['31.44.31.74', 4, 15, 0.65]]],
    ['call me at 22.48.29.96.', [['22.48.29.96', 11, 22, 0.65]]],
    ['Tel: +45 12 34 56 78, host 60.92.247.56', [['+45 12 34 56 78', 5, 20, 0.75]]],
    ['you can reahc her at 0191534813', [['0191534813', 21, 31, 0.65]]],
    // Chat's slips in the phone word.
    ['my phoen is 244 732 655', [['244 732 655', 12, 23, 0.65]]],
    ['whatsaapp me at 396 922 6706', [['396 922 6706', 16, 28, 0.6]]],
    ['my nuumber is 93986560409', [['93986560409', 14, 25, 0.65]]],
    ['tlf to 06-914 3770 from 36.74.21.13', [['06-914 3770', 7, 18, 0.6]]],
    ['tel. to 89 043 47 70 from ip 60.92.247.56', [['89 043 47 70', 8, 20, 0.65]]],
    ['Callback number (619) 555-1074', [['(619) 555-1074', 16, 30, 0.9]]],
    ['Phone: 702-570-4234    NPI 2030416517', [['702-570-4234', 7, 19, 0.9]]],
    ['Tel: 0612345678, order 601482937', [['0612345678', 5, 15, 0.65]]],
    ['Daughter can be reached at 05584486265.', [['05584486265', 27, 38, 0.65]]],
    ['outage since 16:05. Callback number: 0554164885.', [['0554164885', 37, 47, 0.65]]],
    ['| Name | Tlf |\n|---|---|\n| Ann | 41 66 52 50 |', [['41 66 52 50', 33, 44, 0.65]]],
    ['hey my # is 98761200 thx', [['98761200', 12, 20, 0.65]]],
    ['calling 0612345678 now', [['0612345678', 8, 18, 0.65]]],
    // A slash after the area code, as in Germany, Austria and Switzerland.
    ['Tel 0171/123 45 67', [['0171/123 45 67', 4, 18, 0.75]]],
    ['030/12345678 (Büro)', [['030/12345678', 0, 12, 0.6]]],
    // A line laid out as another line with a phone number: a list, a table, a CSV file.
    ['- Ana (Madrid): +34 612 345 678\n- Jan (Oslo): 22 33 44 55', [['+34 612 345 678', 16, 31, 0.85], ['22 33 44 55', 46, 57, 0.65]]],
    ['Ana;+34 612 345 678;Madrid\nJan;22 33 44 55;Oslo', [['+34 612 345 678', 4, 19, 0.85], ['22 33 44 55', 31, 42, 0.65]]],
    ['- Ana: +34 612 345 678\n- Jan: 612 345 678', [['+34 612 345 678', 7, 22, 0.85], ['612 345 678', 30, 41, 0.65]]],
    ['- Ana: +34 612 345 678\n- Order: 22 33 44 55\n- Jan: 2024-01-15\nNote 22 33 44 55', [['+34 612 345 678', 7, 22, 0.85]]],
    // Not a form's lines, which all look alike, nor lines without punctuation.
    ['Phone: +1 212 555 0100\nSocial Security Number: 292113915', [['+1 212 555 0100', 7, 22, 0.95]]],
    ['Call +1 212 555 0100\nNet Income 821 512 565 301', [['+1 212 555 0100', 5, 20, 0.95]]],
    // A number alone on its line in a signature.
    ['Thanks!\n--\nAna Berg | Solaris SA\n612 345 678\nMadrid', [['612 345 678', 33, 44, 0.65]]],
    ['Saludos,\nAna Berg\n0612345678', [['0612345678', 18, 28, 0.65]]],
    // The country code in brackets.
    ['Ana (+34) 612 345 678', [['(+34) 612 345 678', 4, 21, 0.85]]],
    ['(+33) 6 12 34 56 78', [['(+33) 6 12 34 56 78', 0, 19, 0.85]]],
    // A signature's one-letter labels, and phone words of more languages.
    ['Ana Berg\nM: 612 345 678\nE: ana@example.es', [['612 345 678', 12, 23, 0.65]]],
    ['Telefonnummer: 612 34 567', [['612 34 567', 15, 25, 0.65]]],
    ['Contacts:\n- Ana (Madrid): 612 34 56 78', [['612 34 56 78', 26, 38, 0.65]]],
    ['тел. 8 (495) 123-45-67', [['8 (495) 123-45-67', 5, 22, 0.65]]],
    ['No HP: 081234567890', [['081234567890', 7, 19, 0.65]]],
    // "00" for the "+": international, with or without a phone word.
    ['call 0049 30 901820', [['0049 30 901820', 5, 19, 0.95]]],
    ['0049 30 901820', [['0049 30 901820', 0, 14, 0.85]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'on 2024-01-15 at 10:30, 01.02.2023, 15/01/2024',
    'paid $1,234.56 and $6025392545',
    'ip 192.168.1.1 and 10.250.113.142',
    'SSN 123-45-6789',
    'Social Security Number: 055 17 3255',
    '019-81-7397',
    'card 4111 1111 1111 1111',
    'zip 94103 and 94103-1234, Worcester, MA 01608-4325',
    'NDC 01471-9199-84',
    'request_id=42290636-8337-9678',
    'version v10.15.3 and 1.13.16',
    'Invoice 8434373077',
    'Invoice no. 3942807780',
    'Customer ID: 4158672290',
    'ERROR retry 2/5 for job 8562465471',
    'latency_ms=2125551234 pid=4155550000',
    'tracking says 9400 8187 0438 5545 7697 25 delivered',
    'order=710-8082114-9495829',
    'Order #2125551234',
    'id=A6025392545',
    'NPI: 2276943281',
    'routing 021000021',
    'account 36710390827',
    '555-123-4567',
    '2021-0815-22',
    '3.14159265358979',
    'Tel 0012 3456 7890',
    'facture n° 9044405523',
    'Rechnung 0612345678',
    'tel: see host 60.92.247.56',
    'Phone: 12.5.2024',
    'Telefon: 1.299,00 €',
    'Tel: 4 500 units',
    'Phone: v10.15.3',
    // One edit from a short word reaches too many others.
    'hall 244 732 655',
    'tell 244 732 655',
    'we sold 612 345 678 units, call me',
    'Aktenzeichen 012/345678',
    'see (+1) note',
    '--\nAna\n612 345 678 units',
    'Ana Berg\n612 345 678\nMadrid',
    'Best regards,\nAna, who ordered 612 345 678',
    'Size\nM: 612 345 678 units',
    // A phone word somewhere near a run of bare digits, not naming it.
    'Phone: iPhone 15, IMEI 356938035643809',
    'phone lost, IMEI: 35 693803 564380 9',
    'Mobile plan: 250000000 bytes',
    'call center queue 12345678',
    'text length 45678901',
    'Office hours 0800-1700',
    'Office: room 1205, floor 12, badge 0123456789',
    // Grouped by thousands, with a phone word merely near: an amount.
    'Call us today: we shipped 12 345 678 parcels last year',
    'The mobile market grew to 1 250 000 subscribers',
    'phone sales of 123.456.789 euros',
    'Steuernummer 181/815/08155',
    'Tel: 2024/0612/3456',
    'ratio 1/2 and 3/4, 15/01/2024',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['(602) 539-2545', 'us'],
    ['6025392545', 'bare'],
    ['+49 151 63159067', 'international'],
    ['020 7946 0575', 'national'],
    ['09 399 1390', 'national'],
    ['0939 91390', 'national'],
    ['055 17 3255', null],
    ['093991390', null],
    ['0201 50 61', null],
    ['602 539 25 45', null],
    ['+1 555', null],
    ['0049 30 901820', 'international'],
    ['0043 689 5281515040', null],
    ['8 (495) 123-45-67', null],
    ['0612345678', null],
  ])('classify(%j) → %s', (piece, kind) => {
    expect(classify(piece)).toBe(kind);
  });

  it.each([
    ['602 539 25 45', 'inContext'],
    ['8 (495) 123-45-67', 'inContext'],
    ['0612345678', null],
    ['612 345 678', null],
    ['(51) 3126-9390', 'inContext'],
    ['192.168.10.24', null],
    ['10.1.20.3', null],
    ['0012 3456 7890', null],
    ['(634) 555-1629', 'usShape'],
    ['555-123-4567', 'usShape'],
  ])('classify(%j, a phone word near) → %s', (piece, kind) => {
    expect(classify(piece, 'near')).toBe(kind);
  });

  it('takes four numbers up to 255 for a phone number only when a phone word names them', () => {
    expect(classify('31.44.31.74', 'rightBefore')).toBe('inContext');
    expect(classify('31.44.31.74', 'labelled')).toBe(null);
    expect(classify('31.44.31.74', 'near')).toBe(null);
  });

  it('takes a run of bare digits only when a phone word names it', () => {
    expect(classify('0612345678', 'labelled')).toBe('inContext');
    expect(classify('0612345678', 'near')).toBe(null);
    expect(classify('612 345 678', 'rightBefore')).toBe('inContext');
  });
});

describe('phoneRecognizer: forms, files and logs that name a number', () => {
  it.each([
    // vCard TEL properties name numbers of any country's national form.
    ['BEGIN:VCARD\nFN:Ana Berg\nTEL;type=HOME:217988248\nEND:VCARD', ['217988248']],
    ['BEGIN:VCARD\nTEL;TYPE=work,voice:917 770 331\nEND:VCARD', ['917 770 331']],
    ['BEGIN:VCARD\nNOTE:917 770 331\nEND:VCARD', []],
    // JSON keys in camelCase.
    ['{"name": "Ana", "phoneNumber": "912 796 079", "order_id": "4411 2233"}', ['912 796 079']],
    ['{"orderNumber": "912 796 079"}', []],
    // Log keys that are phone words; address keys hold a grouped number, not bare digits.
    ['INFO otp sent msisdn=609652615 req=7', ['609652615']],
    ['INFO notify recipient=212-555-0174 req=7', ['212-555-0174']],
    ['INFO notify recipient=+44 7700 900123 req=7', ['+44 7700 900123']],
    ['INFO notify recipient=2125550174 req=7', []],
    ['INFO retry job_id=212-555-0174', []],
    // A CSV whose quoted cells hold commas keeps its phone column.
    ['customer_id,name,phone,total\n3739160130,"Yilmaz, Mateo",913 929 664,"2 400,64 €"\n7681717,"Adeyemi, Ingrid",22 908 9441,"R$ 8.882,69"', ['913 929 664', '22 908 9441']],
    // A phone word names the number after it, not a postcode after that number.
    ['Sipho Cohen, Tel.-Nr. 0316/454217, 972-7051 Tokyo.', ['0316/454217']],
    ['Anna Müller, Mobile +32 2 964 41 05, CEP 53733-760.', ['+32 2 964 41 05']],
    // Air waybills and parcel numbers are named so; groups of four past 15 digits are a tracking number, a card or an IBAN.
    ['ph no 07923 631159. parcel awb 012-23501966', ['07923 631159']],
    ['Sendungsnummer 0761 7535 0778 9248 3635 10', []],
    ['ref 0863 5098 1669 8544 4498 62 delivered', []],
    ['Tel. 0761 7535 0778', ['0761 7535 0778']],
    // Italy's mobiles are written with a slash after their prefix, as Germany's area codes are.
    ['Cell.: 347/6779916', ['347/6779916']],
    ['Tel.: 030/1234567', ['030/1234567']],
    ['ratio 347/6779916', []],
    ['ma number 0147118059 :)', ['0147118059']],
    // A hyphen glues digits to letters into one token: a UUID, a SKU.
    ['request d42c688a-2397-4442-a272-d7fdbf555f34 failed', []],
    ['call from=02-14887547 req=d42c688a-2397-4442-a272-d7fdbf555f34', ['02-14887547']],
    ['SKU AB-212-555-0134-XL', []],
    ['Tel.-0761 7535 077', ['0761 7535 077']],
    // "00" for "+": a drama-range number only after a phone word, as a number valid there is without one.
    ['whatsapp me 0044 7700 900292!!', ['0044 7700 900292']],
    ['batch 0044 7700 900292', []],
    ['0044 7700 900292', []],
    ['0044 20 7946 0123', ['0044 20 7946 0123']],
    // No-break and narrow no-break spaces between the groups, as French typography sets them.
    ['Tél. : +33\u00a06\u00a012\u00a034\u00a056\u00a078', ['+33\u00a06\u00a012\u00a034\u00a056\u00a078']],
    ['Portable : 06\u202f12\u202f34\u202f56\u202f78', ['06\u202f12\u202f34\u202f56\u202f78']],
    ['Total : 1\u00a0250\u00a0000 €', []],
  ])('%j', (text, expected) => {
    expect(found(text).map(([s]) => s)).toEqual(expected);
  });
});

describe('phoneRecognizer: identifiers, amounts and codes stay non-phones, alone or after a phone number', () => {
  const lookalikes = [
    'Order #: 0161 496 0123', 'Invoice INV-2024-000123', 'invoice no. 2024-0456789', 'Ticket #48213577', 'Customer ID 0123456789', 'customer no. 987 654 321',
    'tracking 1Z999AA10123456784', 'tracking no. 9400 1000 0000 0000 0000 00', 'request-id 123e4567-e89b-12d3-a456-426614174000', 'price €1 234 567,00',
    'total $12,345,678.90', 'version 10.0.19045.3570', 'at 10:15:30', 'between 08:00-17:00', 'on 2024-03-12 10:15', '12 345 678 units',
    'IBAN GB82 WEST 1234 5698 7654 32', 'IBAN DE89370400440532013000', 'card 4111 1111 1111 1111', 'card 5500-0000-0000-0004', 'CEP 01310-100', 'SSN 123-45-6789',
    'ISBN 978-3-16-148410-0', 'EAN 4006381333931', 'IMEI 35-209900-176148-1', 'Auftragsnummer 2024 1234 5678', 'Kundennr. 0151 2345678', 'booking ref 0207 946 0123',
    'PNR 0161 4960', 'NHS 943 476 5919', 'BSN 123456782', 'CPF 123.456.789-09', 'PESEL 44051401359', 'tax 12-3456789', 'policy 0123-456-789', 'population 8 336 817',
    // A hospital stay's own numbers: Epic's FIN (financial number) and CSN (contact serial number), episodes, accessions.
    'FIN: 4412345678', 'CSN: 1234567890', 'Episode No: 2034567891', 'Encounter no. 0207 946 0123', 'Nº atendimento: 3012345678', 'Accession 2024 5678 901',
  ];
  it.each(lookalikes.flatMap((n) => [['', n], ['Phone: +44 20 7946 0123, ', n], ['Call +49 30 1234567. ', n]]))('%s%s', (before, lookalike) => {
    const text = before + lookalike;
    expect(found(text).filter(([, start, end]) => end > before.length && start < text.length).map(([s]) => s)).toEqual([]);
  });

  it.each([
    // A label keeps naming the numbers of its field after punctuation, a joining word or a short number.
    ['Phone: +44 20 7946 0123, 0161 496 0123', ['+44 20 7946 0123', '0161 496 0123']],
    ['Tel.: 612 345 678 o 913 456 789', ['612 345 678', '913 456 789']],
    ['Phone 2: 612 345 678', ['612 345 678']],
    // Keys join their words in camelCase and PascalCase and put digits after them: another id's key stays another id's.
    ['{"customerId": "2125550134"}', []],
    ['{"orderNumber": "2125550134", "x": 1}', []],
    ['{"trackingNumber": "212-555-0134"}', []],
    ['invoiceNo: 2125550134', []],
    ['OrderID: 0161 496 0123', []],
    ['CustomerID,Name,Phone\n2125550134,Ann,0161 496 0123\n4155550123,Bo,0161 496 0124', ['0161 496 0123', '0161 496 0124']],
    ['{"phone": "+34 612 345 678", "phone2": "913 456 789"}', ['+34 612 345 678', '913 456 789']],
    ['caller_id=(415) 555-0134', ['(415) 555-0134']],
    ['caller_id=4155550134', []],
    // A sentence's full stop ends the number.
    ['Call +49 30 1234567. 12 more lines follow', ['+49 30 1234567']],
    ['Tel. 030.1234.5678', ['030.1234.5678']],
  ])('%j', (text, expected) => {
    expect(found(text).map(([s]) => s)).toEqual(expected);
  });
});

describe('phoneRecognizer: a CSV row', () => {
  const texts = (text: string) => found(text).map((f) => f[0]);
  it.each([
    // A comma in a CSV row parts cells: the next cell's digits are no decimal part of the phone number.
    ['id,name,phone,qty,order\n639,Kwame Haddad,06.70.12.73.30,12,227468', ['06.70.12.73.30']],
    ['id,name,phone,qty\n639,Kwame Haddad,825.23.65.04,7\n640,Jo Bloggs,06.70.12.73.31,3', ['825.23.65.04', '06.70.12.73.31']],
  ])('%j', (text, expected) => {
    expect(texts(text)).toEqual(expected);
  });

  it.each([
    // Outside a table a comma after a short group is still a decimal comma.
    'Total 12.30,50 EUR',
  ])('ignores %j', (text) => {
    expect(texts(text)).toEqual([]);
  });
});
