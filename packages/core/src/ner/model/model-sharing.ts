import { gazetteerData, gazetteerFromData, type CompiledGazetteerData } from '../tokens/gazetteer.js';
import type { HashIndexData } from '../tokens/hash-index.js';
import type { NerModel, SmallContextTable, WeightTable } from './model.js';
import type { Transitions } from './viterbi.js';

/**
 * A parsed model as plain data: typed arrays and numbers, no class instances,
 * so it survives `postMessage` / `workerData`. Over SharedArrayBuffers (see
 * `shareNerModel`) every thread that receives it reads the same memory.
 */
export interface NerModelData {
  readonly hashMask: number;
  readonly table: WeightTable;
  readonly smallContext: SmallContextTable;
  readonly transitions: Transitions;
  readonly gazetteer: CompiledGazetteerData;
}

/** The model's memory (not a copy) as plain data. */
export function nerModelData(model: NerModel): NerModelData {
  return { ...model, gazetteer: gazetteerData(model.gazetteer) };
}

/** A model reading the memory of `data`, as `nerModelData` gave it (maybe in another thread). */
export function nerModelFromData(data: NerModelData): NerModel {
  return { ...data, gazetteer: gazetteerFromData(data.gazetteer) };
}

type Typed = Int32Array | Uint32Array | Int16Array | Float32Array;

/**
 * A copy of the model in SharedArrayBuffers, so that handing `nerModelData` of
 * it to worker threads shares one copy of the weights and lists instead of one
 * per thread. Throws where SharedArrayBuffer is unavailable (a browser page
 * that is not cross-origin isolated); the engine itself never needs it.
 */
export function shareNerModel(model: NerModel): NerModel {
  if (typeof SharedArrayBuffer !== 'function') throw new Error('SharedArrayBuffer is not available here');
  const data = nerModelData(model);
  // The table's keys and weights view one buffer: copied once, viewed twice.
  const tableMemory = shareBuffer(data.table.keys.buffer);
  return nerModelFromData({
    hashMask: data.hashMask,
    table: { ...data.table, keys: new Int32Array(tableMemory), weights: new Int16Array(tableMemory), present: shareArray(data.table.present) },
    smallContext: { offsets: shareArray(data.smallContext.offsets), weights: shareArray(data.smallContext.weights) },
    transitions: { pair: shareArray(data.transitions.pair), start: shareArray(data.transitions.start) },
    gazetteer: {
      maxTokens: data.gazetteer.maxTokens,
      phrases: shareIndex(data.gazetteer.phrases),
      commonWords: shareIndex(data.gazetteer.commonWords),
      wordClasses: shareIndex(data.gazetteer.wordClasses),
      famous: shareIndex(data.gazetteer.famous),
    },
  });
}

function shareBuffer(buffer: ArrayBufferLike): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(buffer.byteLength);
  new Uint8Array(shared).set(new Uint8Array(buffer));
  return shared;
}

function shareArray<T extends Typed>(array: T): T {
  const copy = new (array.constructor as new (buffer: SharedArrayBuffer) => T)(new SharedArrayBuffer(array.byteLength));
  copy.set(array as never);
  return copy;
}

function shareIndex(index: HashIndexData): HashIndexData {
  return { pairs: shareArray(index.pairs), count: index.count };
}
