import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { phoneRecognizer } from './phone.js';
import { afterPostalMark, insideIban, japanesePhoneShape, onJapaneseAddressLine } from './phone-lookalikes.js';

function found(text: string): [string, number][] {
  return phoneRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.score]);
}

describe('made-up numbers and national forms after a phone word', () => {
  it.each([
    // "(NXX) NXX-XXXX" with an area code or exchange the plan never assigned: still a phone number to a reader.
    ['Reply to (123) 456-7890 or by mail', [['(123) 456-7890', 0.6]]],
    ['Fax (189) 204-7731.', [['(189) 204-7731', 0.75]]],
    ['| Ines Roy | (672) 118-0934 | Lyon |', [['(672) 118-0934', 0.6]]],
    ['support_phone=(281) 104-5522', [['(281) 104-5522', 0.75]]],
    // Grouped 3-3-4 after a phone word, whatever the plan says.
    ['my new number is 563-105-2290', [['563-105-2290', 0.75]]],
    ['emergency line: call 099 102 3381', [['099 102 3381', 0.75]]],
    // A log line: the message went to the number ("sms sent to=…").
    ['WARN sms sent to=031 448 2210 template=otp', [['031 448 2210', 0.75]]],
    ['INFO sms sent to=070-123 45 67 status=ok', [['070-123 45 67', 0.75]]],
    ['call forwarded from=0664 1234567 ok', [['0664 1234567', 0.75]]],
    // "call back on", "desk line", "my new number": phone words right before a national form.
    ['please call back on 612 345 678 after six', [['612 345 678', 0.65]]],
    ['new desk line 212 345 678; post to the office', [['212 345 678', 0.65]]],
    ['my new number is 91 234 56 78', [['91 234 56 78', 0.65]]],
    ['her number is 345 6789012', [['345 6789012', 0.65]]],
    // A long phone phrase and two short words after it, before bare digits.
    ['heads up, my old number was 0438721429', [['0438721429', 0.65]]],
    ['our number is now 72812420', [['72812420', 0.65]]],
    // German gives a phone number "unter".
    ['Fragen? erreichbar unter 0562090960.', [['0562090960', 0.65]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    // Without a phone word, 3-3-4 with an unassigned area code is any identifier.
    'ref 555-123-4567',
    'Order (123) 456-7890',
    'invoice 563-105-2290',
    'NPI (123) 456-7890',
    'Account no. (212) 104-5522',
    // A key that says where something went, with no phone word before it.
    'user moved to=0612345678',
    'job sent to=563-105-2290',
    // The groups of an IBAN, even when IBANs are not asked for.
    'IBAN: GB29 NWBK 6016 1331 9268 19',
    'my iban is gb29 nwbk 6016 1331 9268 19, call me',
    'Tel. contact, account DE89 3704 0044 0532 0130 00',
    // Groups of an IBAN that read as "00" and a country code.
    'pay to NL29 ABNA 0049 3090 18 (Ana)',
    // Japan Post's mark, then a postcode.
    'Ana at our office:\n〒150-0002 Tokyo',
    'office: 〒 530-0001',
    // The block number (chōme-banchi-gō) and postcode of a romanized Japanese address.
    'Tel 1-22-3 Jingumae, Shibuya-ku, Tokyo 150-0001',
    'our office:\n4-1-15 Kita 2-jo Nishi, Chuo-ku, Sapporo',
    'Home address: 784-341-4776 Jingumae, Nakagyo-ku',
    'our office:\nNaka-ku, Yokohama, Umeda 4481-7618, Room 305',
    'at our office:\n8-254-262 Minami 3-jo Nishi, Chuo-ku, Sapporo 060-0042',
    // Ten bare digits in a sentence about another identifier, with no phone word: that identifier again.
    'the NPI on the claim is 1234567893, the one in our records is 2125492578.',
    'Account closed; the new one is 2125492578.',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    // A phone word names the number right before it, on the address line too.
    ['2-8-1 Nishi-Shinjuku, Shinjuku-ku TEL 03-5321-1111', [['03-5321-1111', 0.75]]],
    // A Japanese number's own shape (trunk 0, ten digits after it) on the address line.
    ['Tokyo office: 1-2-3 Marunouchi, Chiyoda-ku (03-6212-4400)', [['03-6212-4400', 0.75]]],
    // A phone word in the sentence keeps ten bare digits a phone number.
    ['the NPI is 1234567893; call 2125492578.', [['2125492578', 0.65]]],
    ['Order shipped. Our number is 2125492578', [['2125492578', 0.65]]],
    // A number after an IBAN is not inside it.
    ['IBAN GB29 NWBK 6016 1331 9268 19, Tel. 020 7946 0575', [['020 7946 0575', 0.75]]],
    // A table's phone column on an address row.
    ['| Office | Phone |\n|---|---|\n| Chuo-ku, Osaka | 06-6345-1234 |', [['06-6345-1234', 0.75]]],
  ])('keeps %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('phone lookalikes', () => {
  it.each([
    ['GB29 NWBK 6016 1331 9268 19', 10, 27, true],
    ['GB29-NWBK-6016-1331-9268-19', 10, 27, true],
    ['GB29 NWBK 6016 1331 9268 18', 10, 27, false],
    ['account 6016 1331 9268 19', 8, 25, false],
  ])('insideIban(%j, %i, %i) → %s', (text, start, end, expected) => {
    expect(insideIban(text, start, end)).toBe(expected);
  });

  it.each([
    ['〒150-0002', 1, true],
    ['〒 150-0002', 2, true],
    ['Tel 150-0002', 4, false],
  ])('afterPostalMark(%j, %i) → %s', (text, start, expected) => {
    expect(afterPostalMark(text, start)).toBe(expected);
  });

  it.each([
    ['3-5-1 Marunouchi, Chiyoda-ku', 0, 5, true],
    ['Yokohama-shi, Naka 4-2', 19, 22, true],
    ['| Chiyoda-ku | 612 345 678 |', 15, 26, false],
    ['Sapporo, Kita 2-jō Nishi 3', 25, 26, true],
    ['ring 612 345 678, Marunouchi', 5, 16, false],
    ['line one 612 345 678\nChiyoda-ku', 9, 20, false],
  ])('onJapaneseAddressLine(%j, %i, %i) → %s', (text, start, end, expected) => {
    expect(onJapaneseAddressLine(text, start, end)).toBe(expected);
  });

  it.each([
    ['0362124400', true],
    ['09012345678', true],
    ['1500001', false],
    ['92542620', false],
  ])('japanesePhoneShape(%j) → %s', (digits, expected) => {
    expect(japanesePhoneShape(digits)).toBe(expected);
  });
});
