/**
 * Numbers that are not phone numbers but share their digits and separators: each
 * returns the words around it and the number itself, which becomes a hard negative.
 */
import type { Random } from '../../data-gen/random.js';

export interface Negative {
  kind: string;
  before: string;
  value: string;
  after: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function date(r: Random): string {
  const [y, m, d] = [r.int(2019, 2027), r.int(1, 12), r.int(1, 28)];
  return r.pick([`${y}-${pad(m)}-${pad(d)}`, `${pad(d)}.${pad(m)}.${y}`, `${pad(d)}/${pad(m)}/${y}`, `${pad(m)}/${pad(d)}/${y}`, `${d}.${m}.${y}`, `${pad(d)}-${pad(m)}-${y}`]);
}

const MAKERS: Record<string, (r: Random) => Omit<Negative, 'kind'>> = {
  date: (r) => ({ before: r.pick(['on ', 'dated ', 'since ', 'from ', '']), value: date(r), after: '' }),
  time: (r) => ({ before: r.pick(['at ', 'around ', 'um ', 'à ']), value: r.pick([`${r.int(7, 20)}:${pad(r.int(0, 59))}`, `${r.int(7, 20)}h${pad(r.int(0, 59))}`, `${r.int(7, 20)}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}`]), after: '' }),
  price: (r) => r.pick([
    { before: '$', value: `${r.int(1, 9)},${r.digits(3)}.${r.digits(2)}`, after: '' },
    { before: '€ ', value: `${r.int(1, 9)}.${r.digits(3)},${r.digits(2)}`, after: '' },
    { before: '', value: `${r.int(1, 99)} ${r.digits(3)},${r.digits(2)}`, after: ' €' },
    { before: 'R$ ', value: `${r.int(1, 9)}.${r.digits(3)},${r.digits(2)}`, after: '' },
    { before: '£', value: `${r.int(100, 999)}.${r.digits(2)}`, after: '' },
  ]),
  order: (r) => r.pick([
    { before: 'Order #', value: r.digits(r.int(7, 10)), after: '' },
    { before: 'order no. ', value: `${r.int(1000, 9999)}-${r.digits(4)}-${r.digits(2)}`, after: '' },
    { before: 'Bestellnummer ', value: `${r.int(100, 999)} ${r.digits(3)} ${r.digits(3)}`, after: '' },
    { before: 'pedido nº ', value: `${r.int(10000000, 99999999)}`, after: '' },
  ]),
  ticket: (r) => r.pick([
    { before: 'ticket ', value: r.digits(8), after: '' },
    { before: 'case #', value: `${r.int(100, 999)}-${r.digits(3)}-${r.digits(4)}`, after: '' },
    { before: 'INC', value: `00${r.digits(5)}`, after: '' },
  ]),
  invoice: (r) => r.pick([
    { before: 'invoice ', value: `${r.int(2019, 2026)}-${r.digits(6)}`, after: '' },
    { before: 'Rechnung Nr. ', value: `${r.int(10, 99)} ${r.digits(4)} ${r.digits(4)}`, after: '' },
    { before: 'facture n° ', value: r.digits(10), after: '' },
  ]),
  version: (r) => ({ before: r.pick(['version ', 'v', 'build ', 'firmware ']), value: `${r.int(1, 19)}.${r.int(0, 40)}.${r.int(0, 20000)}`, after: '' }),
  zip: (r) => r.pick([
    { before: 'ZIP ', value: `${r.int(10000, 99999)}-${r.digits(4)}`, after: '' },
    { before: 'PLZ ', value: String(r.int(10000, 99999)), after: '' },
    { before: 'CEP ', value: `${r.int(10000, 99999)}-${r.digits(3)}`, after: '' },
    { before: 'postcode ', value: `${r.int(100, 999)} ${r.digits(2)}`, after: '' },
  ]),
  quantity: (r) => r.pick([
    { before: '', value: `${r.int(1, 9)} ${r.digits(3)} ${r.digits(3)}`, after: ' units' },
    { before: '', value: `${r.int(10, 99)},${r.digits(3)}`, after: ' pcs' },
    { before: '', value: `${r.int(1, 9)}.${r.digits(3)}.${r.digits(3)}`, after: ' Stück' },
    { before: '', value: `${r.int(100, 999)} ${r.digits(3)}`, after: ' kg' },
  ]),
  isbn: (r) => ({ before: 'ISBN ', value: r.pick([`978-${r.int(0, 9)}-${r.digits(3)}-${r.digits(5)}-${r.int(0, 9)}`, `978 ${r.int(0, 9)} ${r.digits(4)} ${r.digits(4)} ${r.int(0, 9)}`, `${r.int(0, 9)}-${r.digits(4)}-${r.digits(4)}-${r.int(0, 9)}`]), after: '' }),
  ip: (r) => ({ before: r.pick(['from ', 'ip ', 'host ']), value: `${r.int(10, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, after: '' }),
  expiry: (r) => ({ before: r.pick(['exp ', 'expires ', 'valid thru ', 'gültig bis ']), value: r.pick([`${pad(r.int(1, 12))}/${r.int(26, 31)}`, `${pad(r.int(1, 12))}/20${r.int(26, 31)}`]), after: '' }),
};

export const NEGATIVE_KINDS = Object.keys(MAKERS);

export function negative(r: Random, kind = r.pick(NEGATIVE_KINDS)): Negative {
  return { kind, ...MAKERS[kind]!(r) };
}
