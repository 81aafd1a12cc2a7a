import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { brandOf, creditCardRecognizer } from './credit-card.js';
import { luhnValid } from './digits.js';

function found(text: string): [string, number, number, number][] {
  return creditCardRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('creditCardRecognizer', () => {
  it.each([
    ['card 4111 1111 1111 1111', [['4111 1111 1111 1111', 5, 24, 1]]],
    ['4111-1111-1111-1111 on file', [['4111-1111-1111-1111', 0, 19, 0.95]]],
    ['x 5555555555554444 y', [['5555555555554444', 2, 18, 0.95]]],
    ['ref 2221 0000 0000 0009', [['2221 0000 0000 0009', 4, 23, 0.95]]],
    ['Amex 3782 822463 10005', [['3782 822463 10005', 5, 22, 1]]],
    ['Amex 3782-822463-10005.', [['3782-822463-10005', 5, 22, 1]]],
    ['6011111111111117', [['6011111111111117', 0, 16, 0.95]]],
    ['JCB 3530111333300000', [['3530111333300000', 4, 20, 1]]],
    ['Diners 3056 930902 5904', [['3056 930902 5904', 7, 23, 1]]],
    ['UnionPay 6212345678901232', [['6212345678901232', 9, 25, 1]]],
    ['Maestro 6759 6498 2643 8453', [['6759 6498 2643 8453', 8, 27, 1]]],
    ['card=4111111111111111 order=1', [['4111111111111111', 5, 21, 1]]],
    ['card 4111 1111 1111 1111 12/26', [['4111 1111 1111 1111', 5, 24, 1]]],
    ['Visa 4222222222222', [['4222222222222', 5, 18, 1]]],
    ['Maestro card 5018 0000 0009', [['5018 0000 0009', 13, 27, 1]]],
    ['paid with 501800000009', [['501800000009', 10, 22, 1]]],
    ['JCB 213100000000001', [['213100000000001', 4, 19, 1]]],
    ['ref 180000000000002 ok', [['180000000000002', 4, 19, 0.95]]],
    // National schemes: Mir (2200–2204) and Troy (9792).
    ['Mir 2200 3875 0047 4395', [['2200 3875 0047 4395', 4, 23, 1]]],
    ['paid 9792379907511639 ok', [['9792379907511639', 5, 21, 1]]],
    // Charging a card, its expiry and its security code say "card" as well as the word does, also for rarer lengths.
    ['Please charge 4526018159087 for it', [['4526018159087', 14, 27, 1]]],
    ['4909960308246281946 expires 10/29', [['4909960308246281946', 0, 19, 1]]],
    // Every issuer's rarer lengths (12, 13, 17–19) written unbroken are cards too, with a lower score when alone.
    ['4222222222222 plain thirteen digits and nothing else', [['4222222222222', 0, 13, 0.6]]],
    ['my number is 501800000009', [['501800000009', 13, 25, 0.6]]],
    ['use 6011000000000000001 today', [['6011000000000000001', 4, 23, 0.6]]],
    // A CSV field separator is not a thousands comma; a markdown table's "|" is not an operator.
    ['name,number,exp\nJo Bloggs,4111111111111111,09/27', [['4111111111111111', 26, 42, 1]]],
    ['name,number,exp\nJo Bloggs,4111 1111 1111 1111,09/27', [['4111 1111 1111 1111', 26, 45, 1]]],
    ['| Holder | Number |\n|---|---|\n| Jo | 4222222222222 |', [['4222222222222', 37, 50, 0.6]]],
    // "Card" in other languages; the national schemes RuPay, Humo, Uzcard; UATP only beside a card word.
    ['Mi tarjeta es 4222222222222.', [['4222222222222', 14, 27, 1]]],
    ['Kartennummer 4222222222222', [['4222222222222', 13, 26, 1]]],
    ['ref 8200000000000001 ok', [['8200000000000001', 4, 20, 0.95]]],
    ['ref 9860000000000000 ok', [['9860000000000000', 4, 20, 0.95]]],
    ['ref 8600000000000007 ok', [['8600000000000007', 4, 20, 0.95]]],
    ['UATP card 100000000000009', [['100000000000009', 10, 25, 1]]],
    // A card word in the label's own phrase keeps it a card; another identifier's word elsewhere does not take it.
    ['Card account number: 4539578763621486', [['4539578763621486', 21, 37, 1]]],
    // An account label does not silence a card-shaped number: a card is a primary account number, and a bank
    // account number in a card's shape is as private.
    ['Account number: 4539578763621486', [['4539578763621486', 16, 32, 0.95]]],
    ['Order 1234 was paid with card 4539578763621486', [['4539578763621486', 30, 46, 1]]],
    ['Customer says the number 6011239413474364204 was declined', [['6011239413474364204', 25, 44, 1]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'card 4111 1111 1111 1112',
    'Voucher code 6053-9290-9315-9015',
    'account 7111111111111117',
    'tracking 9400 5051 7642 3542 2506 61',
    'id 4111111111111111111111',
    'x4111111111111111',
    '4111-1111 1111-1111',
    '41111 11111 11111 1',
    'ending in 1111',
    'order 501800000009 shipped',
    // An invalid 16-digit number whose first twelve digits pass as a Maestro: not a card.
    'card 6759 0000 0000 0001',
    'ref 100000000000009 ok',
    // Another identifier's word right before a rarer-length number claims it.
    'Order #4222222222222 shipped',
    'EAN 4006381333931',
    'tracking number: 6011000000000000001',
    'IMEI 4222222222222',
    'total 4222222222222 bytes',
    'request_id=42290636-8337-9678',
    // A number's own label naming a card that pays for nothing, or another identifier that passes Luhn, at any length.
    'Gift card number: 6006 4969 8722 8012',
    'eGift card 6393 5689 0593 8332',
    'SIM card number 8944 1234 5678 9012 347',
    'IMEI: 508174922175666',
    'Device IMEI 4539578763621486',
    'ICCID 8944500102198304826',
    'order_id= 6542435478725112',
    '{"order_id":"4539578763621486"}',
    'Bestellnummer 4539578763621486',
    'Commande n° 4539578763621486',
    'Customer ID 4539578763621486',
    'Tracking number: 4539 5787 6362 1486',
    'was declined twice. order no. 6542435478725112 still pending.',
    // An E.164 phone number that happens to be a Luhn-valid Visa-13 shape.
    '{"mobile":"+4915112345678"}',
    'call +4915112345678',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['4111111111111111', 'visa'],
    ['2720990000000007', 'mastercard'],
    ['2721000000000000', null],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
    ['213100000000001', 'jcb'],
    ['501800000009', 'maestro'],
    ['30569309025904', 'diners'],
    ['1111111111111111', null],
    ['9111111111111111', null],
  ])('brandOf(%s) → %s', (digits, brand) => {
    expect(brandOf(digits)?.name ?? null).toBe(brand);
  });
});

describe('every issuer and length', () => {
  // Issuer prefixes (ISO/IEC 7812 IIN ranges) with every length each issues, 12 to 19 digits.
  const ISSUERS: [string, number[]][] = [
    ['4', [13, 16, 19]], ['51', [16]], ['2221', [16]], ['2720', [16]], ['34', [15]], ['37', [15]],
    ['6011', [16, 17, 18, 19]], ['65', [16, 19]], ['3528', [16, 17, 18, 19]], ['2131', [15]], ['1800', [15]],
    ['5018', [12, 13, 14, 15, 16, 17, 18, 19]], ['6759', [12, 13, 14, 15, 16, 17, 18, 19]], ['62', [16, 17, 18, 19]],
    ['36', [14, 15, 16, 17, 18, 19]], ['300', [14]], ['2200', [16, 17, 18, 19]], ['9792', [16]], ['82', [16]],
    ['506099', [16, 18, 19]], ['9860', [16]], ['8600', [16]],
  ];
  const withCheckDigit = (body: string) => [...'0123456789'].map((d) => body + d).find(luhnValid)!;
  const cards = ISSUERS.flatMap(([prefix, lengths]) => lengths.map((n) => withCheckDigit(prefix.padEnd(n - 1, '7'))));
  const layouts = (n: string) => [n, n.match(/.{1,4}/g)!.join(' '), n.match(/.{1,4}/g)!.join('-')];

  it.each(cards)('%s is found whole, unbroken or in fours, with or without a card word', (card) => {
    for (const written of layouts(card)) {
      for (const text of [`Card: ${written}`, `then ${written}, thanks`, `Jo,${written},09/27`]) {
        expect(found(text).map(([value]) => value), text).toEqual([written]);
      }
    }
  });
});

describe('card-issuers.json', () => {
  // The ranges and lengths of every issuer named in ISO/IEC 7812 listings: first and last prefix of each range.
  it.each([
    ['4', [13, 16, 19], 'visa'], ['51', [16], 'mastercard'], ['55', [16], 'mastercard'], ['2221', [16], 'mastercard'], ['2720', [16], 'mastercard'],
    ['34', [15], 'amex'], ['37', [15], 'amex'], ['6011', [16, 19], 'discover'], ['644', [16, 19], 'discover'], ['649', [16, 19], 'discover'],
    ['65', [16, 19], 'discover'], ['3528', [16, 19], 'jcb'], ['3589', [16, 19], 'jcb'], ['6759', [12, 19], 'maestro'], ['5018', [12, 19], 'maestro'],
    ['62', [16, 19], 'unionpay'], ['36', [14, 16], 'diners'], ['38', [14, 16], 'diners'], ['300', [14, 16], 'diners'], ['305', [14, 16], 'diners'],
  ])('%s… of %j digits is %s', (prefix, lengths, name) => {
    for (const length of lengths) expect(brandOf(prefix.padEnd(length, '0'))?.name).toBe(name);
  });

  it.each([['2220', 16], ['2721', 16], ['3527', 16], ['3590', 16], ['34', 16], ['51', 15], ['4', 15]])('%s… of %i digits is no brand', (prefix, length) => {
    expect(brandOf(prefix.padEnd(length as number, '0'))).toBeNull();
  });
});
