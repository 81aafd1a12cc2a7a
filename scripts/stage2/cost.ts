/**
 * Second-stage experiment, step 3: CPU the second stage would add on the 100 KB realistic bench text.
 *   npx tsx --conditions=sanitizer-source scripts/stage2/cost.ts MODEL.json [T]
 * Times the engine alone, then span features and the classifier over the engine's PERSON/LOCATION
 * spans scored below T (the token facts are reused from the tagger when wired in, so they are
 * computed once outside the timing). Medians of repeated runs.
 */
import { readFileSync } from 'node:fs';
import { analyzeLayout, createNerRecognizer } from '../../packages/core/src/index.js';
import { tokenFacts } from '../../packages/core/src/ner/tokens/token-facts.js';
import { tokenize } from '../../packages/core/src/ner/tokens/tokenizer.js';
import { engineWithModel, loadNerModel } from '../../packages/server/src/detection/load-engine.js';
import { benchText } from '../bench/bench-texts.js';
import { CLASSES, predict, type Classifier } from './classifier.js';
import { spanFeatures } from './span-features.js';

const RUNS = 15;

function load(path: string): Classifier {
  const data = JSON.parse(readFileSync(path, 'utf8')) as { bits: number; w: Record<string, number> };
  const weights = new Float32Array((1 << data.bits) * CLASSES.length);
  for (const [i, v] of Object.entries(data.w)) weights[Number(i)] = v;
  return { bits: data.bits, weights };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const [modelPath, t] = process.argv.slice(2);
  const threshold = Number(t ?? 0.8);
  const classifier = load(modelPath!);
  const nerModel = await loadNerModel();
  const engine = engineWithModel(nerModel);
  const ner = createNerRecognizer(nerModel);
  const text = benchText(102_400);
  const layout = analyzeLayout(text);
  const facts = tokenFacts(text, tokenize(text), nerModel.gazetteer, layout);
  const unsure = ner.analyze({ text, layout }).filter((d) => d.score < threshold);
  const engineMs = median(Array.from({ length: RUNS }, () => cpuMs(() => engine.analyze(text))));
  let kept = 0;
  const stageMs = median(
    Array.from({ length: RUNS }, () =>
      cpuMs(() => {
        for (const d of unsure) if (predict(classifier, spanFeatures(facts, d))[0]! < 0.5) kept++;
      }),
    ),
  );
  console.log(`100 KB realistic text: engine ${engineMs.toFixed(1)} ms CPU; ${unsure.length} NER spans below ${threshold}; second stage ${stageMs.toFixed(2)} ms CPU (${kept / RUNS} kept)`);
}

await main();
