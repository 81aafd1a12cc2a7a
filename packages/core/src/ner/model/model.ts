import { decodeBase64, decodeSortedInts, encodeBase64, encodeSortedInts } from './base64.js';
import { ABSENT, SMALL_CONTEXT, smallFeatureHash } from './features.js';
import { compileGazetteer, type CompiledGazetteer, type Gazetteer } from '../tokens/gazetteer.js';
import { TAG_COUNT, TAGS } from './tags.js';
import type { Transitions } from './viterbi.js';

export const MODEL_FORMAT = 'sanitizer-ner/2';

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
  readonly smallContext: SmallContextTable;
  readonly transitions: Transitions;
  readonly gazetteer: CompiledGazetteer;
}

/**
 * Open-addressing table from bucket id to TAG_COUNT quantised weights. Key and
 * weights of a slot share one 16-byte stretch (`keys` and `weights` view the
 * same memory), so a look-up touches one cache line and the table stays small.
 */
export interface WeightTable {
  readonly keys: Int32Array;
  readonly weights: Int16Array;
  readonly slotMask: number;
  /** Real weight = stored value × scale. */
  readonly scale: number;
  /**
   * One bit per bucket id, set when the table holds it: most features of a text are
   * absent from the model, and this small array answers for them without probing the
   * table (several MB, mostly out of cache). Empty when the bucket space is too large.
   */
  readonly present: Uint32Array;
}

/**
 * The weights of every possible SMALL_CONTEXT feature, looked up once when the model
 * loads: those of template k's value v (0 where the model has none) start at
 * `(offsets[k] + v) * SMALL_STRIDE`, quantised like the table's.
 */
export interface SmallContextTable {
  readonly offsets: Int32Array;
  readonly weights: Int16Array;
}

const SMALL_STRIDE = 4;

/** Slot layout: an int32 key, then TAG_COUNT int16 weights, then padding to 16 bytes. */
const SLOT_BYTES = 16;
const KEY_STRIDE = SLOT_BYTES / 4;
const WEIGHT_STRIDE = SLOT_BYTES / 2;
const WEIGHT_OFFSET = 2;

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
  const hashMask = (1 << file.hashBits) - 1 || 0x7fffffff;
  const table = buildTable(ids, quantized, file.weightScale, file.hashBits);
  if (file.gazetteer.commonWords.length > MAX_COMMON_BANDS) throw new Error(`the tagger's features hold at most ${MAX_COMMON_BANDS} common-word bands`);
  return {
    hashMask,
    table,
    smallContext: buildSmallContextTable(table, hashMask),
    transitions: { pair: Float32Array.from(file.transitions), start: Float32Array.from(file.startTransitions) },
    gazetteer: compileGazetteer(file.gazetteer),
  };
}

// 2^24 bucket ids make a 2 MB bit set; past that the table is probed directly.
const MAX_PRESENCE_BITS = 24;

function buildTable(ids: Int32Array, quantized: Int16Array, scale: number, hashBits: number): WeightTable {
  let size = 1;
  while (size < ids.length * 2) size <<= 1;
  const memory = new ArrayBuffer(size * SLOT_BYTES);
  const keys = new Int32Array(memory);
  const weights = new Int16Array(memory);
  const slotMask = size - 1;
  for (let slot = 0; slot < size; slot++) keys[slot * KEY_STRIDE] = -1;
  for (let k = 0; k < ids.length; k++) {
    let slot = slotOf(ids[k]!, slotMask);
    while (keys[slot * KEY_STRIDE] !== -1) slot = (slot + 1) & slotMask;
    keys[slot * KEY_STRIDE] = ids[k]!;
    for (let t = 0; t < TAG_COUNT; t++) weights[slot * WEIGHT_STRIDE + WEIGHT_OFFSET + t] = quantized[k * TAG_COUNT + t]!;
  }
  return { keys, weights, slotMask, scale, present: presenceBits(ids, hashBits) };
}

function presenceBits(ids: Int32Array, hashBits: number): Uint32Array {
  if (hashBits > MAX_PRESENCE_BITS || hashBits < 1) return new Uint32Array(0);
  const bits = new Uint32Array(Math.max(1, (1 << hashBits) >>> 5));
  for (const id of ids) bits[id >>> 5]! |= 1 << (id & 31);
  return bits;
}

// Bands are packed in 3 bits, and 4 stands for "past the line".
const MAX_COMMON_BANDS = 3;

function buildSmallContextTable(table: WeightTable, hashMask: number): SmallContextTable {
  const offsets = new Int32Array(SMALL_CONTEXT.length);
  let size = 0;
  SMALL_CONTEXT.forEach(({ bits }, k) => {
    offsets[k] = size;
    size += 1 << bits;
  });
  const weights = new Int16Array(size * SMALL_STRIDE);
  SMALL_CONTEXT.forEach(({ bits }, k) => {
    for (let value = 0; value < 1 << bits; value++) {
      const slot = findSlot(table, smallFeatureHash(k, value) & hashMask);
      if (slot < 0) continue;
      for (let t = 0; t < TAG_COUNT; t++) weights[(offsets[k]! + value) * SMALL_STRIDE + t] = table.weights[slot * WEIGHT_STRIDE + WEIGHT_OFFSET + t]!;
    }
  });
  return { offsets, weights };
}

/** Slot of the bucket in the table, or -1 when the model has no weights for it. */
function findSlot(table: WeightTable, bucket: number): number {
  const { keys, slotMask } = table;
  let slot = slotOf(bucket, slotMask);
  for (;;) {
    const key = keys[slot * KEY_STRIDE]!;
    if (key === bucket) return slot;
    if (key === -1) return -1;
    slot = (slot + 1) & slotMask;
  }
}

/** Slot where probing for a bucket starts. */
export function slotOf(bucket: number, slotMask: number): number {
  return (Math.imul(bucket, 0x9e3779b1) >>> 7) & slotMask;
}

/** Adds the weights of `count` features to `out[at .. at + TAG_COUNT)`. */
export function addFeatureWeights(model: NerModel, features: Uint32Array, from: number, count: number, out: Float32Array, at: number): void {
  addWeights(model, features, from, count, null, out, at);
}

/**
 * Adds the weights of a token's context features to `out[at ..]`: the hashed ones in
 * `features` (SMALL_CONTEXT slots ABSENT) and the SMALL_CONTEXT ones by their `values`.
 */
export function addContextWeights(model: NerModel, features: Uint32Array, values: Uint32Array, out: Float32Array, at: number): void {
  addWeights(model, features, 0, features.length, values, out, at);
}

function addWeights(model: NerModel, features: Uint32Array, from: number, count: number, values: Uint32Array | null, out: Float32Array, at: number): void {
  const { table, hashMask } = model;
  const { weights, present } = table;
  const checkPresence = present.length > 0;
  // Quantised weights are summed as integers, then scaled once.
  let s0 = 0, s1 = 0, s2 = 0; // prettier-ignore
  for (let k = from; k < from + count; k++) {
    if (features[k] === ABSENT) continue;
    const bucket = features[k]! & hashMask;
    if (checkPresence && (present[bucket >>> 5]! & (1 << (bucket & 31))) === 0) continue;
    const slot = findSlot(table, bucket);
    if (slot < 0) continue;
    const w = slot * WEIGHT_STRIDE + WEIGHT_OFFSET;
    s0 += weights[w]!;
    s1 += weights[w + 1]!;
    s2 += weights[w + 2]!;
  }
  if (values) {
    const { offsets, weights: small } = model.smallContext;
    for (let k = 0; k < values.length; k++) {
      const w = (offsets[k]! + values[k]!) * SMALL_STRIDE;
      s0 += small[w]!;
      s1 += small[w + 1]!;
      s2 += small[w + 2]!;
    }
  }
  out[at]! += s0 * table.scale;
  out[at + 1]! += s1 * table.scale;
  out[at + 2]! += s2 * table.scale;
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
