/**
 * Values of structured records: a CSV cell, a JSON or YAML value, a SQL
 * string literal, a `key=value` log field. A record's key says what its value
 * is: under "status", "role", "company" or "source" a capitalised value is an
 * enumerated state, a kind or an organisation ("Active", "Pending", "Admin",
 * "Globex"), never a person; and a whole value that is only everyday English
 * words no list holds as a name is such a value too, whatever its key (the
 * SQL tuple `(1, 'Aminu', 'Admin')`). A person key ("owner", "full_name",
 * "contact") keeps its value.
 */
import { classifyLabel, LABEL_CLASS } from '../tokens/field-labels.js';
import LABEL_WORDS from '../tokens/label-words.json' with { type: 'json' };
import type { TokenFacts } from '../tokens/token-facts.js';
import { CASING } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { NAME_FLAGS, owners, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const ORGANISATION_KEYS = new Set(WORDS['field-values'].organisationKeys);
const COLUMN_WORDS = new Set(WORDS['field-values'].columnWords);
const PRODUCT_KEYS = new Set(WORDS['field-values'].productKeys);
const PERSON_NAME_LABELS = new Set(LABEL_WORDS.personNameLabels);
const ORG_NAME_WORDS = wordSet(WORDS['field-values'].orgNameWords);
const ATTRIBUTE_KEYS = new Set([...WORDS['field-values'].attributeKeys, ...ORGANISATION_KEYS]);
const PARTICLES = wordSet(WORDS['lower-case-cuts'].nameParticles);
// A key is an identifier close before its value; farther back is prose, not a record.
const MAX_KEY_LOOKBACK = 48;
const MAX_KEY_WORDS = 4;

/** Drops PERSON spans that fill a record's value whose key, or whose words, say it is no person. */
export function dropFieldValues(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  let columns: Map<number, string> | undefined;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type === 'PERSON' && isAttributeValue(text, f, s, () => (columns ??= sqlColumns(text)))) {
      out ??= spans.slice(0, k);
    } else if (out) out.push(s);
  }
  return out ?? spans;
}

function isAttributeValue(text: string, f: TokenFacts, s: TokenSpan, columns: () => Map<number, string>): boolean {
  if (isColumnName(text, f, s) || inOrganisationField(f, s) || inProductField(f, s)) return true;
  const inField = wholeField(text, f, s);
  let key = inField ?? quotedKey(text, s);
  if (key === '' && inField === undefined) key = columns().get(s.start) ?? '';
  if (key === undefined) return false;
  const facts = keyFacts(key ?? '');
  // A key is a few words; a longer "label" is prose the layout read as a table row.
  if (facts.words > MAX_KEY_WORDS) return false;
  if (facts.words) {
    const labelClass = facts.labelClass;
    if (labelClass === LABEL_CLASS.person) return false;
    // A place key holds places, and a person there is the tagger's mistake only when the value is a plain word.
    if (labelClass === LABEL_CLASS.address || labelClass === LABEL_CLASS.location) return inField === undefined && onlyEverydayWords(f, s);
    if (labelClass === LABEL_CLASS.organisation || ATTRIBUTE_KEYS.has(facts.last)) return true;
  }
  // A comma-separated line of prose can read as a table row ("Pivotal , a Royal Ascot winner"): only a
  // quoted literal or a key=value field is surely a record's value whatever its words.
  return inField === undefined && onlyEverydayWords(f, s);
}

/**
 * A header cell of a table whose header names its columns ("Kontakt,Vorname,Nachname,Firma,Status"):
 * a column's name, not a person. A first row of names ("Maria,Jan,Olga") names no known column and stays;
 * two known column names of one or two words, without digits, must stand near the cell.
 */
function isColumnName(text: string, f: TokenFacts, s: TokenSpan): boolean {
  const field = f.fields.fieldIndex[s.first]!;
  if (field < 0 || field !== f.fields.fieldIndex[s.last]) return false;
  const cell = f.fields.fields[field]!;
  if (cell.labelClass !== LABEL_CLASS.header || !fills(text, cell.start, cell.end, s)) return false;
  let known = 0;
  for (const k of [field - 1, field + 1, field - 2, field + 2]) {
    const other = f.fields.fields[k];
    if (!other || other.labelClass !== LABEL_CLASS.header || !sameLine(text, cell.start, other.start)) continue;
    if (isKnownColumn(text.slice(other.start, other.end)) && ++known >= KNOWN_COLUMNS) return true;
  }
  return false;
}

// Two known column names near a cell make its row a header ("66 Stephen Field , Paul Lawrie" is not one).
const KNOWN_COLUMNS = 2;
const MAX_COLUMN_WORDS = 2;

function isKnownColumn(name: string): boolean {
  const words = keyWords(name);
  if (!words.length || words.length > MAX_COLUMN_WORDS || /\d/.test(name)) return false;
  const last = words[words.length - 1]!;
  return ATTRIBUTE_KEYS.has(last) || COLUMN_WORDS.has(last) || PERSON_NAME_LABELS.has(last);
}

function sameLine(text: string, a: number, b: number): boolean {
  const from = Math.min(a, b);
  const to = Math.max(a, b);
  const newline = text.indexOf('\n', from);
  return newline < 0 || newline >= to;
}

/**
 * Any part of a firm's name under an organisation key is the firm's ("Firma: Stavby s.r.o."); a value
 * that goes on in lower case ("Employer: Acme — supervisor Daniel Jurado") holds more than the name.
 */
function inOrganisationField(f: TokenFacts, s: TokenSpan): boolean {
  const field = f.fields.fieldIndex[s.first]!;
  if (field < 0 || field !== f.fields.fieldIndex[s.last]) return false;
  const words = keyWords(f.fields.fields[field]!.label ?? '');
  if (!words.length || words.length > MAX_KEY_WORDS) return false;
  if (f.fields.labelClass[s.first] !== LABEL_CLASS.organisation && !ORGANISATION_KEYS.has(words[words.length - 1]!)) return false;
  return firmNameOnly(f, field);
}

/** A name inside a value under a key for goods is a product ("Items: Calvin Klein x3 — £60.03"). */
function inProductField(f: TokenFacts, s: TokenSpan): boolean {
  const field = f.fields.fieldIndex[s.first]!;
  if (field < 0 || field !== f.fields.fieldIndex[s.last] || f.fields.labelClass[s.first] === LABEL_CLASS.none) return false;
  const facts = keyFacts(f.fields.fields[field]!.label ?? '');
  return facts.words > 0 && facts.words <= MAX_KEY_WORDS && PRODUCT_KEYS.has(facts.last);
}

function firmNameOnly(f: TokenFacts, field: number): boolean {
  let i = f.tokens.count > 0 ? tokenAt(f, f.fields.fields[field]!.start) : 0;
  for (; i < f.tokens.count && f.fields.fieldIndex[i] === field; i++) {
    const c = f.casing[i]!;
    if (c === CASING.initCap || c === CASING.allCaps || c === CASING.singleUpper || c === CASING.initial || ORG_NAME_WORDS.has(f.lower[i]!)) continue;
    if (c === CASING.punct && f.text.charCodeAt(f.tokens.starts[i]!) !== 0x2c) continue;
    // Dotted company suffixes in lower case: "s.r.o.", "p.l.c.".
    if (f.text.slice(f.tokens.starts[i]!, f.tokens.ends[i]!).includes('.')) continue;
    return false;
  }
  return true;
}

/** The first token starting at or after offset. */
function tokenAt(f: TokenFacts, offset: number): number {
  let lo = 0;
  let hi = f.tokens.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (f.tokens.starts[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The label of the form field or table cell the span fills whole ('' for none), or undefined. */
function wholeField(text: string, f: TokenFacts, s: TokenSpan): string | undefined {
  const field = f.fields.fieldIndex[s.first]!;
  if (field < 0 || field !== f.fields.fieldIndex[s.last]) return undefined;
  const v = f.fields.fields[field]!;
  if (v.labelClass === LABEL_CLASS.none || v.labelClass === LABEL_CLASS.header || !fills(text, v.start, v.end, s)) return undefined;
  return v.label ?? '';
}

/**
 * The key of the quoted literal or `key=value` field the span fills whole, '' for a literal without a
 * key (a SQL tuple's), or undefined when the span is not such a value.
 */
function quotedKey(text: string, s: TokenSpan): string | undefined {
  const before = s.start > 0 ? text.charCodeAt(s.start - 1) : 0;
  const after = s.end < text.length ? text.charCodeAt(s.end) : 0;
  if ((before === QUOTE || before === APOSTROPHE) && after === before) return keyBefore(text, s.start - 1);
  if (before === EQUALS && (after === 0 || after <= SPACE || after === AMPERSAND || after === COMMA || after === SEMICOLON)) return keyBefore(text, s.start);
  return undefined;
}

/** The value [start, end), less spaces and quotes around it, is exactly the span. */
function fills(text: string, start: number, end: number, s: TokenSpan): boolean {
  while (start < end && isPadding(text.charCodeAt(start))) start++;
  while (end > start && isPadding(text.charCodeAt(end - 1))) end--;
  return start === s.start && end === s.end;
}

function isPadding(c: number): boolean {
  return c <= SPACE || c === QUOTE || c === APOSTROPHE;
}

/** `"key": "`, `key: '`, `key='` or `key=` ending at `at`: the key, or '' when none is there. */
function keyBefore(text: string, at: number): string {
  let k = at - 1;
  const floor = Math.max(0, at - MAX_KEY_LOOKBACK);
  while (k >= floor && text.charCodeAt(k) === SPACE) k--;
  const sep = text.charCodeAt(k);
  if (sep !== COLON && sep !== EQUALS) return '';
  k--;
  while (k >= floor && text.charCodeAt(k) === SPACE) k--;
  const quoted = text.charCodeAt(k) === QUOTE || text.charCodeAt(k) === APOSTROPHE;
  if (quoted) k--;
  const end = k + 1;
  while (k >= floor && isKeyChar(text.charCodeAt(k))) k--;
  return text.slice(k + 1, end);
}

function isKeyChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d || c === 0x2e;
}

/** "lead_status" → [lead, status], "jobTitle" → [job, title], "Account Owner" → [account, owner]. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const INSERT_HEAD = /\binsert\s+into\s+[^\s(]+\s*\(([^)]{1,400})\)\s*values\s*/gi;
const MAX_TUPLES = 1000;

/**
 * `INSERT INTO t (a, b, c) VALUES ('x', 'y', 'z'), (…)`: the column of each quoted literal, by the
 * literal's first character. Only texts that say "insert into" are scanned.
 */
export function sqlColumns(text: string): Map<number, string> {
  const out = new Map<number, string>();
  if (!/insert\s+into/i.test(text)) return out;
  INSERT_HEAD.lastIndex = 0;
  for (let m = INSERT_HEAD.exec(text); m; m = INSERT_HEAD.exec(text)) {
    const names = m[1]!.split(',').map((c) => c.trim().replace(/^[`"[]|[`"\]]$/g, ''));
    let k = m.index + m[0].length;
    for (let tuples = 0; tuples < MAX_TUPLES && text.charCodeAt(k) === OPEN_PAREN; tuples++) {
      k = readTuple(text, k + 1, names, out);
      while (k < text.length && (text.charCodeAt(k) <= SPACE || text.charCodeAt(k) === COMMA)) k++;
    }
    INSERT_HEAD.lastIndex = Math.max(INSERT_HEAD.lastIndex, k);
  }
  return out;
}

/** Reads one tuple's values from k (after its opening bracket); returns the index after its closing one. */
function readTuple(text: string, k: number, names: readonly string[], out: Map<number, string>): number {
  let column = 0;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === APOSTROPHE || c === QUOTE) {
      const close = text.indexOf(String.fromCharCode(c), k + 1);
      if (close < 0) return text.length;
      if (column < names.length) out.set(k + 1, names[column]!);
      k = close + 1;
    } else if (c === COMMA) {
      column++;
      k++;
    } else if (c === CLOSE_PAREN || c === 0x0a) {
      return k + 1;
    } else k++;
  }
  return k;
}

/** Every word of the span is an everyday English word that no list holds as a name. */
function onlyEverydayWords(f: TokenFacts, s: TokenSpan): boolean {
  for (let i = s.first; i <= s.last; i++) {
    if ((f.gazetteer.single[i]! & NAME_FLAGS) !== 0 || f.gazetteer.commonBand[i] === 0) return false;
  }
  return true;
}

const SPACE = 0x20;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const AMPERSAND = 0x26;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const COLON = 0x3a;
const EQUALS = 0x3d;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;

// `"key": "value"`, `key: 'value'`, `key='value'`, `key = "value"`: a quoted value after a key.
// A separator before a quoted value; the key is read backwards from it.
const VALUE_OPENING = /[:=][ \t]*["']/g;
const MAX_VALUE_LENGTH = 80;
// A name runs to five words with its particles.
const MAX_KEYED_WORDS = 5;
const KEYED_SCORE = 0.8;

/**
 * Adds a PERSON span over each quoted value of a person key that reads as a name: `"firstName":
 * "Parisa"`, `owner_name = 'Mette Larsen'`, `customer_name="Sipho Nkosi"`. The layout reads
 * `Key: value` lines; these keys sit inside JSON, SQL and log lines it does not split into fields.
 * Only texts with a quote after a colon or an equals sign are scanned.
 */
export function keyedNames(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  const values: [number, number][] = [];
  if (mayHoldKeyedValues(text)) {
    VALUE_OPENING.lastIndex = 0;
    for (let m = VALUE_OPENING.exec(text); m; m = VALUE_OPENING.exec(text)) {
      const start = m.index + m[0].length;
      const end = closingQuote(text, start, text.charCodeAt(start - 1));
      if (end > start && isPersonKey(keyBefore(text, start - 1))) values.push([start, end]);
    }
  }
  for (const [start, column] of sqlColumns(text)) {
    const end = text.indexOf(text[start - 1]!, start);
    if (end > start && isPersonKey(column)) values.push([start, end]);
  }
  let added: TokenSpan[] | null = null;
  let replaced: Set<number> | null = null;
  let owner: Int32Array | null = null;
  for (const [start, end] of values) {
    const run = nameTokens(f, start, end);
    if (!run) continue;
    owner ??= owners(f, spans);
    const overlapping: number[] = [];
    for (let i = run.first; i <= run.last; i++) if (owner[i]! >= 0 && !overlapping.includes(owner[i]!)) overlapping.push(owner[i]!);
    if (overlapping.some((k) => spans[k]!.type !== 'PERSON' || spans[k]!.first < run.first || spans[k]!.last > run.last)) continue;
    if (overlapping.length === 1 && spans[overlapping[0]!]!.first === run.first && spans[overlapping[0]!]!.last === run.last) continue;
    replaced ??= new Set();
    for (const k of overlapping) replaced.add(k);
    const score = Math.max(KEYED_SCORE, ...overlapping.map((k) => spans[k]!.score));
    (added ??= []).push({ type: 'PERSON', first: run.first, last: run.last, start: f.tokens.starts[run.first]!, end: f.tokens.ends[run.last]!, score, reason: 'keyed' });
  }
  if (!added) return spans;
  return [...spans.filter((_, k) => !replaced!.has(k)), ...added];
}

/** The closing quote of a value opened at `start`, on its line and within MAX_VALUE_LENGTH, or -1. */
function closingQuote(text: string, start: number, quote: number): number {
  const limit = Math.min(text.length, start + MAX_VALUE_LENGTH + 1);
  for (let k = start; k < limit; k++) {
    const c = text.charCodeAt(k);
    if (c === quote) return k;
    if (c === 0x0a || c === QUOTE || c === APOSTROPHE) return -1;
  }
  return -1;
}

function mayHoldKeyedValues(text: string): boolean {
  return text.includes('": "') || text.includes('":"') || text.includes("='") || text.includes('="') || text.includes("= '") || text.includes(": '");
}

function isPersonKey(key: string): boolean {
  return keyFacts(key).labelClass === LABEL_CLASS.person;
}

interface KeyFacts {
  words: number;
  last: string;
  labelClass: number;
}

// Keys repeat across a record's lines ("status", "name"); classifying one runs several regular expressions.
const keyCache = new Map<string, KeyFacts>();
const MAX_CACHED_KEYS = 4096;

function keyFacts(key: string): KeyFacts {
  let facts = keyCache.get(key);
  if (!facts) {
    const words = keyWords(key);
    facts = { words: words.length, last: words[words.length - 1] ?? '', labelClass: words.length ? classifyLabel(words.join(' ')) : LABEL_CLASS.none };
    if (keyCache.size >= MAX_CACHED_KEYS) keyCache.clear();
    keyCache.set(key, facts);
  }
  return facts;
}

/** The tokens of [start, end) when they read as a name: words only, each listed as a name or no English word. */
function nameTokens(f: TokenFacts, start: number, end: number): { first: number; last: number } | null {
  const first = tokenAt(f, start);
  let last = first - 1;
  let words = 0;
  let evidence = false;
  for (let i = first; i < f.tokens.count && f.tokens.ends[i]! <= end; i++) {
    last = i;
    const c = f.casing[i]!;
    if (c === CASING.punct && (f.text.charCodeAt(f.tokens.starts[i]!) === 0x2e || f.text.charCodeAt(f.tokens.starts[i]!) === 0x2d)) continue;
    if (c !== CASING.initCap && c !== CASING.allCaps && c !== CASING.lower && c !== CASING.singleUpper && c !== CASING.initial) return null;
    if (++words > MAX_KEYED_WORDS) return null;
    if (PARTICLES.has(f.lower[i]!)) continue;
    // Listed as a name, or no English word ("Parisa"): the key says the rest.
    if ((f.gazetteer.single[i]! & (GAZ.first | GAZ.last)) !== 0 || f.gazetteer.commonBand[i] === 0) evidence = true;
    else return null;
  }
  if (first >= f.tokens.count || f.tokens.starts[first] !== start || last < first || f.tokens.ends[last] !== end) return null;
  return words > 0 && evidence ? { first, last } : null;
}
