/**
 * Scores the detection engine on labelled JSONL files (see shared/data/README.md).
 *   npm run eval -- ../shared/data/dev/synthetic_dev.jsonl [--by-template] [--errors TYPE] [--model FILE]
 * --model scores another PERSON/LOCATION model file (e.g. one written with NER_MODEL_OUT).
 * Prints per-type precision, recall and F1 (exact and overlap matching), the
 * share of personal-data characters left unmasked, and hard-negative hits.
 */
import { readFileSync, existsSync } from 'node:fs';
import { basename } from 'node:path';
import type { AnalyzedEntity } from '@sanitizer/core';
import { loadEngine } from '../packages/server/src/detection/load-engine.js';
import { scoreDocument, emptyTally, mergeTally, type Doc, type Manifest, type Tally } from './eval-scoring.js';
import { formatReport } from './eval-report.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--') && a.endsWith('.jsonl'));
  const byTemplate = args.includes('--by-template');
  const errorsType = args[args.indexOf('--errors') + 1];
  const showErrors = args.includes('--errors') ? errorsType : undefined;
  if (files.length === 0) {
    console.error('usage: npm run eval -- <file.jsonl>... [--by-template] [--errors TYPE] [--model FILE]');
    process.exit(2);
  }
  const modelFile = args.includes('--model') ? args[args.indexOf('--model') + 1] : undefined;
  const engine = await loadEngine(modelFile);
  for (const file of files) {
    const manifest = readManifest(file);
    const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Doc);
    const total = emptyTally();
    const perTemplate = new Map<string, Tally>();
    let ms = 0;
    let chars = 0;
    for (const doc of docs) {
      const t0 = performance.now();
      const entities: AnalyzedEntity[] = engine.analyze(doc.text).entities;
      ms += performance.now() - t0;
      chars += doc.text.length;
      const tally = scoreDocument(doc, entities, manifest, showErrors);
      mergeTally(total, tally);
      const template = doc.meta?.template;
      if (byTemplate && typeof template === 'string') mergeTally(perTemplate.get(template) ?? setNew(perTemplate, template), tally);
    }
    console.log(formatReport(basename(file), docs.length, total, manifest, { ms, chars }));
    if (byTemplate) for (const [name, t] of [...perTemplate].sort()) console.log(formatReport(`  template ${name}`, 0, t, manifest, null, true));
  }
}

function setNew(map: Map<string, Tally>, key: string): Tally {
  const t = emptyTally();
  map.set(key, t);
  return t;
}

function readManifest(file: string): Manifest {
  const path = file.replace(/\.jsonl$/, '.manifest.json');
  if (!existsSync(path)) return { annotated_types: null, type_equivalence: {} };
  const m = JSON.parse(readFileSync(path, 'utf8')) as Partial<Manifest>;
  return { annotated_types: m.annotated_types ?? null, type_equivalence: m.type_equivalence ?? {} };
}

await main();
