/**
 * People's names of one culture, in the order and forms people write them: given-first or
 * family-first ("Tanaka Yui", "Kiss Benjamin"), with name particles ("van der Berg", "de la Cruz",
 * "bin Khalid", "al-Rashid"), double-barrelled family names, initials ("J. R. Smith") and, now and
 * then, diacritics left out as people type them ("Jose Garcia").
 */
import { allFakers } from '@faker-js/faker';
import type { Random } from '../../data-gen/random.js';

export interface Culture {
  name: string;
  locale?: string;
  order: string;
  particles?: string[];
  first?: string[];
  last?: string[];
  testOnly?: boolean;
}

export interface Name {
  given: string;
  family: string;
  full: string;
}

const LETTER_PARTICLE = /-$/;

export function nameOf(r: Random, c: Culture): Name {
  let given = givenName(r, c);
  let family = familyName(r, c);
  if (c.particles && r.chance(0.35)) family = withParticle(r, c, family);
  else if (c.order === 'given' && r.chance(0.08)) family = `${family}-${familyName(r, c)}`;
  const familyFirst = c.order === 'family' && r.chance(0.75);
  let full = familyFirst ? `${family} ${given}` : `${given} ${family}`;
  if (!familyFirst && r.chance(0.1)) full = `${initials(r, given)} ${family}`;
  if (r.chance(0.08)) [given, family, full] = [given, family, full].map(withoutMarks) as [string, string, string];
  return { given, family, full };
}

function givenName(r: Random, c: Culture): string {
  if (c.first) return r.pick(c.first);
  return clean(faker(r, c).person.firstName());
}

function familyName(r: Random, c: Culture): string {
  if (c.last) return r.pick(c.last);
  return clean(faker(r, c).person.lastName());
}

function faker(r: Random, c: Culture) {
  const f = allFakers[c.locale as keyof typeof allFakers];
  f.seed(r.int(0, 2 ** 31));
  return f;
}

/** Some locales' lists hold a double family name ("Trujillo Tórrez") or a particle already: kept as written. */
function clean(name: string): string {
  return name.trim();
}

/** "bin Khalid al-Rashid", "al-Rashid", "van der Berg", "de la Cruz". */
function withParticle(r: Random, c: Culture, family: string): string {
  const particle = r.pick(c.particles!);
  if (LETTER_PARTICLE.test(particle)) return `${particle}${family}`;
  if (particle === 'bin' || particle === 'binti' || particle === 'bint' || particle === 'ibn') {
    const father = givenName(r, c);
    return r.chance(0.5) && c.particles!.includes('al-') ? `${particle} ${father} al-${family}` : `${particle} ${father}`;
  }
  return `${particle} ${family}`;
}

/** "J. R.", "J.R." or "J." for a given name. */
function initials(r: Random, given: string): string {
  const a = given[0]!.toUpperCase();
  const b = String.fromCharCode(65 + r.int(0, 25));
  return r.pick([`${a}.`, `${a}. ${b}.`, `${a}.${b}.`, `${a}`]);
}

function withoutMarks(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
