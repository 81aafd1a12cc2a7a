/**
 * Printed artefacts: wristbands and specimen labels (short lines, barcode text repeating the record
 * number), Epic/Cerner-like banners and after-visit summaries, CMS-1500 and UB-04 claim printouts,
 * lab requisitions, pharmacy labels, radiology report headers.
 */
import { lines, nameAs, type Ctx, type Part } from './parts.js';
import { dea, npi, phone, words, type DateStyle } from './values.js';
import type { Layout } from './layouts.js';

/** A label and the gap after it ("MRN: ", "MRN#" glued on, "MRN " …). */
export function labelled(c: Ctx, labels: readonly string[], value: Part): Part[] {
  const label = c.r.pick(labels);
  const gap = label.endsWith('#') && c.r.chance(0.4) ? '' : c.r.pick([' ', ' ', '  ']);
  return [label + gap, value];
}
const mrnL = (c: Ctx) => labelled(c, words.mrnLabels.en, c.mrn());
const dobL = (c: Ctx, style: DateStyle) => labelled(c, words.dobLabels.en, c.dob(style));
const usDob = (c: Ctx): DateStyle => c.r.pick(['us', 'us', 'usPadless', 'usShort', 'usDash', 'dMonY']);
const age = (c: Ctx) => c.r.pick([`${c.p.age}Y ${c.p.sex}`, `${c.p.age} y.o. ${c.p.sex}`, `${c.p.age}yo${c.p.sex}`, `(${c.p.age} yrs)`]);
const doctor = (c: Ctx) => `${c.r.pick(['Smith', 'Chen', 'Alvarez', 'Kumar'])}, ${c.r.pick(['Anne', 'David', 'Rosa', 'Vikram'])} MD`;

export const PRINTED: readonly Layout[] = [
  {
    name: 'wristband',
    make: (c) => lines(
      [nameAs(c.p, 'lastFirst')],
      [...mrnL(c), c.r.pick(['  ', '   ', ' | ']), ...dobL(c, usDob(c))],
      [age(c), '  Adm: ', c.date('admit_date', 'us'), c.r.chance(0.5) ? '' : '  ', ...(c.r.chance(0.5) ? ['FIN ', c.num('encounter')] : [])],
      ['*', c.mrn(), '*'],
      [`Allergies: ${c.r.pick(['NKDA', 'PCN', 'Sulfa, Latex'])}`],
    ),
  },
  {
    name: 'specimen_label',
    make: (c) => lines(
      [nameAs(c.p, 'lastFirst'), `  ${c.p.sex} ${c.p.age}Y`],
      [c.r.pick(['MRN ', 'MRN:', 'MR# ']), c.mrn(), '  ', c.r.pick(['DOB ', 'DOB:', 'DOB: ']), c.dob(usDob(c))],
      [c.r.pick(['ACC# ', 'Acc: ', 'ACCN ']), c.num('accession'), '  Coll ', c.date('collection_date', 'usShort'), ` ${c.r.int(0, 23)}:${c.r.int(10, 59)}`],
      [c.r.pick(['SPEC ID ', 'Spec# ']), c.num('specimen'), `  ${c.r.pick(['LAV', 'SST', 'LT GRN', 'URINE'])}`],
    ),
  },
  {
    name: 'epic_banner',
    make: (c) => lines(
      [`${c.p.first} ${c.p.last}`],
      [...mrnL(c)],
      [...dobL(c, usDob(c)), c.r.pick([` (${c.p.age} y.o.)`, '', ` Age: ${c.p.age} yrs`])],
      [`Sex: ${c.p.sex === 'F' ? 'Female' : 'Male'}`],
      ['CSN: ', c.num('encounter')],
      ['Admit Date: ', c.date('admit_date', 'usPadless')],
      [`PCP: ${doctor(c)}  Phone: ${phone(c.r)}`],
    ),
  },
  {
    name: 'cerner_banner',
    make: (c) => [
      `${nameAs(c.p, 'lastFirst')}   `, 'FIN: ', c.num('encounter'), '   ', ...labelled(c, ['MRN:', 'MRN', 'CMRN:', 'Med Rec #:'], c.mrn()),
      '   ', ...labelled(c, ['DOB:', 'DOB/Age:', 'Birth Date:'], c.dob('us')), `   Age: ${c.p.age} years   Sex: ${c.p.sex === 'F' ? 'Female' : 'Male'}`,
      '   Adm: ', c.date('admit_date', 'us'), `   Loc: ${c.r.pick(['4W', 'ICU', 'ED'])}-${c.r.int(1, 40)}`,
    ],
  },
  {
    name: 'after_visit_summary',
    make: (c) => lines(
      ['AFTER VISIT SUMMARY'],
      [`${c.p.first} ${c.p.last}   `, ...mrnL(c), '   Visit date: ', c.date('visit_date', 'usPadless')],
      [...labelled(c, ['Date of Birth:', 'DOB:', 'Birthdate:'], c.dob(usDob(c)))],
      [`Instructions from ${doctor(c)}: take ${c.r.pick(words.drugs)} daily. Call ${phone(c.r)} with questions.`],
      ['Your next appointment: ', c.date('appointment_date', 'long'), ' at 10:30 AM'],
    ),
  },
  {
    name: 'cms1500',
    make: (c) => lines(
      ['HEALTH INSURANCE CLAIM FORM  (CMS-1500 02/12)'],
      [`1a. INSURED'S I.D. NUMBER        W${c.r.digits(9)}`],
      [`2. PATIENT'S NAME (Last, First)  ${nameAs(c.p, 'lastFirst')}`],
      ["3. PATIENT'S BIRTH DATE  MM DD YY  ", c.dob(c.r.pick(['boxes', 'usDash', 'us'] as const)), `   SEX ${c.p.sex}`],
      ['14. DATE OF CURRENT ILLNESS  ', c.date('service_date', 'boxes')],
      ['24A. DATE(S) OF SERVICE  ', c.date('service_date', 'usShort')],
      ['25. FEDERAL TAX I.D. NUMBER  SSN [X] EIN [ ]  ', c.ssn()],
      ["26. PATIENT'S ACCOUNT NO.  ", c.num('account')],
      [`33. BILLING PROVIDER  a. NPI ${npi(c.r)}  PH ${phone(c.r)}`],
    ),
  },
  {
    name: 'ub04',
    testOnly: true,
    make: (c) => lines(
      ['UB-04  1 ' + c.r.pick(words.facilities) + ' MEDICAL CENTER'],
      ['3a PAT CNTL #  ', c.num('account')],
      ['b. MED REC #  ', c.mrn()],
      ['6 STATEMENT COVERS PERIOD  FROM ', c.date('service_date', 'hl7'), ' THROUGH ', c.date('service_date', 'hl7')],
      [`8 PATIENT NAME  ${nameAs(c.p, 'lastFirst')}`],
      ['10 BIRTHDATE  ', c.dob('mmddyyyy'), `  11 SEX ${c.p.sex}  12 ADMISSION DATE `, c.date('admit_date', 'mmddyyyy')],
      ['60 INSURED\'S UNIQUE ID  ', c.ssn('plain')],
      ['64 DOCUMENT CONTROL NUMBER  ', c.num('claim')],
    ),
  },
  {
    name: 'lab_requisition',
    make: (c) => lines(
      ['LABORATORY REQUISITION'],
      [`Patient: ${nameAs(c.p, 'lastFirst')}   Sex: ${c.p.sex}`],
      [...dobL(c, usDob(c)), '   ', ...mrnL(c)],
      ['Order #: ', c.num('order'), '   Accession: ', c.num('accession')],
      ['Collection date: ', c.date('collection_date', 'us'), `  Tests: ${c.r.pick(words.tests)}, ${c.r.pick(words.tests)}`],
      [`Ordering provider: ${doctor(c)}  NPI: ${npi(c.r)}  Ph: ${phone(c.r)}`],
    ),
  },
  {
    name: 'pharmacy_label',
    make: (c) => lines(
      [`${c.r.pick(words.facilities)} OUTPATIENT PHARMACY  ${phone(c.r)}`],
      ['Rx# ', c.num('rx'), '   Filled: ', c.date('fill_date', 'us')],
      [nameAs(c.p, 'lastFirst'), '   DOB: ', c.dob(c.r.pick(['us', 'usShort'] as const)), ...(c.r.chance(0.6) ? ['   MRN: ', c.mrn()] : [])],
      [`${c.r.pick(words.drugs)}  Qty: 30  Refills: ${c.r.int(0, 5)}`],
      [`Prescriber: ${doctor(c)}  DEA: ${dea(c.r, 'Smith')}`],
    ),
  },
  {
    name: 'radiology_report',
    make: (c) => lines(
      [`EXAM: ${c.r.pick(words.exams)}`],
      ['ACCESSION: ', c.num('accession'), '   EXAM DATE: ', c.date('exam_date', 'us')],
      [`PATIENT: ${nameAs(c.p, c.r.pick(['hl7', 'lastFirst'] as const))}   `, ...labelled(c, ['MRN:', 'MRN', 'MR#:', 'PATIENT ID:'], c.mrn()), '   ', ...labelled(c, ['DOB:', 'DOB', 'BIRTH DATE:'], c.dob(c.r.pick(['us', 'iso', 'dMonY'] as const))), `   AGE/SEX: ${c.p.age}Y/${c.p.sex}`],
      [`REFERRING: ${doctor(c)}`],
      ['COMPARISON: ', c.date('prior_exam_date', 'usPadless'), '.'],
      ['IMPRESSION: No acute cardiopulmonary process.'],
    ),
  },
];
