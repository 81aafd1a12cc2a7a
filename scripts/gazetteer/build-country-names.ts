/**
 * Writes packages/core/model/country-names.json: the name of every ISO 3166-1
 * country and territory (and of the continents) in the languages of the world,
 * in their own scripts ("Deutschland", "Česko", "Україна", "日本", "ኢትዮጵያ").
 *
 * Source: Unicode CLDR, as shipped in Node's ICU (Intl.DisplayNames), under the
 * Unicode License v3 (https://www.unicode.org/license.txt). The output names the
 * ICU and CLDR versions it was built from, so a rebuild on another Node shows.
 * Region codes come from countries-list (MIT), a devDependency of @sanitizer/core.
 *
 * build-gazetteer.ts merges the names into the gazetteer's country list.
 * Run: npx tsx scripts/gazetteer/build-country-names.ts
 */
import { writeFileSync } from 'node:fs';
import { countries } from 'countries-list';

const OUT = new URL('../../packages/core/model/country-names.json', import.meta.url);

// Official and widely used languages of the countries of every continent (ISO 639 codes);
// the ones this ICU lacks are skipped and listed in the output.
export const LANGUAGES = [
  // Europe
  'en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'cs', 'sk', 'sl', 'hr', 'bs', 'sr', 'sr-Latn', 'mk', 'bg', 'ro', 'hu',
  'el', 'sq', 'uk', 'be', 'ru', 'lt', 'lv', 'et', 'fi', 'sv', 'da', 'nb', 'nn', 'is', 'fo', 'ga', 'cy', 'gd', 'mt', 'lb',
  'ca', 'eu', 'gl', 'rm', 'fy', 'br', 'kl', 'se',
  // Caucasus, Middle East, Central Asia
  'ka', 'hy', 'az', 'tr', 'ar', 'he', 'fa', 'ps', 'ku', 'ckb', 'kk', 'ky', 'uz', 'tk', 'tg', 'mn',
  // South and South-East Asia
  'hi', 'bn', 'ur', 'pa', 'gu', 'mr', 'ta', 'te', 'kn', 'ml', 'or', 'as', 'ne', 'si', 'dz', 'dv', 'my', 'th', 'lo', 'km',
  'vi', 'ms', 'id', 'jv', 'su', 'fil', 'tet',
  // East Asia
  'zh', 'zh-Hant', 'ja', 'ko', 'yue',
  // Africa
  'am', 'ti', 'om', 'so', 'sw', 'rw', 'rn', 'lg', 'mg', 'ha', 'yo', 'ig', 'ff', 'wo', 'ln', 'kg', 'sg', 'zu', 'xh', 'af',
  'st', 'tn', 'ts', 'ss', 've', 'nr', 'sn', 'nd', 'ny', 'ber', 'tzm', 'kab', 'shi', 'ak', 'ee', 'bm',
  // Americas and Oceania
  'qu', 'gn', 'ay', 'ht', 'mi', 'sm', 'to', 'fj', 'haw', 'bi', 'ho', 'tpi',
  // Constructed or widely learned
  'eo', 'la',
];

// UN M.49 codes of the continents and large regions CLDR names ("Europa", "Afrika", "Lateinamerika").
const AREAS = ['002', '005', '009', '013', '019', '142', '150', '419', '029'];

function names(): { names: string[]; used: string[]; missing: string[] } {
  const codes = [...Object.keys(countries), 'XK', ...AREAS];
  const supported = new Set(Intl.DisplayNames.supportedLocalesOf(LANGUAGES));
  const out = new Set<string>();
  for (const locale of LANGUAGES) {
    if (!supported.has(locale)) continue;
    for (const style of ['long', 'short'] as const) {
      const display = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' });
      for (const code of codes) {
        const name = display.of(code);
        if (name && name !== code) out.add(name.normalize('NFC'));
      }
    }
  }
  return { names: [...out].sort(), used: LANGUAGES.filter((l) => supported.has(l)), missing: LANGUAGES.filter((l) => !supported.has(l)) };
}

const { names: list, used, missing } = names();
const data = {
  source: 'Unicode CLDR via Node ICU Intl.DisplayNames (Unicode License v3, https://www.unicode.org/license.txt)',
  icu: process.versions.icu,
  cldr: process.versions.cldr,
  locales: used,
  localesMissing: missing,
  names: list,
};
writeFileSync(OUT, JSON.stringify(data, null, 0) + '\n');
console.log(`wrote ${OUT.pathname}: ${list.length} names from ${used.length} locales (missing: ${missing.join(' ') || 'none'})`);
