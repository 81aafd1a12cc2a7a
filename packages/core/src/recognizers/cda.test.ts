import { describe, expect, it } from 'vitest';
import { patientRoleIds } from './cda.js';

const read = (text: string) => patientRoleIds(text).map((i) => [text.slice(i.start, i.end), i.root]);

describe('patientRoleIds', () => {
  it('reads the ids that open patientRole, either attribute order', () => {
    const doc = '<recordTarget>\n <patientRole>\n  <id extension="998991" root="2.16.840.1.113883.19.5"/>\n  <id root="2.16.840.1.113883.4.1" extension="111-00-2330"/>\n  <addr>1 Main</addr>\n  <patient><birthTime value="19620314"/></patient>\n </patientRole>';
    expect(read(doc)).toEqual([
      ['998991', '2.16.840.1.113883.19.5'],
      ['111-00-2330', '2.16.840.1.113883.4.1'],
    ]);
  });

  it.each([
    // Ids after the patient element (the provider organisation's) and outside patientRole are not the patient's.
    ['<patientRole><id extension="1" root="9"/><patient/><providerOrganization><id extension="1234567893" root="2.16.840.1.113883.4.6"/></providerOrganization></patientRole>', [['1', '9']]],
    ['<encompassingEncounter><id extension="E123456" root="1.2.3"/></encompassingEncounter>', []],
    ['<patientRole><id nullFlavor="NI"/><id extension="" root="1"/></patientRole>', []],
  ])('%j → %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});
