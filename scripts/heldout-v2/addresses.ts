/**
 * Postal addresses in each country's own layout, as its postal service asks for them (USPS Pub. 28,
 * Canada Post, Royal Mail PAF, An Post Eircode, La Poste NF Z 10-011, Deutsche Post, PostNL, bpost,
 * Swiss Post, Österreichische Post, Poste Italiane, Correos, CTT, Poczta Polska, Česká pošta, Poșta
 * Română, PostNord, Posten, Posti, Ukrposhta, ELTA, PTT, Israel Post, Iran Post, EMS Ethiopia,
 * NIPOST, SAPO, Posta Kenya, India Post, Bangladesh Post, Thailand Post, Pos Indonesia, PHLPost,
 * Pos Malaysia, SingPost, Japan Post, Korea Post, China Post, Vietnam Post, Australia Post, NZ Post,
 * Correos de México, Correios, Correo Argentino, Egypt Post). Lines are joined with "\n" when multi-line.
 */
import type { Random } from './random.js';
import countries from './countries.json' with { type: 'json' };

export type City = [name: string, region: string, abbr: string, postcode: string];

export interface Country {
  name: string;
  native: string;
  cities: City[];
  streets: string[];
  districts?: string[];
  buildings?: string[];
  phone: { nat: string[]; intl: string[]; fake?: string[] };
}

export const COUNTRIES = Object.fromEntries(Object.entries(countries).filter(([k]) => !k.startsWith('_'))) as unknown as Record<string, Country>;
export const COUNTRY_CODES = Object.keys(COUNTRIES);

/** Postcode letters valid in both UK and Canadian postcodes. */
const POST_LETTERS = 'ABEGHJLNPRSTWXYZ';

export function postcode(rng: Random, pattern: string): string {
  let s = '';
  for (const ch of pattern) s += ch === '#' ? rng.digits(1) : ch === 'A' ? rng.letters(1, POST_LETTERS) : ch;
  return s;
}

export interface Place {
  code: string;
  city: City;
}

export function placeIn(rng: Random, code: string): Place {
  return { code, city: rng.pick(COUNTRIES[code]!.cities) };
}

function num(rng: Random): string {
  const n = String(rng.int(1, rng.chance(0.7) ? 120 : 2400));
  return rng.chance(0.1) ? n + rng.pick(['A', 'B', 'a', 'bis']) : n;
}

/**
 * The street (or district) listed at the city's own position, most of the time: the lists name each
 * city's streets and districts in the order of its cities, so an address rarely mixes two cities.
 */
function local(r: Random, items: string[], c: Country, p: City): string {
  const i = c.cities.indexOf(p);
  return i >= 0 && i < items.length && r.chance(0.85) ? items[i]! : r.pick(items);
}

type Layout = (rng: Random, c: Country, p: City, pc: string) => string[];

const upper = (s: string) => s.toUpperCase();

const LAYOUTS: Record<string, Layout> = {
  US: (r, c, p, pc) => [`${num(r)} ${local(r, c.streets, c, p)}${r.chance(0.35) ? ' ' + r.pick(['Apt 3B', 'Suite 210', 'Unit 14', '#402', 'Apt. 7']) : ''}`, `${p[0]}, ${p[2]} ${pc}${r.chance(0.2) ? '-' + r.digits(4) : ''}`],
  CA: (r, c, p, pc) => [`${r.chance(0.3) ? r.int(101, 1204) + '-' : ''}${num(r)} ${local(r, c.streets, c, p)}`, `${r.chance(0.5) ? upper(p[0]) : p[0]} ${p[2]}  ${pc}`],
  GB: (r, c, p, pc) => [...(r.chance(0.4) ? [`Flat ${r.int(1, 12)}, ${r.pick(c.buildings!)}`] : []), `${num(r)} ${local(r, c.streets, c, p)}`, upper(p[0]), pc],
  IE: (r, c, p, pc) => [`${num(r)} ${local(r, c.streets, c, p)}`, p[0], p[2], pc],
  FR: (r, c, p, pc) => [...(r.chance(0.3) ? [`Bât. ${r.pick(['A', 'B', 'C'])}, ${r.int(1, 6)}e étage`] : []), `${num(r)} ${local(r, c.streets, c, p)}`, `${pc} ${r.chance(0.6) ? upper(p[0]) : p[0]}`],
  DE: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${num(r)}`, ...(r.chance(0.2) ? [r.pick(['Hinterhaus, 3. OG', 'Aufgang B', '2. Etage links'])] : []), `${pc} ${p[0]}`],
  NL: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 180)}${r.pick(['', '', '-2', ' bis', 'A', '-hs'])}`, `${pc}  ${r.chance(0.5) ? upper(p[0]) : p[0]}`],
  BE: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 150)}${r.chance(0.4) ? ' bus ' + r.int(1, 12) : ''}`, `${pc} ${p[0]}`],
  CH: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${num(r)}`, `${pc} ${p[0]}`],
  AT: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 90)}${r.chance(0.5) ? `/${r.int(1, 4)}/${r.int(1, 25)}` : ''}`, `${pc} ${p[0]}`],
  IT: (r, c, p, pc) => [`${local(r, c.streets, c, p)}, ${num(r)}`, `${pc} ${p[0]}${p[2] ? ' ' + p[2] : ''}`],
  ES: (r, c, p, pc) => [`${local(r, c.streets, c, p)}, ${r.int(1, 90)}${r.chance(0.5) ? `, ${r.int(1, 8)}º ${r.pick(['A', 'B', 'izda.', 'dcha.'])}` : ''}`, `${pc} ${p[0]}`],
  PT: (r, c, p, pc) => [`${local(r, c.streets, c, p)}, ${num(r)}${r.chance(0.5) ? `, ${r.int(1, 6)}º ${r.pick(['Esq.', 'Dto.'])}` : ''}`, `${pc} ${p[0]}`],
  PL: (r, c, p, pc) => [`ul. ${local(r, c.streets, c, p)} ${r.int(1, 120)}${r.chance(0.6) ? '/' + r.int(1, 60) : ''}`, `${pc} ${p[0]}`],
  CZ: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(100, 2900)}/${r.int(1, 80)}`, `${pc} ${p[0]}`],
  RO: (r, c, p, pc) => [`${local(r, c.streets, c, p)} nr. ${r.int(1, 140)}${r.chance(0.5) ? `, bl. ${r.pick(['A2', 'C4', 'M11'])}, sc. ${r.int(1, 3)}, ap. ${r.int(1, 60)}` : ''}`, `${pc} ${p[0]}${p[2] ? ', jud. ' + p[1] : ''}`],
  SE: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 90)}${r.chance(0.3) ? ' lgh ' + r.int(1001, 1604) : ''}`, `${pc} ${upper(p[0])}`],
  NO: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 90)}${r.pick(['', '', 'B'])}`, `${pc} ${upper(p[0])}`],
  FI: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 60)}${r.chance(0.5) ? ` ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}` : ''}`, `${pc} ${upper(p[0])}`],
  UA: (r, c, p, pc) => [`${local(r, c.streets, c, p)}, ${r.int(1, 120)}${r.chance(0.6) ? ', kv. ' + r.int(1, 200) : ''}`, p[0], ...(r.chance(0.4) ? [p[1]] : []), pc],
  GR: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 140)}`, `${pc} ${r.chance(0.5) ? upper(p[0]) : p[0]}`],
  TR: (r, c, p, pc) => [`${local(r, c.districts!, c, p)} Mah. ${local(r, c.streets, c, p)} No: ${r.int(1, 200)} D: ${r.int(1, 20)}`, `${pc} ${p[0]}`],
  IL: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 140)}${r.chance(0.5) ? ', Apt ' + r.int(1, 30) : ''}`, `${p[0]} ${pc}`],
  IR: (r, c, p, pc) => [`No. ${r.int(1, 300)}, ${local(r, c.streets, c, p)}${r.chance(0.5) ? ', Unit ' + r.int(1, 20) : ''}`, `${p[0]}, ${pc}`],
  ET: (r, c, p) => [`${local(r, c.districts!, c, p)}, Woreda ${String(r.int(1, 14)).padStart(2, '0')}, House No. ${r.int(100, 2999)}`, `${local(r, c.streets, c, p)}`, p[0]],
  NG: (r, c, p, pc) => [`${num(r)} ${local(r, c.streets, c, p)}, ${local(r, c.districts!, c, p)}`, `${p[0]} ${pc}`, p[1]],
  ZA: (r, c, p, pc) => [`${num(r)} ${local(r, c.streets, c, p)}`, local(r, c.districts!, c, p), p[0], pc],
  KE: (r, c, p, pc) => [`${r.pick(['Apartment', 'House'])} ${r.int(1, 40)}${r.pick(['A', 'B', ''])}, ${local(r, c.streets, c, p)}, ${local(r, c.districts!, c, p)}`, `${p[0]} ${pc}`],
  IN: (r, c, p, pc) => [`Flat ${r.int(101, 1204)}, ${r.pick(c.buildings!)}`, `${num(r)} ${local(r, c.streets, c, p)}, ${local(r, c.districts!, c, p)}`, `${p[0]} ${pc}`, ...(r.chance(0.5) ? [p[1]] : [])],
  BD: (r, c, p, pc) => [`House ${r.int(1, 90)}, Road ${r.int(1, 27)}, ${local(r, c.districts!, c, p)}`, `${p[0]} ${pc}`],
  TH: (r, c, p, pc) => [`${r.int(1, 300)}/${r.int(1, 99)} ${local(r, c.streets, c, p)}`, local(r, c.districts!, c, p), `${p[0]} ${pc}`],
  ID: (r, c, p, pc) => [`${local(r, c.streets, c, p)} No. ${r.int(1, 150)}, RT ${String(r.int(1, 12)).padStart(2, '0')}/RW ${String(r.int(1, 9)).padStart(2, '0')}`, local(r, c.districts!, c, p), `${p[0]} ${pc}`],
  PH: (r, c, p, pc) => [`${r.pick(c.buildings!)}, ${num(r)} ${local(r, c.streets, c, p)}`, local(r, c.districts!, c, p), `${p[0]} ${pc}`, p[1]],
  MY: (r, c, p, pc) => [`No. ${r.int(1, 120)}, ${local(r, c.streets, c, p)}`, ...(r.chance(0.6) ? [local(r, c.districts!, c, p)] : []), `${pc} ${p[0]}`, p[1]],
  SG: (r, c, p, pc) => [`Blk ${r.int(100, 899)} ${local(r, c.streets, c, p)}`, `#${String(r.int(2, 25)).padStart(2, '0')}-${r.int(10, 480)}`, `${p[0]} ${pc}`],
  JP: (r, c, p, pc) => [`${r.int(1, 9)}-${r.int(1, 20)}-${r.int(1, 30)} ${local(r, c.streets, c, p)}${r.chance(0.4) ? ', Room ' + r.int(101, 1208) : ''}`, `${local(r, c.districts!, c, p)}, ${p[0]} ${pc}`],
  KR: (r, c, p, pc) => [`${r.int(1, 400)} ${local(r, c.streets, c, p)}${r.chance(0.4) ? `, Apt ${r.int(101, 120)}-${r.int(101, 2504)}` : ''}`, `${local(r, c.districts!, c, p)}, ${p[0]} ${pc}`],
  CN: (r, c, p, pc) => [`Room ${r.int(101, 2808)}, Building ${r.int(1, 12)}, No. ${r.int(1, 400)} ${local(r, c.streets, c, p)}`, `${local(r, c.districts!, c, p)}, ${p[0]} ${pc}`],
  VN: (r, c, p, pc) => [`Số ${r.int(1, 200)} ${local(r, c.streets, c, p)}`, local(r, c.districts!, c, p), `${p[0]} ${pc}`],
  AU: (r, c, p, pc) => [`${r.chance(0.35) ? `Unit ${r.int(1, 24)}, ` : ''}${num(r)} ${local(r, c.streets, c, p)}`, `${upper(p[0])} ${p[2]} ${pc}`],
  NZ: (r, c, p, pc) => [`${r.chance(0.3) ? r.int(1, 9) + '/' : ''}${num(r)} ${local(r, c.streets, c, p)}`, local(r, c.districts!, c, p), `${p[0]} ${pc}`],
  MX: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(1, 2900)}${r.chance(0.4) ? ' Int. ' + r.int(1, 12) : ''}`, local(r, c.districts!, c, p), `${pc} ${p[0]}, ${p[2]}`],
  BR: (r, c, p, pc) => [`${local(r, c.streets, c, p)}, ${r.int(1, 3000)}${r.chance(0.5) ? ', apto ' + r.int(11, 1804) : ''}`, `${local(r, c.districts!, c, p)}, ${p[0]} - ${p[2]}`, pc],
  AR: (r, c, p, pc) => [`${local(r, c.streets, c, p)} ${r.int(100, 4800)}${r.chance(0.5) ? `, piso ${r.int(1, 14)} dpto. ${r.pick(['A', 'B', 'C'])}` : ''}`, `${pc} ${p[0]}`],
  EG: (r, c, p, pc) => [`${r.int(1, 90)} ${local(r, c.streets, c, p)}, ${local(r, c.districts!, c, p)}`, `${p[0]} ${pc}`],
};

/** An address's lines in the country's layout, ending in the country name when asked. */
export function addressLines(rng: Random, place: Place, withCountry: boolean): string[] {
  const c = COUNTRIES[place.code]!;
  const lines = LAYOUTS[place.code]!(rng, c, place.city, postcode(rng, place.city[3]));
  if (withCountry) lines.push(rng.chance(0.5) ? c.name.replace(/^the /, '').toUpperCase() : c.name.replace(/^the /, ''));
  return lines;
}

export function addressText(rng: Random, place: Place, multiLine: boolean, withCountry: boolean): string {
  return addressLines(rng, place, withCountry).join(multiLine ? '\n' : ', ');
}

/** The street line alone ("24 Foxglove Way"). */
export function streetLine(rng: Random, place: Place): string {
  return addressLines(rng, place, false)[0]!;
}

export function poBox(rng: Random): string {
  const us = COUNTRIES.US!.cities;
  const city = rng.pick(us);
  return rng.pick([
    () => `PO Box ${rng.int(10, 9999)}, ${city[0]}, ${city[2]} ${postcode(rng, city[3])}`,
    () => `P.O. Box ${rng.int(100, 99999)}-00100, Nairobi`,
    () => `Postfach ${rng.int(10, 99)} ${rng.digits(2)} ${rng.digits(2)}, ${postcode(rng, '041##')} Leipzig`,
    () => `P.O. Box ${rng.int(1000, 99999)}, Addis Ababa`,
    () => `Private Bag X${rng.int(1, 90)}, Pietermaritzburg, ${rng.int(3200, 3209)}`,
    () => `Apartado Postal ${rng.int(10, 999)}, ${postcode(rng, '44###')} Guadalajara, Jal.`,
    () => `PO Box ${rng.int(100, 9999)}, HOBART TAS 7001`,
  ])();
}

/** US military mail (USPS: PSC/Unit/CMR with Box, then APO/FPO/DPO and AE/AP/AA with the ZIP). */
export function military(rng: Random): string {
  const first = rng.pick([`PSC ${rng.int(1000, 9999)}, Box ${rng.int(1, 9999)}`, `Unit ${rng.int(2000, 9999)} Box ${rng.int(1, 9999)}`, `CMR ${rng.int(400, 499)} Box ${rng.int(1, 999)}`, `USS Harmon (DDG ${rng.int(50, 130)})`]);
  const [post, zone, zip] = rng.pick([['APO', 'AE', '09'], ['FPO', 'AP', '96'], ['DPO', 'AE', '09'], ['APO', 'AA', '340']] as const);
  return `${first}, ${post} ${zone} ${zip}${rng.digits(5 - zip.length)}`;
}
