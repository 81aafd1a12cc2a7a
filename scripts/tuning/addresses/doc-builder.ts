/** Builds a document by concatenation, so every span's offsets are exact by construction. */
import type { HardNegative, Span } from '../../data-gen/labelled-doc.js';

export type { HardNegative, Span };

export class DocBuilder {
  private text = '';
  readonly spans: Span[] = [];
  readonly hardNegatives: HardNegative[] = [];

  constructor(private readonly lower: boolean) {}

  add(s: string): this {
    this.text += this.cased(s);
    return this;
  }

  span(s: string, type: string): this {
    const start = this.text.length;
    this.text += this.cased(s);
    this.spans.push({ start, end: this.text.length, type });
    return this;
  }

  negative(s: string, kind: string): this {
    const start = this.text.length;
    this.text += this.cased(s);
    this.hardNegatives.push({ start, end: this.text.length, kind });
    return this;
  }

  toString(): string {
    return this.text;
  }

  /** Lower case, letter by letter, keeping any letter whose lower case is longer ("İ") so offsets stay exact. */
  private cased(s: string): string {
    if (!this.lower) return s;
    return [...s].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join('');
  }
}
