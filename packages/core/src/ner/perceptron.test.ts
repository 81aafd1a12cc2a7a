import { describe, expect, it } from 'vitest';
import { FEATURES_PER_TOKEN } from './features.js';
import { seededRandom, trainPerceptron, type TrainingSequence } from './perceptron.js';
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
    else if (kind === 2 && previous === 2 && gold[i - 1]! > 0) gold[i] = 2;
  });
  return { features, gold };
}

describe('trainPerceptron', () => {
  const random = seededRandom(7);
  const data = Array.from({ length: 200 }, () => sequence(Array.from({ length: 8 }, () => Math.floor(random() * 3))));

  it('learns a separable tagging task and decodes it exactly', () => {
    const { weights, transitions } = trainPerceptron(data, { hashBits: 12, epochs: 5, seed: 1 });
    const test = sequence([0, 1, 2, 2, 0, 2, 1, 2]);
    const emissions = new Float32Array(8 * TAG_COUNT);
    for (let i = 0; i < 8; i++) {
      for (let k = 0; k < FEATURES_PER_TOKEN; k++) {
        const b = (test.features[i * FEATURES_PER_TOKEN + k]! & 4095) * TAG_COUNT;
        for (let t = 0; t < TAG_COUNT; t++) emissions[i * TAG_COUNT + t]! += weights[b + t]!;
      }
    }
    const out = new Uint8Array(8);
    viterbi(emissions, 8, transitions, out);
    expect(Array.from(out)).toEqual(Array.from(test.gold));
  });

  it('is deterministic for a seed', () => {
    const a = trainPerceptron(data.slice(0, 50), { hashBits: 8, epochs: 2, seed: 3 });
    const b = trainPerceptron(data.slice(0, 50), { hashBits: 8, epochs: 2, seed: 3 });
    expect(Array.from(a.weights)).toEqual(Array.from(b.weights));
  });
});
