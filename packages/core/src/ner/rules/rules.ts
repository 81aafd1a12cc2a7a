import { capitalFamilyNames } from './capital-family-names.js';
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { dropOrganisations, emailNames, listNames, titledNames, withGivenNameBefore, withNamePrefix, withRegnalNumber } from './name-evidence.js';
import { ageAppositionNames, givenNamePairs, roleNounNames, signatureNames, splitAtBreaks, withoutTrailingWeekday } from './name-context.js';
import { addressedNames } from './address-names.js';
import { labelledNames } from './labelled-names.js';
import { famousNames } from './famous-names.js';
import { coordinatedNames } from './coordinated-names.js';
import { coordinatedTypes } from './coordinated-types.js';
import { nicknameNames } from './nicknames.js';
import { lowerCaseCuts } from './lower-case-cuts.js';
import { placeShapedNames } from './place-shapes.js';
import { closingPlaces, listedPlaces } from './listed-places.js';
import { uncasedPlaces } from './uncased-places.js';
import { placeCues } from './place-cues.js';
import { placeLists } from './place-lists.js';
import { datelinePlaces } from './datelines.js';
import { labelledPlaces } from './labelled-places.js';
import { wholePlacePhrases } from './place-phrases.js';
import { placeNamedPeople } from './place-named-people.js';
import { placesBeforeNouns } from './places-before-nouns.js';
import { pronounNames } from './pronoun-names.js';
import { predicateNames } from './predicate-names.js';
import { explainNameOrPlace } from './name-or-place.js';
import { dropPlaceLookalikes } from './place-evidence.js';
import { dropCodes } from './codes.js';
import { dropNameLookalikes } from './name-lookalikes.js';
import { dropFieldValues, keyedNames } from './field-values.js';
import { dropForeignWords } from './foreign-words.js';
import { dropWordNames } from './word-names.js';
import { dropProductNames } from './product-names.js';
import { dropPlaceNamedFoods } from './place-named-foods.js';
import { routePlaces } from './route-places.js';
import { dropEponyms } from './eponyms.js';
import { joinParticles } from './name-particles.js';
import { familyFirstNames } from './family-first.js';
import { cutAtReportingVerbs } from './reporting-verbs.js';
import { joinInitials } from './initials.js';
import { cutAfterSalutations } from './salutations.js';
import { lowerCaseNames } from './lower-case-names.js';
import { dropDoubledNames } from './doubled-names.js';
import { afterPlacePreposition, coverage, CREDENTIALS, HONORIFIC_WORDS, PLACE_FLAGS, POSSESSIVE_MARKS, RANKS, TITLES, type RuleSpan, type TokenSpan } from './rule-words.js';
import { GAZ } from '../tokens/gazetteer.js';
import { HashSet } from '../tokens/hash-index.js';
import type { TaggedSpan } from '../model/tagger.js';

export type { RuleSpan } from './rule-words.js';

// Score of a span that only document consistency found: below the tagger's confident spans.
const CONSISTENCY_SCORE = 0.7;
const MIN_PROPAGATED_LENGTH = 3;

/**
 * Post-steps over the tagger's spans, in order:
 * 1. cut spans at a wide gap (two spaces or a tab: columns of a form, never inside a name),
 *    at brackets, colons and bars, and PERSON spans at a comma after a whole name or with a
 *    space before it (two names of a list);
 *    and PERSON spans at a lower-case verb of saying ("emma said athalie") and after a greeting at its
 *    comma ("Dear Maryam, Ann Ahmed will join");
 * 2. trim titles, credentials, possessives, punctuation and a trailing weekday at the edges of spans;
 * 3. document consistency: a word that was part of a multi-word PERSON name is
 *    PERSON wherever else it appears capitalised in the same text;
 * 3a. capitalised words after a title are a name ("Mr Smith", "Cardinal Wolsey"), and so are
 *     those after a role noun ("broker Khurshid Alam"), before an age ("Valery Ivankov , 41 ,")
 *     and a known given name before a word that is no English word ("Howard Wolpe"); a person
 *     label's short value of name-like words is a name in any case ("name: ayşe yılmaz");
 *     in a line all in lower case a word the lists know only as a given name is a name ("ask tao if");
 *     regnal numbers join the name ("Charles VI"), capitals, a comma and a given name closing a field
 *     are one name ("FONTAINE, Baptiste"), and so do name particles ("Jari zu Dohring",
 *     "Razak binti Kamal", "Dr von Ihly", "Omar al-Rashid") and initials ("J.M. Lesch", "C Feld");
 *     a listed Chinese, Japanese or Korean family name before a word that is no English word is a
 *     name, family name first ("Tanaka Yui"); company words are neither names nor places
 *     ("Pirelli" of "Pirelli SpA", "Greenfield" of "Greenfield Pharmacy"), and neither are unlisted
 *     common words opening a sentence ("Hospital course …") or codes before a number ("NDC 25855-…");
 *     chat words are no names ("Bruh", "Aaawww", the "xD" of "Jimmy xD"), nor are lone sentence
 *     openers among the commonest words ("So inspiring") or lower-case common words ("fidget spinner");
 * 4. lists: a lone capitalised item of a comma list of names is a name too;
 * 5. e-mail local parts that spell a name ("maria.garcia@") confirm that name in the text;
 * 6. brands and products named like people are not people ("Jack Daniel's", "hey Siri"), last, so
 *    no step adds them back ("Ben & Jerry's" reads as two joined names); so are medical eponyms
 *    ("Crohn's disease", "Hodgkin lymphoma", "FHx of Alzheimer's"), and a name joined by "&" to
 *    the same name is a firm ("Johnson & Johnson");
 * 6a. a news dateline's capitals are a place ("BERLIN (Reuters) -"), and so is a listed place
 *     filling the value of a place label ("City: port louis"); a span over part of a listed place
 *     phrase takes in the rest ("south africa", "Port Moresby"); a given name and a place-named
 *     family name are a person ("Pontus Berlin"); a listed place before a place noun is a place
 *     ("the Stockholm office"); a listed place in a script without case is a place ("日本", "ኢትዮጵያ"),
 *     and so is one after a verb of going and "to"/"from" ("fly to Palermo"), before a bracketed
 *     country ("İzmir (Türkiye)") or as a place key's value (city="Graz"); "Tel." is a phone label;
 * 7. words that are both names and places say which reading won and why.
 */
export function applyRules(text: string, facts: TokenFacts, spans: readonly TaggedSpan[], steps: readonly NamedStep[] = RULE_STEPS): RuleSpan[] {
  const context: RuleContext = { text, facts };
  let current = shapedSpans(text, facts, spans);
  for (const { step } of steps) current = step(context, current);
  return current
    .map((s) => explainNameOrPlace(facts, s))
    .sort((a, b) => a.start - b.start)
    .map(({ type, start, end, score, reason }) => ({ type, start, end, score, reason }));
}

/** What every rule step reads besides the spans. */
interface RuleContext {
  readonly text: string;
  readonly facts: TokenFacts;
}

/** One rule step: the spans so far in, the spans after it out. */
type RuleStep = (context: RuleContext, spans: TokenSpan[]) => TokenSpan[];

export interface NamedStep {
  readonly name: string;
  readonly step: RuleStep;
}

/**
 * The rule steps after the tagger's spans are cut and trimmed, run in this
 * order (the numbered list above says why each is true). A new rule is one
 * file and one line here.
 */
const RULE_STEPS: readonly NamedStep[] = [
  { name: 'lower-case cuts', step: ({ facts }, spans) => lowerCaseCuts(facts, spans) },
  { name: 'reporting verbs', step: ({ facts }, spans) => cutAtReportingVerbs(facts, spans) },
  { name: 'salutations', step: ({ text, facts }, spans) => cutAfterSalutations(text, facts, spans) },
  { name: 'titled names', step: ({ text, facts }, spans) => titledNames(text, facts, spans) },
  { name: 'role nouns', step: ({ text, facts }, spans) => roleNounNames(text, facts, spans) },
  { name: 'age appositions', step: ({ text, facts }, spans) => ageAppositionNames(text, facts, spans) },
  { name: 'given-name pairs', step: ({ facts }, spans) => givenNamePairs(facts, spans) },
  { name: 'signatures', step: ({ text, facts }, spans) => signatureNames(text, facts, spans) },
  { name: 'labelled names', step: ({ facts }, spans) => labelledNames(facts, spans) },
  { name: 'keyed names', step: ({ text, facts }, spans) => keyedNames(text, facts, spans) },
  { name: 'addressed names', step: ({ text, facts }, spans) => addressedNames(text, facts, spans) },
  { name: 'famous names', step: ({ facts }, spans) => famousNames(facts, spans) },
  { name: 'name extensions', step: ({ text, facts }, spans) => spans.map((s) => withNamePrefix(text, facts, withRegnalNumber(facts, withGivenNameBefore(facts, s)))) },
  { name: 'family name first', step: ({ facts }, spans) => familyFirstNames(facts, spans) },
  { name: 'name particles', step: ({ text, facts }, spans) => joinParticles(text, facts, spans) },
  { name: 'initials', step: ({ text, facts }, spans) => joinInitials(text, facts, spans) },
  { name: 'capital family names', step: ({ text, facts }, spans) => capitalFamilyNames(text, facts, spans) },
  { name: 'lower-case names', step: ({ facts }, spans) => lowerCaseNames(facts, spans) },
  { name: 'organisations', step: ({ facts }, spans) => dropOrganisations(facts, spans) },
  { name: 'place look-alikes', step: ({ facts }, spans) => dropPlaceLookalikes(facts, spans) },
  { name: 'codes', step: ({ text, facts }, spans) => dropCodes(text, facts, spans) },
  { name: 'name look-alikes', step: ({ text, facts }, spans) => dropNameLookalikes(text, facts, spans) },
  { name: 'words used as words', step: ({ facts }, spans) => dropWordNames(facts, spans) },
  { name: 'foreign words', step: ({ facts }, spans) => dropForeignWords(facts, spans) },
  { name: 'document consistency', step: ({ facts }, spans) => propagateNames(facts, spans) },
  { name: 'nicknames', step: ({ text, facts }, spans) => nicknameNames(text, facts, spans) },
  { name: 'joined names', step: ({ text, facts }, spans) => coordinatedNames(text, facts, spans) },
  { name: 'place-shaped words', step: ({ text, facts }, spans) => placeShapedNames(text, facts, spans) },
  { name: 'datelines', step: ({ facts }, spans) => datelinePlaces(facts, spans) },
  { name: 'place-named people', step: ({ facts }, spans) => placeNamedPeople(facts, spans) },
  { name: 'whole place names', step: ({ facts }, spans) => wholePlacePhrases(facts, spans) },
  { name: 'labelled places', step: ({ facts }, spans) => labelledPlaces(facts, spans) },
  { name: 'places before place nouns', step: ({ facts }, spans) => placesBeforeNouns(facts, spans) },
  { name: 'listed places', step: ({ facts }, spans) => listedPlaces(facts, spans) },
  { name: 'uncased-script places', step: ({ facts }, spans) => uncasedPlaces(facts, spans) },
  { name: 'place lists', step: ({ facts }, spans) => placeLists(facts, spans) },
  { name: 'closing places', step: ({ facts }, spans) => closingPlaces(facts, spans) },
  { name: 'one type per conjunction', step: ({ facts }, spans) => coordinatedTypes(facts, spans) },
  { name: 'pronouns', step: ({ facts }, spans) => pronounNames(facts, spans) },
  { name: 'place cues', step: ({ facts }, spans) => placeCues(facts, spans) },
  { name: 'route places', step: ({ facts }, spans) => routePlaces(facts, spans) },
  { name: 'said to be a person', step: ({ facts }, spans) => predicateNames(facts, spans) },
  { name: 'lists', step: ({ text, facts }, spans) => listNames(text, facts, spans) },
  { name: 'e-mail names', step: ({ text, facts }, spans) => emailNames(text, facts, spans) },
  { name: 'product names', step: ({ facts }, spans) => dropProductNames(facts, spans) },
  { name: 'place-named foods', step: ({ facts }, spans) => dropPlaceNamedFoods(facts, spans) },
  { name: 'record values', step: ({ text, facts }, spans) => dropFieldValues(text, facts, spans) },
  { name: 'eponyms', step: ({ text, facts }, spans) => dropEponyms(text, facts, spans) },
  { name: 'doubled names', step: ({ text, facts }, spans) => dropDoubledNames(text, facts, spans) },
];

/** The names of the rule steps, in order. */
export const RULE_STEP_NAMES: readonly string[] = RULE_STEPS.map((s) => s.name);

/** The rule steps without the named ones, for measuring what each step does (ablation); unknown names throw. */
export function ruleStepsWithout(skip: ReadonlySet<string>): readonly NamedStep[] {
  for (const name of skip) if (!RULE_STEP_NAMES.includes(name)) throw new Error(`no rule step named "${name}"`);
  return RULE_STEPS.filter((s) => !skip.has(s.name));
}

/** The tagger's spans cut at breaks and gaps, with titles, credentials, punctuation and weekdays trimmed off. */
function shapedSpans(text: string, facts: TokenFacts, spans: readonly TaggedSpan[]): TokenSpan[] {
  const shaped: TokenSpan[] = [];
  for (const s of spans) {
    for (const part of splitAtBreaks(text, facts, modelSpan(s))) {
      const kept = trimEdges(facts, withoutTrailingWeekday(facts, cutAtGap(text, facts, part)));
      if (kept) shaped.push(kept);
    }
  }
  return shaped;
}

/** The tagger's span as a rule span; built field by field, as spreading it takes V8's slow generic clone. */
function modelSpan(s: TaggedSpan): TokenSpan {
  return { type: s.type, first: s.first, last: s.last, start: s.start, end: s.end, score: s.score, reason: 'model' };
}

const TAB = 0x09;

/** Keeps the part of a span before the first gap of two or more spaces or a tab. */
export function cutAtGap(text: string, f: TokenFacts, span: TokenSpan): TokenSpan {
  for (let i = span.first + 1; i <= span.last; i++) {
    const gapStart = f.tokens.ends[i - 1]!;
    const gapLength = f.tokens.starts[i]! - gapStart;
    if (gapLength >= 2 || (gapLength === 1 && text.charCodeAt(gapStart) === TAB)) {
      return { ...span, last: i - 1, end: f.tokens.ends[i - 1]!, reason: `${span.reason}+cut` };
    }
  }
  return span;
}

/** Drops titles, credentials, possessive "'s" and loose punctuation at a span's edges. */
export function trimEdges(f: TokenFacts, span: TokenSpan): TokenSpan | null {
  let { first, last } = span;
  const person = span.type === 'PERSON';
  while (first < last && ((person && isLeadingTitle(f, first, last)) || f.casing[first] === CASING.punct)) first++;
  for (;;) {
    const w = f.lower[last]!;
    const credential = person && CREDENTIALS.has(w) && f.casing[last] !== CASING.initCap && last > first;
    if (last > first && (credential || POSSESSIVE_MARKS.has(w) || f.casing[last] === CASING.punct)) last--;
    else break;
  }
  // A lone rank can be a surname ("King said"); a lone honorific or credential is not a name.
  if (person && (HONORIFIC_WORDS.has(f.lower[last]!) || CREDENTIALS.has(f.lower[last]!)) && first === last) return null;
  if (first === span.first && last === span.last) return span;
  return { ...span, first, last, start: f.tokens.starts[first]!, end: f.tokens.ends[last]!, reason: `${span.reason}+trim` };
}

/** A title at the start of a PERSON span; a rank that is also a given name stays before a lone surname. */
function isLeadingTitle(f: TokenFacts, first: number, last: number): boolean {
  const w = f.lower[first]!;
  if (!TITLES.has(w)) return false;
  return !(RANKS.has(w) && f.gazetteer.single[first]! & GAZ.first && last === first + 1);
}

/**
 * Finds further mentions of names the tagger found as parts of full names.
 * A mention is a run of capitalised words all of which are such name words,
 * so "Johnson" in "Johnson Controls" is left alone.
 */
function propagateNames(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const names = nameWords(f, spans);
  if (names.size === 0) return spans;
  const covered = coverage(f, spans);
  const out = asConsistentNames(f, names, spans);
  for (let i = 0; i < f.tokens.count; i++) {
    if (covered[i] || !isCapitalised(f, i)) continue;
    let last = i;
    // On an all-caps line (a headline) capitalised runs say nothing; each word stands alone.
    while (!f.capsLine[i] && last + 1 < f.tokens.count && !f.tokens.lineStart[last + 1] && !covered[last + 1] && isCapitalised(f, last + 1)) last++;
    if (allNames(f, names, i, last) && !(i === last && placeInContext(f, i))) {
      out.push({ type: 'PERSON', first: i, last, start: f.tokens.starts[i]!, end: f.tokens.ends[last]!, score: CONSISTENCY_SCORE, reason: 'consistency' });
    }
    i = last;
  }
  return out;
}

/**
 * One-word LOCATION spans of a name word, not after a place preposition, as PERSON. Its own
 * function: a closure over `f` and `names` in propagateNames would make its token loop read them
 * from a context object.
 */
function asConsistentNames(f: TokenFacts, names: HashSet, spans: readonly TokenSpan[]): TokenSpan[] {
  return spans.map((s) => (s.type === 'LOCATION' && s.first === s.last && names.has(f.lower[s.first]!) && !placeInContext(f, s.first) ? { ...s, type: 'PERSON' as const, reason: 'consistency' } : s));
}

/** A word the gazetteer knows as a place, right after "in", "from", "to"…: the place reading stands. */
function placeInContext(f: TokenFacts, i: number): boolean {
  return (f.gazetteer.single[i]! & PLACE_FLAGS) !== 0 && afterPlacePreposition(f, i);
}

/**
 * Words of multi-word PERSON spans that the tagger did not call a place more
 * often. A full name is the stronger evidence, so it counts twice; a lone
 * LOCATION only counts against it with a place cue (a preposition, or more
 * words: "Washington" alone after "said" is weak, "in Washington" is not).
 */
function nameWords(f: TokenFacts, spans: readonly TokenSpan[]): HashSet {
  // Per word number: a Map keyed by 32-bit hashes would store most keys as heap numbers.
  const votes = new Int32Array(f.words.count);
  const { ids } = f.words;
  for (const s of spans) {
    const multiWord = s.last > s.first;
    const placeCue = multiWord || afterPlacePreposition(f, s.first);
    for (let i = s.first; i <= s.last; i++) {
      if (s.type === 'LOCATION' && placeCue) votes[ids[i]!]!--;
      else if (multiWord && isNameWord(f, i)) votes[ids[i]!]! += 2;
    }
  }
  const names = new HashSet();
  for (let id = 0; id < votes.length; id++) if (votes[id]! > 0) names.add(f.words.hashes[id]!);
  return names;
}

function allNames(f: TokenFacts, names: HashSet, first: number, last: number): boolean {
  for (let i = first; i <= last; i++) {
    // A word also written in lower case in this text is a common word there ("Will", "Grant").
    if (!names.has(f.lower[i]!) || !isNameWord(f, i) || f.docUse[i]! & 2) return false;
  }
  return true;
}

function isCapitalised(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  return c === CASING.initCap || c === CASING.allCaps;
}

function isNameWord(f: TokenFacts, i: number): boolean {
  const c = f.casing[i]!;
  const length = f.tokens.ends[i]! - f.tokens.starts[i]!;
  return (c === CASING.initCap || c === CASING.allCaps) && length >= MIN_PROPAGATED_LENGTH && !HONORIFIC_WORDS.has(f.lower[i]!) && !CREDENTIALS.has(f.lower[i]!);
}

