/**
 * Address layouts by country, written from each country's postal format:
 * the order of house number and street, of postcode and city, the postcode's
 * shape, and how flats and floors are written. Each returns the address as
 * lines (street part first, country line not included).
 */
import { allFakers, type Faker } from '@faker-js/faker';
import type { Random } from '../../data-gen/random.js';
import W from './words.json' with { type: 'json' };

export interface Layout {
  country: keyof typeof W.countries;
  /** Lines of the address, top to bottom. */
  build(r: Random): string[];
}

const seeded = (f: Faker, r: Random): Faker => {
  f.seed(r.int(0, 2 ** 31));
  return f;
};
const fk = (locale: keyof typeof allFakers, r: Random): Faker => seeded(allFakers[locale], r);

const houseNumber = (r: Random, max = 9999): string => String(r.int(1, r.chance(0.6) ? 199 : max));
const ukPostcode = (r: Random, outward: string): string => `${outward} ${r.int(1, 9)}${r.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
const canadian = (r: Random, fsa: string): string => `${fsa} ${r.int(0, 9)}${r.letters(1, 'ABCEGHJKLMNPRSTVXY')}${r.int(0, 9)}`;
const eircode = (r: Random, key: string): string => `${key} ${r.letters(1, 'ACDEFHKNPRTVWXY')}${r.digits(1)}${r.letters(1, 'ACDEFHKNPRTVWXY')}${r.digits(1)}`;

function usStreet(r: Random): string {
  const f = fk('en_US', r);
  const dir = r.chance(0.15) ? `${r.pick(W.us.directions)} ` : '';
  const name = r.chance(0.5) ? f.location.street() : `${r.chance(0.5) ? f.person.lastName() : f.word.noun().replace(/^./, (c) => c.toUpperCase())} ${r.pick(W.us.types)}`;
  return `${houseNumber(r, 29999)} ${dir}${name}`;
}

function usUnit(r: Random): string {
  const word = r.pick(W.us.units);
  const id = r.chance(0.5) ? String(r.int(1, 2400)) : `${r.int(1, 30)}${r.letters(1, 'ABCDEF')}`;
  return word === '#' ? `# ${id}` : `${word} ${id}`;
}

export const LAYOUTS: readonly Layout[] = [
  {
    country: 'us',
    build(r) {
      const f = fk('en_US', r);
      const street = usStreet(r);
      const unit = r.chance(0.35) ? usUnit(r) : '';
      const zip = r.chance(0.15) ? f.location.zipCode('#####-####') : f.location.zipCode('#####');
      const city = `${f.location.city()}, ${r.chance(0.85) ? f.location.state({ abbreviated: true }) : f.location.state()} ${zip}`;
      if (!unit) return [street, city];
      return r.chance(0.5) ? [`${street}, ${unit}`, city] : [`${street} ${unit}`, city];
    },
  },
  {
    country: 'us',
    build(r) {
      const f = fk('en_US', r);
      const box = r.pick(['PO Box', 'P.O. Box', 'PO BOX', 'Post Office Box']);
      return [`${box} ${r.int(1, 99999)}`, `${f.location.city()}, ${f.location.state({ abbreviated: true })} ${f.location.zipCode('#####')}`];
    },
  },
  {
    country: 'us',
    build(r) {
      const state = r.pick(['AE', 'AP', 'AA']);
      const zip = state === 'AE' ? `09${r.digits(3)}` : state === 'AP' ? `96${r.digits(3)}` : `340${r.digits(2)}`;
      const office = r.pick(['APO', 'FPO', 'DPO']);
      const first = r.pick([`PSC ${r.int(1, 9999)}, Box ${r.int(1, 9999)}`, `Unit ${r.int(1000, 9999)} Box ${r.int(1, 9999)}`, `CMR ${r.int(100, 999)} Box ${r.int(1, 999)}`, `USS ${fk('en_US', r).person.lastName()}`]);
      return [first, `${office} ${state} ${zip}`];
    },
  },
  {
    country: 'ca',
    build(r) {
      const [city, prov, fsa] = r.pick(W.ca.places);
      const f = fk('en_CA', r);
      const french = prov === 'QC' && r.chance(0.6);
      const street = french ? `${houseNumber(r)}, ${r.pick(W.ca.frenchTypes)} ${f.person.lastName()}` : usStreet(r);
      const unit = r.chance(0.3) ? (french ? `app. ${r.int(1, 900)}` : `${r.pick(['Suite', 'Unit', 'Apt'])} ${r.int(1, 1900)}`) : '';
      const cityLine = french && r.chance(0.5) ? `${city} (Québec) ${canadian(r, fsa!)}` : `${city}, ${prov} ${canadian(r, fsa!)}`;
      return [unit ? `${street}, ${unit}` : street, cityLine];
    },
  },
  {
    country: 'uk',
    build(r) {
      const [town, ...outwards] = r.pick(W.uk.towns);
      const street = `${r.int(1, 240)} ${r.pick(W.uk.names)} ${r.pick(W.uk.types)}`;
      const lines = r.chance(0.3) ? [`${r.pick(W.uk.flats)} ${r.int(1, 40)}`, street] : [street];
      const postcode = ukPostcode(r, r.pick(outwards));
      return r.chance(0.5) ? [...lines, town!, postcode] : [...lines, `${town} ${postcode}`];
    },
  },
  {
    country: 'ie',
    build(r) {
      const [place, key] = r.pick(W.ie.places);
      return [`${r.int(1, 150)} ${r.pick(W.ie.streets)}`, place!, eircode(r, key!)];
    },
  },
  {
    country: 'de',
    build(r) {
      const f = fk('de', r);
      const street = r.pick([
        () => `${r.pick(W.de.stems)}${r.pick(W.de.types)}`,
        () => `${r.pick(W.de.adjectives)} ${r.pick(W.de.separateTypes)}`,
        () => r.pick(W.de.prefixed),
        () => f.location.street(),
      ])();
      const num = `${r.int(1, 180)}${r.chance(0.2) ? r.pick(['a', 'b', 'c']) : ''}`;
      const city = r.chance(0.6) ? r.pick(W.de.cities) : f.location.city();
      return [`${street} ${num}`, `${r.chance(0.1) ? 'D-' : ''}${f.location.zipCode('#####')} ${city}`];
    },
  },
  {
    country: 'at',
    build(r) {
      const [zip, city] = r.pick(W.at.cities);
      const num = r.chance(0.4) ? `${r.int(1, 90)}/${r.int(1, 9)}/${r.int(1, 30)}` : `${r.int(1, 120)}`;
      return [`${r.pick(W.at.streets)} ${num}`, `${zip} ${city}`];
    },
  },
  {
    country: 'ch',
    build(r) {
      const [zip, city] = r.pick(W.ch.cities);
      return [`${r.pick(W.ch.streets)} ${r.int(1, 140)}`, `${r.chance(0.2) ? 'CH-' : ''}${zip} ${city}`];
    },
  },
  {
    country: 'fr',
    build(r) {
      const [zip, city] = r.pick(W.fr.cities);
      const num = `${r.int(1, 150)}${r.chance(0.15) ? r.pick([' bis', ' ter', 'bis']) : ''}`;
      const street = `${num} ${r.chance(0.2) ? r.pick(W.fr.types).replace(/^./, (c) => c.toUpperCase()) : r.pick(W.fr.types)} ${r.pick(W.fr.names)}`;
      const lines = r.chance(0.2) ? [r.pick(['Bâtiment B', 'Appartement 12', 'Résidence Les Pins', 'Escalier 3']), street] : [street];
      return [...lines, `${zip} ${city}${r.chance(0.1) ? ` ${r.pick(W.fr.cedex)}` : ''}`];
    },
  },
  {
    country: 'be',
    build(r) {
      const [zip, city] = r.pick(W.be.cities);
      const box = r.chance(0.25) ? r.pick([` bus ${r.int(1, 20)}`, ` boîte ${r.int(1, 20)}`, `/${r.int(1, 9)}`]) : '';
      return [`${r.pick(W.be.streets)} ${r.int(1, 200)}${box}`, `${zip} ${city}`];
    },
  },
  {
    country: 'nl',
    build(r) {
      const f = fk('nl', r);
      const street = r.chance(0.6) ? r.pick(W.nl.streets) : f.location.street();
      const num = `${r.int(1, 300)}${r.pick(['', '', 'a', '-3', ' II', 'bis', '-H'])}`;
      const zip = `${r.int(1000, 9999)}${r.chance(0.7) ? ' ' : ''}${r.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}`;
      return [`${street} ${num}`, `${zip}${r.chance(0.3) ? '  ' : ' '}${r.chance(0.6) ? r.pick(W.nl.cities) : f.location.city()}`];
    },
  },
  {
    country: 'es',
    build(r) {
      const [zip, city] = r.pick(W.es.cities);
      const type = r.pick(W.es.types);
      const name = type === 'C/' ? `C/ ${r.pick(W.es.streets).replace(/^de (la )?/, '')}` : `${type} ${r.pick(W.es.streets)}`;
      const street = `${name}, ${r.chance(0.1) ? 's/n' : r.int(1, 220)}`;
      const floor = r.chance(0.5) ? `, ${r.pick(W.es.floors)}` : '';
      return [`${street}${floor}`, `${zip} ${city}${r.chance(0.2) ? ` (${r.pick(W.es.provinces)})` : ''}`];
    },
  },
  {
    country: 'pt',
    build(r) {
      const [zip, city] = r.pick(W.pt.cities);
      const floor = r.chance(0.4) ? `, ${r.pick(W.pt.floors)}` : '';
      return [`${r.pick(W.pt.streets)}${r.chance(0.3) ? ',' : ''} ${r.int(1, 400)}${floor}`, `${zip} ${city}`];
    },
  },
  {
    country: 'it',
    build(r) {
      const [zip, city, prov] = r.pick(W.it.cities);
      const street = `${r.pick(W.it.types)} ${r.pick(W.it.names)}${r.chance(0.3) ? ',' : ''} ${r.int(1, 200)}${r.chance(0.1) ? '/B' : ''}`;
      return [street, `${zip} ${city}${r.chance(0.5) ? (r.chance(0.5) ? ` ${prov}` : ` (${prov})`) : ''}`];
    },
  },
  {
    country: 'br',
    build(r) {
      const [city, uf] = r.pick(W.br.cities);
      const f = fk('pt_BR', r);
      const cep = f.location.zipCode('#####-###');
      const comp = r.chance(0.35) ? `, ${r.pick(W.br.complements)}` : '';
      const street = `${r.pick(W.br.streets)}, ${r.int(1, 3000)}${comp}`;
      const district = r.pick(W.br.districts);
      return r.chance(0.5)
        ? [`${street} - ${district}`, `${city} - ${uf}`, `${r.chance(0.5) ? 'CEP ' : ''}${cep}`]
        : [`${street}`, `${district}, ${city}/${uf}`, `CEP ${cep}`];
    },
  },
  {
    country: 'mx',
    build(r) {
      const [zip, city, state] = r.pick(W.mx.cities);
      return [`${r.pick(W.mx.streets)} ${r.int(1, 2000)}${r.chance(0.2) ? ` Int. ${r.int(1, 30)}` : ''}`, r.pick(W.mx.colonias), `${r.chance(0.4) ? 'C.P. ' : ''}${zip} ${city}, ${state}`];
    },
  },
  {
    country: 'ar',
    build(r) {
      const [zip, city] = r.pick(W.ar.cities);
      const floor = r.chance(0.4) ? `, Piso ${r.int(1, 12)} Depto. ${r.letters(1, 'ABCDE')}` : '';
      return [`${r.pick(W.ar.streets)} ${r.int(100, 4000)}${floor}`, `${zip} ${city}`];
    },
  },
  {
    country: 'fi',
    build(r) {
      const [zip, city] = r.pick(W.fi.cities);
      const flat = r.chance(0.5) ? ` ${r.letters(1, 'ABCD')} ${r.int(1, 60)}` : r.chance(0.3) ? ` as. ${r.int(1, 40)}` : '';
      return [`${r.pick(W.fi.streets)} ${r.int(1, 90)}${flat}`, `${zip} ${city}`];
    },
  },
  {
    country: 'se',
    build(r) {
      const [zip, city] = r.pick(W.se.cities);
      const lgh = r.chance(0.25) ? `, lgh ${r.int(1001, 1404)}` : r.chance(0.2) ? ` ${r.letters(1, 'AB')}` : '';
      return [`${r.pick(W.se.streets)} ${r.int(1, 90)}${lgh}`, `${r.chance(0.1) ? 'SE-' : ''}${zip} ${city}`];
    },
  },
  {
    country: 'no',
    build(r) {
      const [zip, city] = r.pick(W.no.cities);
      return [`${r.pick(W.no.streets)} ${r.int(1, 90)}${r.chance(0.2) ? r.pick(['A', 'B']) : ''}`, `${zip} ${city}`];
    },
  },
  {
    country: 'dk',
    build(r) {
      const [zip, city] = r.pick(W.dk.cities);
      const floor = r.chance(0.5) ? `, ${r.pick(W.dk.floors)}` : '';
      return [`${r.pick(W.dk.streets)} ${r.int(1, 120)}${r.chance(0.2) ? 'A' : ''}${floor}`, `${r.chance(0.1) ? 'DK-' : ''}${zip} ${city}`];
    },
  },
  {
    country: 'pl',
    build(r) {
      const [zip, city] = r.pick(W.pl.cities);
      const num = r.chance(0.4) ? `${r.int(1, 150)}/${r.int(1, 80)}` : `${r.int(1, 150)}${r.chance(0.2) ? ` m. ${r.int(1, 80)}` : ''}`;
      return [`${r.pick(W.pl.prefixes)} ${r.pick(W.pl.streets)} ${num}`, `${zip} ${city}`];
    },
  },
  {
    country: 'cz',
    build(r) {
      const [zip, city] = r.pick(W.cz.cities);
      const num = r.chance(0.5) ? `${r.int(100, 2500)}/${r.int(1, 90)}` : `${r.int(1, 90)}`;
      return [`${r.pick(W.cz.streets)} ${num}`, `${zip} ${city}`];
    },
  },
  {
    country: 'hu',
    build(r) {
      const [zip, city] = r.pick(W.hu.cities);
      const street = `${r.pick(W.hu.names)} ${r.pick(W.hu.types)} ${r.int(1, 120)}.${r.chance(0.3) ? ` ${r.pick(W.hu.extras)}` : ''}`;
      return r.chance(0.5) ? [`${zip} ${city}`, street] : [`${city}`, street, zip!];
    },
  },
  {
    country: 'ru',
    build(r) {
      if (r.chance(0.5)) {
        const [zip, city] = r.pick(W.ru.latinCities);
        return [`${r.pick(W.ru.latinStreets)}, d. ${r.int(1, 120)}${r.chance(0.5) ? `, kv. ${r.int(1, 300)}` : ''}`, `${city}, ${zip}`];
      }
      const [zip, city] = r.pick(W.ru.cyrillicCities);
      return [`${r.pick(W.ru.cyrillicStreets)}, д. ${r.int(1, 120)}${r.chance(0.5) ? `, кв. ${r.int(1, 300)}` : ''}`, `${city}, ${zip}`];
    },
  },
  {
    country: 'jp',
    build(r) {
      const [area, ward, city, zip] = r.pick(W.jp.districts);
      const block = `${r.int(1, 9)}-${r.int(1, 30)}-${r.int(1, 20)}`;
      const building = r.chance(0.3) ? [r.pick(W.jp.buildings)] : [];
      return r.chance(0.5) ? [...building, `${block} ${area}`, `${ward}, ${city} ${zip}`] : [...building, `${block} ${area}, ${ward}`, `${city} ${zip}`];
    },
  },
  {
    country: 'kr',
    build(r) {
      const [gu, city, zip] = r.pick(W.kr.places);
      const unit = r.chance(0.3) ? `, Apt ${r.int(101, 1503)}` : '';
      return [`${r.int(1, 400)} ${r.pick(W.kr.roads)}${unit}`, `${gu}, ${city} ${zip}`];
    },
  },
  {
    country: 'cn',
    build(r) {
      const [district, city, zip] = r.pick(W.cn.places);
      const room = r.chance(0.4) ? [`Room ${r.int(101, 2808)}`] : [];
      const street = r.chance(0.5) ? `No. ${r.int(1, 999)} ${r.pick(W.cn.roads)}` : `${r.int(1, 999)} ${r.pick(W.cn.roads)}`;
      return [...room, street, `${district}, ${city} ${zip}`];
    },
  },
  {
    country: 'in',
    build(r) {
      const [city, state, pin] = r.pick(W.in.cities);
      const unit = `${r.pick(W.in.unitWords)} ${r.int(1, 1200)}${r.chance(0.2) ? r.letters(1, 'ABC') : ''}`;
      const parts = [`${unit}, ${r.pick(W.in.societies)}`, `${r.pick(W.in.roads)}, ${r.pick(W.in.localities)}`];
      return [...parts, r.chance(0.5) ? `${city} - ${pin}` : `${city}, ${state} ${pin}`];
    },
  },
  {
    country: 'au',
    build(r) {
      const [suburb, state, pc] = r.pick(W.au.places);
      const num = r.chance(0.25) ? `${r.int(1, 30)}/${r.int(1, 300)}` : `${r.int(1, 300)}`;
      const unit = r.chance(0.2) ? `Unit ${r.int(1, 30)}, ` : '';
      return [`${unit}${num} ${r.pick(W.au.streets)} ${r.pick(W.au.types)}`, `${suburb} ${state} ${pc}`];
    },
  },
  {
    country: 'nz',
    build(r) {
      const [suburb, city, pc] = r.pick(W.nz.places);
      return [`${r.int(1, 300)} ${r.pick(W.nz.streets)}`, suburb!, `${city} ${pc}`];
    },
  },
  {
    country: 'za',
    build(r) {
      const [place, pc] = r.pick(W.za.places);
      return [`${r.int(1, 300)} ${r.pick(W.za.streets)}`, place!, pc!];
    },
  },
  {
    country: 'sg',
    build(r) {
      const road = r.pick(W.sg.roads);
      const blk = r.chance(0.5) ? `Blk ${r.int(100, 999)} ${road}` : `${r.int(1, 200)} ${road}`;
      return [`${blk}, #${String(r.int(1, 30)).padStart(2, '0')}-${String(r.int(1, 200)).padStart(2, '0')}`, `Singapore ${r.digits(6)}`];
    },
  },
  {
    country: 'tr',
    build(r) {
      const [zip, district, city] = r.pick(W.tr.places);
      return [`${r.pick(W.tr.streets)} No: ${r.int(1, 200)}${r.chance(0.5) ? ` D: ${r.int(1, 20)}` : ''}`, `${zip} ${district}/${city}`];
    },
  },
  {
    country: 'gr',
    build(r) {
      const [zip, city] = r.pick(W.gr.cities);
      return [`${r.pick(W.gr.streets)} ${r.int(1, 200)}`, `${zip} ${city}`];
    },
  },
  {
    country: 'ro',
    build(r) {
      const [zip, city] = r.pick(W.ro.cities);
      const extra = r.chance(0.5) ? `, bl. ${r.int(1, 30)}, ap. ${r.int(1, 90)}` : '';
      return [`${r.pick(W.ro.streets)} nr. ${r.int(1, 200)}${extra}`, `${zip} ${city}`];
    },
  },
];

export function countryName(r: Random, country: Layout['country']): string {
  return r.pick(W.countries[country]);
}

/**
 * Layouts added after the first scoring (Kenya, Nigeria, Vietnam, the Gulf, Egypt). They are drawn in a
 * batch of their own (see generate.ts), so the first documents of the set stay as they were.
 */
export const LATER_LAYOUTS: readonly Layout[] = [
  {
    country: 'ke',
    build(r) {
      const [town, code] = r.pick(W.ke.towns);
      return [`${r.pick(['P.O. Box', 'P. O. Box', 'PO Box'])} ${r.int(10, 99999)}-${code}`, town!];
    },
  },
  {
    country: 'ng',
    build(r) {
      const [area, city, code] = r.pick(W.ng.places);
      return [`${r.int(1, 120)} ${r.pick(W.ng.streets)}`, area!, r.chance(0.6) ? `${city} ${code}` : city!];
    },
  },
  {
    country: 'vn',
    build(r) {
      const [ward, district, city] = r.pick(W.vn.places);
      const num = r.chance(0.3) ? `${r.int(1, 300)}/${r.int(1, 40)}` : `${r.int(1, 300)}`;
      return [`${num} ${r.chance(0.3) ? 'Đường ' : ''}${r.pick(W.vn.streets)}`, `Phường ${ward}`, `Quận ${district}`, city!];
    },
  },
  {
    country: 'ae',
    build(r) {
      const city = r.pick(W.ae.cities);
      return r.pick([
        () => [`Villa ${r.int(1, 90)}`, `Street ${r.int(1, 40)}`, r.pick(W.ae.areas), city],
        () => [`Office ${r.int(101, 2405)}`, r.pick(W.ae.buildings), `PO Box ${r.int(1000, 999999)}`, city],
        () => [`PO Box ${r.int(1000, 999999)}`, city],
      ])();
    },
  },
  {
    country: 'sa',
    build(r) {
      const [district, city, code] = r.pick(W.sa.places);
      return [`${r.int(1000, 9999)} ${r.pick(W.sa.streets)}`, `${district}${r.chance(0.4) ? ' District' : ''}`, `${city} ${code}${r.chance(0.3) ? `-${r.int(1000, 9999)}` : ''}`];
    },
  },
  {
    country: 'eg',
    build(r) {
      const [district, city, code] = r.pick(W.eg.places);
      return [`${r.int(1, 120)} ${r.pick(W.eg.streets)}`, district!, `${city} ${code}`];
    },
  },
];
