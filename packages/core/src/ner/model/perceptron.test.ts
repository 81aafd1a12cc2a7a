import { describe, expect, it } from 'vitest';
import { FEATURES_PER_TOKEN } from './features.js';
import { seededRandom, trainPerceptron, type TrainedWeights, type TrainingCost, type TrainingSequence } from './perceptron.js';
import { TAG_COUNT } from './tags.js';
import { viterbi } from './viterbi.js';

/** Token "kinds": 0 plain word, 1 title, 2 capitalised word. After a title, a capitalised word is a person. */
function sequence(kinds: number[]): TrainingSequence {
  const features = new Uint32Array(kinds.length * FEATURES_PER_TOKEN);
  const gold = new Uint8Array(kinds.length);
  kinds.forEach((kind, i) => {
    const previous = i > 0 ? kinds[i - 1]! : 9;
    // Every slot holds one of two facts (the word's kind, or kind and previous kind), each in its own bucket range.
    for (let k = 0; k < FEATURES_PER_TOKEN; k++) features[i * FEATURES_PER_TOKEN + k] = k * 64 + (k % 2 ? kind : 32 + previous * 3 + kind);
    if (kind === 2 && previous === 1) gold[i] = 1;
    else if (kind === 2 && previous === 2 && gold[i - 1]! > 0) gold[i] = 1;
  });
  return { features, gold };
}

function kindAt(seq: TrainingSequence, i: number): number {
  return seq.features[i * FEATURES_PER_TOKEN + 1]! - 64;
}

function decode(seq: TrainingSequence, weights: Float32Array, transitions: TrainedWeights['transitions']): number[] {
  const n = seq.gold.length;
  const emissions = new Float32Array(n * TAG_COUNT);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < FEATURES_PER_TOKEN; k++) {
      const b = (seq.features[i * FEATURES_PER_TOKEN + k]! & 4095) * TAG_COUNT;
      for (let t = 0; t < TAG_COUNT; t++) emissions[i * TAG_COUNT + t]! += weights[b + t]!;
    }
  }
  const out = new Uint8Array(n);
  viterbi(emissions, n, transitions, out);
  return Array.from(out);
}

describe('trainPerceptron', () => {
  const random = seededRandom(7);
  const data = Array.from({ length: 200 }, () => sequence(Array.from({ length: 8 }, () => Math.floor(random() * 3))));

  it('learns a separable tagging task and decodes it exactly', () => {
    const { weights, transitions } = trainPerceptron(data, { hashBits: 12, epochs: 5, seed: 1 });
    const test = sequence([0, 1, 2, 2, 0, 2, 1, 2]);
    expect(decode(test, weights, transitions)).toEqual(Array.from(test.gold));
  });

  it('trades precision for recall when a miss costs more than a false alarm', () => {
    // A capitalised word after a plain word is a person one time in three: ambiguous evidence.
    const noisy = data.map((seq, n) => {
      const gold = Uint8Array.from(seq.gold);
      for (let i = 1; i < gold.length; i++) if (kindAt(seq, i) === 2 && kindAt(seq, i - 1) === 0 && (n + i) % 3 === 0) gold[i] = 1;
      return { features: seq.features, gold };
    });
    const found = (cost?: TrainingCost) => {
      const { weights, transitions } = trainPerceptron(noisy, { hashBits: 12, epochs: 5, seed: 1, cost });
      let right = 0;
      let wrong = 0;
      for (const seq of noisy) {
        const tags = decode(seq, weights, transitions);
        tags.forEach((t, i) => {
          if (t === 1 && seq.gold[i] === 1) right++;
          else if (t === 1) wrong++;
        });
      }
      return { right, wrong };
    };
    const plain = found();
    const costly = found({ missPerson: 200, missPlace: 0, other: 1 });
    expect(costly.right).toBeGreaterThan(plain.right);
    expect(costly.wrong).toBeGreaterThan(plain.wrong);
  });

  it('is deterministic for a seed', () => {
    const a = trainPerceptron(data.slice(0, 50), { hashBits: 8, epochs: 2, seed: 3 });
    const b = trainPerceptron(data.slice(0, 50), { hashBits: 8, epochs: 2, seed: 3 });
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
  });
});
