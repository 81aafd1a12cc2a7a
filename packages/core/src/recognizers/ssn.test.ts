import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { issuable, ssnRecognizer } from './ssn.js';

function found(text: string): [string, number, number, number][] {
  return ssnRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('ssnRecognizer', () => {
  it.each([
    ['SSN: 123-45-6789', [['123-45-6789', 5, 16, 0.95]]],
    ['Social Security Number: 078 05 1120', [['078 05 1120', 24, 35, 0.95]]],
    ['Reference 219-09-9999 attached', [['219-09-9999', 10, 21, 0.6]]],
    ['ssn 123456789', [['123456789', 4, 13, 0.9]]],
    ['Member SSN# 811095721    DOB: 01/02/1990', [['811095721', 12, 21, 0.9]]],
    ['id\tname\tssn\n7\tAnn\t730-03-1078\n8\tBo\t106-24-4347', [['730-03-1078', 18, 29, 0.95], ['106-24-4347', 35, 46, 0.95]]],
    // Dots beside an SSN word; "my social" as people say it.
    ['SSN: 123.45.6789', [['123.45.6789', 5, 16, 0.95]]],
    ['my social is 123456789', [['123456789', 13, 22, 0.9]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'version 123.45.6789',
    'social media followers: 123456789',
    'Reference 000-13-0956',
    'Reference 666-46-7718',
    'Reference 939-16-8999',
    'SSN: 123-00-6789',
    'SSN: 123-45-0000',
    'SSN: 123-45 6789',
    'routing 021000021, account 181826836',
    'phone 555-123-4567',
    'card 4111-1111-1111-1111',
    'zip 94103-1234',
    'order 123-45-67890',
    'order A123-45-6789',
    'SSN: 1234567890',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['123-45-6789', true],
    ['000-45-6789', false],
    ['666-45-6789', false],
    ['900-45-6789', false],
    ['123-00-6789', false],
    ['123-45-0000', false],
  ])('issuable(%s) → %s', (ssn, expected) => {
    expect(issuable(ssn)).toBe(expected);
  });
});
