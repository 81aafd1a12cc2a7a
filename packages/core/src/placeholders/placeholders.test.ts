import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlaceholders, type Span } from './apply-placeholders.js';
import { readPlaceholders } from './placeholder-reading.js';
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
    expect(r).toEqual({ text: 'Ann and Ann wrote a@b.io', restored: 3, unknown: [] });
  });

  it.each([
    ['[person_1]', 'changed case'],
    ['[Person_1]', 'title case'],
    ['[PERSON 1]', 'space for the underscore'],
    ['[PERSON-1]', 'hyphen for the underscore'],
    ['[ PERSON_1 ]', 'spaces inside the brackets'],
    ['\\[PERSON_1\\]', 'backslash-escaped brackets'],
    ['[[PERSON_1]]', 'doubled brackets'],
    ['PERSON_1', 'no brackets, a whole word'],
    ['person-1', 'no brackets, lower case and a hyphen'],
  ])('restores %s (%s)', (written) => {
    expect(rehydrate(`Send it to ${written}'s manager.`, { '[PERSON_1]': 'Ann' })).toEqual({ text: "Send it to Ann's manager.", restored: 1, unknown: [] });
  });

  it('reads multi-word types respelled', () => {
    const mapping = { '[EMAIL_ADDRESS_2]': 'a@b.io' };
    for (const written of ['[email address 2]', '[Email-Address-2]', 'EMAIL_ADDRESS_2', '[[EMAIL_ADDRESS_2]]']) {
      expect(rehydrate(`mail ${written} now`, mapping).text).toBe('mail a@b.io now');
    }
  });

  it('leaves a bare word that continues a longer word alone', () => {
    const text = 'XPERSON_1 PERSON_1x PERSON_12 [PERSON_01] [PERSON_] PERSON_1_2';
    expect(rehydrate(text, { '[PERSON_1]': 'Ann' })).toEqual({ text, restored: 0, unknown: expect.any(Array) });
  });

  it('keeps a markdown link around a placeholder: only the inner placeholder is read', () => {
    expect(rehydrate('see [[PERSON_1]](https://x.io)', { '[PERSON_1]': 'Ann' }).text).toBe('see [Ann](https://x.io)');
  });

  it('lists placeholders the session does not hold, as written, once each, and leaves them in place', () => {
    const text = 'Ask [PERSON_9] and [person 9] and PERSON_7 about [PERSON_1], not [Figure 1] or [X_1] or COVID_19';
    const r = rehydrate(text, { '[PERSON_1]': 'Ann' });
    expect(r.text).toBe('Ask [PERSON_9] and [person 9] and PERSON_7 about Ann, not [Figure 1] or [X_1] or COVID_19');
    expect(r.unknown).toEqual(['[PERSON_9]', '[person 9]', 'PERSON_7', '[X_1]']);
    expect(r.restored).toBe(1);
  });

  it('leaves a placeholder held as itself (never stored, or written by the user) as written, uncounted', () => {
    const r = rehydrate('[SSN_1] and [ssn 1] of [PERSON_1]', { '[SSN_1]': '[SSN_1]', '[PERSON_1]': 'Ann' });
    expect(r).toEqual({ text: '[SSN_1] and [ssn 1] of Ann', restored: 1, unknown: [] });
  });

  it('encodes restored values when asked (JSON strings in tool-call arguments)', () => {
    const r = rehydrate('{"to":"[PERSON_1]"}', { '[PERSON_1]': 'Ann "the" Lee' }, { encode: (v) => JSON.stringify(v).slice(1, -1) });
    expect(JSON.parse(r.text)).toEqual({ to: 'Ann "the" Lee' });
  });

  it('does not rescan restored values', () => {
    expect(rehydrate('[PERSON_1]', { '[PERSON_1]': '[PERSON_2]', '[PERSON_2]': 'x' }).text).toBe('[PERSON_2]');
  });

  it('ignores inherited object keys', () => {
    expect(rehydrate('[constructor_1]', {}).restored).toBe(0);
  });
});

describe('applyPlaceholders in a continued session', () => {
  const previous = { '[PERSON_1]': 'Maria Garcia', '[EMAIL_ADDRESS_1]': 'm@x.io' };

  it('keeps held values on their placeholders and numbers new ones after the held ones', () => {
    const text = 'John Park says Maria Garcia wrote from j@x.io';
    const r = applyPlaceholders(text, [span('PERSON', text, 'John Park'), span('PERSON', text, 'Maria Garcia'), span('EMAIL_ADDRESS', text, 'j@x.io')], { previous });
    expect(r.sanitized).toBe('[PERSON_2] says [PERSON_1] wrote from [EMAIL_ADDRESS_2]');
    expect(r.added).toEqual({ '[PERSON_2]': 'John Park', '[EMAIL_ADDRESS_2]': 'j@x.io' });
    expect(r.mapping).toEqual({ ...previous, ...r.added });
  });

  it('never reissues a number held without a value (reserved), and skips numbers the turn spells in any form', () => {
    const text = 'Bob wrote person_3 and [PERSON 4] to Cy';
    const r = applyPlaceholders(text, [span('PERSON', text, 'Bob'), span('PERSON', text, 'Cy')], { previous: { '[PERSON_1]': 'Ann', '[PERSON_2]': '[PERSON_2]' } });
    expect(r.sanitized).toBe('[PERSON_5] wrote person_3 and [PERSON 4] to [PERSON_6]');
    expect(rehydrate(r.sanitized, r.mapping).text).toBe(text);
  });

  it('widens a value over the brackets around it, so [[value]] does not read as a doubled placeholder', () => {
    const text = 'Dear [[Ann]] and [Bob]';
    const r = applyPlaceholders(text, [span('PERSON', text, 'Ann'), span('PERSON', text, 'Bob')]);
    expect(r.sanitized).toBe('Dear [PERSON_1] and [PERSON_2]');
    expect(r.entities.map(({ start, end }) => text.slice(start, end))).toEqual(['Ann', 'Bob']);
    expect(rehydrate(r.sanitized, r.mapping).text).toBe(text);
  });

  it('does not change the previous mapping it was given', () => {
    const frozen = Object.freeze({ ...previous });
    const text = 'Zed';
    expect(() => applyPlaceholders(text, [span('PERSON', text, 'Zed')], { previous: frozen })).not.toThrow();
  });
});

/** Every spelling rehydration reads, of a few placeholders, and pieces of them. */
const variantSpelling = fc.constantFrom(
  '[person_1]',
  '[PERSON 2]',
  '[ PERSON_1 ]',
  '[PERSON-3]',
  'PERSON_1',
  'person-2',
  '\\[PERSON_1\\]',
  '[[PERSON_2]]',
  '[[EMAIL_ADDRESS_1]]',
  'email address 1',
  '[email-address 2]',
  '[[',
  ']]',
  'PERSON',
  '_2',
);

/** Random texts with random non-overlapping spans: unicode, CRLF, bracket text, literal placeholders. */
const textWithSpans = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('\r\n', '\n', '[', ']', '[PERSON_1]', '[EMAIL_ADDRESS_2]', '[X_1', '_1]', ' ', 'é', '🙂', '日本', '\\', '-'),
      variantSpelling,
    ),
    { maxLength: 30 },
  )
  .chain((parts) => {
    const text = parts.join('');
    return fc
      .uniqueArray(fc.integer({ min: 0, max: text.length }), { maxLength: 12 })
      .map((cuts) => ({ text, spans: spansFromCuts(text, cuts) }));
  });

/** Cut points as detection makes them: never between the two halves of a surrogate pair. */
function spansFromCuts(text: string, cuts: number[]): Span[] {
  const whole = cuts.map((c) => (/[\udc00-\udfff]/.test(text[c] ?? '') && /[\ud800-\udbff]/.test(text[c - 1] ?? '') ? c - 1 : c));
  const sorted = [...new Set(whole)].sort((a, b) => a - b);
  const spans: Span[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) {
    const [start, end] = [sorted[i]!, sorted[i + 1]!];
    if (end > start) spans.push({ type: i % 4 === 0 ? 'PERSON' : 'EMAIL_ADDRESS', start, end });
  }
  return spans;
}

describe('round trip', () => {
  it('rehydrate(sanitize(x)) == x, also when x spells placeholders in every variant rehydration reads', () => {
    fc.assert(
      fc.property(textWithSpans, ({ text, spans }) => {
        const r = applyPlaceholders(text, spans);
        expect(rehydrate(r.sanitized, r.mapping).text).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  // A turn that itself spells a placeholder the session already holds (the user
  // quoting the model's '[PERSON_1]') gets that value back: the number was issued first.
  it('every turn of a continued session rehydrates exactly with the final mapping, unless it spells a held placeholder', () => {
    fc.assert(
      fc.property(fc.array(textWithSpans, { minLength: 1, maxLength: 4 }), (turns) => {
        let mapping: Record<string, string> = {};
        const checked: { sanitized: string; text: string }[] = [];
        for (const { text, spans } of turns) {
          const quotesHeld = readPlaceholders(text).some((t) => Object.hasOwn(mapping, t.key) && mapping[t.key] !== t.key);
          const r = applyPlaceholders(text, spans, { previous: mapping });
          for (const [key, value] of Object.entries(mapping)) expect(r.mapping[key]).toBe(value);
          mapping = r.mapping;
          if (!quotesHeld) checked.push({ sanitized: r.sanitized, text });
        }
        for (const { sanitized, text } of checked) expect(rehydrate(sanitized, mapping).text).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
