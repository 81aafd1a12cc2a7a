import { describe, expect, it } from 'vitest';
import { vanityNumbers } from './vanity.js';

const found = (text: string) => vanityNumbers(text).map((d) => text.slice(d.start, d.end));

describe('vanityNumbers', () => {
  it.each([
    ['Call 1-800-FLOWERS today', ['1-800-FLOWERS']],
    ['at 1-888-NEW-CARS or online', ['1-888-NEW-CARS']],
    ['1-877-KARS-4-KIDS', ['1-877-KARS-4-KIDS']],
    ['dial 800-CONTACTS.', ['800-CONTACTS']],
    ['(877) KARS-4-KIDS', ['(877) KARS-4-KIDS']],
    ['+1-212-MUSEUMS now', ['+1-212-MUSEUMS']],
    ['call 1 800 FLOWERS', ['1 800 FLOWERS']],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    '212-MUSEUMS',
    'order 2026-NOVEMBER',
    'ISO-8601 format',
    '1-800-ABC',
    'build 1-800-FLOWERSANDMORE',
    'ref 800-AB-1234567',
    '1-800-flowers',
    'x1-800-FLOWERS',
    // Capitals text of prices and years (CoNLL newswire).
    'FULL FEES 1.875 REOFFER 99.32',
    'THE OCTOBER 16 , 1994 GENERAL ELECTION',
    '+1 212 MUSEUMS',
    'KILLED 800 SOLDIERS',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
