/** The same value in any case, spacing or Unicode form is one value to the learning loop. */
export function normalizeValue(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}
