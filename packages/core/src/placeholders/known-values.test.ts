import { describe, expect, it } from 'vitest';
import { knownValueSpans } from './known-values.js';

const MAPPING = { '[PERSON_1]': 'Maria Garcia', '[PERSON_2]': 'Maria', '[EMAIL_ADDRESS_1]': 'm@x.io', '[SSN_1]': '[SSN_1]', '[PERSON_3]': 'J' };
const found = (text: string, entities: { type: string; start: number; end: number }[] = []) =>
  knownValueSpans(text, MAPPING, entities).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);

describe('knownValueSpans', () => {
  it('finds held values again, whole words, longest first', () => {
    expect(found('Maria Garcia and Maria wrote to m@x.io.')).toEqual(['PERSON:Maria Garcia', 'PERSON:Maria', 'EMAIL_ADDRESS:m@x.io']);
  });

  it('skips values inside longer words, reserved entries and one-character values', () => {
    expect(found('Marianne, [SSN_1], J. Smith')).toEqual([]);
  });

  it('skips what detection already covers', () => {
    const text = 'Maria Garcia called';
    expect(found(text, [{ type: 'PERSON', start: 0, end: 12 }])).toEqual([]);
  });
});
