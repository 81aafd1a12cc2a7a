import { describe, expect, it } from 'vitest';
import { fhirIdentifiers } from './fhir.js';

const read = (text: string) => fhirIdentifiers(text).map((i) => [text.slice(i.start, i.end), i.code]);
const v2 = (code: string) => `{"coding":[{"system":"http://terminology.hl7.org/CodeSystem/v2-0203","code":"${code}"}]}`;

describe('fhirIdentifiers', () => {
  it('reads each identifier value with its type code', () => {
    const patient = `{"resourceType":"Patient","identifier":[{"type":${v2('MR')},"value":"00123456"},{"system":"http://hl7.org/fhir/sid/us-ssn","value":"123-45-6789"}],"birthDate":"1962-03-14"}`;
    expect(read(patient)).toEqual([['00123456', 'MR'], ['123-45-6789', '']]);
  });

  it('reads pretty-printed JSON inside a log line', () => {
    const text = `POST /Patient body={\n  "identifier": [\n    { "type": ${v2('AN')}, "value": "A778812" }\n  ]\n} status=201`;
    expect(read(text)).toEqual([['A778812', 'AN']]);
  });

  it.each([
    // A "value" outside an identifier (an Observation's quantity), text that is no JSON, JSON without identifiers.
    '{"identifier":[],"valueQuantity":{"value":"12.5"}}',
    'identifier "value": "123" but not JSON {',
    '{"value":"123"}',
  ])('reads nothing from %j', (text) => {
    expect(read(text)).toEqual([]);
  });
});

describe('fhirIdentifiers on deep JSON', () => {
  it('reads a text nested deeper than the call stack goes without throwing', () => {
    const depth = 100_000;
    const text = `{"identifier":[{"type":{"coding":[{"code":"MR"}]},"value":"A123456"}],"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(fhirIdentifiers(text).map((f) => [text.slice(f.start, f.end), f.code])).toEqual([['A123456', 'MR']]);
  });
});

describe('fhirIdentifiers on a large bundle', () => {
  it('places every identifier of a bundle with thousands of them', () => {
    const entries = Array.from({ length: 5000 }, (_, i) => `{"resource":{"identifier":[{"type":${v2('MR')},"value":"M${String(i).padStart(6, '0')}"}]}}`);
    const text = `{"resourceType":"Bundle","entry":[${entries.join(',')}]}`;
    const ids = fhirIdentifiers(text);
    expect(ids).toHaveLength(5000);
    expect(text.slice(ids[4999]!.start, ids[4999]!.end)).toBe('M004999');
  });
});
