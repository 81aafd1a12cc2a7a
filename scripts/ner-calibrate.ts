/**
 * Fits the tagger's confidence calibration (CALIBRATION in
 * packages/core/src/ner/model/tagger.ts): Platt scaling of each span's mean margin
 * against whether the span is exactly right (type and boundaries).
 *   npm run calibrate:ner
 * Fits on held-out data the model never trained on and that is not dev/:
 * shared/data/train/wnut17_dev.jsonl (validation only in training) and
 * documents generated with a seed training does not use. Training files would
 * give overconfident margins; dev/ is for measuring only.
 * Prints the fitted slope and offset and a reliability table.
 */
import { analyzeLayout } from '../packages/core/src/structure/layout.js';
import { calibratedScore, tagText } from '../packages/core/src/ner/model/tagger.js';
import { WordCache } from '../packages/core/src/ner/model/word-cache.js';
import { loadNerModel } from './load-ner-model.js';
import { augmentDocs } from './ner-augment.js';
import { readDocs, type LabelledDoc } from './ner-data.js';

const ITERATIONS = 20_000;
const HELD_OUT_FILES = ['../../shared/data/train/wnut17_dev.jsonl'];
/** Training generates with seed 20240611 (train-ner.ts); calibration never sees those documents. */
const HELD_OUT_SEED = 777_001;
const HELD_OUT_GENERATED = 1_000;
const BUCKETS = [-Infinity, 80, 160, 240, 320, 480, Infinity];

function main(): void {
  const docs: LabelledDoc[] = [
    ...HELD_OUT_FILES.flatMap((f) => readDocs(new URL(f, import.meta.url).pathname)),
    ...augmentDocs(HELD_OUT_GENERATED, HELD_OUT_SEED),
  ];
  const model = loadNerModel();
  const words = new WordCache(model);
  const samples: Array<{ margin: number; right: number }> = [];
  for (const doc of docs) {
    const gold = new Set(doc.spans.map((s) => `${s.type}:${s.start}:${s.end}`));
    for (const s of tagText(model, words, doc.text, analyzeLayout(doc.text)).spans) {
      samples.push({ margin: s.margin, right: gold.has(`${s.type}:${s.start}:${s.end}`) ? 1 : 0 });
    }
  }
  const { slope, offset } = fitPlatt(samples);
  console.log(`${samples.length} spans: slope ${slope.toFixed(4)}, offset ${offset.toFixed(3)}`);
  for (let k = 0; k + 1 < BUCKETS.length; k++) {
    const inside = samples.filter((s) => s.margin >= BUCKETS[k]! && s.margin < BUCKETS[k + 1]!);
    const share = inside.reduce((n, s) => n + s.right, 0) / Math.max(1, inside.length);
    const shipped = inside.reduce((n, s) => n + calibratedScore(s.margin), 0) / Math.max(1, inside.length);
    console.log(`margin ${BUCKETS[k]}..${BUCKETS[k + 1]}: ${inside.length} spans, right ${share.toFixed(3)}, shipped score ${shipped.toFixed(3)}`);
  }
}

/** Logistic regression of rightness on margin, by gradient descent on the log loss. */
function fitPlatt(samples: ReadonlyArray<{ margin: number; right: number }>): { slope: number; offset: number } {
  let slope = 0.1;
  let offset = 0;
  for (let it = 0; it < ITERATIONS; it++) {
    let gSlope = 0;
    let gOffset = 0;
    for (const { margin, right } of samples) {
      const p = 1 / (1 + Math.exp(-(slope * margin + offset)));
      gSlope += (p - right) * margin;
      gOffset += p - right;
    }
    slope -= (1e-4 * gSlope) / samples.length;
    offset -= (0.05 * gOffset) / samples.length;
  }
  return { slope, offset };
}

main();
