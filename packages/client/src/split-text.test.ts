import { rehydrate } from '@sanitizer/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeCut, splitText, utf8Length } from './split-text.js';

const join = (pieces: { text: string }[]) => pieces.map((p) => p.text).join('');

describe('splitText', () => {
  it('keeps a text that fits whole', () => {
    expect(splitText('short', 100)).toEqual([{ text: 'short', offset: 0 }]);
    expect(splitText('', 100)).toEqual([]);
  });

  it('prefers a paragraph break, then a line break, then a sentence end, then a space', () => {
    expect(splitText('aaaa\n\nbb\ncc. dd', 12).map((p) => p.text)).toEqual(['aaaa\n\n', 'bb\ncc. dd']);
    expect(splitText('aa\nbb\ncc dd. ee', 9).map((p) => p.text)).toEqual(['aa\nbb\n', 'cc dd. ee']);
    expect(splitText('One two. Three four five', 16).map((p) => p.text)).toEqual(['One two. ', 'Three four five']);
    expect(splitText('one two three four', 9).map((p) => p.text)).toEqual(['one two ', 'three ', 'four']);
  });

  it('cuts a run longer than the limit at a character boundary, never inside a surrogate pair', () => {
    const pieces = splitText('😀😀😀ab', 9);
    expect(pieces.map((p) => p.text)).toEqual(['😀😀', '😀ab']);
    expect(pieces[1]!.offset).toBe(4);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const pieces = splitText('é'.repeat(10), 8);
    expect(pieces.map((p) => p.text)).toEqual(['éééé', 'éééé', 'éé']);
  });

  it('never cuts inside a bracketed placeholder that holds spaces', () => {
    expect(splitText('xx. see [ person 1 ] now', 19).map((p) => p.text)).toEqual(['xx. ', 'see [ person 1 ] ', 'now']);
  });

  it('for any text: pieces fit, join back, offsets are right', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', '.', 'é', '😀', '[', 'P', '_', '1', ']'), maxLength: 300 }), fc.integer({ min: 4, max: 40 }), (text, max) => {
        const pieces = splitText(text, max);
        expect(join(pieces)).toBe(text);
        for (const p of pieces) {
          expect(utf8Length(p.text)).toBeLessThanOrEqual(max);
          expect(text.slice(p.offset, p.offset + p.text.length)).toBe(p.text);
        }
      }),
    );
  });

  it('rehydrating piece by piece equals rehydrating the whole, for cuts at whitespace', () => {
    const mapping = { '[PERSON_1]': 'Ann Lee', '[EMAIL_ADDRESS_1]': 'ann@example.com' };
    const words = fc.constantFrom('[PERSON_1]', '[ person 1 ]', 'PERSON_1', 'person-1', '\\[EMAIL_ADDRESS_1\\]', '[[email address 1]]', 'xPERSON_1', 'PERSON_1x', 'hi', '[note', ']', ' ', '\n', '. ');
    let checkedWithCuts = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(words, fc.constantFrom(' ', '', '\n')), { maxLength: 40 }), fc.integer({ min: 24, max: 80 }), (parts, max) => {
        const text = parts.map(([word, gap]) => word + gap).join('');
        const whole = rehydrate(text, mapping).text;
        const pieces = splitText(text, max);
        const cutsAreSafe = pieces.slice(1).every((p) => isSafeCut(text, p.offset));
        if (!cutsAreSafe) return;
        if (pieces.length > 1) checkedWithCuts++;
        expect(pieces.map((p) => rehydrate(p.text, mapping).text).join('')).toBe(whole);
      }),
      { numRuns: 300 },
    );
    // Many generated texts are cut, and only at safe places: the comparison must really have run.
    expect(checkedWithCuts).toBeGreaterThan(50);
  });
});

describe('isSafeCut', () => {
  it('allows a cut after a line break or a space outside brackets', () => {
    expect(isSafeCut('a\nb', 2)).toBe(true);
    expect(isSafeCut('a b', 2)).toBe(true);
    expect(isSafeCut('see [x]. b', 9)).toBe(true);
  });
  it('refuses a cut inside a word or inside an opened bracket', () => {
    expect(isSafeCut('ab', 1)).toBe(false);
    expect(isSafeCut('[ person 1 ]', 2)).toBe(false);
    expect(isSafeCut('[person 1 ]', 10)).toBe(false);
  });
});
