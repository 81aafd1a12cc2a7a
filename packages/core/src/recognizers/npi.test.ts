import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { npiChecksumValid, npiRecognizer } from './npi.js';

function found(text: string): [string, number, number, number][] {
  return npiRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('npiRecognizer', () => {
  it.each([
    ['NPI: 1234567893', [['1234567893', 5, 15, 0.98]]],
    ['Dr. Raj Khanna (NPI 2276943281) within', [['2276943281', 20, 30, 0.98]]],
    ['Prescriber 1245319599', [['1245319599', 11, 21, 0.98]]],
    ['name | npi | dea\nAnn | 1003000126 | AB1234563', [['1003000126', 23, 33, 0.98]]],
    ['see 1234567893 later', [['1234567893', 4, 14, 0.4]]],
    // Grouped as copied from a form, beside an NPI word only.
    ['NPI 123-456-7893', [['123-456-7893', 4, 16, 0.98]]],
    ['NPI: 1234 567 893', [['1234 567 893', 5, 17, 0.98]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'NPI: 1234567890',
    'call 123-456-7893',
    'NPI 123-456-7894',
    'NPI 123-456 7893',
    'NPI: 3234567893',
    'NPI: 12345678930',
    'Invoice no. 1234567893',
    'ERROR retry 2/5 for job 1234567893',
    'latency_ms=1234567893',
    'Phone: 1234567893',
    'NPI: A1234567893',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['1234567893', true],
    ['1234567890', false],
    ['3234567893', false],
    ['123456789', false],
  ])('npiChecksumValid(%s) → %s', (npi, expected) => {
    expect(npiChecksumValid(npi)).toBe(expected);
  });
});
