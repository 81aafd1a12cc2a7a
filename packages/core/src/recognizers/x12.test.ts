import { describe, expect, it } from 'vitest';
import { x12Qualified } from './x12.js';

const read = (text: string, name: string, q: string) => x12Qualified(text, name, q).map((s) => text.slice(s.start, s.end));

describe('x12Qualified', () => {
  it.each([
    ['NM1*IL*1*DOE*JANE~REF*SY*123456789~DMG*D8*19800304*F~', 'REF', 'SY', ['123456789']],
    ['NM1*IL*1*DOE*JANE~\nREF*SY*123456789~\nDMG*D8*19800304*F~', 'DMG', 'D8', ['19800304']],
    ['REF*EA*MR0012345~REF*D9*CLM778812~', 'REF', 'EA', ['MR0012345']],
    ['REF*D9*CLM778812~', 'REF', 'SY', []],
    // Inside another element or prose it is no segment.
    ['XREF*SY*123456789~', 'REF', 'SY', []],
    ['see REF*SY*123456789 above', 'REF', 'SY', []],
  ])('%j %s*%s → %j', (text, name, q, expected) => {
    expect(read(text, name, q)).toEqual(expected);
  });
});
