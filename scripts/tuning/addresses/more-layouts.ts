/**
 * Layouts of the second part (countries the first part lacks), written from each country's postal
 * format as its post office publishes it: where the postcode stands, its shape (with a country prefix
 * such as "L-" or "LV-" where the post asks for one), and how flats and floors are written. Each
 * returns the address as lines, street part first, without the country line.
 */
import type { Random } from '../../data-gen/random.js';
import M from './more-words.json' with { type: 'json' };

export type MoreCountry = keyof typeof M.countries;

export interface MoreLayout {
  country: MoreCountry;
  build(r: Random): string[];
}

const num = (r: Random, max = 150): string => String(r.int(1, max));

/** Postcode then city after the street: the European form ("Ilica 10\n10000 Zagreb"). */
function streetThenPostcodeCity(country: MoreCountry, data: { streets: string[]; cities: string[][] }, prefix = ''): MoreLayout {
  return {
    country,
    build(r) {
      const [zip, city] = r.pick(data.cities);
      return [`${r.pick(data.streets)} ${num(r)}${r.chance(0.15) ? r.pick(['a', 'A', 'B']) : ''}`, `${prefix}${zip} ${city}`];
    },
  };
}

export const MORE_LAYOUTS: readonly MoreLayout[] = [
  {
    country: 'lu',
    build(r) {
      const [zip, city] = r.pick(M.lu.cities);
      return [`${num(r, 90)}${r.chance(0.5) ? ',' : ''} ${r.pick(M.lu.streets)}`, `L-${zip} ${city}`];
    },
  },
  streetThenPostcodeCity('is', M.is),
  streetThenPostcodeCity('ee', M.ee),
  {
    country: 'lv',
    build(r) {
      const [zip, city] = r.pick(M.lv.cities);
      const flat = r.chance(0.4) ? `-${r.int(1, 60)}` : '';
      return [`${r.pick(M.lv.streets)} ${num(r, 120)}${flat}`, r.chance(0.5) ? `${city}, ${zip}` : `${zip} ${city}`];
    },
  },
  streetThenPostcodeCity('lt', M.lt, 'LT-'),
  streetThenPostcodeCity('sk', M.sk),
  streetThenPostcodeCity('si', M.si),
  streetThenPostcodeCity('hr', M.hr),
  streetThenPostcodeCity('rs', M.rs),
  {
    country: 'bg',
    build(r) {
      const [zip, city] = r.pick(M.bg.cities);
      const extra = r.chance(0.3) ? `, ap. ${r.int(1, 60)}` : '';
      return [`${r.pick(M.bg.streets)} ${num(r)}${extra}`, `${zip} ${city}`];
    },
  },
  {
    country: 'ua',
    build(r) {
      const [zip, city] = r.pick(M.ua.cities);
      const flat = r.chance(0.4) ? `, kv. ${r.int(1, 200)}` : '';
      return [`${r.pick(M.ua.streets)}, ${num(r)}${flat}`, `${city}, ${zip}`];
    },
  },
  {
    country: 'il',
    build(r) {
      const [zip, city] = r.pick(M.il.cities);
      const apt = r.chance(0.3) ? `, Apt ${r.int(1, 40)}` : '';
      return [`${num(r, 200)} ${r.pick(M.il.streets)}${apt}`, `${city} ${zip}`];
    },
  },
  {
    country: 'th',
    build(r) {
      const [district, city, zip] = r.pick(M.th.places);
      const soi = r.chance(0.4) ? ` Soi ${r.int(1, 71)},` : '';
      return [`${r.int(1, 999)}/${r.int(1, 99)}${soi} ${r.pick(M.th.streets)}`, `${district}, ${city} ${zip}`];
    },
  },
  {
    country: 'my',
    build(r) {
      const [zip, city, state] = r.pick(M.my.places);
      const no = r.chance(0.5) ? `No. ${num(r)}, ` : `${num(r)} `;
      const lines = [`${no}${r.pick(M.my.streets)}`, `${zip} ${city}`];
      return r.chance(0.5) ? [...lines.slice(0, 1), `${lines[1]}, ${state}`] : lines;
    },
  },
  {
    country: 'ph',
    build(r) {
      const [brgy, city, zip, region] = r.pick(M.ph.places);
      return [`${num(r, 2000)} ${r.pick(M.ph.streets)}, ${brgy}`, `${city}, ${zip} ${region}`];
    },
  },
  {
    country: 'id',
    build(r) {
      const [city, zip] = r.pick(M.id.places);
      const rt = r.chance(0.3) ? `, RT ${String(r.int(1, 15)).padStart(3, '0')}/RW ${String(r.int(1, 12)).padStart(3, '0')}` : '';
      return [`${r.pick(M.id.streets)} No. ${num(r)}${rt}`, `${city} ${zip}`];
    },
  },
  {
    country: 'cl',
    build(r) {
      const [comuna, city, zip] = r.pick(M.cl.places);
      const depto = r.chance(0.4) ? `, depto. ${r.int(11, 2208)}` : r.chance(0.2) ? `, oficina ${r.int(101, 1805)}` : '';
      return [`${r.pick(M.cl.streets)} ${r.int(100, 9999)}${depto}`, r.chance(0.5) ? `${comuna}, ${city}` : `${zip} ${comuna}, ${city}`];
    },
  },
  {
    country: 'co',
    build(r) {
      const [city, zip] = r.pick(M.co.places);
      const street = `${r.pick(M.co.types)} ${r.int(1, 150)}${r.chance(0.3) ? r.pick(['A', 'B', 'Bis']) : ''} # ${r.int(1, 120)}-${r.int(1, 99)}`;
      const apto = r.chance(0.3) ? `, Apto ${r.int(101, 1502)}` : '';
      return [`${street}${apto}`, r.chance(0.6) ? `${city}, ${zip}` : city!];
    },
  },
  {
    country: 'pe',
    build(r) {
      const [district, city, zip] = r.pick(M.pe.places);
      const dpto = r.chance(0.3) ? `, Dpto. ${r.int(101, 1502)}` : '';
      return [`${r.pick(M.pe.streets)} ${r.int(100, 3999)}${dpto}, ${district}`, `${city} ${zip}`];
    },
  },
  {
    country: 'tw',
    build(r) {
      const [district, city, zip] = r.pick(M.tw.places);
      const floor = r.chance(0.4) ? `${r.int(2, 30)}F., ` : '';
      const section = r.chance(0.5) ? `Sec. ${r.int(1, 5)}, ` : '';
      return [`${floor}No. ${r.int(1, 500)}, ${section}${r.pick(M.tw.roads)}`, `${district}, ${city} ${zip}`];
    },
  },
  {
    country: 'hk',
    build(r) {
      const flat = `Flat ${r.int(1, 40)}${r.letters(1, 'ABCDEFGH')}, ${r.int(1, 60)}/F`;
      const building = r.pick(M.hk.buildings);
      return [`${flat}, ${building}`, `${num(r, 300)} ${r.pick(M.hk.roads)}`, `${r.pick(M.hk.districts)}, ${r.pick(M.hk.regions)}`];
    },
  },
  {
    country: 'ma',
    build(r) {
      const [zip, city] = r.pick(M.ma.cities);
      return [`${num(r, 300)}, ${r.pick(M.ma.streets)}${r.chance(0.3) ? `, Appt ${r.int(1, 40)}` : ''}`, `${zip} ${city}`];
    },
  },
];

export function moreCountryName(r: Random, country: MoreCountry): string {
  return r.pick(M.countries[country]);
}
