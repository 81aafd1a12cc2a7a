import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { issuable, labelledAnyArea, ssnRecognizer } from './ssn.js';

function found(text: string): [string, number, number, number][] {
  return ssnRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => [text.slice(d.start, d.end), d.start, d.end, d.score]);
}

describe('ssnRecognizer', () => {
  it.each([
    ['SSN: 123-45-6789', [['123-45-6789', 5, 16, 0.95]]],
    ['Social Security Number: 078 05 1120', [['078 05 1120', 24, 35, 0.95]]],
    ['Reference 219-09-9999 attached', [['219-09-9999', 10, 21, 0.6]]],
    ['ssn 123456789', [['123456789', 4, 13, 0.9]]],
    ['Member SSN# 811095721    DOB: 01/02/1990', [['811095721', 12, 21, 0.9]]],
    ['id\tname\tssn\n7\tAnn\t730-03-1078\n8\tBo\t106-24-4347', [['730-03-1078', 18, 29, 0.95], ['106-24-4347', 35, 46, 0.95]]],
    // Dots beside an SSN word; "my social" as people say it.
    ['SSN: 123.45.6789', [['123.45.6789', 5, 16, 0.95]]],
    ['my social is 123456789', [['123456789', 13, 22, 0.9]]],
    // "social" with gap words straight to the number, as handover notes say it.
    ['Registration says social is 340769878.', [['340769878', 28, 37, 0.9]]],
    // Document formats: X12 REF*SY, a C-CDA id under the SSA's root, a FHIR identifier typed SS or of the us-ssn system.
    ['NM1*IL*1*DOE*JANE~REF*SY*257448017~DMG*D8*19811201*F~', [['257448017', 25, 34, 0.95]]],
    ['<patientRole><id root="2.16.840.1.113883.4.1" extension="360040410"/><patient/>', [['360040410', 57, 66, 0.95]]],
    ['{"identifier":[{"system":"http://hl7.org/fhir/sid/us-ssn","value":"388207016"}]}', [['388207016', 67, 76, 0.9]]],
    // The ways forms and people write the label: spaced groups, "SS#", "SSN#", "soc sec #", "social security no.", any case.
    ['SSN 123 45 6789', [['123 45 6789', 4, 15, 0.95]]],
    ['SS#: 123-45-6789', [['123-45-6789', 5, 16, 0.95]]],
    ['SSN#123456789', [['123456789', 4, 13, 0.9]]],
    ['soc sec # 123456789', [['123456789', 10, 19, 0.9]]],
    ['social security no. 078-05-1120', [['078-05-1120', 20, 31, 0.95]]],
    ['SOCIAL SEC: 123456789', [['123456789', 12, 21, 0.9]]],
    // Filler words between the label and a bare number.
    ['Social Security Number on file is 123456789', [['123456789', 34, 43, 0.9]]],
    ['SSN of the insured, as provided: 123456789', [['123456789', 33, 42, 0.9]]],
    // Keys and column headers: JSON, CSV headed "ssn" or "Social", a fixed-width table.
    ['{"ssn": "123456789"}', [['123456789', 9, 18, 0.9]]],
    ['name,social,city\nAnn,123456789,Oslo\nBo,234567890,Rome', [['123456789', 21, 30, 0.9], ['234567890', 39, 48, 0.9]]],
    ['Name      SSN         City\nAnn Lee   123456789   Oslo', [['123456789', 37, 46, 0.9]]],
    // Labelled numbers outside the issuance rules: an ITIN (9xx) or area 666, written as the person's number.
    ['ITIN: 912-78-1234', [['912-78-1234', 6, 17, 0.95]]],
    ['SSN: 666-12-3456', [['666-12-3456', 5, 16, 0.95]]],
    ['{"ssn": "912456789"}', [['912456789', 9, 18, 0.9]]],
    // HL7 v2: PID-19 is the SSN; a PID-3 identifier typed SS is one.
    ['PID|1||4455^^^H^MR~123456789^^^SSA^SS||DOE^JO||19800304|M|||||||||||219099999', [['123456789', 19, 28, 0.95], ['219099999', 68, 77, 0.95]]],
  ])('finds %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'version 123.45.6789',
    'social media followers: 123456789',
    'Reference 000-13-0956',
    'Reference 666-46-7718',
    'Reference 939-16-8999',
    'SSN: 123-00-6789',
    'SSN: 123-45-0000',
    'SSN: 123-45 6789',
    'routing 021000021, account 181826836',
    'phone 555-123-4567',
    'card 4111-1111-1111-1111',
    'zip 94103-1234',
    'order 123-45-67890',
    'order A123-45-6789',
    'SSN: 1234567890',
    // Unlabelled numbers outside the rules; zero fields even labelled; four digits are no SSN.
    'Reference 912-78-1234',
    'SSN: 000-12-3456',
    'ITIN: 912-00-1234',
    'SSN last four: 6789',
    'SSN last 4 6789',
    // An SSN word too far, or other words between it and a bare number.
    'SSN was requested; the routing number is 021000021',
    'social media: 123456789 followers',
    'Name      Account     City\nAnn Lee   123456789   Oslo',
    'PID|1||4455^^^H^MR||DOE^JO||19800304|M|||||||||||',
  ])('ignores %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['123-45-6789', true],
    ['000-45-6789', false],
    ['666-45-6789', false],
    ['900-45-6789', false],
    ['123-00-6789', false],
    ['123-45-0000', false],
  ])('issuable(%s) → %s', (ssn, expected) => {
    expect(issuable(ssn)).toBe(expected);
  });

  it.each([
    ['912-78-1234', true],
    ['666-45-6789', true],
    ['000-45-6789', false],
    ['912-00-1234', false],
    ['912-78-0000', false],
  ])('labelledAnyArea(%s) → %s', (ssn, expected) => {
    expect(labelledAnyArea(ssn)).toBe(expected);
  });
});
