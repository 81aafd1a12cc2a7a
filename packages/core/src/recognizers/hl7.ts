/**
 * HL7 version 2 messages: segments one to a line (or parted by carriage
 * returns), fields parted by "|", components by "^", repetitions by "~". The
 * PID segment (patient identification) holds the patient's identifiers in
 * set places: PID-2 patient ID (external), PID-3 patient identifier list
 * (the medical record number, typed "MR" in its fifth component), PID-4
 * alternate patient ID, PID-7 date/time of birth (YYYYMMDD[HHMM[SS]]) and
 * PID-19 the SSN. Only read where a segment starts with "PID|".
 */

/** A field of a PID segment: its number (PID-n) and where it lies. */
export interface PidField {
  index: number;
  start: number;
  end: number;
}

const SEGMENT = 'PID|';

/**
 * Every field of every PID segment in the text, empty fields left out.
 * @example pidFields('PID|1||123456^^^H^MR').map((f) => f.index) // [1, 3]
 */
export function pidFields(text: string): PidField[] {
  const out: PidField[] = [];
  for (let at = text.indexOf(SEGMENT); at >= 0; at = text.indexOf(SEGMENT, at + SEGMENT.length)) {
    const before = at > 0 ? text.charCodeAt(at - 1) : 10;
    // A segment starts a line (or follows the carriage return that parts segments).
    if (before !== 10 && before !== 13) continue;
    let end = at;
    while (end < text.length && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
    let index = 1;
    let start = at + SEGMENT.length;
    for (let i = start; i <= end; i++) {
      if (i < end && text.charCodeAt(i) !== 124) continue;
      if (i > start) out.push({ index, start, end: i });
      index++;
      start = i + 1;
    }
  }
  return out;
}

/** The identifier-type codes (HL7 table 0203) of a patient's record number: MR medical record, PI patient internal, PT patient external, PN person number. */
export const RECORD_TYPES = new Set(['MR', 'MRN', 'MRT', 'PI', 'PT', 'PN', 'HC']);

/**
 * The identifiers of a PID-2, -3 or -4 field that are record numbers: the first
 * component of each repetition whose type code (fifth component) is a record
 * type, or is empty. An SSN ("SS"), account ("AN"), driver's licence ("DL") … is not.
 */
export function recordIdentifiers(text: string, field: PidField): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = field.start;
  for (let i = field.start; i <= field.end; i++) {
    if (i < field.end && text.charCodeAt(i) !== 126) continue;
    const parts = text.slice(start, i).split('^');
    const id = parts[0]!;
    const type = (parts[4] ?? '').trim().toUpperCase();
    if (id.length > 0 && (type === '' || RECORD_TYPES.has(type))) out.push({ start, end: start + id.length });
    start = i + 1;
  }
  return out;
}
