/**
 * HL7 CDA (C-CDA) documents: the patient's identifiers are the <id> elements that open
 * recordTarget/patientRole, before <addr>, <telecom> and <patient> (the schema's order); the
 * identifier is the `extension` attribute, its issuer the `root` OID. Root 2.16.840.1.113883.4.1 is
 * the US Social Security Administration: that id is the SSN; the others are record numbers.
 */

export const SSN_ROOT = '2.16.840.1.113883.4.1';

export interface CdaId {
  start: number;
  end: number;
  root: string;
}

const ID_TAG = /<id\s[^>]*>/g;
const EXTENSION = /\bextension\s*=\s*"([^"]*)"/;
const ROOT = /\broot\s*=\s*"([^"]*)"/;
const ROLE_END = /<(?:patient|addr|telecom)[\s/>]|<\/patientRole>/g;

/**
 * The ids of every patientRole in the text, where each extension lies.
 * @example patientRoleIds('<patientRole><id root="1.2.3" extension="A55"/></patientRole>') // [{ start: 39, end: 42, root: '1.2.3' }]
 */
export function patientRoleIds(text: string): CdaId[] {
  const out: CdaId[] = [];
  for (let at = text.indexOf('<patientRole'); at >= 0; at = text.indexOf('<patientRole', at + 1)) {
    ROLE_END.lastIndex = at + 1;
    const end = ROLE_END.exec(text)?.index ?? text.length;
    const head = text.slice(at, end);
    for (const tag of head.matchAll(ID_TAG)) {
      const ext = EXTENSION.exec(tag[0]);
      if (!ext || ext[1]!.trim() === '') continue;
      const start = at + tag.index + ext.index + ext[0].length - ext[1]!.length - 1;
      out.push({ start, end: start + ext[1]!.length, root: ROOT.exec(tag[0])?.[1] ?? '' });
    }
  }
  return out;
}
