import { describe, expect, it } from 'vitest';
import { mendTypos, withinOneEdit } from './phone-typos.js';

describe('withinOneEdit', () => {
  it.each([
    ['phone', 'phone', true],
    ['phoe', 'phone', true],
    ['phhone', 'phone', true],
    ['phoen', 'phone', true],
    ['phome', 'phone', true],
    ['hpone', 'phone', true],
    ['pohen', 'phone', false],
    ['phones!', 'phone', false],
    ['ph', 'phone', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('mendTypos', () => {
  const targets = ['phone', 'number', 'whatsapp'];
  it.each([
    ['my phoen is', 'my phone is'],
    ['My Nuumber:', 'My number:'],
    ['wahtsapp me', 'whatsapp me'],
    // Words too short to mend, and words already right, stay as they are.
    ['cll me', 'cll me'],
    ['the phone', 'the phone'],
    ['numbered list', 'numbered list'],
  ])('%j → %j', (text, expected) => {
    expect(mendTypos(text, targets)).toBe(expected);
  });
});
