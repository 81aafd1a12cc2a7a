/**
 * ASC X12 EDI (the 270/271 eligibility and 837 claim transactions of US health insurance): segments
 * end with "~" (often a line break after it), elements are parted by "*". A segment's first element
 * after its name is often a qualifier saying what the next one is: REF*SY*<SSN> (reference
 * identification qualifier SY, Social Security Number), REF*EA*<medical record identification
 * number>, DMG*D8*<CCYYMMDD birth date> (demographic information, date format D8).
 */

export interface Span {
  start: number;
  end: number;
}

/**
 * The element after `name*qualifier*` in every such segment: the segment must start the text, a line,
 * or follow a "~".
 * @example x12Qualified('NM1*IL*1~REF*SY*123456789~', 'REF', 'SY') // [{ start: 16, end: 25 }]
 */
export function x12Qualified(text: string, name: string, qualifier: string): Span[] {
  const head = `${name}*${qualifier}*`;
  const out: Span[] = [];
  for (let at = text.indexOf(head); at >= 0; at = text.indexOf(head, at + head.length)) {
    const before = at > 0 ? text[at - 1] : '\n';
    if (before !== '~' && before !== '\n' && before !== '\r') continue;
    const start = at + head.length;
    let end = start;
    while (end < text.length && !'*~\r\n'.includes(text[end]!)) end++;
    if (end > start) out.push({ start, end });
  }
  return out;
}
