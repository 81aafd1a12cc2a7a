import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { addressRecognizer } from './address.js';
import { HANG_GUARD_MS } from '../../test-support/hang-guard.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('addressRecognizer: positives (whole span)', () => {
  it.each([
    ['Address: 7173 Fairview Pl, Salt Lake City, UT 84111\nPhone: 804.508.7297', '7173 Fairview Pl, Salt Lake City, UT 84111'],
    ['ship it again to 3211 Kingsley Blvd. Apt. 3C, Tucson, AZ 85701 or refund me', '3211 Kingsley Blvd. Apt. 3C, Tucson, AZ 85701'],
    ['Our address: 836 1st Way, Unit 907, Boise, ID 83702.', '836 1st Way, Unit 907, Boise, ID 83702'],
    ['my unit at 1064 North Fairview Street # 22, Baton Rouge, LA 70802. Tell him', '1064 North Fairview Street # 22, Baton Rouge, LA 70802'],
    ['send the signed copy to 23852 Orchard Rd. Suite 1400\nSioux Falls, SD 57104\n\nBest,', '23852 Orchard Rd. Suite 1400\nSioux Falls, SD 57104'],
    ['Current address: 231 Kingsley Ave, #5\nBurlington, VT 05401\nPrevious', '231 Kingsley Ave, #5\nBurlington, VT 05401'],
    ['Cards can be mailed to P.O. Box 9773, Salt Lake City, UT 84111.', 'P.O. Box 9773, Salt Lake City, UT 84111'],
    ['to 13 Poplar Cir., Apt. 12, St. Louis, MO 63101. Thanks.', '13 Poplar Cir., Apt. 12, St. Louis, MO 63101'],
    ['Stop by 1500 Broadway, New York, NY 10036 today', '1500 Broadway, New York, NY 10036'],
    // Every street suffix of USPS Publication 28, with a city and postcode after it.
    ['mail 901 Jones Burgs Suite 200, Port Jill, CA 90210 now', '901 Jones Burgs Suite 200, Port Jill, CA 90210'],
    ['at 88 Heidi Wells, Kevinborough, WA 98001.', '88 Heidi Wells, Kevinborough, WA 98001'],
    ['3 Garcia Underpass, West Troy, OR 97001', '3 Garcia Underpass, West Troy, OR 97001'],
    ['Visit us at 405 West Greenwood Way, Suite 210, Olympia, WA 98501-4617', '405 West Greenwood Way, Suite 210, Olympia, WA 98501-4617'],
    ['I live at 42 Elm Street, Springfield, Illinois and work downtown', '42 Elm Street, Springfield, Illinois'],
    ['I live at 42 Elm Street.', '42 Elm Street'],
    ['Address: 5 Rosewood, Springfield, IL 62704', '5 Rosewood, Springfield, IL 62704'],
    ['Office: 12 Park Avenue, 3rd Floor, Boston, MA 02116', '12 Park Avenue, 3rd Floor, Boston, MA 02116'],
    ['MAIL TO: 77 MARKET ST, SAN FRANCISCO, CA 94105', '77 MARKET ST, SAN FRANCISCO, CA 94105'],
    // Canada, Australia, UK
    ['  40 W. Lake Way, Halifax, NS B3J 2K9\n', '40 W. Lake Way, Halifax, NS B3J 2K9'],
    ['  60 Elizabeth Street\nPerth WA 6000\n- next', '60 Elizabeth Street\nPerth WA 6000'],
    ['The new address is 225 Mill Road, Leeds LS2 5OQ. My new cell', '225 Mill Road, Leeds LS2 5OQ'],
    ['Write to 10 Downing Street, London, SW1A 2AA please', '10 Downing Street, London, SW1A 2AA'],
    ['  75 Queens Drive\nCardiff CF10 6CJ\n', '75 Queens Drive\nCardiff CF10 6CJ'],
    // India
    ['  Flat 343, Sai Residency, Hauz Khas Main Road\nNew Delhi 110016\n', 'Flat 343, Sai Residency, Hauz Khas Main Road\nNew Delhi 110016'],
    ['Flat 587, Sai Residency, Jubilee Hills Road No. 36, Bengaluru 560001', 'Flat 587, Sai Residency, Jubilee Hills Road No. 36, Bengaluru 560001'],
    ['Flat 1041, Prestige Towers, MG Road, Pune 411001. My IP is', 'Flat 1041, Prestige Towers, MG Road, Pune 411001'],
    // German, Dutch, French, Italian
    ['  Am Sonnenhang 137, 80331 München\n', 'Am Sonnenhang 137, 80331 München'],
    ['  Hauptstraße 130\n10115 Berlin\n', 'Hauptstraße 130\n10115 Berlin'],
    ['  Goethestraße 44, 60311 Frankfurt am Main\n', 'Goethestraße 44, 60311 Frankfurt am Main'],
    ['Bitte an Berliner Straße 12a, 10115 Berlin senden', 'Berliner Straße 12a, 10115 Berlin'],
    ['Kerkstraat 12, 1017 GC Amsterdam', 'Kerkstraat 12, 1017 GC Amsterdam'],
    ['  25 rue Victor Hugo, 75011 Paris\n', '25 rue Victor Hugo, 75011 Paris'],
    ['Envoyez-le au 8 avenue de la République, 69002 Lyon.', '8 avenue de la République, 69002 Lyon'],
    ['Spedire a Via Roma 12, 00184 Roma', 'Via Roma 12, 00184 Roma'],
    ['10 rue de la Paix 75002 Paris', '10 rue de la Paix 75002 Paris'],
    ['5/23 George St, Sydney NSW 2000', '5/23 George St, Sydney NSW 2000'],
    ['Apt. 5, 77 Elm Street, Boston, MA 02110', 'Apt. 5, 77 Elm Street, Boston, MA 02110'],
    ['1600 Pennsylvania Avenue NW, Washington, DC 20500', '1600 Pennsylvania Avenue NW, Washington, DC 20500'],
    ['100 Queen St W, Toronto, ON M5H 2N2', '100 Queen St W, Toronto, ON M5H 2N2'],
    ['Die Wohnung liegt in der Lindenweg 129.', 'Lindenweg 129'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('addressRecognizer: negatives', () => {
  it.each([
    'we sold 12 Mills last year',
    'see Chapter 3 Lake Tahoe',
    'Ship to ZIP 33602',
    'Issued: 16 December 2021   Ship by: 2022-08-16',
    'Visit Date: December 27, 2024   Room: 536',
    'Patient lives in Sacramento, CA and prefers morning appointments.',
    'Over the past 3 years I have supported 30+ patients per shift.',
    'SKU-121278  Toner cartridge  qty 3  $5,067.06',
    'Tramadol 50 mg — Disp: #39 — Sig: 1 tab PO q12h PRN — Refills: 0',
    'Seen at 3 PM Dr. Tupou reviewed the chart.',
    'Met 2 St Bernards at the park.',
    'We walked 5 blocks down the main street.',
    'Chapter 3 Green Hill was the best part.',
    'Work location: Indianapolis, Indiana',
    'Im Jahr 2020 war alles anders.',
    'The Spring 2024 catalogue and the Gathering 2025 event.',
    'Order 5 Widgets, Springfield, IL 62704 warehouse',
    'Room 12 Chicago, IL 60614',
    'on 5/23 Dr. Smith called',
    'I moved to Oak Street in 2019 Summer',
  ])('%j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('addressRecognizer: offsets and scores', () => {
  it('gives exact offsets, a reason code and a higher score with a postcode', () => {
    const text = 'Home: 12 Oak Street\nWork: 99 Main St, Austin, TX 78701';
    const [home, work] = addressRecognizer.analyze({ text, layout: analyzeLayout(text) });
    expect(home).toMatchObject({ type: 'ADDRESS', start: 6, end: 19, recognizer: 'address', reason: 'street' });
    expect(work).toMatchObject({ start: 26, end: 54, reason: 'street+postcode' });
    expect(work!.score).toBeGreaterThan(home!.score);
  });

  it('takes a weak street type ("Park") only with a city or an address cue', () => {
    expect(found('Walk to 5 Central Park today')).toEqual([]);
    expect(found('Address: 5 Central Park')).toEqual(['5 Central Park']);
    expect(found('5 Central Park, Denver, CO 80202')).toEqual(['5 Central Park, Denver, CO 80202']);
  });

  it('finds each of several addresses in one text', () => {
    const text = 'From 1 Main St, Reno, NV 89501 to 2 Oak Ave, Reno, NV 89502.';
    expect(found(text)).toEqual(['1 Main St, Reno, NV 89501', '2 Oak Ave, Reno, NV 89502']);
  });

  it('stays linear on long hostile input', () => {
    const text = `${'1 A '.repeat(20_000)}${'Aa '.repeat(20_000)}${'1, '.repeat(20_000)}`;
    expect(addressRecognizer.analyze({ text, layout: analyzeLayout(text) })).toBeInstanceOf(Array);
  }, HANG_GUARD_MS);
});
