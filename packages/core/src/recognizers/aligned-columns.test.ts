import { describe, expect, it } from 'vitest';
import { alignedCellsUnder, alignedHeaderOf, columnsOf } from './aligned-columns.js';
import { HANG_GUARD_MS } from '../test-support/hang-guard.js';

const TABLE = 'Name          MRN        DOB\nAnn Lee       00481234   1970-01-31\nBo Chan       A2234998   03/04/1980\n\nLater text  here';

function cellOf(text: string, value: string, from = 0): [number, number] {
  const start = text.indexOf(value, from);
  return [start, start + value.length];
}

describe('columnsOf', () => {
  it.each([
    ['Name          MRN        DOB', ['Name', 'MRN', 'DOB']],
    ['Ann Lee       00481234   1970-01-31', ['Ann Lee', '00481234', '1970-01-31']],
    ['  Ann Lee  x ', ['Ann Lee', 'x']],
    ['one line of prose', ['one line of prose']],
  ])('%j → %j', (line, expected) => {
    expect(columnsOf(line, { start: 0, end: line.length }).map((c) => line.slice(c.start, c.end))).toEqual(expected);
  });
});

describe('alignedHeaderOf', () => {
  it.each([
    ['00481234', 'MRN'],
    ['A2234998', 'MRN'],
    ['03/04/1980', 'DOB'],
    ['Ann Lee', 'Name'],
  ])('the cell %j is under %j', (value, header) => {
    expect(alignedHeaderOf(TABLE, ...cellOf(TABLE, value))).toBe(header);
  });

  it('reads right-aligned numbers under the header they end with', () => {
    const row = (a: string, b: string, c: string) => `${a.padEnd(10)}${b.padStart(8)}${c.padStart(12)}`;
    const text = [row('Name', 'Amount', 'SSN'), row('Ann Lee', '12', '123456789'), row('Bo Chan', '345', '234567890')].join('\n');
    expect(alignedHeaderOf(text, ...cellOf(text, '234567890'))).toBe('SSN');
  });

  it.each([
    // Part of a cell, a header cell itself, a block after a blank line with a single column, prose.
    ['0048', TABLE],
    ['MRN', TABLE],
    ['here', TABLE],
    ['1980-01-31', 'She was seen on 1980-01-31 and again later.'],
    ['1980-01-31', 'Seen:\nshe was seen on  1980-01-31  in clinic'],
  ])('no header for %j', (value, text) => {
    expect(alignedHeaderOf(text, ...cellOf(text, value))).toBeNull();
  });
});

describe('alignedCellsUnder', () => {
  it('gives the cells under a header column down to the blank line', () => {
    const [start, end] = cellOf(TABLE, 'MRN');
    expect(alignedCellsUnder(TABLE, start, end).map((c) => TABLE.slice(c.start, c.end))).toEqual(['00481234', 'A2234998']);
  });

  it('gives nothing under a word of prose', () => {
    const text = 'The MRN was not known.\nAnn Lee       00481234   1970-01-31';
    expect(alignedCellsUnder(text, ...cellOf(text, 'MRN'))).toEqual([]);
  });
});

describe('speed', () => {
  it('stays linear on one long line of cells and on a long fixed-width table', async () => {
    const { analyzeLayout } = await import('../structure/layout.js');
    const { ssnRecognizer } = await import('./ssn.js');
    const { dateOfBirthRecognizer } = await import('./date-of-birth.js');
    const { mrnRecognizer } = await import('./mrn.js');
    const line = '123456789  1980-03-04  MRN  '.repeat(20_000);
    const table = `Name   DOB          SSN        MRN\n${'Ann    1980-03-04   123456789  00481234\n'.repeat(20_000)}`;
    for (const text of [line, table]) {
      const ctx = { text, layout: analyzeLayout(text) };
      for (const r of [ssnRecognizer, dateOfBirthRecognizer, mrnRecognizer]) expect(r.analyze(ctx)).toBeInstanceOf(Array);
    }
  }, HANG_GUARD_MS);
});
