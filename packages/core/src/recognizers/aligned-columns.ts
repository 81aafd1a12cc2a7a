/**
 * Fixed-width text tables: columns lined up with runs of spaces, as reports,
 * terminal output and pasted spreadsheets print them. The layout analysis
 * knows tables split by a delimiter (tab, bar, comma, semicolon); here a
 * header is the first line of a block of lines (no blank line between), its
 * columns start where a run of two or more spaces ends, and the cell of a row
 * under a header word is the text that starts at that word's column.
 *
 *     Name          MRN        DOB
 *     Ann Lee       00481234   1970-01-31
 *
 * Only asked about a span or a label a recognizer already holds: no pass over the text.
 */

/** Lines walked up from a cell to find its block's header (rows asked about before shorten the walk). */
const MAX_ROWS = 200;
/** Rows read down from a header: a bound, so that header words repeated inside a table stay cheap. */
const MAX_TABLE_ROWS = 5000;
/** Header columns a block may have: a line of prose split by double spaces is no table header. */
const MIN_COLUMNS = 2;

interface Column {
  start: number;
  end: number;
}

/** A table row is no longer than this: a longer line is prose or data, and is not searched through. */
const MAX_LINE = 500;

/**
 * Start and end of the line holding `offset` (without its line break); null for a line longer than
 * MAX_LINE, so that asking about many spans of one long line stays linear.
 */
export function lineAround(text: string, offset: number): Column | null {
  let start = offset;
  while (start > 0 && text.charCodeAt(start - 1) !== 10) if (offset - --start > MAX_LINE) return null;
  let end = offset;
  while (end < text.length && text.charCodeAt(end) !== 10) if (++end - start > MAX_LINE) return null;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return { start, end };
}

/**
 * Whether [start, end) may be a whole cell of a fixed-width row: a gap of two blanks on one side (a
 * row has two or more columns). O(1): asked before anything is read of the line.
 */
export function mayBeAlignedCell(text: string, start: number, end: number): boolean {
  return text.startsWith('  ', start - 2) || text.startsWith('  ', end);
}

/**
 * Columns of a line: runs of text parted by two or more spaces (single spaces
 * stay inside a cell: "Ann Lee"). Offsets into the text.
 */
export function columnsOf(text: string, line: Column): Column[] {
  const out: Column[] = [];
  let i = line.start;
  while (i < line.end) {
    while (i < line.end && text.charCodeAt(i) === 32) i++;
    if (i >= line.end) break;
    const start = i;
    let end = i;
    while (i < line.end) {
      if (text.charCodeAt(i) === 32 && (i + 1 >= line.end || text.charCodeAt(i + 1) === 32)) break;
      i++;
      if (text.charCodeAt(i - 1) !== 32) end = i;
    }
    out.push({ start, end });
  }
  return out;
}

function isBlank(text: string, line: Column): boolean {
  for (let i = line.start; i < line.end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/**
 * The header of the fixed-width column holding [start, end): the header
 * line's column that starts where the cell starts (left-aligned) or ends where
 * it ends (right-aligned numbers). Null when the span is not a whole cell of
 * such a table, or is in its header line. Pass the same `blockStarts` map for the spans of one text.
 * @example alignedHeaderOf('Name     DOB\nAnn Lee  1970-01-31', 22, 32) // 'DOB'
 */
export function alignedHeaderOf(text: string, start: number, end: number, blockStarts?: Map<number, number>): string | null {
  const row = lineAround(text, start);
  if (!row || end > row.end || row.start === 0) return null;
  const cells = columnsOf(text, row);
  if (cells.length < MIN_COLUMNS) return null;
  const cell = cells.find((c) => c.start <= start && end <= c.end);
  if (!cell || cell.start !== start || cell.end !== end) return null;
  // Up to the block's first line; `blockStarts` remembers it for each row asked about, so the rows
  // of one table, asked about top down, each walk up one line.
  let header = row;
  for (let n = 0; n < MAX_ROWS && header.start > 0; n++) {
    const known = blockStarts?.get(header.start);
    if (known !== undefined) {
      header = lineAround(text, known) ?? header;
      break;
    }
    const above = lineAround(text, header.start - 1);
    if (!above || isBlank(text, above)) break;
    header = above;
  }
  blockStarts?.set(row.start, header.start);
  if (header.start === row.start) return null;
  const columns = columnsOf(text, header);
  if (columns.length < MIN_COLUMNS) return null;
  const startCol = cell.start - row.start;
  const endCol = cell.end - row.start;
  for (const c of columns) {
    if (c.start - header.start === startCol || c.end - header.start === endCol) return text.slice(c.start, c.end);
  }
  return null;
}

/**
 * The cells under a header column [start, end) of a fixed-width table, down to the
 * block's end (a blank line): each row's column that starts at the header's
 * column or ends at its end. Empty when the header's line has a single column.
 */
export function alignedCellsUnder(text: string, start: number, end: number): Column[] {
  const header = lineAround(text, start);
  if (!header || columnsOf(text, header).length < MIN_COLUMNS) return [];
  const column = columnsOf(text, header).find((c) => c.start === start && c.end === end);
  if (!column) return [];
  const startCol = start - header.start;
  const endCol = end - header.start;
  const out: Column[] = [];
  let line = header;
  for (let n = 0; n < MAX_TABLE_ROWS && line.end < text.length; n++) {
    const next = lineAround(text, line.end + 1 + (text.charCodeAt(line.end) === 13 ? 1 : 0));
    if (!next || isBlank(text, next)) break;
    line = next;
    const cells = columnsOf(text, line);
    if (cells.length < MIN_COLUMNS) break;
    const cell = cells.find((c) => c.start - line.start === startCol || c.end - line.start === endCol);
    if (cell) out.push(cell);
  }
  return out;
}
