/**
 * One person of one culture in the forms the probe's frames ask for: full name in the culture's
 * order (family first for East Asian and Hungarian names, three times in four; no space between
 * the parts in Chinese and Korean script), given or family name alone, "G. Family",
 * "FAMILY, Given", and with a title or credential that stays outside the span.
 */
import type { Random } from '../../data-gen/random.js';

export interface Culture {
  name: string;
  order: 'given' | 'family';
  script?: string;
  nospace?: boolean;
  given: string[];
  family: string[];
}

export type Form = 'full' | 'given' | 'family' | 'initial' | 'comma' | 'titled' | 'credentialed';

/** A rendered form: text before the span, the span, text after it. */
export interface Written {
  before: string;
  name: string;
  after: string;
}

export interface Person {
  culture: Culture;
  given: string;
  family: string;
  familyFirst: boolean;
}

export function personOf(r: Random, c: Culture): Person {
  return { culture: c, given: r.pick(c.given), family: r.pick(c.family), familyFirst: c.order === 'family' && r.chance(0.75) };
}

export function fullName(p: Person): string {
  const sep = p.culture.nospace ? '' : ' ';
  return p.familyFirst ? `${p.family}${sep}${p.given}` : `${p.given}${sep}${p.family}`;
}

const latin = (p: Person): boolean => !p.culture.script;

export function write(r: Random, p: Person, form: Form, titles: string[], credentials: string[]): Written {
  const bare = (name: string): Written => ({ before: '', name, after: '' });
  switch (form) {
    case 'given':
      return bare(p.given);
    case 'family':
      return bare(p.family);
    case 'initial':
      return bare(latin(p) && !p.familyFirst ? `${[...p.given][0]}. ${p.family}` : fullName(p));
    case 'comma':
      return bare(latin(p) ? `${p.family.toUpperCase()}, ${p.given}` : fullName(p));
    case 'titled':
      return { before: `${r.pick(titles)} `, name: r.chance(0.5) ? fullName(p) : p.family, after: '' };
    case 'credentialed':
      return { before: '', name: fullName(p), after: r.pick(credentials) };
    default:
      return bare(fullName(p));
  }
}
