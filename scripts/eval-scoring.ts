/** Matching of predicted spans against gold spans, for scripts/eval.ts. */

export interface GoldSpan {
  start: number;
  end: number;
  type: string;
}

export interface Doc {
  id: string;
  text: string;
  spans: GoldSpan[];
  meta?: { template?: string; hard_negatives?: { start: number; end: number; kind: string }[] };
}

export interface Manifest {
  /** Types scored in this file; null = every type found in the gold spans. */
  annotated_types: string[] | null;
  /** Gold type → predicted types that count as a match (e.g. LOCATION → [LOCATION, ADDRESS]). */
  type_equivalence: Record<string, string[]>;
}

export interface Counts {
  gold: number;
  pred: number;
  exactTp: number;
  /** Gold spans overlapped by a prediction of a matching type. */
  overlapRecallTp: number;
  /** Predictions overlapping a gold span of a matching type. */
  overlapPrecisionTp: number;
  goldChars: number;
  unmaskedChars: number;
}

export interface Tally {
  byType: Map<string, Counts>;
  hardNegativeHits: Map<string, number>;
  hardNegatives: number;
}

interface Pred {
  start: number;
  end: number;
  type: string;
}

export function emptyTally(): Tally {
  return { byType: new Map(), hardNegativeHits: new Map(), hardNegatives: 0 };
}

function counts(t: Tally, type: string): Counts {
  let c = t.byType.get(type);
  if (!c) {
    c = { gold: 0, pred: 0, exactTp: 0, overlapRecallTp: 0, overlapPrecisionTp: 0, goldChars: 0, unmaskedChars: 0 };
    t.byType.set(type, c);
  }
  return c;
}

export function mergeTally(into: Tally, from: Tally): void {
  for (const [type, c] of from.byType) {
    const t = counts(into, type);
    for (const k of Object.keys(c) as (keyof Counts)[]) t[k] += c[k];
  }
  for (const [kind, n] of from.hardNegativeHits) into.hardNegativeHits.set(kind, (into.hardNegativeHits.get(kind) ?? 0) + n);
  into.hardNegatives += from.hardNegatives;
}

const overlaps = (a: Pred, b: Pred) => a.start < b.end && b.start < a.end;

/** Scores one document; prints misses and false alarms of `showErrors` type when given. */
export function scoreDocument(doc: Doc, predictions: readonly Pred[], manifest: Manifest, showErrors?: string): Tally {
  const tally = emptyTally();
  const scored = new Set(manifest.annotated_types ?? doc.spans.map((s) => s.type));
  const matches = (gold: string, pred: string) => (manifest.type_equivalence[gold] ?? [gold]).includes(pred);
  const preds = predictions.filter((p) => scored.has(p.type));
  for (const type of scored) counts(tally, type);
  for (const g of doc.spans) {
    const c = counts(tally, g.type);
    c.gold++;
    if (preds.some((p) => p.start === g.start && p.end === g.end && matches(g.type, p.type))) c.exactTp++;
    const hit = preds.some((p) => overlaps(p, g) && matches(g.type, p.type));
    if (hit) c.overlapRecallTp++;
    c.goldChars += g.end - g.start;
    c.unmaskedChars += unmasked(g, predictions);
    if (showErrors === g.type && !preds.some((p) => p.start === g.start && p.end === g.end && matches(g.type, p.type))) {
      console.log(`MISS ${g.type} ${doc.id} ${JSON.stringify(doc.text.slice(g.start, g.end))} ctx=${JSON.stringify(context(doc.text, g))} got=${JSON.stringify(preds.filter((p) => overlaps(p, g)).map((p) => `${p.type}:${doc.text.slice(p.start, p.end)}`))}`);
    }
  }
  for (const p of preds) {
    const c = counts(tally, p.type);
    c.pred++;
    const good = doc.spans.some((g) => overlaps(p, g) && matches(g.type, p.type));
    if (good) c.overlapPrecisionTp++;
    const exact = doc.spans.some((g) => p.start === g.start && p.end === g.end && matches(g.type, p.type));
    if (showErrors === p.type && !exact && !good) {
      console.log(`FALSE ${p.type} ${doc.id} ${JSON.stringify(doc.text.slice(p.start, p.end))} ctx=${JSON.stringify(context(doc.text, p))}`);
    }
  }
  for (const h of doc.meta?.hard_negatives ?? []) {
    tally.hardNegatives++;
    const hit = predictions.find((p) => overlaps(p, h));
    if (hit) {
      tally.hardNegativeHits.set(h.kind, (tally.hardNegativeHits.get(h.kind) ?? 0) + 1);
      if (showErrors) console.log(`HARDNEG ${h.kind} ${doc.id} ${JSON.stringify(doc.text.slice(h.start, h.end))} as ${hit.type}:${JSON.stringify(doc.text.slice(hit.start, hit.end))}`);
    }
  }
  return tally;
}

/** Characters of a gold span that no prediction (of any type) covers. */
function unmasked(g: GoldSpan, predictions: readonly Pred[]): number {
  let n = 0;
  for (let i = g.start; i < g.end; i++) if (!predictions.some((p) => p.start <= i && i < p.end)) n++;
  return n;
}

function context(text: string, s: { start: number; end: number }): string {
  return text.slice(Math.max(0, s.start - 30), Math.min(text.length, s.end + 30));
}
