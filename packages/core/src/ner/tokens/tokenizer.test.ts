import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer.js';

function words(text: string): string[] {
  const t = tokenize(text);
  return Array.from({ length: t.count }, (_, i) => text.slice(t.starts[i], t.ends[i]));
}

describe('tokenize', () => {
  it.each([
    ['Dr. A. B. Smith', ['Dr', '.', 'A.', 'B.', 'Smith']],
    ["Smith's car", ['Smith', "'s", 'car']],
    ['Smith’s car', ['Smith', '’s', 'car']],
    ["O'Brien and D'Angelo", ["O'Brien", 'and', "D'Angelo"]],
    ['Hyun-woo Choi', ['Hyun-woo', 'Choi']],
    ['the U.S. team', ['the', 'U.S.', 'team']],
    ['SHANAHAN, ALTA', ['SHANAHAN', ',', 'ALTA']],
    ['Ebru Örge (Müller)', ['Ebru', 'Örge', '(', 'Müller', ')']],
    ['call 1996-08-22.', ['call', '1996-08-22', '.']],
    ['end.Next', ['end.Next']],
    ['rock ends - ', ['rock', 'ends', '-']],
  ])('%j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('gives UTF-16 offsets past characters outside the BMP', () => {
    const text = 'hi 😀 Ana';
    const t = tokenize(text);
    expect(words(text)).toEqual(['hi', '😀', 'Ana']);
    expect([t.starts[2], t.ends[2]]).toEqual([6, 9]);
  });

  it('marks the first token of every line', () => {
    const t = tokenize('Name: Ann\r\nCity:  Rome\n\n  Bob');
    const firsts = Array.from({ length: t.count }, (_, i) => t.lineStart[i]);
    expect(firsts).toEqual([1, 0, 0, 1, 0, 0, 1]);
  });

  it('grows past its first guess of the token count', () => {
    const text = 'a,'.repeat(5000);
    expect(tokenize(text).count).toBe(10000);
  });
});
