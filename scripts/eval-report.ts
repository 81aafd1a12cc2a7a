import type { Counts, Manifest, Tally } from './eval-scoring.js';

const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : 0) : a / b);
const fmt = (x: number) => x.toFixed(3);

/** A markdown table of one file's (or template's) scores. */
export function formatReport(
  name: string,
  docs: number,
  t: Tally,
  manifest: Manifest,
  speed: { ms: number; chars: number } | null,
  compact = false,
): string {
  const lines: string[] = [];
  const header = docs > 0 ? `## ${name} (${docs} docs)` : name;
  lines.push(header);
  if (!compact) {
    lines.push('', '| type | gold | pred | exact P | exact R | exact F1 | overlap P | overlap R | overlap F1 | chars unmasked |', '|---|---|---|---|---|---|---|---|---|---|');
  }
  const types = [...t.byType.keys()].filter((k) => manifest.annotated_types === null || manifest.annotated_types.includes(k)).sort();
  const all = sum([...t.byType.values()]);
  for (const type of types) lines.push(row(type, t.byType.get(type)!));
  if (!compact) lines.push(row('**all**', all));
  const hits = [...t.hardNegativeHits.values()].reduce((a, b) => a + b, 0);
  if (t.hardNegatives > 0) {
    const kinds = [...t.hardNegativeHits].map(([k, n]) => `${k}: ${n}`).join(', ');
    lines.push('', `hard negatives hit: ${hits} of ${t.hardNegatives}${kinds ? ` (${kinds})` : ''}`);
  }
  if (speed) lines.push(`unmasked personal-data characters: ${(100 * ratio(all.unmaskedChars, all.goldChars)).toFixed(2)}% · engine speed: ${((speed.chars / 1e6) / (speed.ms / 1000)).toFixed(2)} M chars/s (${speed.ms.toFixed(0)} ms)`);
  return lines.join('\n') + '\n';
}

function row(type: string, c: Counts): string {
  const ep = ratio(c.exactTp, c.pred);
  const er = ratio(c.exactTp, c.gold);
  const op = ratio(c.overlapPrecisionTp, c.pred);
  const or = ratio(c.overlapRecallTp, c.gold);
  const un = `${(100 * ratio(c.unmaskedChars, c.goldChars)).toFixed(2)}%`;
  return `| ${type} | ${c.gold} | ${c.pred} | ${fmt(ep)} | ${fmt(er)} | ${fmt(f1(ep, er))} | ${fmt(op)} | ${fmt(or)} | ${fmt(f1(op, or))} | ${un} |`;
}

/** One scored file: the default types' tally and the opt-in types' (empty when its gold has none). */
export interface SetResult {
  name: string;
  docs: number;
  defaults: Tally;
  optIn: Tally;
}

/**
 * One table per set: exact precision, recall and F1, support (gold spans) and leaked
 * characters (gold characters no detection of any type covers) per type, with an
 * overall row for the default types and, apart, one for the opt-in types.
 */
export function formatSummary(sets: readonly SetResult[]): string {
  const lines = ['# Summary: exact P/R/F1, support and leaked characters per set'];
  for (const set of sets) {
    lines.push('', `## ${set.name} (${set.docs} docs)`, '', '| type | support | P | R | F1 | leaked chars |', '|---|---|---|---|---|---|');
    for (const [label, tally] of [['default types', set.defaults], ['opt-in types', set.optIn]] as const) {
      if (tally.byType.size === 0) continue;
      for (const [type, c] of [...tally.byType].sort(([a], [b]) => a.localeCompare(b))) lines.push(summaryRow(type, c));
      lines.push(summaryRow(`**all ${label}**`, sum([...tally.byType.values()])));
    }
  }
  return lines.join('\n') + '\n';
}

function summaryRow(type: string, c: Counts): string {
  const p = ratio(c.exactTp, c.pred);
  const r = ratio(c.exactTp, c.gold);
  const leaked = `${c.unmaskedChars} of ${c.goldChars} (${(100 * ratio(c.unmaskedChars, c.goldChars)).toFixed(2)}%)`;
  return `| ${type} | ${c.gold} | ${fmt(p)} | ${fmt(r)} | ${fmt(f1(p, r))} | ${leaked} |`;
}

function sum(all: Counts[]): Counts {
  const s: Counts = { gold: 0, pred: 0, exactTp: 0, overlapRecallTp: 0, overlapPrecisionTp: 0, goldChars: 0, unmaskedChars: 0 };
  for (const c of all) for (const k of Object.keys(s) as (keyof Counts)[]) s[k] += c[k];
  return s;
}
