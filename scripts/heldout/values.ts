/** The values the held-out templates write: names, places, addresses, numbers with valid check digits, and hard negatives. */
import { readFileSync } from 'node:fs';
import { deaCheckDigit, ibanCheckDigits, luhnCheckDigit, luhnValid, npiValid } from './checksums.js';
import type { Piece } from './doc-builder.js';
import type { Random } from '../data-gen/random.js';

interface Culture {
  given: string[];
  family: string[];
  familyFirst?: boolean;
}

export interface Country {
  code: string;
  name: string;
  names: string[];
  cities: string[][];
  streets: string[];
  units: string[];
  postcode: string;
  layouts: string[];
  phones: string[];
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;
const withoutComment = <T>(o: Record<string, unknown>) => Object.entries(o).filter(([k]) => !k.startsWith('_')) as [string, T][];

export const CULTURES = new Map(withoutComment<Culture>(readJson('names.json')));
export const COUNTRIES: Country[] = withoutComment<Omit<Country, 'code'>>(readJson('countries.json')).map(([code, c]) => ({ code, ...c }));
export const WORDS = readJson<Record<string, string[]>>('words.json');

export interface Person {
  given: string;
  family: string;
  /** As the person writes it: family name first for some cultures. */
  full: string;
}

const piece = (text: string, type?: string, negative?: string): Piece => ({ text, ...(type ? { type } : {}), ...(negative ? { negative } : {}) });
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z0-9]/g, '');

// Issuer prefixes and lengths (ISO/IEC 7812 ranges as published by the networks).
const CARD_ISSUERS: Record<string, { prefixes: () => string; lengths: number[] }> = {
  visa: { prefixes: () => '4', lengths: [13, 16, 16, 16, 19] },
  mastercard5: { prefixes: () => '', lengths: [16] },
  mastercard2: { prefixes: () => '', lengths: [16] },
  amex: { prefixes: () => '', lengths: [15] },
  discover: { prefixes: () => '', lengths: [16, 16, 19] },
  jcb16: { prefixes: () => '', lengths: [16, 19] },
  jcb15: { prefixes: () => '', lengths: [15] },
  maestro: { prefixes: () => '', lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  unionpay: { prefixes: () => '62', lengths: [16, 17, 18, 19] },
  diners: { prefixes: () => '', lengths: [14] },
};
export const ISSUERS = Object.keys(CARD_ISSUERS);

export class Values {
  constructor(private readonly r: Random) {}

  person(culture?: string): Person {
    const name = culture ?? this.r.pick([...CULTURES.keys()]);
    const c = CULTURES.get(name)!;
    const given = this.r.pick(c.given);
    const family = this.r.pick(c.family);
    const full = c.familyFirst && this.r.chance(0.5) ? `${family} ${given}` : `${given} ${family}`;
    return { given, family, full };
  }

  name(p: Person, form: 'full' | 'given' | 'family' = 'full'): Piece {
    return piece(p[form], 'PERSON');
  }

  email(p?: Person): Piece {
    const domain = this.r.pick(WORDS.mailDomains!);
    if (!p) return piece(`${this.r.pick(['info', 'support', 'billing', 'frontdesk', 'hr'])}@${domain}`, 'EMAIL_ADDRESS');
    const g = ascii(p.given).toLowerCase();
    const f = ascii(p.family).toLowerCase();
    const local = this.r.pick([`${g}.${f}`, `${g[0]}${f}`, `${g}${f}${this.r.int(1, 99)}`, `${f}_${g}`, `${g}.${f[0]}`]);
    return piece(`${local}@${domain}`, 'EMAIL_ADDRESS');
  }

  country(code?: string): Country {
    return code ? COUNTRIES.find((c) => c.code === code)! : this.r.pick(COUNTRIES);
  }

  phone(country = this.country()): Piece {
    return piece(this.r.shape(this.r.pick(country.phones)), 'PHONE_NUMBER');
  }

  cardDigits(issuer = this.r.pick(ISSUERS)): string {
    const length = this.r.pick(CARD_ISSUERS[issuer]!.lengths);
    const prefix = this.cardPrefix(issuer);
    const body = prefix + this.r.digits(length - prefix.length - 1);
    return body + luhnCheckDigit(body);
  }

  private cardPrefix(issuer: string): string {
    const r = this.r;
    switch (issuer) {
      case 'mastercard5': return String(r.int(51, 55));
      case 'mastercard2': return String(r.int(2221, 2720));
      case 'amex': return r.pick(['34', '37']);
      case 'discover': return r.pick(['6011', String(r.int(644, 649)), '65']);
      case 'jcb16': return String(r.int(3528, 3589));
      case 'jcb15': return r.pick(['1800', '2131']);
      case 'maestro': return r.pick(['5018', '5020', '5038', '6304', '6759', '6761', '6762', '6763']);
      case 'diners': return r.pick(['300', '301', '302', '303', '304', '305', '36', '38']);
      default: return CARD_ISSUERS[issuer]!.prefixes();
    }
  }

  card(issuer?: string): Piece {
    return piece(this.formatCard(this.cardDigits(issuer)), 'CREDIT_CARD');
  }

  /** A card-shaped number whose last digit breaks the Luhn sum. */
  invalidCard(): Piece {
    const valid = this.cardDigits(this.r.pick(['visa', 'mastercard5', 'discover']));
    const last = (Number(valid.at(-1)) + this.r.int(1, 9)) % 10;
    const digits = valid.slice(0, -1) + last;
    if (luhnValid(digits)) throw new Error('changing only the check digit always breaks Luhn');
    return piece(this.formatCard(digits), undefined, 'invalid_luhn_card');
  }

  private formatCard(d: string): string {
    const sep = this.r.pick([' ', ' ', '-', '']);
    if (sep === '') return d;
    if (d.length === 15 && /^3[47]/.test(d)) return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].join(sep);
    if (d.length === 14) return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].join(sep);
    return d.match(/.{1,4}/g)!.join(sep);
  }

  ssn(): Piece {
    let area = this.r.int(1, 899);
    if (area === 666) area = 667;
    const a = String(area).padStart(3, '0');
    const g = String(this.r.int(1, 99)).padStart(2, '0');
    const s = String(this.r.int(1, 9999)).padStart(4, '0');
    return piece(this.r.pick([`${a}-${g}-${s}`, `${a}-${g}-${s}`, `${a} ${g} ${s}`, `${a}${g}${s}`]), 'SSN');
  }

  invalidSsn(): Piece {
    return piece(`${this.r.pick(['000', '666', String(this.r.int(900, 999))])}-${this.r.shape('N#')}-${this.r.shape('N###')}`, undefined, 'ssn_shaped_invalid');
  }

  mrn(): Piece {
    return piece(this.r.shape(this.r.pick(['N#######', '00######', 'MR######', '@@N######', 'N##-###-###', 'E########'])), 'MRN');
  }

  npi(): Piece {
    const body = this.r.pick(['1', '2']) + this.r.digits(8);
    const check = luhnCheckDigit(`80840${body}`);
    return piece(body + check, 'NPI');
  }

  invalidNpi(): Piece {
    for (;;) {
      const v = '1' + this.r.digits(9);
      if (!npiValid(v)) return piece(v, undefined, 'invalid_npi');
    }
  }

  dea(family: string): Piece {
    const initial = ascii(family).charAt(0).toUpperCase() || '9';
    const six = this.r.digits(6);
    return piece(`${this.r.pick(['A', 'B', 'F', 'G', 'M'])}${initial}${six}${deaCheckDigit(six)}`, 'DEA_NUMBER');
  }

  /** A whole street address in the country's layout (may run over lines). */
  address(country = this.country()): Piece {
    const [city, region] = this.r.pick(country.cities);
    const text = this.r.pick(country.layouts).replace(/\{(\w+)\}/g, (_, key: string) => {
      switch (key) {
        case 'num': return String(this.r.pick([this.r.int(1, 40), this.r.int(1, 400), this.r.int(100, 9999)]));
        case 'street': return this.r.pick(country.streets);
        case 'unit': return this.r.shape(this.r.pick(country.units));
        case 'postcode': return this.r.shape(country.postcode);
        case 'city': return city!;
        case 'region': return region ?? '';
        case 'country': return country.name;
        default: throw new Error(`unknown address field ${key}`);
      }
    });
    return piece(text, 'ADDRESS');
  }

  poBox(): Piece {
    const us = COUNTRIES.find((c) => c.code === 'US')!;
    const [city, state] = this.r.pick(us.cities);
    return piece(`${this.r.pick(['PO Box', 'P.O. Box', 'POB'])} ${this.r.int(10, 99999)}, ${city}, ${state} ${this.r.shape('N####')}`, 'ADDRESS');
  }

  militaryAddress(): Piece {
    const zone = this.r.pick([['AE', '09'], ['AP', '96'], ['AA', '34']] as const);
    const line = this.r.pick([`Unit ${this.r.int(2000, 9999)} Box ${this.r.int(100, 9999)}`, `PSC ${this.r.int(100, 999)} Box ${this.r.int(1, 9999)}`, `USNS Mercy`]);
    return piece(`${line}, ${this.r.pick(['APO', 'FPO', 'DPO'])} ${zone[0]} ${zone[1]}${this.r.digits(3)}`, 'ADDRESS');
  }

  /** A part of an address said alone: a flat, a suite, a postcode. */
  addressFragment(): { before: string; value: Piece; after: string } {
    return this.r.pick([
      { before: "i'm in ", value: piece(this.r.shape('Apt. N@'), 'ADDRESS'), after: ', the buzzer is broken' },
      { before: 'deliver to ', value: piece(this.r.shape('Suite N#0'), 'ADDRESS'), after: ', front desk will sign' },
      { before: 'my zip code is ', value: piece(this.r.shape('N####'), 'ADDRESS'), after: '' },
      { before: 'we moved to ', value: piece(this.r.shape('Unit N#'), 'ADDRESS'), after: ' in the same building' },
      { before: 'the postcode there is ', value: piece(this.r.shape('@N# N@@'), 'ADDRESS'), after: ' if that helps' },
    ]);
  }

  /**
   * A city with its region or country after a comma ("Austin, Texas"): one
   * LOCATION span, as the shared synthetic_dev set writes it.
   */
  within(city: Piece, outer: Piece): Piece {
    return piece(`${city.text}, ${outer.text}`, 'LOCATION');
  }

  /** A city, its region (if the list has one) and a name of its country, each a LOCATION span. */
  place(country = this.country()): { city: Piece; region: Piece | null; country: Piece } {
    const [city, , longRegion] = this.r.pick(country.cities);
    const region = longRegion ?? null;
    return { city: piece(city!.split(', ').at(-1)!, 'LOCATION'), region: region ? piece(region, 'LOCATION') : null, country: piece(this.r.pick(country.names).replace(/^the /, ''), 'LOCATION') };
  }

  date(): Piece {
    return piece(this.formatDate(this.r.int(2019, 2026)), 'DATE', 'date');
  }

  dob(): Piece {
    return piece(this.formatDate(this.r.int(1938, 2008)), 'DATE_OF_BIRTH', 'date');
  }

  private formatDate(year: number): string {
    const m = this.r.int(1, 12);
    const d = this.r.int(1, 28);
    const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]!;
    const p2 = (n: number) => String(n).padStart(2, '0');
    return this.r.pick([`${month} ${d}, ${year}`, `${d} ${month} ${year}`, `${p2(m)}/${p2(d)}/${year}`, `${year}-${p2(m)}-${p2(d)}`, `${p2(d)}.${p2(m)}.${year}`, `${month.slice(0, 3)} ${d} ${year}`]);
  }

  ip(): Piece {
    if (this.r.chance(0.2)) return piece(`2001:db8:${this.r.int(1, 0xffff).toString(16)}::${this.r.int(1, 0xffff).toString(16)}`, 'IP_ADDRESS');
    const first = this.r.pick([10, 172, 192, this.r.int(11, 223)]);
    return piece(`${first}.${this.r.int(0, 255)}.${this.r.int(0, 255)}.${this.r.int(1, 254)}`, 'IP_ADDRESS');
  }

  iban(): Piece {
    const [country, shape] = this.r.pick([['DE', '##################'], ['FR', '#######################'], ['ES', '####################'], ['NL', '@@@@##########'], ['GB', '@@@@##############'], ['IT', '@######################'], ['PL', '########################'], ['PT', '#####################']] as const);
    const bban = this.r.shape(shape);
    const iban = country + ibanCheckDigits(country, bban) + bban;
    return piece(this.r.chance(0.6) ? iban.match(/.{1,4}/g)!.join(' ') : iban, 'IBAN');
  }

  url(): Piece {
    const host = this.r.pick(['portal.corvinahealth.org', 'app.lumenfreight.io', 'intranet.tessera-analytics.de', 'www.brightwaterdental.com', 'status.bluefin-telecom.net']);
    return piece(`https://${host}/${this.r.pick(['patients', 'orders', 'tickets', 'files', 'account'])}/${this.r.int(1000, 999999)}${this.r.pick(['', '?tab=history', '/edit'])}`, 'URL');
  }

  secret(): Piece {
    const b62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const rand = (n: number, alphabet = b62) => Array.from({ length: n }, () => alphabet[this.r.int(0, alphabet.length - 1)]).join('');
    return piece(this.r.pick([`sk_live_${rand(24)}`, `ghp_${rand(36)}`, `AKIA${rand(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`, `xoxb-${this.r.digits(11)}-${this.r.digits(12)}-${rand(24)}`]), 'SECRET');
  }

  // Hard negatives: values that look like personal data and are not.
  orderNumber = (): Piece => piece(this.r.shape(this.r.pick(['ORD-######', '#1###-####', 'N##-#######-#######', 'SO-2025-####'])), undefined, 'order_number');
  trackingId = (): Piece => piece(this.r.pick([`1Z${this.r.shape('###@@#')}${this.r.digits(10)}`, this.r.shape('9400 1### #### #### #### ##'), this.r.shape('@@#########@@')]), undefined, 'tracking_id');
  version = (): Piece => piece(this.r.shape(this.r.pick(['vN.#.#', 'N.##.#', 'vN.N.##-beta.N', 'N.N.N'])), undefined, 'version');
  price = (): Piece => piece(this.r.shape(this.r.pick(['$N##.99', '$N,###.00', '€N#,50', '£N#.##', 'N ### Ft', 'R$ N##,90'])), undefined, 'price');
  time = (): Piece => piece(this.r.pick([`${this.r.int(10, 23)}:${this.r.shape('##').replace(/^[6-9]/, '3')}`, `${this.r.int(1, 12)}:${this.r.pick(['05', '15', '30', '45'])} ${this.r.pick(['am', 'pm', 'PM'])}`]), undefined, 'time');
  product = (): Piece => piece(this.r.pick(WORDS.productNames!), undefined, 'product_name');
  invoice = (): Piece => piece(`INV-2025-${this.r.digits(4)}`, undefined, 'invoice_number');
  ticket = (): Piece => piece(this.r.shape(this.r.pick(['#N####', 'TCK-N#####', 'CS-N######'])), undefined, 'ticket_number');
  uuid = (): Piece => piece([8, 4, 4, 4, 12].map((n) => Array.from({ length: n }, () => '0123456789abcdef'[this.r.int(0, 15)]).join('')).join('-'), undefined, 'uuid');
  quantity = (): Piece => piece(`${this.r.int(2, 250)} ${this.r.pick(['units', 'boxes', 'mg', 'tablets', 'pcs'])}`, undefined, 'quantity');
  cardLast4 = (): Piece => piece(this.r.digits(4), undefined, 'card_last4');
}
