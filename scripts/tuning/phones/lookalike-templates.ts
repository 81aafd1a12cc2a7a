/**
 * Round-4 layouts: made-up North American numbers in the US's written form or after a phone word, national
 * forms in an SMS gateway's log and after "call back on", "my new number is", "direct line"; and numbers
 * that share a phone's digits inside another value, left unlabelled so a phone found there is a false
 * alarm: an IBAN's groups, a Japanese postcode and block number, an identifier a sentence names again.
 */
import type { CountryCode } from 'libphonenumber-js';
import words from './words.json' with { type: 'json' };
import { bareNanp, iban, japaneseBlock, japanesePostcode, madeUpNanp, npi } from './lookalikes.js';
import type { Part, Template } from './templates.js';

export interface LookalikeTemplate extends Template {
  /** The region the layout belongs to; otherwise the document's drawn region. */
  region?: CountryCode;
}

const lines = (...rows: Part[][]): Part[] => rows.flatMap((row, i) => (i === 0 ? row : ['\n', ...row]));
const pad = (n: number) => String(n).padStart(2, '0');

export const LOOKALIKE_TEMPLATES: readonly LookalikeTemplate[] = [
  {
    name: 'made_up_us_label',
    region: 'US',
    make: (t) => lines([t.name(), ', ', t.r.pick(words.cities)], [`${t.r.pick(words.madeUpLabels)}: `, { phone: madeUpNanp(t.r, 'parentheses') }], ['Refills: ', String(t.r.int(0, 5))]),
  },
  {
    name: 'made_up_us_written_form',
    region: 'US',
    make: (t) => [t.name(), ' (', t.r.pick(words.cities), ') — ', { phone: madeUpNanp(t.r, 'parentheses') }, ', ', t.r.pick(['weekdays only', 'after lunch', 'any time']), '.'],
  },
  {
    name: 'made_up_us_after_word',
    region: 'US',
    make: (t) => [t.r.pick(['In an emergency ', 'For refills ', 'If the gate is shut ']), t.callPhrase(), ' ', { phone: madeUpNanp(t.r, t.r.chance(0.5) ? 'parentheses' : 'grouped') }, '.'],
  },
  {
    name: 'sms_gateway_log',
    make: (t) => {
      const row = (): Part[] => [`2025-${pad(t.r.int(1, 12))}-${pad(t.r.int(1, 28))} ${pad(t.r.int(0, 23))}:${pad(t.r.int(0, 59))} ${t.r.pick(words.logLevels)} ${t.r.pick(words.logEvents)} to=`, ...t.phone({ national: true }), ` gateway=gw${t.r.int(1, 9)} retries=${t.r.int(0, 3)}`];
      return lines(row(), row());
    },
  },
  {
    name: 'call_back_prose',
    make: (t) => [t.r.pick(['Reception', 'The courier', 'Her GP', 'The landlord']), ' asked that you ', t.r.pick(words.callBackPhrases), ' ', ...t.phone({ national: true }), ' before ', String(t.r.int(9, 17)), t.r.pick([':00', ':30', ' h']), '.'],
  },
  {
    name: 'new_number_chat',
    make: (t) => lines([`[${pad(t.r.int(7, 22))}:${pad(t.r.int(0, 59))}] ${t.r.pick(words.firstNames)}: heads up, ${t.r.pick(words.newNumberPhrases)} `, ...t.phone({ national: true })], [`[${pad(t.r.int(7, 22))}:${pad(t.r.int(0, 59))}] ${t.r.pick(words.firstNames)}: saved, thx`]),
  },
  {
    name: 'desk_line',
    testOnly: true,
    make: (t) => ['From Monday I sit in the ', t.r.pick(words.cities), ' office; new ', t.r.pick(words.deskLinePhrases), ' ', ...t.phone({ national: true }), ', room ', String(t.r.int(100, 899)), '.'],
  },
  {
    name: 'yaml_contact',
    testOnly: true,
    region: 'US',
    make: (t) => lines(['contacts:'], [`  - name: ${t.name()}`], ['    phone: "', { phone: madeUpNanp(t.r, 'parentheses') }, '"'], [`    site: ${t.r.pick(words.cities)}`]),
  },
  {
    name: 'iban_then_phone',
    make: (t) => {
      const account = iban(t.r);
      return [`Please transfer the deposit to ${t.r.chance(0.3) ? account.toLowerCase() : account} (${t.name()}). Questions? ${t.callPhrase()} `, ...t.phone(), '.'];
    },
  },
  {
    name: 'japanese_address',
    region: 'JP',
    make: (t) => {
      const city = t.r.pick(words.japaneseCities);
      const street = `${japaneseBlock(t.r)} ${t.r.pick(words.japaneseTowns)}, ${t.r.pick(words.japaneseWards)}, ${city}`;
      return lines([`Please send the parcel to ${t.name()} at our office:`], [`〒${japanesePostcode(t.r)}`], [street], ['TEL ', ...t.phone({ national: true })]);
    },
  },
  {
    name: 'identifier_named_again',
    testOnly: true,
    region: 'US',
    // No phone word in the sentence: the second number is the identifier it named, written again.
    make: (t) => [`The ${t.r.pick(words.otherIdNouns)} written on the referral is ${npi(t.r)}, yet the registry copy shows ${bareNanp(t.r)}; `, t.r.pick(['please check', 'which is right?', 'we used the second'])],
  },
];
