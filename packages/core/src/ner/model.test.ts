import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeSortedInts, encodeBase64, encodeSortedInts } from './base64.js';
import { addFeatureWeights, nerModelFromFile, parseNerModel, serializeModel } from './model.js';
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
