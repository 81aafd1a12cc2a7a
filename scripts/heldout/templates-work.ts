/** Support tickets, e-mails, forms, tables, letters, shipping and banking. */
import { ISSUERS, WORDS } from './values.js';
import type { Template } from './template-types.js';

export const workTemplates: Template[] = [
  {
    name: 'support_ticket_billing',
    style: 'support_ticket',
    write(b, v, r) {
      const c = v.person();
      b.add`Ticket ${v.ticket()} · priority ${r.pick(['high', 'normal'])}\nCustomer: ${v.name(c)} <${v.email(c)}>\n\n`;
      b.add`Customer says they were charged ${v.price()} twice for invoice ${v.invoice()}. Card used: ${v.card()}. `;
      b.add`They asked us to call back on ${v.phone()} after ${v.time()}.`;
      if (r.chance(0.4)) b.add` They also tried ${v.invalidCard()}, which our form rejected.`;
    },
  },
  {
    name: 'email_payroll',
    style: 'email',
    write(b, v, r) {
      const from = v.person();
      const to = v.person();
      b.add`From: ${v.name(from)} <${v.email(from)}>\nTo: ${v.email()}\nSubject: ${r.pick(WORDS.subjects!)}\n\nHi,\n\n`;
      b.add`I started on ${v.date()} and my first paycheck hasn't arrived. My SSN is ${v.ssn()} and my address is ${v.address(v.country('US'))}. `;
      b.add`${v.name(to, 'given')} in HR said to send my IBAN too: ${v.iban()}.\n\nThanks,\n${v.name(from, 'given')}\n`;
    },
  },
  {
    name: 'application_form',
    style: 'form',
    write(b, v, r) {
      const p = v.person();
      const country = v.country();
      b.add`APPLICATION FORM\n\nFull name:        ${v.name(p)}\nDate of birth:    ${v.dob()}\n`;
      if (r.chance(0.5)) b.add`Social Security:  ${v.ssn()}\n`;
      else b.add`Reference no.:    ${v.invalidSsn()}\n`;
      b.add`Email:            ${v.email(p)}\nMobile:           ${v.phone(country)}\nHome address:\n${v.address(country)}\n`;
      b.add`Place of birth:   ${v.place().city}\nEmployer:         ${r.pick(WORDS.companies!)}\n`;
    },
  },
  {
    name: 'contacts_table',
    style: 'table',
    write(b, v, r) {
      b.add`| Name | Phone | Email | City |\n|---|---|---|---|\n`;
      for (let i = 0, n = r.int(2, 6); i < n; i++) {
        const p = v.person();
        const c = v.country();
        b.add`| ${v.name(p)} | ${v.phone(c)} | ${v.email(p)} | ${v.place(c).city} |\n`;
      }
    },
  },
  {
    name: 'payments_csv',
    style: 'table',
    write(b, v, r) {
      b.add`customer_id,name,card_number,amount,date\n`;
      for (let i = 0, n = r.int(2, 6); i < n; i++) {
        const p = v.person();
        const card = r.chance(0.8) ? v.card(ISSUERS[(i + r.int(0, ISSUERS.length - 1)) % ISSUERS.length]) : v.invalidCard();
        b.add`${{ text: r.shape('C#####'), negative: 'customer_id' }},${v.name(p)},${card},${v.price()},${v.date()}\n`;
      }
    },
  },
  {
    name: 'formal_letter',
    style: 'letter',
    write(b, v, r) {
      const from = v.person();
      const to = v.person();
      const country = v.country();
      b.add`${v.name(from)}\n${v.address(country)}\n\n${v.date()}\n\n${v.name(to)}\n${r.pick(WORDS.companies!)}\n${v.address(country)}\n\n`;
      b.add`Dear ${r.pick(['Ms', 'Mr', 'Mx'])} ${v.name(to, 'family')},\n\nI am writing about my account ${v.orderNumber()}. Please reply to ${v.email(from)} or call ${v.phone(country)}.\n\nYours sincerely,\n${v.name(from)}\n`;
    },
  },
  {
    name: 'shipping_notice',
    style: 'support_ticket',
    write(b, v, r) {
      const p = v.person();
      b.add`Your order ${v.orderNumber()} has shipped!\nCarrier tracking: ${v.trackingId()}\nShip to:\n${v.name(p)}\n`;
      b.add`${r.pick([v.address(), v.poBox(), v.militaryAddress(), v.address()])}\n`;
      b.add`Items: ${v.product()} x${String(r.int(1, 3))} — ${v.price()}\nQuestions? ${v.email()}`;
    },
  },
  {
    name: 'bank_transfer',
    style: 'form',
    write(b, v, r) {
      const p = v.person();
      b.add`Transfer confirmation\nBeneficiary: ${v.name(p)}\nIBAN: ${v.iban()}\nAmount: ${v.price()}\nReference: ${v.invoice()}\nExecuted: ${v.date()} ${v.time()}\n`;
    },
  },
  {
    name: 'meeting_notes',
    style: 'prose',
    write(b, v, r) {
      const a = v.person();
      const c = v.person();
      const pl = v.place();
      b.add`Notes ${v.date()} — attendees: ${v.name(a)}, ${v.name(c)}, ${v.name(v.person())}.\n`;
      b.add`- ${v.name(a, 'given')} will fly to ${pl.city} to meet the ${pl.country} distributor.\n- ${v.name(c, 'family')} to call the supplier at ${v.phone()} before ${v.time()}.\n- Release ${v.version()} slips a week.\n`;
    },
  },
  {
    name: 'insurance_claim',
    style: 'form',
    write(b, v, r) {
      const p = v.person();
      const provider = v.person();
      b.add`CLAIM ${v.invoice()}\nInsured: ${v.name(p)}; SSN ${v.ssn()}; DOB ${v.dob()}\nMailing address: ${r.chance(0.3) ? v.poBox() : v.address(v.country('US'))}\n`;
      b.add`Provider: ${v.name(provider)}, NPI ${v.npi()}\nAmount billed: ${v.price()}\n`;
    },
  },
  {
    name: 'military_mail',
    style: 'chat_prompt',
    write(b, v, r) {
      const p = v.person('english');
      b.add`How long does a parcel take to ${r.pick(['SGT', 'CPT', 'PFC'])} ${v.name(p)}, ${v.militaryAddress()}? It's a care package, about ${v.quantity()}.`;
    },
  },
  {
    name: 'asian_business_email',
    style: 'email',
    write(b, v, r) {
      const culture = r.pick(['chinese', 'japanese', 'korean', 'vietnamese']);
      const p = v.person(culture);
      const country = v.country({ chinese: 'CN', japanese: 'JP', korean: 'KR', vietnamese: 'VN' }[culture]);
      b.add`Dear partners,\n\nPlease send the samples to ${v.name(p)} at our office:\n${v.address(country)}\nTel: ${v.phone(country)}\nE-mail: ${v.email(p)}\n\nBest regards,\n${v.name(p)}\n`;
    },
  },
];
