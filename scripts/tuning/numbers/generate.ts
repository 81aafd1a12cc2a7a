/**
 * Writes the numbers probe: data/tuning/numbers-{dev,test}.jsonl (+ manifests). Card numbers of every
 * issuer and length, grouped as printed and run together, beside Luhn-valid numbers that are no cards
 * (IMEI, ICCID, tracking, order, invoice, account, customer, gift-card numbers, timestamps, hashes, UUIDs);
 * IPv4/IPv6 in logs, configs, URLs and connection strings beside passwords; phones in CSV, vCards,
 * signatures, chat, JSON, with extensions, letters, "(0)" and dots. Spans exact by construction.
 *   npm run tuning:numbers
 * Deterministic (fixed seeds, no clock). Templates marked testOnly never reach the dev half.
 */
import { Random } from '../../data-gen/random.js';
import { writeSplits } from '../../data-gen/labelled-doc.js';
import { assemble, TEMPLATES } from './templates.js';

const SEED = 20261130;
const TEST_SEED = 20261131;
const DOCS_PER_TEMPLATE = { dev: 24, test: 16 };
const OUT = 'data/tuning';
const TYPES = ['CREDIT_CARD', 'IP_ADDRESS', 'PHONE_NUMBER', 'SECRET'];

interface Doc {
  id: string;
  text: string;
  spans: { start: number; end: number; type: string }[];
  meta: { template: string; split: 'dev' | 'test'; hard_negatives: { start: number; end: number; kind: string }[] };
}

function documents(split: 'dev' | 'test'): Doc[] {
  const r = new Random(split === 'dev' ? SEED : TEST_SEED);
  const docs: Doc[] = [];
  let i = 0;
  for (const t of TEMPLATES) {
    if (t.testOnly && split === 'dev') continue;
    for (let n = 0; n < DOCS_PER_TEMPLATE[split]; n++) {
      const { text, spans, hardNegatives } = assemble(t.make({ r, i: i++ }));
      docs.push({ id: `numbers-${split}-${String(docs.length + 1).padStart(4, '0')}`, text, spans, meta: { template: t.name, split, hard_negatives: hardNegatives } });
    }
  }
  return docs;
}

function manifest(name: string, part: Doc[]): object {
  const spansByType: Record<string, number> = {};
  for (const d of part) for (const s of d.spans) spansByType[s.type] = (spansByType[s.type] ?? 0) + 1;
  return {
    name,
    source: { generator: 'scripts/tuning/numbers/generate.ts', seed: name.endsWith('dev') ? SEED : TEST_SEED, docs: part.length },
    license: 'Generated for this project.',
    docs: part.length,
    spans_by_type: spansByType,
    hard_negatives: part.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: TYPES,
  };
}

const all = [...documents('dev'), ...documents('test')];
writeSplits(OUT, 'numbers', all, manifest);
for (const split of ['dev', 'test']) console.log(`${all.filter((d) => d.meta.split === split).length} documents → ${OUT}/numbers-${split}.jsonl`);
