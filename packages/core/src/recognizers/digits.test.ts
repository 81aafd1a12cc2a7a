import { describe, expect, it } from 'vitest';
import { digitsOf, luhnValid, standsAlone } from './digits.js';

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['', false],
    ['12a4', false],
  ])('%s → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });
});

describe('digitsOf', () => {
  it('drops everything but ASCII digits', () => {
    expect(digitsOf('(602) 539-2545')).toBe('6025392545');
  });
});

describe('standsAlone', () => {
  it.each([
    ['x 123 y', 2, 5, true],
    ['A123', 1, 4, false],
    ['123B', 0, 3, false],
    ['9-123', 2, 5, false],
    ['123-4', 0, 3, false],
    ['1.5', 2, 3, false],
    ['(123)', 1, 4, true],
    ['end 123.', 4, 7, true],
    ['é123', 1, 4, false],
    // A comma joins digits as a thousands separator or a decimal comma after a short whole part…
    ['1,000', 0, 1, false],
    ['1,000', 2, 5, false],
    ['12,5', 3, 4, false],
    ['123456,789', 0, 6, false],
    ['0,4642808107788871', 2, 18, false],
    // …and parts fields between longer numbers, grouped ones counted whole.
    ['4111111111111111,09/27', 0, 16, true],
    ['1001,4111111111111111', 5, 21, true],
    ['4111 1111 1111 1111,09/27', 0, 19, true],
    ['1234,56', 0, 4, true],
  ])('%s [%i,%i) → %s', (text, start, end, expected) => {
    expect(standsAlone(text, start, end)).toBe(expected);
  });
});
