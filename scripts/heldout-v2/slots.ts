/**
 * Template slots: "{name}", "{phone2}", "{addrML}" … are filled with a labelled value; "[[Will]]"
 * marks a common word that is also a name, used in its ordinary sense (hard negative name_word).
 * The digit after a slot's name picks the person (none = the main person of the document).
 */
import type { Random } from './random.js';
import type { DocBuilder } from './doc-builder.js';
import { makePerson, type Person } from './people.js';
import { COUNTRIES, COUNTRY_CODES, addressText, military, placeIn, poBox, postcode, streetLine, type Place } from './addresses.js';
import * as id from './identifiers.js';
import * as v from './values.js';
import words from './words.json' with { type: 'json' };

export class Context {
  private readonly people: Person[] = [];
  private readonly places: Place[] = [];

  constructor(readonly rng: Random) {}

  person(i: number): Person {
    while (this.people.length <= i) this.people.push(makePerson(this.rng));
    return this.people[i]!;
  }

  place(i: number): Place {
    while (this.places.length <= i) this.places.push(placeIn(this.rng, this.person(this.places.length).country));
    return this.places[i]!;
  }

  /** A context whose main person (and place) is this one's person i: for what person i writes. */
  withMain(i: number): Context {
    const view = new Context(this.rng);
    view.people.push(this.person(i));
    view.places.push(this.place(i));
    return view;
  }

  /** Forget people and places after the first `keep` (a new row of a table gets new people). */
  reset(keep = 0): void {
    this.people.length = Math.min(this.people.length, keep);
    this.places.length = Math.min(this.places.length, keep);
  }
}

type Fill = (b: DocBuilder, c: Context, i: number) => void;

const rngOf = (c: Context) => c.rng;

function cityRegion(c: Context, i: number): string {
  const p = c.place(i).city;
  return p[0] === p[1] ? `${p[0]}, ${COUNTRIES[c.place(i).code]!.name.replace(/^the /, '')}` : `${p[0]}, ${p[1]}`;
}

function anyPlace(c: Context): Place {
  return placeIn(c.rng, c.rng.pick(COUNTRY_CODES));
}

/** Countries whose street line is "number street" with no unit of its own, so a unit can go before it. */
const UNIT_FIRST = new Set(['US', 'GB', 'AU', 'NZ', 'IE', 'ZA']);

function unitPlace(c: Context, i: number): Place {
  return UNIT_FIRST.has(c.place(i).code) ? c.place(i) : placeIn(c.rng, 'US');
}

/** A vCard ADR value after its empty PO-box and extended fields: street;city;region;postcode;country (RFC 6350 §6.3.1). */
function vcardAddress(c: Context, i: number): string {
  const p = c.place(i);
  const street = streetLine(c.rng, p).replace(/,/g, '');
  return `${street};${p.city[0]};${p.city[2]};${postcode(c.rng, p.city[3])};${COUNTRIES[p.code]!.name.replace(/^the /, '')}`;
}

export const SLOTS: Record<string, Fill> = {
  name: (b, c, i) => b.ent('PERSON', c.person(i).full),
  first: (b, c, i) => b.ent('PERSON', c.person(i).given),
  last: (b, c, i) => b.ent('PERSON', c.person(i).family),
  nameRev: (b, c, i) => b.ent('PERSON', `${c.rng.chance(0.5) ? c.person(i).family.toUpperCase() : c.person(i).family}, ${c.person(i).given}`),
  nameInit: (b, c, i) => b.ent('PERSON', `${c.person(i).given[0]}. ${c.person(i).family}`),
  email: (b, c, i) => b.ent('EMAIL_ADDRESS', c.person(i).email),
  phone: (b, c, i) => b.ent('PHONE_NUMBER', v.phone(c.rng, c.person(i).country, 'any')),
  phoneNat: (b, c, i) => b.ent('PHONE_NUMBER', v.phone(c.rng, c.person(i).country, 'nat')),
  phoneIntl: (b, c, i) => b.ent('PHONE_NUMBER', v.phone(c.rng, c.person(i).country, 'intl')),
  phoneFake: (b, c) => b.ent('PHONE_NUMBER', v.fakePhone(c.rng)),
  city: (b, c, i) => b.ent('LOCATION', c.place(i).city[0]),
  cityRegion: (b, c, i) => b.ent('LOCATION', cityRegion(c, i)),
  region: (b, c, i) => b.ent('LOCATION', c.place(i).city[1]),
  country: (b, c, i) => b.ent('LOCATION', COUNTRIES[c.place(i).code]!.name.replace(/^the /, '')),
  countryNative: (b, c, i) => b.ent('LOCATION', COUNTRIES[c.place(i).code]!.native),
  anyCity: (b, c) => b.ent('LOCATION', anyPlace(c).city[0]),
  anyCountry: (b, c) => b.ent('LOCATION', COUNTRIES[c.rng.pick(COUNTRY_CODES)]!.name.replace(/^the /, '')),
  addr: (b, c, i) => b.ent('ADDRESS', addressText(c.rng, c.place(i), false, c.rng.chance(0.3))),
  addrML: (b, c, i) => b.ent('ADDRESS', addressText(c.rng, c.place(i), true, c.rng.chance(0.5))),
  addrUS: (b, c) => b.ent('ADDRESS', addressText(c.rng, placeIn(c.rng, 'US'), false, false)),
  street: (b, c, i) => b.ent('ADDRESS', streetLine(c.rng, c.place(i))),
  unitStreet: (b, c, i) => b.ent('ADDRESS', `${c.rng.pick(words.units)}, ${c.rng.int(1, 240)} ${c.rng.pick(COUNTRIES[unitPlace(c, i).code]!.streets)}`),
  vcardAdr: (b, c, i) => b.ent('ADDRESS', vcardAddress(c, i)),
  unit: (b, c) => b.ent('ADDRESS', c.rng.pick(words.units)),
  zip: (b, c, i) => b.ent('ADDRESS', postcode(c.rng, c.place(i).city[3])),
  usZip: (b, c) => b.ent('ADDRESS', postcode(c.rng, c.rng.pick(COUNTRIES.US!.cities)[3])),
  pobox: (b, c) => b.ent('ADDRESS', poBox(c.rng)),
  military: (b, c) => b.ent('ADDRESS', military(c.rng)),
  ssn: (b, c) => b.ent('SSN', id.ssn(rngOf(c))),
  card: (b, c) => b.ent('CREDIT_CARD', id.cardNumber(c.rng)),
  mrn: (b, c) => b.ent('MRN', id.mrn(c.rng)),
  npi: (b, c) => b.ent('NPI', id.npi(c.rng)),
  dea: (b, c, i) => b.ent('DEA_NUMBER', id.dea(c.rng, c.person(i).family)),
  ip: (b, c) => b.ent('IP_ADDRESS', c.rng.chance(0.85) ? id.ipv4(c.rng) : id.ipv6(c.rng)),
  url: (b, c, i) => b.ent('URL', c.rng.pick(words.profileSites) + c.person(i).email.split('@')[0]!.replace(/[._]/g, '-')),
  siteUrl: (b, c) => b.ent('URL', c.rng.pick(words.plainSites) + c.rng.digits(6)),
  iban: (b, c, i) => b.ent('IBAN', id.iban(c.rng, c.person(i).country)),
  secret: (b, c) => b.ent('SECRET', id.secret(c.rng)),
  password: (b, c) => b.ent('SECRET', id.password(c.rng)),
  date: (b, c) => b.date('DATE', v.date(c.rng)),
  dob: (b, c) => b.date('DATE_OF_BIRTH', v.dob(c.rng)),
  childDob: (b, c) => b.date('DATE_OF_BIRTH', v.childDob(c.rng)),
  isoDate: (b, c) => b.date('DATE', v.isoDate(c.rng)),
  numDate: (b, c) => b.date('DATE', v.numDate(c.rng)),
  org: (b, c) => b.raw(c.rng.pick(words.orgs)),
  symptom: (b, c) => b.raw(c.rng.pick(words.symptoms)),
  med: (b, c) => b.raw(c.rng.pick(words.medications)),
  item: (b, c) => b.raw(c.rng.pick(words.products)),
  software: (b, c) => b.raw(c.rng.pick(words.software)),
  num: (b, c) => b.raw(String(c.rng.int(2, 40))),
  order: (b, c) => b.neg('order_number', v.orderNumber(c.rng)),
  ticket: (b, c) => b.neg('ticket_number', v.ticketNumber(c.rng)),
  invoice: (b, c) => b.neg('invoice_number', v.invoiceNumber(c.rng)),
  tracking: (b, c) => b.neg('tracking_id', v.trackingId(c.rng)),
  customer: (b, c) => b.neg('customer_id', v.customerId(c.rng)),
  badcard: (b, c) => b.neg('invalid_luhn_card', id.invalidCard(c.rng)),
  badnpi: (b, c) => b.neg('invalid_npi', id.invalidNpi(c.rng)),
  badssn: (b, c) => b.neg('ssn_shaped_invalid', id.invalidSsn(c.rng)),
  baddea: (b, c, i) => b.neg('invalid_dea', id.invalidDea(c.rng, c.person(i).family)),
  price: (b, c) => b.neg('price', v.price(c.rng)),
  version: (b, c) => b.neg('version', v.version(c.rng)),
  car: (b, c) => b.neg('product_name', c.rng.pick(words.carsPlaceLike)),
  product: (b, c) => b.neg('product_name', c.rng.pick(words.productsPersonLike)),
  brand: (b, c) => b.neg('product_name', c.rng.pick(words.productsPlaceLike)),
  time: (b, c) => b.neg('time', v.time(c.rng)),
  qty: (b, c) => b.neg('quantity', v.quantity(c.rng)),
  lastFour: (b, c) => b.neg('card_last4', c.rng.digits(4)),
  clock: (b, c) => b.neg('time', v.clock(c.rng)),
  expiry: (b, c) => b.neg('card_expiry', v.expiry(c.rng)),
  uuid: (b, c) => b.neg('uuid', id.uuid(c.rng)),
};

const TOKEN = /\{([A-Za-z]+)(\d?)\}|\[\[([^\]]+)\]\]/g;

/** Appends a template to the builder, filling each slot. Unknown slots are an error. */
export function fill(b: DocBuilder, c: Context, template: string): void {
  let at = 0;
  for (const m of template.matchAll(TOKEN)) {
    b.lit(template.slice(at, m.index));
    if (m[3] !== undefined) b.neg('name_word', m[3]);
    else {
      const slot = SLOTS[m[1]!];
      if (!slot) throw new Error(`unknown slot ${m[1]}`);
      slot(b, c, m[2] ? Number(m[2]) : 0);
    }
    at = m.index + m[0].length;
  }
  b.lit(template.slice(at));
}
