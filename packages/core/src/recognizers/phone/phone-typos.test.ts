import { describe, expect, it } from 'vitest';
import { isSlipOf, mendTypos, withinOneEdit } from './phone-typos.js';

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

describe('isSlipOf', () => {
  it.each([
    ['clal', 'call', true],
    ['acll', 'call', true],
    ['caall', 'call', true],
    ['ccall', 'call', true],
    ['calll', 'call', true],
    ['txet', 'text', true],
    ['call', 'call', false],
    ['hall', 'call', false],
    ['cal', 'call', false],
    ['cabll', 'call', false],
    ['clla', 'call', false],
    ['tent', 'text', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(isSlipOf(a, b)).toBe(expected);
  });
});

describe('mendTypos', () => {
  const targets = ['phone', 'number', 'whatsapp', 'call', 'text'];
  it.each([
    ['my phoen is', 'my phone is'],
    ['My Nuumber:', 'My number:'],
    ['wahtsapp me', 'whatsapp me'],
    // Words too short to mend, and words already right, stay as they are.
    ['cll me', 'cll me'],
    ['clal me', 'call me'],
    ['caall back', 'call back'],
    ['hall or tall', 'hall or tall'],
    ['txet me', 'text me'],
    ['the phone', 'the phone'],
    ['numbered list', 'numbered list'],
  ])('%j → %j', (text, expected) => {
    expect(mendTypos(text, targets)).toBe(expected);
  });
});
