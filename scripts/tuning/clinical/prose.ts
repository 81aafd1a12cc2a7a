/**
 * Written text: discharge summaries, referral letters, nursing handover, registration e-mails,
 * H&P openings with an age/sex string, and letters from hospitals outside the US whose record
 * number is a UR number, hospital number, Patientennummer, numéro de dossier/IPP, NHC, número de
 * prontuário, cartella clinica, patiëntnummer.
 */
import { lines, type Ctx, type Part } from './parts.js';
import { phone, words, type DateStyle, type Lang } from './values.js';
import { labelled } from './printed.js';
import type { Layout } from './layouts.js';

const she = (c: Ctx) => (c.p.sex === 'F' ? 'her' : 'his');
const title = (c: Ctx) => (c.p.sex === 'F' ? 'Mrs' : 'Mr');

function mrnPhrase(c: Ctx): Part[] {
  return c.r.pick<Part[]>([
    [`${she(c)} chart number is `, c.mrn()],
    [`${she(c)} medical record number is `, c.mrn()],
    ['MRN ', c.mrn()],
    ['MR# ', c.mrn()],
    ['chart # ', c.mrn()],
    ['med rec no. ', c.mrn()],
    [`${she(c)} MRN is `, c.mrn()],
  ]);
}

function ssnPhrase(c: Ctx): Part[] {
  return c.r.pick<Part[]>([
    ['social is ', c.ssn(c.r.pick(['spaced', 'plain', 'dashed'] as const))],
    ['SSN on file ', c.ssn()],
    [`${she(c)} social security number, `, c.ssn('plain'), ','],
    ['last known SSN ', c.ssn()],
    ['soc sec # ', c.ssn()],
  ]);
}

function dobPhrase(c: Ctx): Part[] {
  return c.r.pick<Part[]>([
    ['born ', c.dob('usShort')],
    ['born on ', c.dob('long')],
    ['DOB of ', c.dob('us')],
    ['date of birth ', c.dob('usPadless')],
    ['d.o.b. ', c.dob('us')],
    ['b. ', c.dob('usPadless')],
  ]);
}

const ageSex = (c: Ctx) => c.r.pick([`${c.p.age} y/o ${c.p.sex}`, `${c.p.age}-year-old ${c.p.sex === 'F' ? 'woman' : 'man'}`, `${c.p.age}yo ${c.p.sex}`, `${c.p.age} yo ${c.p.sex === 'F' ? 'female' : 'male'}`]);

/** A letter from a hospital in another language: record-number label, birth-date label, a case/stay number and a visit date. */
function foreignLetter(lang: Exclude<Lang, 'en'>, caseLabel: string, visitLabel: string, opening: string): Layout['make'] {
  const styles: Record<string, DateStyle[]> = { de: ['dmyDot', 'localLong'], fr: ['dmySlash', 'localLong'], es: ['dmySlash', 'localLong'], pt: ['dmySlash', 'localLong'], it: ['dmySlash', 'localLong'], nl: ['dmyDash', 'localLong'] };
  return (c) => {
    const mrnLabels = words.mrnLabels[lang as keyof typeof words.mrnLabels];
    const header: Part[][] = [
      [`${c.p.first} ${c.p.last}`],
      [...labelled(c, mrnLabels, c.mrn())],
      [...labelled(c, words.dobLabels[lang], c.dob(c.r.pick(styles[lang]!)))],
      [caseLabel + ' ', c.num('case'), '   ', visitLabel + ' ', c.date('admit_date', 'dmySlash')],
    ];
    const body: Part[] = c.r.chance(0.5) ? ['', opening] : ['', `${opening} (${c.r.pick(mrnLabels)} `, c.mrn(), ')'];
    return lines(...header, [], body);
  };
}

export const PROSE: readonly Layout[] = [
  {
    name: 'discharge_summary',
    make: (c) => lines(
      ['DISCHARGE SUMMARY'],
      [`Patient: ${c.p.first} ${c.p.last}   `, ...labelled(c, ['MR#:', 'MRN:', 'Medical Record #:', 'Med Rec #'], c.mrn()), '   Acct#: ', c.num('account')],
      [...labelled(c, ['DOB:', 'Date of Birth:', 'D.O.B.'], c.dob('us'))],
      ['Admission Date: ', c.date('admit_date', 'us'), '   Discharge Date: ', c.date('discharge_date', 'us')],
      [],
      [`HISTORY: ${title(c)} ${c.p.last} is a ${ageSex(c)} with type 2 diabetes admitted for cellulitis. Discharged home on ${c.r.pick(words.drugs)}.`],
    ),
  },
  {
    name: 'referral_letter',
    make: (c) => lines(
      ['Re: ', `${c.p.first} ${c.p.last}, `, ...labelled(c, ['DOB', 'D.O.B.', 'DOB:'], c.dob(c.r.pick(['dmySlash', 'longDmy'] as const))), ', ', ...labelled(c, words.mrnLabels.gb, c.mrn())],
      [],
      [`Dear Dr ${c.r.pick(['Patel', 'Hughes', 'Evans'])},`],
      [`Thank you for seeing this ${ageSex(c)} (born `, c.dob('longDmy'), `) whom I saw in clinic on `, c.date('clinic_date', 'longDmy'), '. Please quote the hospital number above in any correspondence.'],
    ),
  },
  {
    name: 'nursing_handover',
    make: (c) => [
      `Handover 0700: bed ${c.r.int(1, 30)}, ${title(c)} ${c.p.last}, ${ageSex(c)}, `, ...mrnPhrase(c), ', ', ...dobPhrase(c), '. ',
      c.r.chance(0.5) ? '' : 'Registration says ', ...ssnPhrase(c), `. Admitted `, c.date('admit_date', 'usPadless'), ` with CAP, on ${c.r.pick(words.drugs)}. Daughter's number ${phone(c.r)}.`,
    ],
  },
  {
    name: 'registration_email',
    make: (c) => [
      `Hi team,\n\nCould you merge the duplicate charts for ${c.p.first} ${c.p.last} (DOB `, c.dob(c.r.pick(['us', 'usPadless'] as const)), '): MRN ', c.mrn(), ' and MRN ', c.otherMrn(),
      '? The second was created at the ED visit on ', c.date('visit_date', 'usPadless'), ' under encounter ', c.num('encounter'), '. Social on both is ', c.ssn(c.r.pick(['dashed', 'plain'] as const)), '.\n\nThanks,\nPatient Access',
    ],
  },
  {
    name: 'hp_opening',
    make: (c) => lines(
      [`${ageSex(c)}, `, ...labelled(c, ['DOB', 'DOB:'], c.dob(c.r.pick(['us', 'usPadless', 'usShort'] as const))), ', ', ...labelled(c, ['MRN#', 'MRN', 'MRN:'], c.mrn()), c.r.chance(0.5) ? '' : `, seen ${'today'}`],
      [`CC: chest pain x2 days. Seen in ED `, c.date('visit_date', 'usPadless'), ', visit #', c.num('visit'), '.'],
    ),
  },
  {
    name: 'au_discharge',
    make: (c) => lines(
      [`${c.p.last.toUpperCase()}, ${c.p.first}   `, ...labelled(c, words.mrnLabels.au, c.mrn()), '   ', ...labelled(c, ['DOB:', 'D.O.B.'], c.dob('dmySlash'))],
      ['Episode No: ', c.num('encounter'), '   Admitted: ', c.date('admit_date', 'dmySlash')],
      [`Medicare: ${c.r.int(2, 6)}${c.r.digits(3)} ${c.r.digits(5)} ${c.r.int(1, 9)}`],
    ),
  },
  { name: 'de_arztbrief', lang: 'de', make: foreignLetter('de', 'Fallnr.:', 'Aufnahme am', 'wir berichten über die stationäre Behandlung unserer gemeinsamen Patientin') },
  { name: 'fr_compte_rendu', lang: 'fr', make: foreignLetter('fr', 'N° de séjour :', 'Entrée le', "Cher confrère, j'ai vu en consultation votre patient") },
  { name: 'es_informe', lang: 'es', make: foreignLetter('es', 'N.º episodio:', 'Ingreso:', 'Informe de alta del paciente') },
  { name: 'pt_prontuario', lang: 'pt', make: foreignLetter('pt', 'Nº atendimento:', 'Internação:', 'Resumo de alta do paciente') },
  { name: 'it_lettera', lang: 'it', testOnly: true, make: foreignLetter('it', 'N. ricovero:', 'Ricovero del', 'Lettera di dimissione del paziente') },
  { name: 'nl_brief', lang: 'nl', testOnly: true, make: foreignLetter('nl', 'Opnamenr.:', 'Opname', 'Ontslagbrief van de patiënt') },
];
