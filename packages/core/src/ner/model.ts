import { decodeBase64, decodeSortedInts, encodeBase64, encodeSortedInts } from './base64.js';
import { compileGazetteer, type CompiledGazetteer, type Gazetteer } from './gazetteer.js';
import { TAG_COUNT, TAGS } from './tags.js';
import type { Transitions } from './viterbi.js';

export const MODEL_FORMAT = 'sanitizer-ner/1';

/** The JSON file `packages/core/model/ner-model.json`. */
export interface NerModelFile {
  format: typeof MODEL_FORMAT;
  tags: string[];
  /** Features are hashed into 2^hashBits buckets. */
  hashBits: number;
  /** Number of kept buckets. */
  featureCount: number;
  /** Base64 of the sorted bucket ids, gap-encoded as varints. */
  buckets: string;
  /** Base64 of little-endian int16 weights, TAG_COUNT per bucket; real weight = value * weightScale. */
  weights: string;
  weightScale: number;
  transitions: number[];
  startTransitions: number[];
  gazetteer: Gazetteer;
  /** How the model was made (data, epochs, seed); informational. */
  meta: Record<string, unknown>;
}

/** A parsed, ready-to-use model. Build it once and share it. */
export interface NerModel {
  readonly hashMask: number;
  readonly table: WeightTable;
  readonly transitions: Transitions;
  readonly gazetteer: CompiledGazetteer;
}

/**
 * Open-addressing table from bucket id to TAG_COUNT weights. Key and weights of
 * a slot share one 32-byte stretch (`keys` and `weights` view the same memory),
 * so a lookup touches one cache line.
 */
export interface WeightTable {
  readonly keys: Int32Array;
  readonly weights: Float32Array;
  readonly slotMask: number;
}

/** 32-bit words per slot: the key, TAG_COUNT weights, padding. */
const SLOT_WORDS = 8;

/**
 * Parses the model file's text. Pure: the caller reads the file.
 * @example const model = parseNerModel(readFileSync('packages/core/model/ner-model.json', 'utf8'));
 */
export function parseNerModel(json: string): NerModel {
  return nerModelFromFile(JSON.parse(json) as NerModelFile);
}

/** Builds a model from the already-parsed file object. */
export function nerModelFromFile(file: NerModelFile): NerModel {
  if (file.format !== MODEL_FORMAT || file.tags.join() !== TAGS.join()) {
    throw new Error(`unsupported NER model format ${String(file.format)}`);
  }
  const ids = decodeSortedInts(decodeBase64(file.buckets), file.featureCount);
  const raw = decodeBase64(file.weights);
  const quantized = new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength >> 1);
  return {
    hashMask: (1 << file.hashBits) - 1 || 0x7fffffff,
    table: buildTable(ids, quantized, file.weightScale),
    transitions: { pair: Float32Array.from(file.transitions), start: Float32Array.from(file.startTransitions) },
    gazetteer: compileGazetteer(file.gazetteer),
  };
}

function buildTable(ids: Int32Array, quantized: Int16Array, scale: number): WeightTable {
  let size = 1;
  while (size < ids.length * 2) size <<= 1;
  const memory = new ArrayBuffer(size * SLOT_WORDS * 4);
  const keys = new Int32Array(memory);
  const weights = new Float32Array(memory);
  const slotMask = size - 1;
  for (let slot = 0; slot < size; slot++) keys[slot * SLOT_WORDS] = -1;
  for (let k = 0; k < ids.length; k++) {
    let slot = slotOf(ids[k]!, slotMask);
    while (keys[slot * SLOT_WORDS] !== -1) slot = (slot + 1) & slotMask;
    keys[slot * SLOT_WORDS] = ids[k]!;
    for (let t = 0; t < TAG_COUNT; t++) weights[slot * SLOT_WORDS + 1 + t] = quantized[k * TAG_COUNT + t]! * scale;
  }
  return { keys, weights, slotMask };
}

/** Slot where probing for a bucket starts. */
export function slotOf(bucket: number, slotMask: number): number {
  return (Math.imul(bucket, 0x9e3779b1) >>> 7) & slotMask;
}

/** Adds the weights of `count` features to `out[at .. at + TAG_COUNT)`. */
export function addFeatureWeights(model: NerModel, features: Uint32Array, from: number, count: number, out: Float32Array, at: number): void {
  const { keys, weights, slotMask } = model.table;
  for (let k = from; k < from + count; k++) {
    const bucket = features[k]! & model.hashMask;
    let slot = slotOf(bucket, slotMask);
    for (;;) {
      const key = keys[slot * SLOT_WORDS]!;
      if (key === bucket) {
        const w = slot * SLOT_WORDS + 1;
        for (let t = 0; t < TAG_COUNT; t++) out[at + t]! += weights[w + t]!;
        break;
      }
      if (key === -1) break;
      slot = (slot + 1) & slotMask;
    }
  }
}

/** Serialises trained dense weights, keeping buckets whose largest weight reaches `minWeight`. */
export function serializeModel(
  dense: Float32Array,
  hashBits: number,
  transitions: Transitions,
  gazetteer: Gazetteer,
  minWeight: number,
  meta: Record<string, unknown>,
): NerModelFile {
  const kept: number[] = [];
  let maxAbs = 0;
  for (let b = 0; b < dense.length / TAG_COUNT; b++) {
    let m = 0;
    for (let t = 0; t < TAG_COUNT; t++) m = Math.max(m, Math.abs(dense[b * TAG_COUNT + t]!));
    if (m >= minWeight) kept.push(b);
    maxAbs = Math.max(maxAbs, m);
  }
  const scale = maxAbs / 32767 || 1;
  const quantized = new Int16Array(kept.length * TAG_COUNT);
  kept.forEach((b, k) => {
    for (let t = 0; t < TAG_COUNT; t++) quantized[k * TAG_COUNT + t] = Math.round(dense[b * TAG_COUNT + t]! / scale);
  });
  return {
    format: MODEL_FORMAT,
    tags: [...TAGS],
    hashBits,
    featureCount: kept.length,
    buckets: encodeBase64(encodeSortedInts(kept)),
    weights: encodeBase64(new Uint8Array(quantized.buffer)),
    weightScale: scale,
    transitions: Array.from(transitions.pair, round4),
    startTransitions: Array.from(transitions.start, round4),
    gazetteer,
    meta,
  };
}

function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
