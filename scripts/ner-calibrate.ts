/**
 * Fits the tagger's confidence calibration (CALIBRATION in
 * packages/core/src/ner/tagger.ts): Platt scaling of each span's mean margin
 * against whether the span is exactly right (type and boundaries).
 *   npx tsx --conditions=source scripts/ner-calibrate.ts <file.jsonl>...
 * Use tuning data (dev/), never the training files: on them the margins are
 * overconfident. Prints the fitted slope and offset and a reliability table.
 */
import { analyzeLayout } from '../packages/core/src/structure/layout.js';
import { calibratedScore, tagText } from '../packages/core/src/ner/tagger.js';
import { WordCache } from '../packages/core/src/ner/word-cache.js';
import { loadNerModel } from './load-ner-model.js';
import { readDocs } from './ner-data.js';

const ITERATIONS = 20_000;
const BUCKETS = [-Infinity, 10, 20, 30, 40, 60, Infinity];

function main(): void {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: scripts/ner-calibrate.ts <file.jsonl>...');
  const model = loadNerModel();
  const words = new WordCache(model);
  const samples: Array<{ margin: number; right: number }> = [];
  for (const file of files) {
    for (const doc of readDocs(file)) {
      const gold = new Set(doc.spans.map((s) => `${s.type}:${s.start}:${s.end}`));
      for (const s of tagText(model, words, doc.text, analyzeLayout(doc.text)).spans) {
        samples.push({ margin: s.margin, right: gold.has(`${s.type}:${s.start}:${s.end}`) ? 1 : 0 });
      }
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
