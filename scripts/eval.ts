/**
 * Scores the detection engine on labelled JSONL files (see shared/data/README.md).
 *   npm run eval -- ../shared/data/dev/synthetic_dev.jsonl [--by-template] [--errors TYPE] [--model FILE] [--markdown FILE]
 * --model scores another PERSON/LOCATION model file (e.g. one written with NER_MODEL_OUT).
 * --markdown writes the per-set summary tables to FILE as well.
 * Prints per-type precision, recall and F1 (exact and overlap matching), the
 * share of personal-data characters left unmasked, and hard-negative hits; then
 * one summary table per set with support and leaked characters. Opt-in types
 * (IP_ADDRESS, URL, DATE …) in a file's gold are scored from a second run that
 * asks for every type, so the default types' figures stay those of a default request.
 */
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isOptIn, KNOWN_TYPES, type AnalyzedEntity, type Engine } from '@sanitizer/core';
import { loadEngine } from '../packages/server/src/detection/load-engine.js';
import { scoreDocument, emptyTally, mergeTally, type Doc, type Manifest, type Tally } from './eval-scoring.js';
import { formatReport, formatSummary, type SetResult } from './eval-report.js';

interface Options {
  byTemplate: boolean;
  showErrors: string | undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const files = args.filter((a) => !a.startsWith('--') && a.endsWith('.jsonl'));
  if (files.length === 0) {
    console.error('usage: npm run eval -- <file.jsonl>... [--by-template] [--errors TYPE] [--model FILE] [--markdown FILE]');
    process.exit(2);
  }
  const engine = await loadEngine(valueOf('--model'));
  const options: Options = { byTemplate: args.includes('--by-template'), showErrors: valueOf('--errors') };
  const results = files.map((file) => evaluateFile(engine, file, options));
  const summary = formatSummary(results);
  console.log(summary);
  const markdown = valueOf('--markdown');
  if (markdown) writeFileSync(markdown, summary);
}

function evaluateFile(engine: Engine, file: string, options: Options): SetResult {
  const manifest = readManifest(file);
  const docs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Doc);
  const scored = manifest.annotated_types ?? [...new Set(docs.flatMap((d) => d.spans.map((s) => s.type)))];
  const defaults: Manifest = { ...manifest, annotated_types: scored.filter((t) => !isOptIn(t)) };
  const optIn: Manifest = { ...manifest, annotated_types: scored.filter((t) => isOptIn(t)) };
  const total = emptyTally();
  const optInTotal = emptyTally();
  const perTemplate = new Map<string, Tally>();
  let ms = 0;
  let chars = 0;
  for (const doc of docs) {
    const t0 = performance.now();
    const entities: AnalyzedEntity[] = engine.analyze(doc.text).entities;
    ms += performance.now() - t0;
    chars += doc.text.length;
    const tally = scoreDocument(only(doc, defaults), entities, defaults, options.showErrors);
    mergeTally(total, tally);
    const template = doc.meta?.template;
    if (options.byTemplate && typeof template === 'string') mergeTally(perTemplate.get(template) ?? setNew(perTemplate, template), tally);
    if (optIn.annotated_types!.length > 0) {
      const all = engine.analyze(doc.text, { entities: KNOWN_TYPES }).entities;
      mergeTally(optInTotal, scoreDocument({ ...only(doc, optIn), meta: undefined }, all, optIn, options.showErrors));
    }
  }
  const name = basename(file);
  console.log(formatReport(name, docs.length, total, defaults, { ms, chars }));
  if (optIn.annotated_types!.length > 0) console.log(formatReport(`${name}: opt-in types (run with every type asked for)`, docs.length, optInTotal, optIn, null));
  if (options.byTemplate) for (const [t, tally] of [...perTemplate].sort()) console.log(formatReport(`  template ${t}`, 0, tally, defaults, null, true));
  return { name, docs: docs.length, defaults: total, optIn: optInTotal };
}

/** The document with only the gold spans of the manifest's types. */
function only(doc: Doc, manifest: Manifest): Doc {
  return { ...doc, spans: doc.spans.filter((s) => manifest.annotated_types!.includes(s.type)) };
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
