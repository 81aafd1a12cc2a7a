import type { EntityStructure, RegionType } from '../types.js';

export type FormatType = 'plain' | 'key_value' | 'table' | 'list' | 'mixed';

/** A table cell or key-value pair on a line, with offsets into the whole text. */
export interface Field {
  start: number;
  end: number;
  /** Column header (tables) or key (key-value), else null. */
  label: string | null;
}

export interface Line {
  /** 1-based. */
  number: number;
  start: number;
  /** Exclusive, before the line break. */
  end: number;
  region: RegionType;
  /** Cells of a table row, or the value parts of key-value pairs on the line. */
  fields: readonly Field[];
}

export interface TextLayout {
  readonly lines: readonly Line[];
  readonly formatType: FormatType;
  /** The line holding `offset` (the last line for offsets at the very end). */
  lineAt(offset: number): Line;
  /** The `structure` object of an entity starting at `offset`. */
  structureAt(offset: number): EntityStructure;
  /**
   * The label of the field holding `[start, end)` when it describes that span:
   * only when the rest of the field's value is not prose (at most two words
   * in lower case). Free text after a label is prose, and the label says
   * nothing about a phone number or a place inside it; codes and ids listed
   * after a label ("Serial: 41…-A; S/N 21…") are still its values.
   */
  describingLabel(text: string, start: number, end: number): string | null;
}

const LIST_MARKER = /^[ \t]*(?:[-*•·▪◦‣+]|\d{1,3}[.)]|[a-zA-Z][.)])[ \t]+/;
const BULLETS = new Set(Array.from('-*•·▪◦‣+', (c) => c.charCodeAt(0)));

/** What LIST_MARKER needs after the line's blanks: a bullet, a digit, or a letter and "." or ")". Most lines fail it at once. */
function mayOpenList(line: string): boolean {
  let k = 0;
  while (k < line.length && (line.charCodeAt(k) === 0x20 || line.charCodeAt(k) === 0x09)) k++;
  const c = line.charCodeAt(k);
  if (BULLETS.has(c) || (c >= 0x30 && c <= 0x39)) return true;
  const next = line.charCodeAt(k + 1);
  return ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) && (next === 0x2e || next === 0x29);
}
// "Label: value" where the label is one to five short words. "http://" is not a label. A label starts
// a line, follows "|" or ";" (and maybe spaces) or two spaces: labelMayStartAt finds those places, and
// this is tried only there (the same matches as a search with those conditions as look-behinds, without
// trying them at every character of the line). Labels of other languages have their letters ("País:", "Województwo:").
const LABEL_AT = /(\p{L}[\p{L}\p{M}0-9 .#/&()'-]{0,40}?)[ \t]*:(?!\/\/)[ \t]*/uy;
const MAX_LABEL_WORDS = 5;
const TABLE_SEPARATOR_ROW = /^[\s|:+-]+$/;

/**
 * Splits the text into lines and tells for each one whether it is part of a
 * table, a list, a key-value block or a paragraph.
 * @example analyzeLayout('Name: Ann\nPhone: 555').formatType // 'key_value'
 */
export function analyzeLayout(text: string): TextLayout {
  const raw = splitLines(text);
  const tableRows = findTableRows(text, raw);
  const lines: Line[] = raw.map((span, i) => {
    const table = tableRows.get(i);
    if (table) return { number: i + 1, start: span.start, end: span.end, region: 'table', fields: table };
    const lineText = text.slice(span.start, span.end);
    const listed = mayOpenList(lineText) && LIST_MARKER.test(lineText);
    const pairs = keyValueFields(lineText, span.start, listed);
    const region: RegionType = listed ? 'list' : pairs.length > 0 && pairs[0]!.startsLine ? 'key_value' : 'paragraph';
    return { number: i + 1, start: span.start, end: span.end, region, fields: pairs.map(({ start, end, label }) => ({ start, end, label })) };
  });
  return makeLayout(lines, text);
}

function makeLayout(lines: Line[], text: string): TextLayout {
  const starts = lines.map((l) => l.start);
  const lineAt = (offset: number): Line => lines[lineIndexAt(starts, offset)]!;
  return {
    lines,
    formatType: formatTypeOf(lines, text),
    lineAt,
    structureAt(offset) {
      const line = lineAt(offset);
      const field = fieldAt(line, offset);
      const label = field?.label ?? precedingLabel(line, offset);
      return { region_type: line.region, label, line: line.number };
    },
    describingLabel(text, start, end) {
      const line = lineAt(start);
      const field = fieldAt(line, start);
      if (!field) return precedingLabel(line, start);
      const prose = proseWordsIn(text, field.start, start, MAX_OTHER_PROSE_WORDS) + proseWordsIn(text, end, Math.max(end, field.end), MAX_OTHER_PROSE_WORDS);
      return prose <= MAX_OTHER_PROSE_WORDS ? field.label : null;
    },
  };
}

const MAX_OTHER_PROSE_WORDS = 2;

function fieldAt(line: Line, offset: number): Field | undefined {
  return line.fields.find((f) => offset >= f.start && offset < Math.max(f.end, f.start + 1));
}

/**
 * Words of prose in text[from, to): with a lower-case letter and no digit ("Call", "me"; not "S/N",
 * "IMEI" or "4155550134-A"). Counting stops past `enough`: a long field is read only as far as it decides.
 */
function proseWordsIn(text: string, from: number, to: number, enough: number): number {
  let count = 0;
  WORD.lastIndex = from;
  for (let m = WORD.exec(text); m && m.index < to && count <= enough; m = WORD.exec(text)) {
    const word = m.index + m[0].length > to ? m[0].slice(0, to - m.index) : m[0];
    if (LOWER_CASE_LETTER.test(word) && !ASCII_DIGIT.test(word)) count++;
  }
  return count;
}

const WORD = /\S+/g;
const LOWER_CASE_LETTER = /\p{Ll}/u;
const ASCII_DIGIT = /\d/;

function precedingLabel(line: Line, offset: number): string | null {
  if (line.region === 'table') return null;
  let label: string | null = null;
  for (const f of line.fields) if (f.start <= offset) label = f.label;
  return label;
}

function splitLines(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  // indexOf finds line feeds natively; texts without a carriage return (most) need nothing else.
  if (!text.includes('\r')) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', start)) {
      out.push({ start, end: i });
      start = i + 1;
    }
    out.push({ start, end: text.length });
    return out;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      out.push({ start, end: i });
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  out.push({ start, end: text.length });
  return out;
}

function lineIndexAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

interface Pair extends Field {
  startsLine: boolean;
}

/** `listed`: the line opens with a LIST_MARKER, which is blanked out before labels are looked for. */
function keyValueFields(lineText: string, base: number, listed: boolean): Pair[] {
  const pairs: Pair[] = [];
  if (!lineText.includes(':')) return pairs;
  const body = listed ? lineText.replace(LIST_MARKER, (m) => ' '.repeat(m.length)) : lineText;
  // A label runs up to the first colon after it, so only the run of label characters before each colon can hold one.
  let from = 0;
  for (let colon = body.indexOf(':'); colon !== -1; colon = body.indexOf(':', Math.max(from, colon + 1))) {
    let at = colon;
    while (at > from && mayStandInLabel(body.charCodeAt(at - 1))) at--;
    for (; at < colon; at++) {
      if (!isLabelLetter(body.charCodeAt(at)) || !labelMayStartAt(body, at)) continue;
      LABEL_AT.lastIndex = at;
      const m = LABEL_AT.exec(body);
      if (!m) continue;
      // The search goes on after the match, as a global search would.
      from = at + m[0].length;
      const label = m[1]!.trim();
      // LABEL_AT's label starts with a letter, so only its length in words is left to check.
      if (spaceSeparatedWords(label) <= MAX_LABEL_WORDS) {
        if (pairs.length > 0) pairs[pairs.length - 1]!.end = base + at;
        pairs.push({ start: base + from, end: base + lineText.length, label, startsLine: body.slice(0, at).trim() === '' });
      }
      break;
    }
  }
  return pairs;
}

/** What LABEL_AT may read between a label's start and its colon: the label's characters, spaces and tabs. */
function mayStandInLabel(c: number): boolean {
  if (isLabelLetter(c) || (c >= 0x30 && c <= 0x39)) return true;
  return c === 0x20 || c === 0x09 || c === 0x2e || c === 0x23 || c === 0x2f || c === 0x26 || c === 0x28 || c === 0x29 || c === 0x27 || c === 0x2d;
}

/** Words of a trimmed label, whose only white space is the space (LABEL_AT's characters): as many as split(/\s+/) gives. */
function spaceSeparatedWords(label: string): number {
  let words = 1;
  for (let k = 1; k < label.length; k++) if (label.charCodeAt(k) === 0x20 && label.charCodeAt(k - 1) !== 0x20) words++;
  return words;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

const NON_ASCII_LETTER = /[\p{L}\p{M}]/u;

/** A letter of any script (and its combining marks), as LABEL_AT reads them; ASCII without a regex. */
function isLabelLetter(c: number): boolean {
  if (c < 0x80) return isAsciiLetter(c);
  return c < 0xd800 || c >= 0xe000 ? NON_ASCII_LETTER.test(String.fromCharCode(c)) : false;
}

const SEMICOLON = 0x3b;

/** At the line's start, after "|" or ";" and any white space, or after two white-space characters. */
function labelMayStartAt(body: string, at: number): boolean {
  if (at === 0) return true;
  const before = body.charCodeAt(at - 1);
  if (before === BAR || before === SEMICOLON) return true;
  if (!isSpace(before)) return false;
  if (at >= 2 && isSpace(body.charCodeAt(at - 2))) return true;
  // One white-space character: only after "|" or ";".
  const mark = at >= 2 ? body.charCodeAt(at - 2) : -1;
  return mark === BAR || mark === SEMICOLON;
}

type Delimiter = '\t' | '|' | ',' | ';';
// In the order tried; one array, not one per line. Europe's spreadsheets write CSV with semicolons
// ("Name;Telefon;Ort"), as decimal commas take the comma.
const DELIMITERS: readonly Delimiter[] = ['\t', '|', ',', ';'];

/** Finds runs of two or more lines split by the same delimiter into the same number of cells. */
function findTableRows(text: string, lines: { start: number; end: number }[]): Map<number, Field[]> {
  const rows = new Map<number, Field[]>();
  const delimiters = delimitersOf(text, lines);
  let i = 0;
  while (i < lines.length) {
    const block = tableBlockAt(text, lines, delimiters, i);
    if (!block) {
      i++;
      continue;
    }
    const header = cells(text, lines[block.from]!, block.delimiter, null).map((c) => unquote(text.slice(c.start, c.end)));
    rows.set(block.from, cells(text, lines[block.from]!, block.delimiter, null));
    for (let j = block.from + 1; j < block.to; j++) rows.set(j, cells(text, lines[j]!, block.delimiter, header));
    i = block.to;
  }
  return rows;
}

/** A header cell's name without the quotes CSV may put around it ("phone" → phone). */
function unquote(cell: string): string {
  return cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1) : cell;
}

/** Per line, a bit for each delimiter it holds (bit k for DELIMITERS[k]): one slice of the line searched for each. */
function delimitersOf(text: string, lines: readonly { start: number; end: number }[]): Uint8Array {
  const held = new Uint8Array(lines.length);
  for (let k = 0; k < lines.length; k++) {
    // The native search on the line's slice (V8 slices without copying); indexOf from the line's start could run to the text's end.
    const line = text.slice(lines[k]!.start, lines[k]!.end);
    for (let d = 0; d < DELIMITERS.length; d++) if (line.includes(DELIMITERS[d]!)) held[k]! |= 1 << d;
  }
  return held;
}

function tableBlockAt(text: string, lines: { start: number; end: number }[], delimiters: Uint8Array, from: number) {
  for (let d = 0; d < DELIMITERS.length; d++) {
    const delimiter = DELIMITERS[d]!;
    const width = delimiters[from]! & (1 << d) ? columnCount(text, lines[from]!, delimiter) : 0;
    if (width < (delimiter === ',' || delimiter === ';' ? 3 : 2)) continue;
    // "Name: Ann; Phone: 555" is key-value pairs a semicolon parts, not a row.
    if (delimiter === ';' && text.slice(lines[from]!.start, lines[from]!.end).includes(':')) continue;
    let to = from + 1;
    while (to < lines.length) {
      const same = delimiters[to]! & (1 << d) ? columnCount(text, lines[to]!, delimiter) === width : false;
      if (!same && !(delimiter === '|' && isSeparatorRow(text, lines[to]!))) break;
      to++;
    }
    if (to - from >= 2) return { from, to, delimiter };
  }
  return null;
}

function isSeparatorRow(text: string, line: { start: number; end: number }): boolean {
  const lineText = text.slice(line.start, line.end);
  return TABLE_SEPARATOR_ROW.test(lineText) && lineText.includes('|');
}

// Cells are counted and cut by character code: a 1,000-row table must not
// allocate a string per cell, or its objects outlive V8's young generation
// and the collector's work grows faster than the text.

/** Cells of a line that holds the delimiter (delimitersOf). */
function columnCount(text: string, line: { start: number; end: number }, delimiter: Delimiter): number {
  const [from, to] = cellArea(text, line, delimiter);
  const code = delimiter.charCodeAt(0);
  let count = 1;
  for (let i = cellEnd(text, from, to, code); i < to; i = cellEnd(text, i + 1, to, code)) count++;
  return count;
}

const QUOTE = 0x22;

/**
 * Where the cell starting at `from` ends: the next delimiter, or `to`. A cell that opens with a double quote
 * runs to its closing quote, delimiters and doubled quotes ("") inside it included, as RFC 4180 writes CSV
 * ("Smith, Ann","€ 1.234,56"). A quote elsewhere in a cell (5'11") is just a character.
 */
function cellEnd(text: string, from: number, to: number, code: number): number {
  let i = from;
  while (i < to && isSpace(text.charCodeAt(i))) i++;
  if (code !== BAR && i < to && text.charCodeAt(i) === QUOTE) {
    for (i++; i < to; i++) {
      if (text.charCodeAt(i) !== QUOTE) continue;
      if (text.charCodeAt(i + 1) === QUOTE && i + 1 < to) i++;
      else break;
    }
    // An unclosed quote: the cell is read as if it had none.
    if (i >= to) i = from;
  }
  while (i < to && text.charCodeAt(i) !== code) i++;
  return i;
}

/** The line's cells, each trimmed of white space; `header` gives each column's label. */
function cells(text: string, line: { start: number; end: number }, delimiter: Delimiter, header: readonly string[] | null): Field[] {
  const out: Field[] = [];
  const [from, to] = cellArea(text, line, delimiter);
  const code = delimiter.charCodeAt(0);
  let cellStart = from;
  for (let i = cellEnd(text, from, to, code); i <= to; i = i < to ? cellEnd(text, i + 1, to, code) : to + 1) {
    let start = cellStart;
    let end = i;
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    const label = header ? header[out.length] || null : null;
    out.push({ start, end, label });
    cellStart = i + 1;
  }
  return out;
}

/** Where a line's cells lie: for "|", inside the leading and trailing bars ("| a | b |"). */
function cellArea(text: string, line: { start: number; end: number }, delimiter: Delimiter): [number, number] {
  if (delimiter !== '|') return [line.start, line.end];
  let from = line.start;
  while (from < line.end && isSpace(text.charCodeAt(from))) from++;
  from = from < line.end && text.charCodeAt(from) === BAR ? from + 1 : line.start;
  let to = line.end;
  while (to > line.start && isSpace(text.charCodeAt(to - 1))) to--;
  to = to > line.start && text.charCodeAt(to - 1) === BAR ? to - 1 : line.end;
  return [from, Math.max(from, to)];
}

const BAR = 0x7c;

/** White space as String.prototype.trim and the regular expression class \\s see it. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

function formatTypeOf(lines: Line[], text: string): FormatType {
  const counts: Record<RegionType, number> = { key_value: 0, table: 0, list: 0, paragraph: 0 };
  let total = 0;
  for (const line of lines) {
    if (line.end === line.start || text.slice(line.start, line.end).trim() === '') continue;
    counts[line.region]++;
    total++;
  }
  if (total === 0) return 'plain';
  const structured = (['table', 'key_value', 'list'] as const).filter((r) => counts[r] > 0);
  if (structured.length === 0) return 'plain';
  const [top] = [...structured].sort((a, b) => counts[b] - counts[a]);
  if (counts[top!] / total >= 0.6) return top!;
  if (structured.length === 1 && counts[top!] >= 2 && counts[top!] / total >= 0.3) return top!;
  return structured.length > 1 || counts[top!] / total >= 0.3 ? 'mixed' : 'plain';
}
