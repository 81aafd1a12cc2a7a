/**
 * Machine formats: HL7 v2 (ADT, ORU), FHIR Patient JSON, C-CDA XML header, X12 271 and 837, CSV exports.
 * The fields are where the standards put them: PID-3 CX identifiers with assigning authority and
 * type code, PID-7 birth date YYYYMMDD, PID-18 account number, PID-19 SSN; FHIR identifier.type
 * code MR/SS and birthDate; C-CDA patientRole/id extension and birthTime; X12 REF*SY (SSN),
 * REF*EA (medical record number), DMG*D8 (birth date).
 */
import { lines, makeCtx, nameAs, type Ctx, type Part } from './parts.js';
import { npi, person, phone, recentDate, time, words, writeDate } from './values.js';
import type { Layout } from './layouts.js';

const fac = (c: Ctx) => c.r.pick(words.facilities);
const stamp = (c: Ctx): Part => ({ neg: 'message_datetime', value: `${writeDate(recentDate(c.r), 'hl7')}${time(c.r)}` });
const seg = (name: string, ...fields: (Part | Part[])[]): Part[] => [name, ...fields.flatMap((f) => ['|', ...(Array.isArray(f) ? f : [f])])];

function msh(c: Ctx, type: string): Part[] {
  const f = fac(c);
  return seg('MSH', '^~\\&', c.r.pick(['EPIC', 'CERNER', 'MEDITECH', 'ADT1']), f, c.r.pick(['LAB', 'RAD', 'HIE']), f, stamp(c), '', type, c.num('control'), 'P', c.r.pick(['2.3', '2.5.1', '2.4']));
}

function pid3(c: Ctx): Part[] {
  const f = fac(c);
  const mr: Part[] = c.r.pick([
    [c.mrn(), `^^^${f}^MR`],
    [c.mrn(), `^^^${f}^MR^${f}`],
    [c.mrn(), `^^^${f}&2.16.840.1.113883.3.${c.r.digits(4)}&ISO^MR`],
    [c.mrn(), `^^^${f}^PI`],
    [c.mrn()],
  ]);
  const more: Part[] = c.r.pick([[], ['~', c.ssn('plain'), '^^^SSA^SS'], ['~', c.num('encounter'), `^^^${f}^VN`], ['~', c.otherMrn(), `^^^${c.r.pick(words.facilities)}^MR`]]);
  return [...mr, ...more];
}

function pid(c: Ctx): Part[] {
  const ssnField: Part[] = c.r.pick([[c.ssn('plain')], [c.ssn('dashed')], []]);
  return seg('PID', '1', '', pid3(c), '', nameAs(c.p, 'hl7') + '^^^', '', [c.dob('hl7')], c.p.sex, '', '2106-3',
    `${c.r.int(10, 999)} MAIN ST^^BOSTON^MA^02${c.r.digits(3)}`, '', phone(c.r), '', 'ENG', 'M', '', [c.num('account')], ssnField);
}

const sep = (c: Ctx) => c.r.pick(['\r', '\n', '\r\n']);

export const STRUCTURED: readonly Layout[] = [
  {
    name: 'hl7_adt',
    make: (c) => {
      const s = sep(c);
      const pv1 = seg('PV1', '1', 'I', `4W^${c.r.int(100, 499)}^A`, '', '', '', `${npi(c.r)}^SMITH^JOHN^^^DR`, '', '', 'MED', '', '', '', '', '', '', '', '', [c.num('visit')]);
      return [...msh(c, 'ADT^A01'), s, 'EVN|A01|', stamp(c), s, ...pid(c), s, ...pv1];
    },
  },
  {
    name: 'hl7_oru',
    make: (c) => {
      const s = sep(c);
      const orc = seg('ORC', 'RE', [c.num('order'), '^EPIC'], [c.num('accession'), '^LAB']);
      const obr = seg('OBR', '1', [c.num('order')], [c.num('accession')], '85025^CBC W AUTO DIFF^CPT4', '', '', stamp(c));
      return [...msh(c, 'ORU^R01'), s, ...pid(c), s, ...orc, s, ...obr, s, `OBX|1|NM|718-7^Hemoglobin^LN||${c.r.int(9, 16)}.${c.r.int(0, 9)}|g/dL|12.0-16.0|N|||F`];
    },
  },
  {
    name: 'fhir_patient',
    make: (c) => {
      const ind = c.r.chance(0.5) ? '\n  ' : '';
      const v2 = 'http://terminology.hl7.org/CodeSystem/v2-0203';
      const id = (code: string, value: Part, system: string): Part[] => [`${ind}  {"type":{"coding":[{"system":"${v2}","code":"${code}"}]},"system":"${system}","value":"`, value, '"}'];
      const ids: Part[][] = [id('MR', c.mrn(), `urn:oid:1.2.36.146.595.217.0.${c.r.int(1, 9)}`)];
      if (c.r.chance(0.6)) ids.push(id('SS', c.ssn(c.r.pick(['dashed', 'plain'] as const)), 'http://hl7.org/fhir/sid/us-ssn'));
      if (c.r.chance(0.5)) ids.push(id('AN', c.num('account'), `http://hospital.example.org/accounts`));
      if (c.r.chance(0.3)) ids.push(id('DL', `S${c.r.digits(8)}`, 'urn:oid:2.16.840.1.113883.4.3.25'));
      const list = ids.flatMap((p, i) => (i === 0 ? p : [',', ...p]));
      return [`{${ind}"resourceType":"Patient",${ind}"id":"`, { neg: 'resource_id', value: c.r.shape('pat-####') }, `",${ind}"identifier":[`, ...list, `${ind}],${ind}"name":[{"family":"${c.p.last}","given":["${c.p.first}"]}],${ind}"gender":"${c.p.sex === 'F' ? 'female' : 'male'}",${ind}"birthDate":"`, c.dob('iso'), `"${ind.slice(0, -2)}}`];
    },
  },
  {
    name: 'ccda_header',
    make: (c) => {
      const idEl = (root: string, ext: Part): Part[] => (c.r.chance(0.5) ? ['<id root="', root, '" extension="', ext, '"/>'] : ['<id extension="', ext, '" root="', root, '"/>']);
      return lines(
        ['<ClinicalDocument xmlns="urn:hl7-org:v3">'],
        ['  <effectiveTime value="', { neg: 'document_time', value: `${writeDate(recentDate(c.r), 'hl7')}${time(c.r)}00-0500` }, '"/>'],
        ['  <recordTarget>'],
        ['    <patientRole>'],
        ['      ', ...idEl(`2.16.840.1.113883.19.5.99999.${c.r.int(1, 9)}`, c.mrn())],
        c.r.chance(0.6) ? ['      ', ...idEl('2.16.840.1.113883.4.1', c.ssn())] : ['      <telecom use="HP" value="tel:', phone(c.r), '"/>'],
        ['      <patient>'],
        [`        <name use="L"><given>${c.p.first}</given><family>${c.p.last}</family></name>`],
        [`        <administrativeGenderCode code="${c.p.sex}" codeSystem="2.16.840.1.113883.5.1"/>`],
        ['        <birthTime value="', c.dob('hl7'), '"/>'],
        ['      </patient>'],
        ['    </patientRole>'],
        ['  </recordTarget>'],
        ['  <componentOf><encompassingEncounter>'],
        ['    ', ...idEl('2.16.840.1.113883.19.5.99999.19', c.num('encounter'))],
        ['    <effectiveTime><low value="', { neg: 'admit_date', value: writeDate(recentDate(c.r), 'hl7') }, '"/></effectiveTime>'],
        ['  </encompassingEncounter></componentOf>'],
      );
    },
  },
  {
    name: 'x12_271',
    make: (c) => {
      const nl = c.r.chance(0.5) ? '~\n' : '~';
      const d = writeDate(recentDate(c.r), 'hl7');
      const segs: Part[][] = [
        [`ST*271*0001*005010X279A1`],
        ['BHT*0022*11*', c.num('trace'), `*${d}*${time(c.r)}`],
        ['HL*1**20*1'], ['NM1*PR*2*ACME HEALTH PLAN*****PI*', String(c.r.int(10000, 99999))],
        ['HL*2*1*21*1'], [`NM1*1P*2*${c.r.pick(words.facilities)} CLINIC*****XX*${npi(c.r)}`],
        ['HL*3*2*22*0'], ['TRN*2*', c.num('trace'), '*9877281234'],
        [`NM1*IL*1*${c.p.last.toUpperCase()}*${c.p.first.toUpperCase()}****MI*W${c.r.digits(9)}`],
        ['REF*SY*', c.ssn('plain')],
        ['DMG*D8*', c.dob('hl7'), `*${c.p.sex}`],
        ['DTP*291*D8*', { neg: 'eligibility_date', value: d }],
        ['EB*1**30**GOLD PPO'], ['SE*14*0001'],
      ];
      return segs.flatMap((s) => [...s, nl]);
    },
  },
  {
    name: 'x12_837',
    testOnly: true,
    make: (c) => {
      const nl = c.r.chance(0.5) ? '~\n' : '~';
      const segs: Part[][] = [
        ['ST*837*0001*005010X223A2'],
        [`NM1*QC*1*${c.p.last.toUpperCase()}*${c.p.first.toUpperCase()}`],
        ['DMG*D8*', c.dob('hl7'), `*${c.p.sex}`],
        ['REF*SY*', c.ssn('plain')],
        ['CLM*', c.num('account'), `*${c.r.int(100, 9000)}***11:A:1*Y*A*Y*Y`],
        ['DTP*435*DT*', { neg: 'admit_date', value: `${writeDate(recentDate(c.r), 'hl7')}${time(c.r)}` }],
        ['REF*D9*', c.num('claim')],
        ['REF*EA*', c.mrn()],
        ['HI*ABK:E119'], ['SE*12*0001'],
      ];
      return segs.flatMap((s) => [...s, nl]);
    },
  },
  {
    name: 'csv_export',
    make: (c) => {
      const header = c.r.pick(['mrn,last_name,first_name,dob,sex,ssn,encounter_id,admit_date', 'MRN;Name;DOB;SSN;Encounter;Admit']);
      const semi = header.includes(';');
      const rows: Part[][] = [];
      for (let i = 0; i < c.r.int(2, 4); i++) {
        const row = makeCtx(c.r, person(c.r), 'en');
        rows.push(semi
          ? [row.mrn(), `;${nameAs(row.p, 'lastFirst')};`, row.dob('us'), ';', row.ssn(), ';', row.num('encounter'), ';', row.date('admit_date', 'us')]
          : [row.mrn(), `,${row.p.last},${row.p.first},`, row.dob('iso'), `,${row.p.sex},`, row.ssn(c.r.pick(['dashed', 'plain'] as const)), ',', row.num('encounter'), ',', row.date('admit_date', 'iso')]);
      }
      return lines([header], ...rows);
    },
  },
];
