import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { addressRecognizer } from './address.js';

function found(text: string): string[] {
  return addressRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('addressRecognizer: a province after the postcode ends the line or field (city, postcode, province)', () => {
  it.each([
    ['Ship to:\n1337 Mabini Street, Malate\nManila, 1004 Metro Manila\nPhilippines', '1337 Mabini Street, Malate\nManila, 1004 Metro Manila\nPhilippines'],
    ['{"addr": "240 Mabini Street, Lahug, Cebu City, 6000 Cebu", "total": 5}', '240 Mabini Street, Lahug, Cebu City, 6000 Cebu'],
    ['| Ana Cruz | 890 Ayala Avenue, Makati City, 1210 Metro Manila | 3 |', '890 Ayala Avenue, Makati City, 1210 Metro Manila'],
    ['Address: 12 Rizal Street, Davao City, 8000 Davao del Sur, Philippines', '12 Rizal Street, Davao City, 8000 Davao del Sur, Philippines'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it.each([
    // Inside a sentence the words after the postcode are prose; a wide gap parts columns.
    ['Ship it to 12 Main Street, Springfield, IL 62704 Canada Goose.', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704 Monday Morning\n', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704    Mary Jones\n', '12 Main Street, Springfield, IL 62704'],
    ['12 Main Street, Springfield, IL 62704\tMary Jones\n', '12 Main Street, Springfield, IL 62704'],
  ])('%j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});
