import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeLayout } from './layout.js';

const at = (text: string, needle: string) => analyzeLayout(text).structureAt(text.indexOf(needle));

describe('analyzeLayout', () => {
  it.each([
    ['Please rewrite this email to my landlord about the heating.', 'plain'],
    ['Patient: Ann Lee\nDOB: 1980-01-02\nMRN: 12345', 'key_value'],
    ['Name\tPhone\nAnn Lee\t555-0100\nBob Ray\t555-0101', 'table'],
    ['| Name | Phone |\n|---|---|\n| Ann | 555 |\n| Bob | 556 |', 'table'],
    ['- call Ann\n- email Bob\n- pay rent', 'list'],
    ['Name: Ann\nPhone: 555\n\nNotes follow here.\nMore notes.\n- one\n- two\n- three', 'mixed'],
    ['', 'plain'],
  ])('formats %j as %s', (text, format) => {
    expect(analyzeLayout(text).formatType).toBe(format);
  });

  it('labels key-value values with their key and 1-based line', () => {
    const text = 'Referral\nPatient Name: Ann Lee\nPhone: 555-0100';
    expect(at(text, 'Ann')).toEqual({ region_type: 'key_value', label: 'Patient Name', line: 2 });
    expect(at(text, '555')).toEqual({ region_type: 'key_value', label: 'Phone', line: 3 });
    expect(at(text, 'Referral')).toEqual({ region_type: 'paragraph', label: null, line: 1 });
  });

  it('labels several pairs on one line', () => {
    const text = 'Name: Ann Lee | DOB: 01/02/1980 | MRN: 77812';
    expect(at(text, 'Ann').label).toBe('Name');
    expect(at(text, '77812').label).toBe('MRN');
  });

  it('labels table cells with their column header', () => {
    const text = 'Name\tEmail\tCity\nAnn Lee\tann@x.io\tBoston\nBob Ray\tbob@y.io\tDenver';
    expect(at(text, 'bob@y.io')).toEqual({ region_type: 'table', label: 'Email', line: 3 });
    expect(at(text, 'Boston').label).toBe('City');
    expect(at(text, 'Name').label).toBeNull();
  });

  it('labels the cells of a semicolon CSV, but reads semicolon-parted pairs as pairs', () => {
    const csv = 'Name;Telefon;Ort\nAnna Schmidt;030 1234567;Berlin\nJonas Weber;0171 2345678;Hamburg';
    expect(at(csv, '0171')).toEqual({ region_type: 'table', label: 'Telefon', line: 3 });
    const pairs = 'Name: Ann; Phone: 555-0100; City: Leeds\nName: Bob; Phone: 555-0101; City: York';
    expect(at(pairs, '555-0101')).toEqual({ region_type: 'key_value', label: 'Phone', line: 2 });
  });

  it('reads quoted CSV cells whole, delimiters and doubled quotes inside them included (RFC 4180)', () => {
    const csv = 'id,"name",phone,total\n1,"Smith, Ann",020 7946 0018,"€ 1.234,56"\n2,"Lee, Bo ""Bob""",020 7946 0019,"$2,093.38"';
    expect(at(csv, '020 7946 0019')).toEqual({ region_type: 'table', label: 'phone', line: 3 });
    expect(at(csv, 'Lee').label).toBe('name');
    // A quote inside an unquoted cell is a character; an unclosed quote opens no cell.
    const inches = 'name,height,phone\nAnn,5\'11",0161 496 0000\nBo,"6\'0,0161 496 0001';
    expect(at(inches, '0161 496 0000').label).toBe('phone');
    expect(at(inches, '0161 496 0001').label).toBe('phone');
  });

  it('labels pipe-table cells, skipping the separator row', () => {
    const text = '| Provider | NPI |\n|---|---|\n| Dr. Ann Lee | 1234567893 |';
    expect(at(text, '1234567893')).toEqual({ region_type: 'table', label: 'NPI', line: 3 });
  });

  it('trims every white space from cells, as String.prototype.trim does', () => {
    const text = '\u00a0| Name\u3000| City |  \n| Ann Lee |\u2003Boston\u00a0|';
    const cells = analyzeLayout(text).lines[1]!.fields.map((f) => [text.slice(f.start, f.end), f.label]);
    expect(cells).toEqual([['Ann Lee', 'Name'], ['Boston', 'City']]);
  });

  it('does not take URLs or times for keys', () => {
    const text = 'See https://example.com at 10:30 today';
    expect(analyzeLayout(text).lines[0]!.region).toBe('paragraph');
  });

  it('counts CRLF and CR line breaks once', () => {
    const text = 'a\r\nb\rc\nd';
    const layout = analyzeLayout(text);
    expect(layout.lines.map((l) => text.slice(l.start, l.end))).toEqual(['a', 'b', 'c', 'd']);
    expect(layout.lineAt(text.indexOf('d')).number).toBe(4);
  });

  it('treats bulleted key-value lines as list items that keep their key', () => {
    const text = '• Emergency contact: Ann Lee\n• Phone: 555-0100';
    expect(at(text, 'Ann')).toEqual({ region_type: 'list', label: 'Emergency contact', line: 1 });
  });

  // A hang guard (catastrophic backtracking), not a speed target: those live in the benchmark.
  it('finishes on a 90 KB line of label-like text', { timeout: 5_000 }, () => {
    expect(analyzeLayout('a: '.repeat(30_000)).lines).toHaveLength(1);
  });

  it('gives a label as describing a span only when the field holds little more than it', () => {
    const text = 'Customer ID: 4158672290\nCustomer notes: Call me at 415-867-2290.\nPhone: 415-867-2290 (cell)';
    const layout = analyzeLayout(text);
    const at = (value: string, from = 0) => {
      const start = text.indexOf(value, from);
      return layout.describingLabel(text, start, start + value.length);
    };
    expect(at('4158672290')).toBe('Customer ID');
    expect(at('415-867-2290')).toBeNull();
    expect(at('415-867-2290', text.indexOf('Phone'))).toBe('Phone');
    expect(layout.structureAt(text.indexOf('415-867-2290')).label).toBe('Customer notes');
    const ids = 'Serial: 4155550134-A; S/N 2125551234; IMEI 490154203237518';
    const start = ids.indexOf('2125551234');
    expect(analyzeLayout(ids).describingLabel(ids, start, start + 10)).toBe('Serial');
  });
});

// The key-value search as one global regular expression with its start conditions as look-behinds:
// the definition layout.ts implements by trying its label pattern only where a label may start.
const LIST_MARKER_REFERENCE = /^[ \t]*(?:[-*•·▪◦‣+]|\d{1,3}[.)]|[a-zA-Z][.)])[ \t]+/;
const KEY_VALUE_REFERENCE = /(?:^|(?<=[|;]\s*)|(?<=\s{2}))(\p{L}[\p{L}\p{M}0-9 .#/&()'-]{0,40}?)[ \t]*:(?!\/\/)[ \t]*/gu;

function referenceFields(line: string): { start: number; end: number; label: string }[] {
  const fields: { start: number; end: number; label: string }[] = [];
  if (!line.includes(':')) return fields;
  const body = line.replace(LIST_MARKER_REFERENCE, (m) => ' '.repeat(m.length));
  for (const m of body.matchAll(KEY_VALUE_REFERENCE)) {
    const label = m[1]!.trim();
    if (label.split(/\s+/).length > 5) continue;
    if (fields.length > 0) fields[fields.length - 1]!.end = m.index;
    fields.push({ start: m.index + m[0].length, end: line.length, label });
  }
  return fields;
}

describe('key-value labels', () => {
  it.each([
    'Name: Ann',
    'Name : Ann ; DOB: 1980 | MRN:12',
    '  Phone: 555   Fax: 556',
    ' One space: no label before it? Two  spaces: yes',
    'x;Code: 1|Other:2',
    '; \t Tabbed: after a semicolon',
    'see http://example.org: not a key',
    'Time 10:30 and ratio 3:1',
    'a b c d e f: too many words',
    '- Item: listed',
    '1) Step: one',
    '\u00a0\u00a0Nbsp: spaces too',
    'No colon at all',
    'Label:',
    ':',
    '  * Starred: item',
    'País: España',
    'Województwo: śląskie  Miasto: Kraków',
    '日本語: はい',
    '\t12) Twelfth',
    'a) first',
    'ab) not a marker',
    '1234. too many digits',
    '▪ Square bullet',
    '+ plus',
    ' b.',
  ])('%j as the look-behind search finds it', (line) => {
    expect(analyzeLayout(line).lines[0]!.fields).toEqual(referenceFields(line));
    expect(analyzeLayout(line).lines[0]!.region === 'list').toBe(LIST_MARKER_REFERENCE.test(line));
  });

  it('matches the look-behind search on random lines', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'b', 'Zz', ' ', '  ', '\t', '\u00a0', ':', '|', ';', '/', '//', '1', '-', '.', '(', ')', '#', '&', "'", ',', 'é', 'ł', '本', '\u0301', '• ', '*', '▪', '12)', 'a)', '+', '123.'), { maxLength: 30 }), (parts) => {
        const line = parts.join('');
        expect(analyzeLayout(line).lines[0]!.fields).toEqual(referenceFields(line));
        expect(analyzeLayout(line).lines[0]!.region === 'list').toBe(LIST_MARKER_REFERENCE.test(line));
      }),
      { numRuns: 3000 },
    );
  });
});
