import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlaceholders, type Span } from './apply-placeholders.js';
import { rehydrate } from './rehydrate.js';

const span = (type: string, text: string, value: string, from = 0): Span => {
  const start = text.indexOf(value, from);
  return { type, start, end: start + value.length };
};

describe('applyPlaceholders', () => {
  it('numbers per type in order of appearance', () => {
    const text = 'Ann called Bob at 555-0100 and Bob@x.io';
    const r = applyPlaceholders(text, [
      span('EMAIL_ADDRESS', text, 'Bob@x.io'),
      span('PERSON', text, 'Bob'),
      span('PERSON', text, 'Ann'),
      span('PHONE_NUMBER', text, '555-0100'),
    ]);
    expect(r.sanitized).toBe('[PERSON_1] called [PERSON_2] at [PHONE_NUMBER_1] and [EMAIL_ADDRESS_1]');
    expect(r.entities.map((e) => e.placeholder)).toEqual(['[PERSON_1]', '[PERSON_2]', '[PHONE_NUMBER_1]', '[EMAIL_ADDRESS_1]']);
  });

  it('gives the same value the same placeholder', () => {
    const text = 'Ann met Ann and Anne';
    const r = applyPlaceholders(text, [span('PERSON', text, 'Ann'), span('PERSON', text, 'Ann', 4), span('PERSON', text, 'Anne')]);
    expect(r.sanitized).toBe('[PERSON_1] met [PERSON_1] and [PERSON_2]');
    expect(r.mapping).toEqual({ '[PERSON_1]': 'Ann', '[PERSON_2]': 'Anne' });
  });

  it('keeps the same value apart when its type differs', () => {
    const text = 'Jordan flew to Jordan';
    const r = applyPlaceholders(text, [span('PERSON', text, 'Jordan'), span('LOCATION', text, 'Jordan', 1)]);
    expect(r.sanitized).toBe('[PERSON_1] flew to [LOCATION_1]');
  });

  it('never issues a placeholder that the input already contains', () => {
    const text = 'Template [PERSON_1] and [PERSON_3], signed Ann, Bob, Cy';
    const r = applyPlaceholders(text, [span('PERSON', text, 'Ann'), span('PERSON', text, 'Bob'), span('PERSON', text, 'Cy')]);
    expect(r.sanitized).toBe('Template [PERSON_1] and [PERSON_3], signed [PERSON_2], [PERSON_4], [PERSON_5]');
    expect(rehydrate(r.sanitized, r.mapping).text).toBe(text);
  });

  it('does not mutate its input', () => {
    const entities = Object.freeze([Object.freeze({ type: 'PERSON', start: 0, end: 3 })]);
    expect(() => applyPlaceholders('Ann', entities)).not.toThrow();
  });
});

describe('rehydrate', () => {
  it('restores known placeholders and counts them', () => {
    const r = rehydrate('[PERSON_1] and [PERSON_1] wrote [EMAIL_ADDRESS_1]', { '[PERSON_1]': 'Ann', '[EMAIL_ADDRESS_1]': 'a@b.io' });
    expect(r).toEqual({ text: 'Ann and Ann wrote a@b.io', restored: 3 });
  });

  it('leaves unknown placeholders and look-alikes alone', () => {
    const text = '[PERSON_2] [person_1] [PERSON_] [PERSON_01] [ PERSON_1 ]';
    expect(rehydrate(text, { '[PERSON_1]': 'Ann' })).toEqual({ text, restored: 0 });
  });

  it('does not rescan restored values', () => {
    expect(rehydrate('[PERSON_1]', { '[PERSON_1]': '[PERSON_2]', '[PERSON_2]': 'x' }).text).toBe('[PERSON_2]');
  });

  it('ignores inherited object keys', () => {
    expect(rehydrate('[constructor_1]', {}).restored).toBe(0);
  });
});

/** Random texts with random non-overlapping spans: unicode, CRLF, bracket text, literal placeholders. */
const textWithSpans = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('\r\n', '\n', '[', ']', '[PERSON_1]', '[EMAIL_ADDRESS_2]', '[X_1', '_1]', ' ', 'é', '🙂', '日本'),
    ),
    { maxLength: 30 },
  )
  .chain((parts) => {
    const text = parts.join('');
    return fc
      .uniqueArray(fc.integer({ min: 0, max: text.length }), { maxLength: 12 })
      .map((cuts) => ({ text, spans: spansFromCuts(text, cuts) }));
  });

function spansFromCuts(text: string, cuts: number[]): Span[] {
  const sorted = [...cuts].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) {
    const [start, end] = [sorted[i]!, sorted[i + 1]!];
    if (end > start) spans.push({ type: i % 4 === 0 ? 'PERSON' : 'EMAIL_ADDRESS', start, end });
  }
  return spans;
}

describe('round trip', () => {
  it('rehydrate(sanitize(x)) == x', () => {
    fc.assert(
      fc.property(textWithSpans, ({ text, spans }) => {
        const r = applyPlaceholders(text, spans);
        expect(rehydrate(r.sanitized, r.mapping).text).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
