/**
 * Writes the clinical identifier probe: data/tuning/clinical-{dev,test}.jsonl (+ manifests).
 *   npm run tuning:clinical
 * MRN, SSN and DATE_OF_BIRTH as real artefacts carry them (HL7 v2, FHIR, C-CDA, X12, claim forms,
 * wristbands, banners, letters, handover prose, non-US hospital letters), with encounter, account,
 * accession, order numbers and visit dates as hard negatives. Written from the formats' public
 * descriptions before the recognizers were read. Deterministic (fixed seed, no clock); layouts marked
 * testOnly and a share of the rest go to the test part, which is scored, never tuned on.
 */
import { Random } from '../../data-gen/random.js';
import { writeSplits, type HardNegative, type Span } from '../../data-gen/labelled-doc.js';
import { assembleParts, makeCtx } from './parts.js';
import { person } from './values.js';
import { STRUCTURED } from './structured.js';
import { PRINTED } from './printed.js';
import { PROSE } from './prose.js';
import type { Layout } from './layouts.js';

const SEED = 20261128;
const DOCS = 1600;
const TEST_SHARE = 0.4;
const TYPES = ['MRN', 'SSN', 'DATE_OF_BIRTH'] as const;
export const LAYOUTS: readonly Layout[] = [...STRUCTURED, ...PRINTED, ...PROSE];

export interface ClinicalDoc {
  id: string;
  text: string;
  spans: Span[];
  meta: { template: string; split: 'dev' | 'test'; hard_negatives: HardNegative[] };
}

export function generate(seed = SEED, docs = DOCS): ClinicalDoc[] {
  const r = new Random(seed);
  const out: ClinicalDoc[] = [];
  for (let i = 0; i < docs; i++) {
    const layout = LAYOUTS[i % LAYOUTS.length]!;
    const ctx = makeCtx(r, person(r), layout.lang ?? 'en');
    const { text, spans, hardNegatives } = assembleParts(layout.make(ctx));
    const split = layout.testOnly || r.chance(TEST_SHARE) ? 'test' : 'dev';
    out.push({ id: `clinical-${String(i + 1).padStart(4, '0')}`, text, spans, meta: { template: layout.name, split, hard_negatives: hardNegatives } });
  }
  return out;
}

function manifest(name: string, part: ClinicalDoc[]): object {
  const count = (t: string) => part.reduce((n, d) => n + d.spans.filter((s) => s.type === t).length, 0);
  return {
    name,
    source: { generator: 'scripts/tuning/clinical/generate.ts', seed: SEED, docs: DOCS, part: name.endsWith('-dev') ? 'dev part: errors may be read' : 'test part: score only, never tuned on' },
    license: 'Generated for this project.',
    docs: part.length,
    spans_by_type: Object.fromEntries(TYPES.map((t) => [t, count(t)])),
    hard_negatives: part.reduce((n, d) => n + d.meta.hard_negatives.length, 0),
    annotated_types: TYPES,
    test_only_templates: LAYOUTS.filter((l) => l.testOnly).map((l) => l.name),
  };
}

if (process.argv[1]?.endsWith('generate.ts')) writeSplits('data/tuning', 'clinical', generate(), manifest);
