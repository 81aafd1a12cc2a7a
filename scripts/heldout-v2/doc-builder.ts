/**
 * Builds one labelled document by concatenation, so every span's offsets are exact by
 * construction. Template text may get typos (noisy variant); values never do.
 */
import type { Random } from './random.js';

export interface Span {
  start: number;
  end: number;
  type: string;
}

export interface HardNegative {
  start: number;
  end: number;
  kind: string;
}

/** Types whose values are case-sensitive codes: the lower-case variant leaves them as written. */
const CASE_KEPT = new Set(['DEA_NUMBER', 'IBAN', 'SECRET', 'MRN', 'URL']);

export class DocBuilder {
  text = '';
  readonly spans: Span[] = [];
  readonly negatives: HardNegative[] = [];

  constructor(
    private readonly typo: ((piece: string) => string) | null,
  ) {}

  lit(piece: string): void {
    this.text += this.typo ? this.typo(piece) : piece;
  }

  /** Literal text that must stay as written (a hard negative word, punctuation of a format). */
  raw(piece: string): void {
    this.text += piece;
  }

  ent(type: string, value: string): void {
    if (value.length === 0) throw new Error(`empty ${type} value`);
    const start = this.text.length;
    this.text += value;
    this.spans.push({ start, end: this.text.length, type });
  }

  neg(kind: string, value: string): void {
    const start = this.text.length;
    this.text += value;
    this.negatives.push({ start, end: this.text.length, kind });
  }

  /** A date is DATE (or DATE_OF_BIRTH) and also a hard negative of kind date for the default types. */
  date(type: 'DATE' | 'DATE_OF_BIRTH', value: string): void {
    const start = this.text.length;
    this.ent(type, value);
    this.negatives.push({ start, end: this.text.length, kind: 'date' });
  }

  /** Lower-cases the text character by character, keeping any character whose lower case is longer. */
  lowerCase(): void {
    this.recase((ch) => ch.toLowerCase());
  }

  /** Upper-cases the text (caps lock) the same way. */
  upperCase(): void {
    this.recase((ch) => ch.toUpperCase());
  }

  private recase(change: (ch: string) => string): void {
    const kept = this.spans.filter((s) => CASE_KEPT.has(s.type));
    let out = '';
    for (let i = 0; i < this.text.length; i++) {
      const ch = this.text[i]!;
      const to = change(ch);
      const keep = to.length !== 1 || kept.some((s) => s.start <= i && i < s.end);
      out += keep ? ch : to;
    }
    this.text = out;
  }
}

/** Typos and chat shorthand in template words: swap, drop or double a letter, or a shorthand form. */
export function makeTypo(rng: Random, shorthand: Record<string, string>, rate: number): (piece: string) => string {
  return (piece) =>
    piece.replace(/[A-Za-z]+/g, (word) => {
      if (!rng.chance(rate)) return word;
      const short = shorthand[word.toLowerCase()];
      if (short && rng.chance(0.6)) return short;
      if (word.length < 4) return word;
      const i = rng.int(1, word.length - 2);
      const kind = rng.int(0, 2);
      if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
      return word.slice(0, i) + word[i] + word.slice(i);
    });
}
