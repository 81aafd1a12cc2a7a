import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../analyzer/analyzer.js';
import { patternRecognizers } from '../recognizers/index.js';
import { applyPlaceholders } from './apply-placeholders.js';
import { rehydrate } from './rehydrate.js';

const engine = createEngine(patternRecognizers());

/** Pieces that look like personal data, mixed with noise that must survive untouched. */
const fragment = fc.oneof(
  fc.constantFrom(
    'ann.lee@example.org',
    '(617) 555-0142',
    '+44 20 7946 0958',
    'SSN 123-45-6789',
    '4111 1111 1111 1111',
    'NPI: 1234567893',
    'DEA AB1234563',
    'MRN: 00481234',
    '742 Evergreen Terrace, Springfield, IL 62704',
    '[PERSON_1]',
    '[EMAIL_ADDRESS_1]',
    '[EMAIL_ADDRESS_',
    ']]',
    '\r\n',
    '\n',
    '\t',
    ' ',
    'Zoë 😀 日本語',
  ),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

const document = fc.array(fragment, { maxLength: 25 }).map((parts) => parts.join(''));

describe('sanitize then rehydrate with the real engine', () => {
  it('gives back the exact input', () => {
    fc.assert(
      fc.property(document, (text) => {
        const planned = applyPlaceholders(text, engine.analyze(text).entities);
        expect(rehydrate(planned.sanitized, planned.mapping).text).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
