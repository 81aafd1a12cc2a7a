/** People of many cultures: name order, e-mail local parts folded to ASCII. */
import type { Random } from './random.js';
import names from './names.json' with { type: 'json' };
import words from './words.json' with { type: 'json' };

interface Culture {
  country: string;
  familyFirst?: boolean;
  given: string[];
  family: string[];
}

export const CULTURES = names.cultures as Record<string, Culture>;
export const CULTURE_NAMES = Object.keys(CULTURES);

export interface Person {
  culture: string;
  country: string;
  given: string;
  family: string;
  full: string;
  email: string;
}

const FOLD: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ı: 'i', ß: 'ss', æ: 'ae', å: 'a' };

export function ascii(s: string): string {
  return s
    .replace(/[łŁøØđĐıßæå]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 \-]/g, '')
    .toLowerCase();
}

function mailLocal(rng: Random, given: string, family: string): string {
  const g = ascii(given).replace(/[ \-]/g, '');
  const f = ascii(family).replace(/[ \-]/g, '');
  return rng.pick([
    () => `${g}.${f}`,
    () => `${g[0]}${f}`,
    () => `${f}_${g}`,
    () => `${g}${rng.int(70, 99)}`,
    () => `${g}.${f}${rng.int(1, 9)}`,
    () => `${f}.${g[0]}`,
  ])();
}

export function makePerson(rng: Random, culture?: string): Person {
  const name = culture ?? rng.pick(CULTURE_NAMES);
  const c = CULTURES[name]!;
  const given = rng.pick(c.given);
  const family = rng.pick(c.family);
  const full = c.familyFirst && rng.chance(0.5) ? `${family} ${given}` : `${given} ${family}`;
  const domain = rng.chance(0.6) ? rng.pick(words.mailProviders) : rng.pick(words.orgDomains);
  return { culture: name, country: c.country, given, family, full, email: `${mailLocal(rng, given, family)}@${domain}` };
}
