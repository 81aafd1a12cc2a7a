import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { credentialKey, isSecretValue, KEY_CUE, looksRandomValue, type KeyStrength } from './secret-keys.js';

const DELIMITERS = [',', '\t', '|', ';'] as const;
const HEADER_FIELD = /^[ \t]*"?[A-Za-z\u00C0-\u024F][\w .()/-]{0,40}"?[ \t]*$/;

interface Line {
  text: string;
  start: number;
}

/**
 * A table whose header names a credential column (CSV, TSV, a Markdown or pipe table): AWS's credentials.csv
 * ("User name,Password,Access key ID,Secret access key"), a password list in a ticket. Each row's cell in that
 * column is the value; rows end at the first line with another number of cells.
 */
export function tableValues(text: string): Detection[] {
  const out: Detection[] = [];
  const lines = splitLines(text);
  for (let i = 0; i < lines.length - 1; i++) {
    const header = lines[i]!.text;
    if (!KEY_CUE.test(header)) continue;
    for (const delimiter of DELIMITERS) {
      if (!header.includes(delimiter)) continue;
      const strengths = columnStrengths(header, delimiter);
      if (!strengths) continue;
      let j = i + 1;
      // A Markdown table's rule line (|---|---|) sits between the header and the rows.
      if (delimiter === '|' && /^[\s|:-]+$/.test(lines[j]?.text ?? '')) j++;
      for (; j < lines.length; j++) {
        const row = cells(lines[j]!.text, delimiter);
        if (row.length !== strengths.length) break;
        row.forEach((cell, k) => {
          const d = cellSecret(cell, lines[j]!.start, strengths[k]);
          if (d) out.push(d);
        });
      }
      break;
    }
  }
  return out;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  for (let start = 0; start <= text.length; ) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    lines.push({ text: text.slice(start, stop).replace(/\r$/, ''), start });
    start = stop + 1;
  }
  return lines;
}

/** Each header cell's credential strength, or null when the line is no header or names no credential column. */
function columnStrengths(header: string, delimiter: string): (KeyStrength | null)[] | null {
  const names = cells(header, delimiter);
  if (names.length < 2 || !names.every((c) => c.text.trim() === '' || HEADER_FIELD.test(c.text))) return null;
  const strengths = names.map((c) => (c.text.trim() === '' ? null : credentialKey(c.text.trim().replace(/^"|"$/g, ''))));
  return strengths.some((x) => x !== null) ? strengths : null;
}

/** The value of one cell of a credential column, its quotes and blanks left out. */
function cellSecret(cell: Line, lineStart: number, strength: KeyStrength | null | undefined): Detection | null {
  if (!strength) return null;
  const quoted = /^([ \t]*)"(.*)"[ \t]*$/.exec(cell.text);
  const lead = quoted ? quoted[1]!.length + 1 : cell.text.length - cell.text.trimStart().length;
  const value = quoted ? quoted[2]! : cell.text.trim();
  if (value === '' || !isSecretValue(value) || (strength === 'weak' && !looksRandomValue(value))) return null;
  const start = lineStart + cell.start + lead;
  return secret(start, start + value.length, SCORE_FIELD, 'secret_table');
}

/** The cells of one line, a quoted cell ("a,b") kept whole; a pipe table's outer pipes are not cells. */
function cells(line: string, delimiter: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    if (i === line.length || (ch === delimiter && !quoted)) {
      out.push({ text: line.slice(start, i), start });
      start = i + 1;
    }
  }
  if (delimiter === '|') {
    if (out.length > 0 && out[0]!.text.trim() === '') out.shift();
    if (out.length > 0 && out[out.length - 1]!.text.trim() === '') out.pop();
  }
  return out;
}
