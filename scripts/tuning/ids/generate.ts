/**
 * Writes the identifier probe set: data/tuning/ids-dev.jsonl and ids-test.jsonl (+ manifests), medical
 * record numbers, SSNs and dates of birth in the forms clinical systems, forms, exports and people
 * write them, with hard negatives (order, invoice, ticket, tracking numbers, phone numbers, visit dates).
 *   npx tsx scripts/tuning/ids/generate.ts
 * Written from the formats' conventions (labels of hospital systems in several languages, the SSA's
 * issuance rules, HL7 v2 PID fields, vCard BDAY, CSV and fixed-width exports), not from any test set.
 * Deterministic (fixed seeds). Labels and layouts marked test-only never reach the dev part.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Random } from '../../data-gen/random.js';

const OUT = 'data/tuning';
const PARTS = [
  { name: 'ids-dev', seed: 20261128, docs: 700, testOnly: false },
  { name: 'ids-test', seed: 20261129, docs: 700, testOnly: true },
] as const;

type Piece = string | { type: string; value: string } | { negative: string; value: string };
interface Doc {
  id: string;
  text: string;
  spans: { start: number; end: number; type: string }[];
  meta: { template: string; hard_negatives: { start: number; end: number; kind: string }[] };
}

// Labels: [dev labels, test-only labels].
const MRN_LABELS: [string[], string[]] = [
  ['MRN', 'MRN:', 'MRN#', 'MR#', 'Med Rec No.', 'Medical Record Number:', 'Medical Record #', 'Hospital No.', 'Hospital Number:', 'Hosp #', 'Patient ID:', 'Patient No.', 'Pt ID', 'Chart No.', 'Chart #', 'Record No.', 'EMR ID:', 'UR No.', 'URN', 'Patientennummer:', 'Fallnummer:', 'N° de dossier :', 'IPP :', 'Número de historia clínica:', 'NHC:', 'Nº do prontuário:', 'Numer historii choroby:'],
  ['M.R.N.', 'MRN No.', 'Med. Rec. #', 'Patient Number:', 'Chart Number:', 'EHR ID', 'Hosp. No.', 'Patienten-Nr.', 'Numéro de dossier:', 'Nº de historia clínica:', 'Prontuário:', 'Nr historii choroby:', 'Patiëntnummer:', 'Health Record No.'],
];
const SSN_LABELS: [string[], string[]] = [
  ['SSN', 'SSN:', 'SSN#', 'SS#', 'Social Security Number:', 'social security no.', 'soc sec #', 'Social Sec:', 'my social is', 'SSN on file:'],
  ['S.S.N.', 'Soc. Sec. No.', 'social security #', 'SS No.', 'ssn is', 'Social Security Number on file is'],
];
const DOB_LABELS: [string[], string[]] = [
  ['DOB:', 'DOB', 'D.O.B.', 'DoB:', 'Date of birth:', 'Date of Birth', 'Birth date:', 'Birthdate:', 'birthday:', 'born', 'born on', 'Geburtsdatum:', 'geboren am', 'née le', 'Date de naissance :', 'Fecha de nacimiento:', 'Data de nascimento:', 'Data urodzenia:'],
  ['Date of Birth (MM/DD/YYYY):', 'DOB (dd/mm/yyyy):', 'Birth Date ......', 'né(e) le', 'nacido el', 'Geb.-Datum:', 'Data di nascita:', 'b.'],
];

function mrnValue(r: Random): string {
  return r.pick([
    () => r.shape('N######'),
    () => r.shape('00######'),
    () => r.shape('N#######'),
    () => r.shape('##########'),
    () => r.shape('@#######'),
    () => `MR-${r.shape('00#####')}`,
    () => `H${r.shape('00######')}`,
    () => `E${r.shape('N#####')}`,
    () => r.shape('N##-##-##'),
    () => `20${r.int(10, 25)}-${r.shape('00####')}`,
    () => r.shape('@@######'),
  ])();
}

function ssnValue(r: Random, style = r.pick(['dash', 'dash', 'space', 'bare'])): string {
  let area = r.int(1, 899);
  if (area === 666) area = 665;
  const d = `${String(area).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
  if (style === 'bare') return d;
  const sep = style === 'space' ? ' ' : '-';
  return `${d.slice(0, 3)}${sep}${d.slice(3, 5)}${sep}${d.slice(5)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function dateValue(r: Random, from: number, to: number, style = r.int(0, 5)): string {
  const y = r.int(from, to);
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  const p = (n: number) => String(n).padStart(2, '0');
  switch (style) {
    case 0:
      return `${y}-${p(m)}-${p(d)}`;
    case 1:
      return `${p(m)}/${p(d)}/${y}`;
    case 2:
      return `${p(d)}.${p(m)}.${y}`;
    case 3:
      return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 4:
      return `${d} ${MONTHS[m - 1]} ${y}`;
    default:
      return `${d}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
  }
}
const dob = (r: Random) => dateValue(r, 1930, 2010);
const visit = (r: Random) => dateValue(r, 2019, 2025);
const NAMES = ['Ann Lee', 'Bo Chan', 'Maria Silva', 'Jan Kowalski', 'Lena Fischer', 'Omar Haddad', 'Chloé Martin', 'Ravi Patel', 'Sara Jones', 'Kenji Sato'];

function hardNegative(r: Random): Piece[] {
  return r.pick([
    () => ['Order No. ', { negative: 'order_number', value: r.shape('N#######') }],
    () => ['Invoice #', { negative: 'invoice_number', value: r.shape('INV-N#####') }],
    () => ['Ticket ', { negative: 'ticket_number', value: r.shape('N#####') }],
    () => ['Customer ID: ', { negative: 'customer_id', value: r.shape('N######') }],
    () => ['tracking ', { negative: 'tracking_number', value: `1Z${r.shape('###@@##########')}` }],
    () => ['Room ', { negative: 'room_number', value: r.shape('N###') }],
    () => ['Lot ', { negative: 'lot_number', value: r.shape('N#######') }],
    () => ['Claim No.: ', { negative: 'claim_number', value: r.shape('CLMN########') }],
    () => ['Policy #', { negative: 'policy_number', value: r.shape('N########') }],
  ])();
}

type Template = (r: Random, labels: (list: [string[], string[]]) => string) => Piece[];
const T = (type: string, value: string): Piece => ({ type, value });

const TEMPLATES: Record<string, Template> = {
  header_line: (r, l) => [`Patient: ${r.pick(NAMES)}   ${l(DOB_LABELS)} `, T('DATE_OF_BIRTH', dob(r)), `   ${l(MRN_LABELS)} `, T('MRN', mrnValue(r)), '\nVisit: ', T('DATE', visit(r))],
  note_sentence: (r, l) => [`${r.pick(NAMES)}, ${l(MRN_LABELS)} `, T('MRN', mrnValue(r)), `, was seen on `, T('DATE', visit(r)), '. ', ...hardNegative(r), '.'],
  insurance: (r, l) => [`Insured: ${r.pick(NAMES)}\n${l(SSN_LABELS)} `, T('SSN', ssnValue(r)), `\n${l(DOB_LABELS)} `, T('DATE_OF_BIRTH', dob(r)), '\n', ...hardNegative(r)],
  chat: (r, l) => [`hi, my ${r.pick(['mrn', 'MRN', 'medical record number', 'patient id'])} is `, T('MRN', mrnValue(r)), ` and ${l(SSN_LABELS)} `, T('SSN', ssnValue(r)), ' thx'],
  json: (r) => [
    `{"patient": {"${r.pick(['mrn', 'patient_id', 'patientId', 'medicalRecordNumber', 'MRN'])}": "`,
    T('MRN', mrnValue(r)),
    `", "${r.pick(['dob', 'birth_date', 'birthDate', 'date_of_birth', 'DateOfBirth'])}": "`,
    T('DATE_OF_BIRTH', dateValue(r, 1930, 2010, 0)),
    `", "${r.pick(['ssn', 'SSN', 'social_security_number'])}": "`,
    T('SSN', ssnValue(r)),
    `", "admitted": "`,
    T('DATE', dateValue(r, 2019, 2025, 0)),
    '"}}',
  ],
  log: (r) => [T('DATE', dateValue(r, 2019, 2025, 0)), ` INFO admit ${r.pick(['mrn', 'patient_id', 'MRN'])}=`, T('MRN', mrnValue(r)), ` ward=${r.int(1, 9)}B `, ...hardNegative(r)],
  csv: (r) => {
    const mrnHeader = r.pick(['MRN', 'mrn', 'Patient ID', 'Hospital MRN', 'med_rec_no']);
    const dobHeader = r.pick(['DOB', 'dob', 'Date of Birth', 'birth_date', 'Birthdate']);
    const ssnHeader = r.pick(['SSN', 'ssn', 'Social']);
    const q = r.chance(0.4) ? '"' : '';
    const out: Piece[] = [`name,${mrnHeader},${dobHeader},${ssnHeader},visit\n`];
    for (let i = 0; i < r.int(2, 4); i++)
      out.push(`${q}${r.pick(NAMES)}${q},${q}`, T('MRN', mrnValue(r)), `${q},${q}`, T('DATE_OF_BIRTH', dateValue(r, 1930, 2010, r.int(0, 2))), `${q},${q}`, T('SSN', ssnValue(r)), `${q},${q}`, T('DATE', dateValue(r, 2019, 2025, 0)), `${q}\n`);
    return out;
  },
  fixed_width: (r) => {
    const out: Piece[] = ['Name            MRN          DOB          Visit\n'];
    for (let i = 0; i < r.int(2, 4); i++) {
      const name = r.pick(NAMES).padEnd(16);
      const mrn = r.shape('N#######');
      const birth = dateValue(r, 1930, 2010, r.int(0, 2));
      out.push(name, T('MRN', mrn), ' '.repeat(13 - mrn.length), T('DATE_OF_BIRTH', birth), ' '.repeat(13 - birth.length), T('DATE', dateValue(r, 2019, 2025, 0)), '\n');
    }
    return out;
  },
  hl7: (r) => [
    `MSH|^~\\&|ADT|HOSP|LAB|HOSP|202403051200||ADT^A01|${r.shape('N####')}|P|2.5\nPID|1||`,
    T('MRN', mrnValue(r).replace(/[^A-Z0-9]/g, '')),
    '^^^HOSP^MR||DOE^JANE^A||',
    T('DATE_OF_BIRTH', `${r.int(1930, 2010)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`),
    '|F|||1 MAIN ST^^BOSTON^MA^02115||||||||',
    T('SSN', ssnValue(r, 'bare')),
    '\n',
  ],
  bio: (r, l) => [`${r.pick(NAMES)} (${l([['born', 'b.'], ['b.']])} `, T('DATE_OF_BIRTH', dateValue(r, 1900, 1990, r.pick([3, 4]))), `) is a writer. Her first book appeared on `, T('DATE', dateValue(r, 1960, 2020, 3)), '.'],
  vcard: (r) => ['BEGIN:VCARD\nVERSION:3.0\nFN:', r.pick(NAMES), '\nBDAY:', T('DATE_OF_BIRTH', dateValue(r, 1930, 2010, 0)), '\nEND:VCARD'],
  label_above: (r) => ['Date of Birth:\n', T('DATE_OF_BIRTH', dob(r)), '\nMedical Record Number:\n', T('MRN', mrnValue(r)), '\nDate of visit:\n', T('DATE', visit(r))],
  bare_ssn_sentence: (r) => ['Please update the file: the number ', T('SSN', ssnValue(r, 'dash')), ' was entered twice on ', T('DATE', visit(r)), '.'],
  negatives_only: (r) => [...hardNegative(r), '; ', ...hardNegative(r), '; appointment on ', T('DATE', visit(r)), '; ', ...hardNegative(r)],
  yaml: (r) => ['patient:\n  name: ', r.pick(NAMES), '\n  mrn: ', T('MRN', mrnValue(r)), '\n  date_of_birth: ', T('DATE_OF_BIRTH', dateValue(r, 1930, 2010, 0)), '\n  ssn: ', T('SSN', ssnValue(r)), '\n'],
};
const TEST_ONLY_TEMPLATES = new Set(['label_above', 'yaml', 'vcard']);

function build(id: string, template: string, pieces: Piece[]): Doc {
  let text = '';
  const spans: Doc['spans'] = [];
  const hard: Doc['meta']['hard_negatives'] = [];
  for (const p of pieces) {
    if (typeof p === 'string') {
      text += p;
      continue;
    }
    const start = text.length;
    text += p.value;
    if ('type' in p) spans.push({ start, end: text.length, type: p.type });
    else hard.push({ start, end: text.length, kind: p.negative });
  }
  return { id, text, spans, meta: { template, hard_negatives: hard } };
}

mkdirSync(OUT, { recursive: true });
for (const part of PARTS) {
  const r = new Random(part.seed);
  const names = Object.keys(TEMPLATES).filter((t) => part.testOnly || !TEST_ONLY_TEMPLATES.has(t));
  const labels = (list: [string[], string[]]) => r.pick(part.testOnly && r.chance(0.5) ? list[1] : list[0]);
  const docs: Doc[] = [];
  for (let i = 0; i < part.docs; i++) {
    const template = r.pick(names);
    docs.push(build(`${part.name}-${String(i + 1).padStart(4, '0')}`, template, TEMPLATES[template]!(r, labels)));
  }
  writeFileSync(`${OUT}/${part.name}.jsonl`, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const byType: Record<string, number> = {};
  for (const d of docs) for (const s of d.spans) byType[s.type] = (byType[s.type] ?? 0) + 1;
  const manifest = {
    name: part.name,
    source: { generator: 'scripts/tuning/ids/generate.ts', seed: part.seed, docs: part.docs, part: part.testOnly ? 'test part: with test-only labels and templates' : 'dev part' },
    license: 'Generated for this project.',
    docs: docs.length,
    spans_by_type: byType,
    hard_negatives: docs.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: ['MRN', 'SSN', 'DATE_OF_BIRTH', 'DATE'],
    test_only_templates: [...TEST_ONLY_TEMPLATES],
  };
  writeFileSync(`${OUT}/${part.name}.manifest.json`, JSON.stringify(manifest, null, 2) + '\n');
}
