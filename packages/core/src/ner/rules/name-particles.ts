/**
 * Name particles join a name. Lower-case particles ("van der", "de la", "von", "dos", "bin", "binti")
 * stand inside a family name, so a PERSON span goes on over them to the capitalised word after
 * ("Jari zu Dohring", "Razak binti Kamal", where the tagger found two names) and back over them to a
 * title ("Dr von Ihly": the title stays out) or a known given name ("Jan van Gogh"), and before a
 * patronymic ("bin", "binti", "ap": son or daughter of) to any capitalised word ("Amirul binti Osman"). An Arabic family
 * name joined to its article ("al-Rashid", "el-Masri") right after a name is part of it.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { PLACE_FLAGS, TITLES, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const LISTS = WORDS['name-particles'];
const PARTICLES = wordSet(LISTS.particles);
const INNER_PARTICLES = wordSet(LISTS.innerParticles);
const PATRONYMICS = wordSet(LISTS.patronymics);
const ARTICLES = LISTS.articlePrefixes;
const MAX_PARTICLES = 3;
const SPACE = 0x20;
const DOT = 0x2e;

export function joinParticles(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type !== 'PERSON') continue;
    const first = backOverParticles(text, f, s.first);
    const last = onOverParticles(text, f, s.last);
    if (first === s.first && last === s.last) continue;
    out ??= [...spans];
    out[k] = { ...s, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${s.reason}+particle` };
  }
  return out ? merged(out) : spans;
}

/** The capitalised word after up to three particles, or an article-joined name, else `last`. */
function onOverParticles(text: string, f: TokenFacts, last: number): number {
  let j = last + 1;
  if (spaced(text, f, j) && articleName(text, f, j)) return j;
  let n = 0;
  while (n < MAX_PARTICLES && spaced(text, f, j) && isParticle(f, j, n)) (j++, n++);
  return n > 0 && spaced(text, f, j) && isCapitalised(f, j) ? j : last;
}

/** The first particle before `first` when a title or a known given name stands before the particles. */
function backOverParticles(text: string, f: TokenFacts, first: number): number {
  let p = first - 1;
  let n = 0;
  while (n < MAX_PARTICLES && p >= 0 && spaced(text, f, p + 1) && f.casing[p] === CASING.lower && (PARTICLES.has(f.lower[p]!) || INNER_PARTICLES.has(f.lower[p]!))) (p--, n++);
  // The run must open with a particle proper ("de la Cruz", not "la Cruz").
  while (n > 0 && !PARTICLES.has(f.lower[p + 1]!)) (p++, n--);
  if (n === 0 || p < 0 || !spaced(text, f, p + 1)) return first;
  if (TITLES.has(f.lower[p]!) || (p > 0 && isDot(text, f, p) && TITLES.has(f.lower[p - 1]!))) return p + 1;
  return isGivenName(f, p) || beforePatronymic(f, p) ? p : first;
}

/**
 * "Amirul binti Osman", "Rhys ap Gruffydd": a patronymic particle ("son of", "daughter of") follows
 * the person's own given name, so a capitalised word before it that is no English word or place is
 * that name, listed or not ("the Recycle bin" is not).
 */
function beforePatronymic(f: TokenFacts, p: number): boolean {
  return PATRONYMICS.has(f.lower[p + 1]!) && f.casing[p] === CASING.initCap && !TITLES.has(f.lower[p]!) && (f.gazetteer.single[p]! & PLACE_FLAGS) === 0 && f.gazetteer.commonBand[p] === 0;
}

function isDot(text: string, f: TokenFacts, i: number): boolean {
  return f.tokens.ends[i]! - f.tokens.starts[i]! === 1 && text.charCodeAt(f.tokens.starts[i]!) === DOT;
}

function isParticle(f: TokenFacts, i: number, n: number): boolean {
  if (f.casing[i] !== CASING.lower) return false;
  return PARTICLES.has(f.lower[i]!) || (n > 0 && INNER_PARTICLES.has(f.lower[i]!));
}

/** "al-Rashid": an article, a hyphen and a capital. */
function articleName(text: string, f: TokenFacts, i: number): boolean {
  const start = f.tokens.starts[i]!;
  for (const a of ARTICLES) {
    if (text.startsWith(a, start) && start + a.length < f.tokens.ends[i]!) {
      const c = text[start + a.length]!;
      return c !== c.toLowerCase();
    }
  }
  return false;
}

function isGivenName(f: TokenFacts, i: number): boolean {
  const g = f.gazetteer.single[i]!;
  return f.casing[i] === CASING.initCap && (g & GAZ.first) !== 0 && (g & PLACE_FLAGS) === 0 && !TITLES.has(f.lower[i]!);
}

function isCapitalised(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.initCap || f.casing[i] === CASING.allCaps;
}

/** Token `i` exists and one space parts it from the token before, on the same line. */
function spaced(text: string, f: TokenFacts, i: number): boolean {
  if (i <= 0 || i >= f.tokens.count || f.tokens.lineStart[i]) return false;
  const gap = f.tokens.starts[i]! - f.tokens.ends[i - 1]!;
  return gap === 1 && text.charCodeAt(f.tokens.ends[i - 1]!) === SPACE;
}

/** Drops spans that a joined span now holds ("Kamal" of "Razak binti Kamal"). */
function merged(spans: TokenSpan[]): TokenSpan[] {
  return spans.filter((s, k) => !spans.some((o, m) => m !== k && o.type === 'PERSON' && o.reason.endsWith('+particle') && holds(o, s) && (!holds(s, o) || m < k)));
}

function holds(o: TokenSpan, s: TokenSpan): boolean {
  return o.first <= s.first && s.last <= o.last;
}
