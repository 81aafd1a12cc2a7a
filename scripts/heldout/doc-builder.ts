/**
 * Builds one labelled document by concatenation, so every span's offsets are
 * exact by construction. A template writes `b.add\`Dear ${name}, …\``: plain
 * strings are text, Pieces carry a gold type or a hard-negative kind.
 */
import type { HardNegative, Span } from '../data-gen/labelled-doc.js';
import type { Random } from '../data-gen/random.js';

export type { HardNegative, Span };

/** A value in the text: `type` makes it a gold span, `negative` a hard negative (both: e.g. a date, DATE in gold and no default type). */
export interface Piece {
  text: string;
  type?: string;
  negative?: string;
}

export type Part = string | Piece;

export interface HeldOutDoc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; style: string; variant: 'plain' | 'noisy' | 'lower'; hard_negatives: HardNegative[] };
}

// Chat shorthand a hurried writer uses; applied to template text only, never to values.
const SHORTHAND: Record<string, string> = { you: 'u', please: 'pls', thanks: 'thx', because: 'bc', tomorrow: 'tmrw', your: 'ur', okay: 'ok', are: 'r' };

export class DocBuilder {
  private text = '';
  private readonly spans: Span[] = [];
  private readonly negatives: HardNegative[] = [];

  constructor(
    private readonly random: Random,
    private readonly noisy: boolean,
  ) {}

  add(strings: TemplateStringsArray | readonly string[], ...parts: Part[]): this {
    strings.forEach((s, i) => {
      this.literal(s);
      if (i < parts.length) this.part(parts[i]!);
    });
    return this;
  }

  part(p: Part): this {
    if (typeof p === 'string') return this.literal(p);
    const start = this.text.length;
    this.text += p.text;
    if (p.type) this.spans.push({ start, end: this.text.length, type: p.type });
    if (p.negative) this.negatives.push({ start, end: this.text.length, kind: p.negative });
    return this;
  }

  /** Parts joined by a separator (a table row, a list). */
  join(parts: readonly Part[], separator: string): this {
    parts.forEach((p, i) => {
      if (i > 0) this.literal(separator);
      this.part(p);
    });
    return this;
  }

  literal(s: string): this {
    this.text += this.noisy ? this.roughen(s) : s;
    return this;
  }

  build(id: string, template: string, style: string, lower: boolean): HeldOutDoc {
    const variant = lower ? 'lower' : this.noisy ? 'noisy' : 'plain';
    return { id, text: lower ? lowerKeepingLength(this.text) : this.text, spans: [...this.spans], meta: { template, style, variant, hard_negatives: [...this.negatives] } };
  }

  /** Typos and shorthand in ordinary words: a dropped, doubled or swapped letter. */
  private roughen(s: string): string {
    return s.replace(/[A-Za-z]{3,}/g, (word) => {
      const short = SHORTHAND[word.toLowerCase()];
      if (short && this.random.chance(0.5)) return short;
      if (!this.random.chance(0.07)) return word;
      const i = this.random.int(1, word.length - 2);
      const kind = this.random.int(0, 2);
      if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
      if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    });
  }
}

/** Lower case, except for the few letters whose lower case is longer ("İ"), which would shift every span after them. */
export function lowerKeepingLength(text: string): string {
  let out = '';
  for (const c of text) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c;
  }
  return out;
}
