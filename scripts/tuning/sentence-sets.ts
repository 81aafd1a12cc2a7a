/**
 * What the places and people tuning sets share: kinds of text with sentence templates (some only
 * in the test part), the documents they write, and the typing slips of chat.
 */
import type { HardNegative, Span } from '../data-gen/labelled-doc.js';
import type { DocBuilder } from './addresses/doc-builder.js';
import type { Random } from '../data-gen/random.js';

/** A kind of text: its share of lower-case documents and its templates for each part. */
export interface Kind {
  lower: number;
  testOnly?: boolean;
  dev?: string[];
  test: string[];
}

export type Split = 'dev' | 'test';

export interface Doc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; split: Split; lower: boolean; hard_negatives: HardNegative[] };
}

/** The dev part draws from the dev list only; the test part from both. */
export function templatesFor(lists: { dev?: string[]; test: string[] }, split: Split): string[] {
  return split === 'dev' ? lists.dev! : [...(lists.dev ?? []), ...lists.test];
}

export function countSpans(docs: readonly Doc[], type: string): number {
  return docs.reduce((n, d) => n + d.spans.filter((s) => s.type === type).length, 0);
}

/** One word of five letters or more loses, doubles or swaps a letter. */
export function slipOneWord(r: Random, text: string): string {
  const words = [...text.matchAll(/\p{L}{5,}/gu)];
  if (words.length === 0) return text;
  const m = r.pick(words);
  const w = m[0];
  const i = r.int(1, w.length - 2);
  const slipped = r.pick([w.slice(0, i) + w.slice(i + 1), w.slice(0, i) + w[i] + w.slice(i), w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)]);
  return text.slice(0, m.index) + slipped + text.slice(m.index! + w.length);
}

const SLOT = /\{(\w+)\}|\[\[([^\]]+)\]\]/g;

/** How a set writes a template's parts: literal stretches, `{slot}`s and `[[negative]]`s. */
export interface TemplateParts {
  literal(text: string): string;
  slot(name: string): void;
  negative(word: string): void;
}

/** Writes `template` into `b`, part by part, in order. */
export function fillTemplate(b: DocBuilder, template: string, parts: TemplateParts): void {
  let at = 0;
  for (const m of template.matchAll(SLOT)) {
    b.add(parts.literal(template.slice(at, m.index)));
    if (m[2]) parts.negative(m[2]);
    else parts.slot(m[1]!);
    at = m.index! + m[0].length;
  }
  b.add(parts.literal(template.slice(at)));
}
