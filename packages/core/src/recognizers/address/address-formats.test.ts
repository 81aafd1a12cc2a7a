import { describe, expect, it } from 'vitest';
import { POSTCODE_CUES, POSTCODE_SHAPES } from './address-formats.js';

describe('address-words.json as read by address-formats', () => {
  it('names only postcode shapes that exist', () => {
    const known = Object.keys(POSTCODE_SHAPES);
    for (const { shapes } of POSTCODE_CUES) for (const shape of shapes) expect(known).toContain(shape);
  });

  it('gives every shape a valid regular expression', () => {
    for (const source of Object.values(POSTCODE_SHAPES)) expect(() => new RegExp(source, 'u')).not.toThrow();
  });
});
