import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeSortedInts, encodeBase64, encodeSortedInts } from './base64.js';
import { analyzeLayout } from '../../structure/layout.js';
import { contextFeatures, FEATURES_PER_TOKEN, hashedContextFeatures, SELF_FEATURES, SMALL_CONTEXT, smallContextValues } from './features.js';
import { tokenFacts } from '../tokens/token-facts.js';
import { addContextWeights, addFeatureWeights, nerModelFromFile, parseNerModel, serializeModel } from './model.js';
import { tokenize } from '../tokens/tokenizer.js';
import { TAG_COUNT } from './tags.js';

const emptyGazetteer = { first: [], last: [], name: [], city: [], country: [], region: [], regionCode: [], commonWords: [] };

describe('base64 and varints', () => {
  it.each([[[]], [[1]], [[1, 2]], [[0, 255, 7]], [[9, 8, 7, 6, 5, 4, 3]]])('round-trips bytes %j', (bytes) => {
    expect(Array.from(decodeBase64(encodeBase64(Uint8Array.from(bytes))))).toEqual(bytes);
  });

  it('round-trips sorted integers of any size', () => {
    const values = [0, 1, 127, 128, 300, 70_000, 4_194_303];
    expect(Array.from(decodeSortedInts(encodeSortedInts(values), values.length))).toEqual(values);
  });
});

describe('serializeModel / parseNerModel', () => {
  const hashBits = 4;
  const dense = new Float32Array((1 << hashBits) * TAG_COUNT);
  dense.set([1, -2, 3], 3 * TAG_COUNT);
  dense.set([0.001, 0, 0], 5 * TAG_COUNT);
  dense.set([-4, 0, 2], 15 * TAG_COUNT);
  const transitions = { pair: new Float32Array(TAG_COUNT * TAG_COUNT).fill(0.25), start: new Float32Array(TAG_COUNT) };
  const file = serializeModel(dense, hashBits, transitions, emptyGazetteer, 0.01, {});

  it('keeps only buckets with a weight of at least the minimum', () => {
    expect(file.featureCount).toBe(2);
  });

  it('restores weights within quantisation error, and zero for dropped buckets', () => {
    const model = parseNerModel(JSON.stringify(file));
    const out = new Float32Array(TAG_COUNT * 3);
    // Bucket ids are the low hashBits of a feature hash.
    addFeatureWeights(model, Uint32Array.from([0x1003, 0x25, 0xff]), 0, 1, out, 0);
    addFeatureWeights(model, Uint32Array.from([0x1003, 0x25, 0xff]), 1, 1, out, TAG_COUNT);
    addFeatureWeights(model, Uint32Array.from([0x1003, 0x25, 0xff]), 2, 1, out, 2 * TAG_COUNT);
    const expected = [1, -2, 3, 0, 0, 0, -4, 0, 2];
    Array.from(out).forEach((w, i) => expect(w).toBeCloseTo(expected[i]!, 3));
  });

  it('rejects a file of another format', () => {
    expect(() => nerModelFromFile({ ...file, format: 'other' as never })).toThrow(/format/);
  });
});

describe('small context features', () => {
  // Every bucket kept, with weights that differ from bucket to bucket.
  const hashBits = 12;
  const dense = new Float32Array((1 << hashBits) * TAG_COUNT).map((_, i) => ((i * 7919) % 201) - 100);
  const transitions = { pair: new Float32Array(TAG_COUNT * TAG_COUNT), start: new Float32Array(TAG_COUNT) };
  const model = parseNerModel(JSON.stringify(serializeModel(dense, hashBits, transitions, emptyGazetteer, 0.5, {})));

  it('weigh the same read by value as hashed and looked up', () => {
    const text = 'We met Ann Lee in Denver, CO.\nName: Maria Garcia\nlol i saw jordan';
    const f = tokenFacts(text, tokenize(text), model.gazetteer, analyzeLayout(text));
    const all = new Uint32Array(FEATURES_PER_TOKEN - SELF_FEATURES);
    const hashed = new Uint32Array(all.length);
    const values = new Uint32Array(SMALL_CONTEXT.length);
    for (let i = 0; i < f.tokens.count; i++) {
      const expected = new Float32Array(TAG_COUNT);
      const actual = new Float32Array(TAG_COUNT);
      contextFeatures(f, 0, f.tokens.count, i, all, 0);
      addFeatureWeights(model, all, 0, all.length, expected, 0);
      hashedContextFeatures(f, 0, f.tokens.count, i, hashed, 0);
      smallContextValues(f, 0, f.tokens.count, i, values);
      addContextWeights(model, hashed, values, actual, 0);
      expect(Array.from(actual)).toEqual(Array.from(expected));
    }
  });
});
