import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { brandOf, creditCardRecognizer } from './credit-card.js';

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
    '4222222222222 plain thirteen digits and nothing else',
    'request_id=42290636-8337-9678',
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
    expect(brandOf(digits)).toBe(brand);
  });
});
