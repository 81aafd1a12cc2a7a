/**
 * Layouts a phone number turns up in: clinical notes, tickets, e-mails and signatures, forms, SMS,
 * lower-case chat with typos, CSV, markdown tables, JSON. A template is a list of parts: plain text,
 * a phone number (gold) or another number (a hard negative).
 */
import words from './words.json' with { type: 'json' };
import { negative, type Negative } from './negatives.js';
import type { Random } from '../../data-gen/random.js';
import type { HardNegative, Span } from '../../data-gen/labelled-doc.js';

export type Part = string | { phone: string } | { negative: Negative };

/** The text of a template's parts, with the phones' spans and the hard negatives' places (offsets exact by construction). */
export function assembleParts(parts: readonly Part[], lower: boolean): { text: string; spans: Span[]; hardNegatives: HardNegative[] } {
  let text = '';
  const spans: Span[] = [];
  const hardNegatives: HardNegative[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if ('phone' in part) {
      spans.push({ start: text.length, end: text.length + part.phone.length, type: 'PHONE_NUMBER' });
      text += part.phone;
    } else {
      const { before, value, after, kind } = part.negative;
      text += before;
      hardNegatives.push({ start: text.length, end: text.length + value.length, kind });
      text += value + after;
    }
  }
  return { text: lower ? text.toLowerCase() : text, spans, hardNegatives };
}

export interface Tools {
  r: Random;
  /** A phone number of the document's region, in a style fitting the template's register (`national`: written as at home). */
  phone(opts?: { casual?: boolean; extension?: boolean; national?: boolean }): Part[];
  /** A phone label in the document's language or in English. */
  label(): string;
  callPhrase(): string;
  neg(kind?: string): Part;
  name(): string;
  /** Chat's slips: in about half the phrases one longer word loses, doubles or swaps a letter. */
  typo(phrase: string): string;
}

export interface Template {
  name: string;
  /** Kept out of the dev part: scores how the rules carry over to a layout never read. */
  testOnly?: boolean;
  make(t: Tools): Part[];
}

const lines = (...rows: Part[][]): Part[] => rows.flatMap((row, i) => (i === 0 ? row : ['\n', ...row]));

export const TEMPLATES: readonly Template[] = [
  {
    name: 'clinical_note',
    make: (t) => ['Pt ', t.name(), ' seen ', t.neg('date'), ' for follow-up. Daughter can be reached at ', ...t.phone(), '. BP 128/82, recheck in 2 wks. Lot ', t.neg('order'), '.'],
  },
  {
    name: 'clinical_contact',
    make: (t) => lines(['Next of kin: ', t.name(), ' (', t.r.pick(['spouse', 'son', 'mother']), ')'], [`${t.label()}: `, ...t.phone()], ['Admitted ', t.neg('date'), ' ', t.neg('time')]),
  },
  {
    name: 'ticket',
    make: (t) => [t.r.pick(['Ticket', 'Case']), ' update — customer ', t.name(), ' reports outage since ', t.neg('time'), '. Callback number: ', ...t.phone({ extension: true }), '. Related ', t.neg('ticket'), ', ', t.neg('order'), '.'],
  },
  {
    name: 'signature',
    make: (t) => lines(['Best regards,'], [t.name()], [t.r.pick(words.companies)], [`${t.label()}: `, ...t.phone({ extension: true })], [`${t.label()}: `, ...t.phone()]),
  },
  {
    name: 'signature_bare',
    make: (t) => lines(['--'], [t.name(), ' | ', t.r.pick(words.companies)], [...t.phone()], [t.r.pick(words.cities)]),
  },
  {
    name: 'email_prose',
    make: (t) => [`Hi ${t.r.pick(words.firstNames)},\nthanks for `, t.neg('invoice'), ' (', t.neg('price'), '). If anything is unclear, ', t.callPhrase(), ' ', ...t.phone(), '.\nCheers'],
  },
  {
    name: 'form',
    make: (t) => lines(['Name: ', t.name()], ['Date: ', t.neg('date')], [`${t.label()}: `, ...t.phone()], ['Postal code: ', t.neg('zip')], ['Amount: ', t.neg('price')]),
  },
  {
    name: 'sms',
    make: (t) => [t.r.pick(words.firstNames), ': running late, ', t.typo(t.callPhrase()), ' ', ...t.phone({ casual: true }), ' if the door is locked. parcel ', t.neg('order')],
  },
  {
    name: 'chat_lower',
    make: (t) => [`hey its ${t.r.pick(words.firstNames).toLowerCase()} `, t.r.pick(['lol', 'haha', '']), ' ', t.typo(t.r.pick(words.chatPhrases)), ' ', ...t.phone({ casual: true }), ' ', t.r.pick(['after', 'b4', 'around']), ' ', t.neg('time'), ' ', t.r.pick(['thx', 'ok?', 'cya', ''])],
  },
  {
    name: 'chat_reply',
    make: (t) => ['> what number shd i use\n', t.r.pick(['this one ', 'use ', 'try ', '']), ...t.phone({ casual: true }), t.r.pick([' pls', ' thx', ' (old one is dead)', ''])],
  },
  {
    name: 'csv',
    make: (t) => {
      const sep = t.r.pick([',', ';', '\t']);
      const row = (): Part[] => [t.name(), sep, ...t.phone(), sep, t.r.pick(words.cities), sep, t.neg('date')];
      return lines([['name', 'phone', 'city', 'updated'].join(sep)], row(), row(), row());
    },
  },
  {
    name: 'markdown_table',
    make: (t) => {
      const row = (): Part[] => ['| ', t.name(), ' | ', ...t.phone(), ' | ', t.neg('version'), ' |'];
      return lines([`| Contact | ${t.label()} | Client version |`], ['|---|---|---|'], row(), row());
    },
  },
  {
    name: 'directory',
    make: (t) => lines(['Regional contacts:'], ['- ', t.name(), ' (', t.r.pick(words.cities), '): ', ...t.phone()], ['- ', t.name(), ' (', t.r.pick(words.cities), '): ', ...t.phone()], ['Office closed ', t.neg('date'), '.']),
  },
  {
    name: 'order_note',
    make: (t) => ['Ship ', t.neg('quantity'), ' of ', t.r.pick(words.products), ' to ', t.name(), ' — ', t.label(), ' ', ...t.phone(), '. Paid ', t.neg('price'), ', card ', t.neg('expiry'), '.'],
  },
  {
    name: 'it_log',
    make: (t) => [t.neg('date'), ' ', t.neg('time'), ' user ', t.name(), ' changed ', t.label().toLowerCase(), ' to ', ...t.phone(), ' from ', t.neg('ip'), ' (app ', t.neg('version'), ')'],
  },
  {
    name: 'inline_label',
    make: (t) => [t.name(), ' (', t.label(), ' ', ...t.phone(), ') confirmed the booking for ', t.neg('date'), '.'],
  },
  {
    name: 'word_after',
    make: (t) => lines(['Family contacts'], [t.name(), ': ', ...t.phone(), ' (', t.label().toLowerCase(), ')'], [t.name(), ' – ', ...t.phone(), ' ', t.label().toLowerCase()], ['Updated ', t.neg('date')]),
  },
  {
    name: 'parenthetical_no_word',
    testOnly: true,
    make: (t) => [t.name(), ' (', ...t.phone(), ') confirmed the appointment on ', t.neg('date'), '.'],
  },
  {
    name: 'two_numbers',
    testOnly: true,
    make: (t) => [`${t.label()}: `, ...t.phone(), t.r.pick([' or ', ' / ', ', ']), ...t.phone(), ' (', t.r.pick(['weekdays', 'evenings', 'Mo–Fr']), ')'],
  },
  {
    name: 'json',
    testOnly: true,
    make: (t) => ['{"name": "', t.name(), '", "phone": "', ...t.phone(), '", "isbn": "', t.neg('isbn'), '", "updated": "', t.neg('date'), '"}'],
  },
  {
    name: 'library_note',
    testOnly: true,
    make: (t) => ['Reserved ', t.neg('isbn'), ' for ', t.name(), '; ', t.callPhrase(), ' ', ...t.phone(), ' when it arrives. Expires ', t.neg('expiry'), '.'],
  },
];
