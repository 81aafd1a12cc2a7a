/** Clinical notes, referrals, prescriptions and patients' own questions. */
import { WORDS } from './values.js';
import type { Template } from './template-types.js';

export const clinicalTemplates: Template[] = [
  {
    name: 'soap_note',
    style: 'clinical',
    write(b, v, r) {
      const pt = v.person();
      const doc = v.person();
      b.add`Patient: ${v.name(pt)}   DOB: ${v.dob()}   MRN: ${v.mrn()}\nVisit: ${v.date()} ${v.time()}\n\n`;
      b.add`S: ${String(r.int(19, 88))} y/o presenting with worsening ${r.pick(WORDS.conditions!)}. Lives with ${r.pick(['her partner', 'his daughter', 'a roommate', 'family'])} in ${v.place().city}.\n`;
      b.add`O: BP ${String(r.int(100, 160))}/${String(r.int(60, 95))}, HR ${String(r.int(55, 110))}. \nA/P: continue ${r.pick(WORDS.medicines!)} daily, qty ${v.quantity()}. Follow up with Dr. ${v.name(doc, 'family')} (NPI ${v.npi()}).\n`;
      if (r.chance(0.5)) b.add`Emergency contact: ${v.name(v.person())}, ${v.phone()}\n`;
    },
  },
  {
    name: 'referral_letter',
    style: 'letter',
    write(b, v, r) {
      const country = v.country();
      const pt = v.person();
      const from = v.person();
      const to = v.person();
      b.add`${r.pick(WORDS.companies!)} Clinic\n${v.address(country)}\nTel. ${v.phone(country)}\n\n${v.date()}\n\nDear Dr ${v.name(to, 'family')},\n\n`;
      b.add`Re: ${v.name(pt)}, born ${v.dob()}, hospital no. ${v.mrn()}\nHome address: ${v.address(country)}\n\n`;
      b.add`Thank you for seeing this patient, who has had ${r.pick(WORDS.conditions!)} since moving from ${v.place().city} in ${String(r.int(2005, 2022))}. ${r.pick(['She', 'He', 'They'])} can be reached on ${v.phone(country)}.\n\n`;
      b.add`Kind regards,\n\nDr ${v.name(from)}\n`;
    },
  },
  {
    name: 'prescription_form',
    style: 'form',
    write(b, v, r) {
      const pt = v.person();
      const prescriber = v.person();
      b.add`PRESCRIPTION\nPatient name: ${v.name(pt)}\nDate of birth: ${v.dob()}\nAddress: ${v.address(v.country('US'))}\nPhone: ${v.phone(v.country('US'))}\n`;
      b.add`Rx: ${r.pick(WORDS.medicines!)}, #${String(r.int(10, 90))}, refills: ${String(r.int(0, 3))}\n`;
      b.add`Prescriber: ${v.name(prescriber)}, MD\nNPI: ${v.npi()}\nDEA: ${v.dea(prescriber.family)}\nDate: ${v.date()}\n`;
    },
  },
  {
    name: 'pharmacy_verification',
    style: 'chat_prompt',
    write(b, v, r) {
      const doc = v.person();
      const npiNeg = r.chance(0.4);
      b.add`Can you check if DEA ${v.dea(doc.family)} looks right for Dr. ${v.name(doc)}? `;
      if (npiNeg) b.add`The NPI on the script is ${v.invalidNpi()}, which our system rejects, but the one on file is ${v.npi()}.`;
      else b.add`NPI is ${v.npi()}, practice phone ${v.phone(v.country('US'))}.`;
    },
  },
  {
    name: 'patient_question',
    style: 'chat_prompt',
    write(b, v, r) {
      const rel = r.pick(WORDS.relations!);
      const p = v.person();
      b.add`my ${rel} ${v.name(p, r.pick(['full', 'given'] as const))} was just diagnosed with ${r.pick(WORDS.conditions!)} at the hospital in ${v.place().city}. her mrn is ${v.mrn()} and dob ${v.dob()}. what questions should we ask the doctor?`;
    },
  },
  {
    name: 'discharge_summary',
    style: 'clinical',
    write(b, v, r) {
      const pt = v.person();
      b.add`DISCHARGE SUMMARY\nName: ${v.name(pt)} | MRN ${v.mrn()} | Admitted ${v.date()} | Room ${String(r.int(100, 899))}\n`;
      b.add`Diagnosis: ${r.pick(WORDS.conditions!)}. Discharged home to ${v.address()} with ${r.pick(WORDS.medicines!)}.\n`;
      b.add`Insurance: SSN on file ${v.ssn()}; claim ref ${v.invoice()}.\nAttending: ${v.name(v.person())}, NPI ${v.npi()}; signed at ${v.time()}\n`;
    },
  },
];
