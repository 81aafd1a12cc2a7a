/**
 * Reading the labelled JSONL files and scoring PERSON/LOCATION spans, shared by
 * the NER training script and ad-hoc measurement. Node only.
 */
import { readFileSync } from 'node:fs';

export interface Span {
  start: number;
  end: number;
  type: string;
}

export interface LabelledDoc {
  id: string;
  text: string;
  spans: Span[];
}

export const NER_TYPES = ['PERSON', 'LOCATION'] as const;

/** Reads one JSONL file, keeping only PERSON and LOCATION spans. */
export function readDocs(path: string): LabelledDoc[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const doc = JSON.parse(line) as LabelledDoc;
      return { id: doc.id, text: doc.text, spans: doc.spans.filter((s) => (NER_TYPES as readonly string[]).includes(s.type)) };
    });
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** Exact-boundary counts per type. */
export function scoreExact(gold: readonly Span[], predicted: readonly Span[], counts: Record<string, Counts>): void {
  const key = (s: Span) => `${s.type}:${s.start}:${s.end}`;
  const goldKeys = new Set(gold.map(key));
  const predictedKeys = new Set(predicted.map(key));
  for (const s of predicted) bucket(counts, s.type)[goldKeys.has(key(s)) ? 'tp' : 'fp']++;
  for (const s of gold) if (!predictedKeys.has(key(s))) bucket(counts, s.type).fn++;
}

function bucket(counts: Record<string, Counts>, type: string): Counts {
  return (counts[type] ??= { tp: 0, fp: 0, fn: 0 });
}

/** "PERSON P 0.951 R 0.940 F1 0.945 (tp 10 fp 1 fn 1)" lines. */
export function formatCounts(counts: Record<string, Counts>): string {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, c]) => {
      const p = c.tp / Math.max(1, c.tp + c.fp);
      const r = c.tp / Math.max(1, c.tp + c.fn);
      const f = p + r === 0 ? 0 : (2 * p * r) / (p + r);
      return `${type.padEnd(8)} P ${p.toFixed(3)} R ${r.toFixed(3)} F1 ${f.toFixed(3)} (tp ${c.tp} fp ${c.fp} fn ${c.fn})`;
    })
    .join('\n');
}
