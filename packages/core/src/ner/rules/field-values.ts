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
import type { TokenFacts } from '../tokens/token-facts.js';
import { CASING } from '../tokens/token-facts.js';
import { GAZ } from '../tokens/gazetteer.js';
import { NAME_FLAGS, wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const ATTRIBUTE_KEYS = new Set(WORDS['field-values'].attributeKeys);
const PARTICLES = wordSet(WORDS['lower-case-cuts'].nameParticles);
// A key is an identifier close before its value; farther back is prose, not a record.
const MAX_KEY_LOOKBACK = 48;
const MAX_KEY_WORDS = 4;

/** Drops PERSON spans that fill a record's value whose key, or whose words, say it is no person. */
export function dropFieldValues(text: string, f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  let out: TokenSpan[] | null = null;
  for (let k = 0; k < spans.length; k++) {
    const s = spans[k]!;
    if (s.type === 'PERSON' && isAttributeValue(text, f, s)) {
      out ??= spans.slice(0, k);
    } else if (out) out.push(s);
  }
  return out ?? spans;
}

function isAttributeValue(text: string, f: TokenFacts, s: TokenSpan): boolean {
  const inField = wholeField(text, f, s);
  const key = inField ?? quotedKey(text, s);
  if (key === undefined) return false;
  const words = keyWords(key ?? '');
  // A key is a few words; a longer "label" is prose the layout read as a table row.
  if (words.length > MAX_KEY_WORDS) return false;
  if (words.length) {
    const label = words.join(' ');
    const labelClass = classifyLabel(label);
    if (labelClass === LABEL_CLASS.person || labelClass === LABEL_CLASS.address || labelClass === LABEL_CLASS.location) return false;
    if (labelClass === LABEL_CLASS.organisation || ATTRIBUTE_KEYS.has(words[words.length - 1]!)) return true;
  }
  // A comma-separated line of prose can read as a table row ("Pivotal , a Royal Ascot winner"): only a
  // quoted literal or a key=value field is surely a record's value whatever its words.
  return inField === undefined && onlyEverydayWords(f, s);
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

// `"key": "value"`, `key: 'value'`, `key='value'`, `key = "value"`: a quoted value after a key.
const KEYED_VALUE = /["']?([A-Za-z_][\w.-]{0,40})["']?[ \t]*[:=][ \t]*(["'])([^"'\n]{1,80})\2/g;
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
  if (!mayHoldKeyedValues(text)) return spans;
  let added: TokenSpan[] | null = null;
  let replaced: Set<number> | null = null;
  KEYED_VALUE.lastIndex = 0;
  for (let m = KEYED_VALUE.exec(text); m; m = KEYED_VALUE.exec(text)) {
    if (!isPersonKey(m[1]!)) continue;
    const start = m.index + m[0].length - 1 - m[3]!.length;
    const run = nameTokens(f, start, start + m[3]!.length);
    if (!run) continue;
    const overlapping: number[] = [];
    for (let k = 0; k < spans.length; k++) if (spans[k]!.first <= run.last && spans[k]!.last >= run.first) overlapping.push(k);
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

function mayHoldKeyedValues(text: string): boolean {
  return text.includes('": "') || text.includes('":"') || text.includes("='") || text.includes('="') || text.includes("= '") || text.includes(": '");
}

function isPersonKey(key: string): boolean {
  const words = keyWords(key);
  if (!words.length) return false;
  return classifyLabel(words.join(' ')) === LABEL_CLASS.person;
}

/** The tokens of [start, end) when they read as a name: words only, each listed as a name or no English word. */
function nameTokens(f: TokenFacts, start: number, end: number): { first: number; last: number } | null {
  let lo = 0;
  let hi = f.tokens.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (f.tokens.starts[mid]! < start) lo = mid + 1;
    else hi = mid;
  }
  const first = lo;
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
    if ((f.gazetteer.single[i]! & (GAZ.first | GAZ.last)) !== 0) evidence = true;
    else if (f.gazetteer.commonBand[i] !== 0) return null;
  }
  if (first >= f.tokens.count || f.tokens.starts[first] !== start || last < first || f.tokens.ends[last] !== end) return null;
  return words > 0 && evidence ? { first, last } : null;
}
