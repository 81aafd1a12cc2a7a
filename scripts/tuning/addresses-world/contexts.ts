/** Where an address appears: letters, shipping labels, forms, CSV, JSON, YAML, vCard, e-mail signatures, chat and prose. */
import type { DocBuilder } from '../addresses/doc-builder.js';
import type { Random } from '../../data-gen/random.js';
import type { WorldAddress } from './address.js';

export interface Context {
  name: string;
  /** True when the address is written on several lines. */
  multi: boolean;
  write(b: DocBuilder, r: Random, a: WorldAddress): void;
}

const NAMES = ['Maria Keller', 'João Silva', 'Aiko Tanaka', 'Liam O’Brien', 'Priya Nair', 'Ahmed Hassan', 'Sofia Rossi', 'Lars Nilsson', 'Chen Wei', 'Olga Petrova', 'Kwame Mensah', 'Ana Novak'];
const one = (a: WorldAddress): string => a.lines.join(', ');
const many = (a: WorldAddress, indent = ''): string => a.lines.join(`\n${indent}`);

export const CONTEXTS: readonly Context[] = [
  { name: 'letter', multi: true, write(b, r, a) {
    b.add(`${r.pick(NAMES)}\n`).span(many(a), 'ADDRESS').add(`\n\n${r.int(1, 28)} March 2024\n\nDear ${r.pick(NAMES)},\n\nThank you for your letter of last week.\n`);
  } },
  { name: 'shipping_label', multi: true, write(b, r, a) {
    b.add(`${r.pick(['SHIP TO:', 'Deliver to:', 'TO:'])}\n${r.pick(NAMES).toUpperCase()}\n`).span(many(a).toUpperCase(), 'ADDRESS').add(`\n\nTRACKING 1Z${r.digits(10)}  WEIGHT ${r.int(1, 20)} KG\n`);
  } },
  { name: 'form_inline', multi: false, write(b, r, a) {
    b.add(`Name: ${r.pick(NAMES)}\n${r.pick(['Address', 'Billing address', 'Home address', 'Adresse'])}: `).span(one(a), 'ADDRESS').add(`\nPhone: +${r.int(1, 99)} ${r.digits(3)} ${r.digits(4)}\n`);
  } },
  { name: 'form_block', multi: true, write(b, r, a) {
    b.add(`Customer: ${r.pick(NAMES)}\n${r.pick(['Address:', 'Mailing address:', 'Postal address:'])}\n`).span(many(a), 'ADDRESS').add(`\nOrder: ${r.digits(7)}\n`);
  } },
  { name: 'csv', multi: false, write(b, r, a) {
    b.add(`id,name,address,amount\n${r.int(1, 999)},${r.pick(NAMES)},"`).span(one(a), 'ADDRESS').add(`",${r.int(1, 999)}.${r.digits(2)}\n`);
  } },
  { name: 'json', multi: false, write(b, r, a) {
    b.add(`{"customer": "${r.pick(NAMES)}", "address": "`).span(one(a), 'ADDRESS').add(`", "vip": ${r.chance(0.5)}}\n`);
  } },
  { name: 'yaml', multi: true, write(b, r, a) {
    b.add(`contact:\n  name: ${r.pick(NAMES)}\n  address: |\n    `).span(many(a, '    '), 'ADDRESS').add(`\n  active: true\n`);
  } },
  { name: 'vcard', multi: false, write(b, r, a) {
    // vCard ADR: pobox;extended;street;locality;region;postcode;country — the street is the first
    // line, the city its last non-country line; the span is street;…;country.
    const [street, ...rest] = a.lines;
    const value = (a.adr ?? [street!, rest.join(' '), '', '', '']).join(';').replace(/;+$/, '');
    b.add(`BEGIN:VCARD\nVERSION:3.0\nFN:${r.pick(NAMES)}\nADR;TYPE=${r.pick(['HOME', 'WORK'])}:;;`).span(value, 'ADDRESS').add(`\nEND:VCARD\n`);
  } },
  { name: 'email_signature', multi: true, write(b, r, a) {
    b.add(`Best regards,\n\n${r.pick(NAMES)}\n${r.pick(['Sales Manager', 'Office Lead', 'Partner'])}\n`).span(many(a), 'ADDRESS').add(`\nTel. +${r.int(1, 99)} ${r.digits(2)} ${r.digits(4)} ${r.digits(3)}\n`);
  } },
  { name: 'chat', multi: false, write(b, r, a) {
    b.add(r.pick(['hey can u send it to ', 'new address is ', 'im at ', 'ship to '])).span(one(a), 'ADDRESS').add(r.pick([' thx', ' pls', ' :)', '']) + '\n');
  } },
  { name: 'prose', multi: false, write(b, r, a) {
    b.add(r.pick(['We moved last spring to ', 'The package was delivered to ', 'Her office is at '])).span(one(a), 'ADDRESS').add(r.pick(['.', ' since May.', ', near the station.']) + '\n');
  } },
];
