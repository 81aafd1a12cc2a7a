import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../structure/layout.js';
import { isMrnShaped, mod11Valid, mrnRecognizer } from './mrn.js';
import { HANG_GUARD_MS } from '../test-support/hang-guard.js';

function found(text: string): string[] {
  return mrnRecognizer.analyze({ text, layout: analyzeLayout(text) }).map((d) => text.slice(d.start, d.end));
}

describe('mrnRecognizer: positives', () => {
  it.each([
    ['MRN: 00481234', '00481234'],
    // Groups split by a slash, a bracketed qualifier after the label, lower-case letters in chat.
    ['MRN 2024/118832', '2024/118832'],
    ['MRN (internal): 1234567', '1234567'],
    ['pt mrn: mr-00482913 thx', 'mr-00482913'],
    ['Medical Record #: A-2234-998', 'A-2234-998'],
    ['chart no. MR5562210 reviewed', 'MR5562210'],
    ['Patient Name: SHANAHAN, ALTA\nDOB: 06/04/2003\nMRN #: A7895487\nAddress: 1 Main St', 'A7895487'],
    ['Medical Record Number: MR-9002066\nSSN: 775-87-0523', 'MR-9002066'],
    ['Med Rec No.: 00660580', '00660580'],
    ['Ali Lin (MRN A1384128) is a 39-year-old', 'A1384128'],
    ['RE: Referral for Feil, Marques, MRN 18613767\n\nPlease see', '18613767'],
    ['My MRN there is 5748966 and my doctor is Dr. Reis.', '5748966'],
    ['My MRN there is 433-761-925 and', '433-761-925'],
    ['Patient ID: 3134091134', '3134091134'],
    ['Hospital Number: H9834345', 'H9834345'],
    ['Record #: 0012 3456', '0012 3456'],
    ['MR#: 1234567', '1234567'],
    ['her medical record number is 88691199.', '88691199'],
    ['MRN:\n00694566', '00694566'],
    ['Your medical record number (MRN) is 12345678.', '12345678'],
    ['Acct/MRN: 4412309', '4412309'],
    ['Patient ID #: 1234567', '1234567'],
    // A label is a word of its own, after any mark; one glued to a word before it is none, and the search goes on after its first letter.
    ['-MRN 12345678', '12345678'],
    ['(MRN)12345678 x', '12345678'],
    ['MMRN MRN: 1234567', '1234567'],
    // Keys in JSON, logs and CSV headers: quoted, or with their words joined by "_".
    ['{"patient": {"mrn": "QX4471902", "ward": 3}}', 'QX4471902'],
    ["{'medical_record_number': '70012946'}", '70012946'],
    ['admit patient_id=90055123 ward=4B', '90055123'],
    // The unit record number of Australian and New Zealand hospitals.
    ['UR No: 2290417', '2290417'],
    ['URN 00315562, bed 12', '00315562'],
    // The labels clinical systems print: MRN#, M.R.N., Med Rec No., Hosp #, Pt ID, Chart Number, EMR/EHR ID, Health Record No.
    ['MRN# 00123456', '00123456'],
    ['M.R.N.: 7766554', '7766554'],
    ['Med Rec No. A1234567', 'A1234567'],
    ['Hosp # E123456', 'E123456'],
    ['Pt ID: MR-0012345', 'MR-0012345'],
    ['Chart Number: 123-45-67', '123-45-67'],
    ['EMR ID: 99887766', '99887766'],
    ['EHR #: 2024-001234', '2024-001234'],
    ['Health Record No. H00123456', 'H00123456'],
    ['Patient-ID: 4455667', '4455667'],
    ['Hospital Reg. No.: 8877665', '8877665'],
    // Other languages.
    ['Patientennummer: 4711234', '4711234'],
    ['Patienten-Nr. 4711234', '4711234'],
    ['Fallnummer 20240012345', '20240012345'],
    ['N° de dossier : 0012345678', '0012345678'],
    ['IPP: 123456789', '123456789'],
    ['Número de historia clínica: 765432', '765432'],
    ['NHC 1234567', '1234567'],
    ['Nº do prontuário: 2345678', '2345678'],
    ['Numer historii choroby: 12345/2024', '12345/2024'],
    ['Patiëntnummer: 7788990', '7788990'],
    ['NHC: 12.345.678', '12.345.678'],
    ['Cartella clinica n. 2024004567', '2024004567'],
    // Filler words of English ("of", "being"), a comma, dot leaders, a table's bar, an XML element, a site's capitals.
    ['with a medical record number of 88691199.', '88691199'],
    ['MRN, 00481234, was merged', '00481234'],
    ['MRN ............ 00481234', '00481234'],
    ['| MRN | 00481234 |', '00481234'],
    ['<MRN>00481234</MRN>', '00481234'],
    ['MRN: MGH 1234567', 'MGH 1234567'],
    // Keys of JSON, YAML and logs in camel or snake case.
    ['{"patientId": "P0045678"}', 'P0045678'],
    ['medicalRecordNumber: 70012946', '70012946'],
    ['2024-05-01 INFO admit mrn=88812345 ward=4B', '88812345'],
    // "Case No." and "Unit No." in a clinical text.
    ['Case No. 2024-001234. The patient was admitted to ward 5.', '2024-001234'],
    ['Unit No: K123456  Ward 7, Dr. Evans, discharged', 'K123456'],
    // India's hospitals: the UHID.
    ['UHID: 202400123456', '202400123456'],
    // A bare "ID:" key in a patient's record block.
    ['Patient Name: Jane Doe\nID: 00481234\nDOB: 03/04/1980', '00481234'],
    ['Pt: DOE, JANE\nSex: F\nID #: A7766554', 'A7766554'],
    // HL7 v2: PID-3 identifiers typed MR, or untyped; not an SSN typed SS.
    ['PID|1||12345678^^^HOSP^MR~123456789^^^SSA^SS||DOE^JOHN||19800304|M', '12345678'],
    ['PID|1||A7766554||DOE^JOHN||19800304|M', 'A7766554'],
    // Document formats that place and type the identifier: C-CDA patientRole id, FHIR identifier typed MR, X12 REF*EA.
    ['<patientRole>\n<id extension="HUP-6441143E" root="2.16.840.1.113883.19.5.99999.4"/>\n<id root="2.16.840.1.113883.4.1" extension="360-04-0410"/>\n<patient/>', 'HUP-6441143E'],
    ['{"resourceType":"Patient","identifier":[{"type":{"coding":[{"code":"MR"}]},"value":"266-71-63"},{"type":{"coding":[{"code":"AN"}]},"value":"A778812345"}]}', '266-71-63'],
    ['CLM*A77881234*150***11:A:1~REF*D9*CLM77881234~REF*EA*MR0012345~', 'MR0012345'],
    // A label glued to its value by "#"; Australian "U.R." and "UR"; Cerner's CMRN, the EMPI.
    ['Maria Garcia   MR#3631-5808   Visit date: 8/21/2024', '3631-5808'],
    ['MR#H2880793', 'H2880793'],
    ['DOE, Raj   U.R. No. 00493987   D.O.B. 05/04/1996', '00493987'],
    ['GARCIA, Luis   UR:  HUP-H4860276   DOB:  16/07/1970', 'HUP-H4860276'],
    ['FIN: 2355933382   CMRN: 58512731-9   Birth Date: 02/10/2017', '58512731-9'],
    ['Jane Fernandez   EMPI: 5126225990', '5126225990'],
    // "PID" in capitals in a clinical text (a wristband, a requisition) is the patient identifier.
    ['SMITH, MEI\nPID: WB069611 | DOB: 06/25/1961\nAllergies: NKDA', 'WB069611'],
    // Labels of Spanish, Portuguese, French and German records.
    ['Nº Historia: 9630-2448\nF. nacimiento: 07/06/1988', '9630-2448'],
    ['Informe del paciente (N.º H.ª clínica: 66-99-30-24)', '66-99-30-24'],
    ['Processo clínico n.º 8482982Z', '8482982Z'],
    ['Resumo de alta (Nº do processo: 8482982Z)', '8482982Z'],
    ['N° dossier patient : E6707237', 'E6707237'],
    ['KB-Nr.: H2437799\nGeb.-Datum: 17. Dezember 2002', 'H2437799'],
    ['Ana Moreau\nPID:  00087380\ngeb.  18.10.2002', '00087380'],
    ['Re: Jane Doe, DOB 15 August 2017, Case Note No: HUP-2272530717', 'HUP-2272530717'],
  ])('%j → %s', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });
});

describe('mrnRecognizer: a record number written again', () => {
  it.each([
    // A wristband's barcode line repeats the number; a part of a longer token is no repeat.
    ['DOE, JANE\nMRN: 00123456  DOB: 03/14/1962\n*00123456*', ['00123456', '00123456']],
    ['MRN: 00123456 and order 9900123456 and ref 00123456X, tel 555-00123456', ['00123456']],
    // A joiner before more digits makes a longer token; one that ends a sentence does not.
    ['MRN: A1234567. Seen again: A1234567-2, A1234567.', ['A1234567', 'A1234567']],
  ])('%j → %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe('mrnRecognizer: negatives', () => {
  it.each([
    // A date written with slashes, words after the label.
    'MRN: 12/05/2023',
    'MRN: see chart',
    'Customer 00481234 called about order 5748966.',
    // "PID" of a process in a log; "pid" in lower case; "ur" in chat; identifiers typed account or SSN; ids outside patientRole.
    'worker PID: 4181146 exited with code 0',
    'Admitted to ward, pid: 4181146',
    'ur 00493987 is ready',
    '{"identifier":[{"type":{"coding":[{"code":"AN"}]},"value":"A778812345"},{"type":{"coding":[{"code":"SS"}]},"value":"123456789"}]}',
    '<encompassingEncounter><id extension="8362663543" root="2.16.840.1.113883.19.5.99999.19"/></encompassingEncounter>',
    'REF*D9*CLM77881234~',
    'Member ID JU783455389',
    'xMRN: 12345678',
    'éMRN: 12345678',
    '9MRN: 12345678',
    'MMRN: 1234567',
    '\u{1D41A}MRN: 12345678',
    'Employee ID: EMP-564407',
    'Claim No.: CLM755954665    Policy: GRP 259586',
    'MRN: 123-45-6789',
    'MRN: 555-123-4567',
    'MRN: 2023-11-27',
    // "ur" is chat for "your"; "urn" in lower case is a resource name.
    'ur number is 40917730',
    '"urn": "40917730"',
    'MRN NDC 25855-1374-45',
    'MRN: pending',
    'Assessment: ICD-10 J30.2. CPT: 99202',
    'Mr. No 12345678 came in',
    'Patient no longer 12345678',
    'Her medical record was reviewed on 2023-01-05.',
    'MRN and NPI: 1234567893',
    'Unit No. 123456',
    'DOB: 06/04/2003\nNPI: 1436796720\nDEA: AL2638281',
    // Order, invoice, ticket, customer and tracking numbers; a phone number after "Hospital number"; a court's case number.
    'Order No. 12345678, Invoice # 99887766, Ticket 445566, Customer ID 7788990',
    'tracking 1Z999AA10123456784',
    'Hospital number: 020 7188 7188',
    'Patient ID 1234.5678',
    'MRN: 03.04.1980',
    'Case No. 2:19-cv-01234 filed in district court',
    'Case No. 12345678 was settled by the parties',
    'Unit No. 1234567, Building B, 40 Main Street',
    // Capitals-only labels in lower case; a process id.
    'ipp: 123456789',
    'nhc 1234567',
    'PID 12345 exited with status 1',
    'mr no 12345678',
    // A bare "ID:" key with no patient cue near, or one in prose.
    'Employee: Jane Doe\nID: 00481234\nDept: Sales',
    'Patient Name: Jane Doe\nPhone: 555\nEmail: x\nAddress: y\nID: 00481234',
    'Patient said her ID: 00481234 was lost',
    // HL7: an identifier typed SS, an account number field.
    'PID|1||123456789^^^SSA^SS||DOE^JOHN',
  ])('%j', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('mrnRecognizer: offsets, scores, tables', () => {
  it('gives exact offsets and a reason code; a filler word lowers the score', () => {
    const text = 'MRN 00481234; my MRN there is 7616772';
    const [direct, near] = mrnRecognizer.analyze({ text, layout: analyzeLayout(text) });
    expect(direct).toMatchObject({ type: 'MRN', start: 4, end: 12, recognizer: 'mrn', reason: 'context:mrn' });
    expect(near).toMatchObject({ start: 30, end: 37, reason: 'context:mrn_near' });
    expect(near!.score).toBeLessThan(direct!.score);
  });

  it('finds cells under an MRN column and nothing in other columns', () => {
    const text = 'Name\tMRN\tRoom\nAnn Lee\t00481234\t536\nBo Chan\tA-2234-998\t12\n';
    expect(found(text)).toEqual(['00481234', 'A-2234-998']);
  });

  it('finds quoted cells of a CSV column headed "mrn", and under a header holding "MRN" among other words', () => {
    expect(found('name,mrn,dob\n"Ann Lee","00481234","1970-01-31"\n"Bo Chan","00481235","1980-02-11"')).toEqual(['00481234', '00481235']);
    expect(found('Name;Hospital MRN;Ward\nAnn;A-2234-998;4B\nBo;A-2234-999;5C')).toEqual(['A-2234-998', 'A-2234-999']);
  });

  it('finds cells of a fixed-width table under an MRN header, and none under others', () => {
    const text = 'Name          MRN        Order No\nAnn Lee       00481234   77120034\nBo Chan       A2234998   77120035\n';
    expect(found(text)).toEqual(['00481234', 'A2234998']);
    expect(found('Name          Order No   Room\nAnn Lee       00481234   536\nBo Chan       00481235   12\n')).toEqual([]);
  });

  it('finds cells under a "Patient ID" column of a pipe table', () => {
    const text = '| Patient | Patient ID | Ward |\n|---|---|---|\n| Ann Lee | 77120034 | 4B |\n';
    expect(found(text)).toEqual(['77120034']);
  });
});

describe('mrnRecognizer: speed', () => {
  it('stays linear on long hostile input', () => {
    const text = `${'MRN is there is '.repeat(10_000)}${'MRN A-1-1-1-1-1-1 '.repeat(10_000)}`;
    expect(mrnRecognizer.analyze({ text, layout: analyzeLayout(text) })).toBeInstanceOf(Array);
  }, HANG_GUARD_MS);

  it('finds the repeats of thousands of different record numbers in one pass', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `MRN: A${String(i).padStart(7, '0')}`).join('\n') + '\nA0004999';
    const found = mrnRecognizer.analyze({ text, layout: analyzeLayout(text) });
    expect(found).toHaveLength(5001);
    expect(found.at(-1)).toMatchObject({ start: text.length - 8, reason: 'repeat:mrn' });
  }, HANG_GUARD_MS);
});

describe('isMrnShaped', () => {
  it.each([
    ['MR-9002066', true],
    ['00481234', true],
    ['A12', false],
    ['123-45-6789', false],
    ['(555) 123-4567', false],
    ['2024-01-05', false],
    ['05-01-24', false],
    // A date's shape without a real month and day is an MRN's.
    ['7788-22-19', true],
    ['44-87-1290', true],
  ])('%s → %s', (value, expected) => {
    expect(isMrnShaped(value)).toBe(expected);
  });
});

describe('national health numbers (NHS, CHI) with their modulus-11 check', () => {
  it.each([
    ['NHS number 943 476 5919', ['943 476 5919']],
    ['NHS No: 9434765919', ['9434765919']],
    ['nhs no. 943-476-5919', ['943-476-5919']],
    ['CHI number: 0101011237', ['0101011237']],
    // A wrong check digit, or no label: not this.
    ['NHS number 943 476 5918', []],
    ['call 943 476 5919', []],
  ])('%j → %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    ['9434765919', true],
    ['4010238712', true],
    ['9434765918', false],
    ['943476591', false],
  ])('mod11Valid(%s) → %s', (digits, valid) => {
    expect(mod11Valid(digits)).toBe(valid);
  });
});
