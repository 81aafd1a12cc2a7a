import { describe, expect, it } from 'vitest';
import { heldValues, knownValueSpans } from './known-values.js';

const MAPPING = { '[PERSON_1]': 'Maria Garcia', '[PERSON_2]': 'Maria', '[EMAIL_ADDRESS_1]': 'm@x.io', '[SSN_1]': '[SSN_1]', '[PERSON_3]': 'J' };
const found = (text: string, entities: { type: string; start: number; end: number }[] = []) =>
  knownValueSpans(text, heldValues(MAPPING), entities).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);

describe('heldValues', () => {
  it('lists held values with their types, not reserved entries or one-character values', () => {
    expect(heldValues(MAPPING)).toEqual([
      { type: 'PERSON', value: 'Maria Garcia' },
      { type: 'PERSON', value: 'Maria' },
      { type: 'EMAIL_ADDRESS', value: 'm@x.io' },
    ]);
  });
});

describe('knownValueSpans', () => {
  it('finds known values again, whole words, longest first', () => {
    expect(found('Maria Garcia and Maria wrote to m@x.io.')).toEqual(['PERSON:Maria Garcia', 'PERSON:Maria', 'EMAIL_ADDRESS:m@x.io']);
  });

  it('skips values inside longer words, reserved entries and one-character values', () => {
    expect(found('Marianne, [SSN_1], J. Smith')).toEqual([]);
  });

  it('skips what detection already covers', () => {
    const text = 'Maria Garcia called';
    expect(found(text, [{ type: 'PERSON', start: 0, end: 12 }])).toEqual([]);
  });

  it('ignores one-character values it is given directly', () => {
    expect(knownValueSpans('a b', [{ type: 'PERSON', value: 'a' }], [])).toEqual([]);
  });
});
