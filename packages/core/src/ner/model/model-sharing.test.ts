import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeLayout } from '../../structure/layout.js';
import { createNerRecognizer } from '../recognizer.js';
import { parseNerModel } from './model.js';
import { nerModelData, nerModelFromData, shareNerModel } from './model-sharing.js';

const model = parseNerModel(readFileSync(new URL('../../../model/ner-model.json', import.meta.url), 'utf8'));
const TEXT = 'Patient: SHANAHAN, ALTA\nSeen by Dr. A. B. Smith in Sacramento, CA.\n| Name | City |\n|---|---|\n| Maria Lopez | Denver |\nlol i saw jordan in new york';

function detections(m: typeof model) {
  return createNerRecognizer(m).analyze({ text: TEXT, layout: analyzeLayout(TEXT) });
}

function buffersOf(data: ReturnType<typeof nerModelData>): ArrayBufferLike[] {
  const g = data.gazetteer;
  return [data.table.keys, data.table.weights, data.table.present, data.smallContext.offsets, data.smallContext.weights, data.transitions.pair, data.transitions.start, g.phrases.pairs, g.commonWords.pairs, g.wordClasses.pairs, g.famous.pairs].map((a) => a.buffer);
}

describe('shareNerModel', () => {
  const shared = shareNerModel(model);

  it('holds every array in shared memory, and the original in none', () => {
    expect(buffersOf(nerModelData(shared)).every((b) => b instanceof SharedArrayBuffer)).toBe(true);
    expect(buffersOf(nerModelData(model)).some((b) => b instanceof SharedArrayBuffer)).toBe(false);
  });

  it('finds exactly what the original finds', () => {
    expect(detections(model).length).toBeGreaterThan(3);
    expect(detections(shared)).toEqual(detections(model));
  });

  it('crosses a structured clone as a model that reads the same memory', () => {
    const data = nerModelData(shared);
    const received = structuredClone(data);
    expect(detections(nerModelFromData(received))).toEqual(detections(model));
    // A clone of a view on shared memory is a view on that same memory, not a copy.
    const before = data.transitions.start[0]!;
    received.transitions.start[0] = before + 1;
    expect(data.transitions.start[0]).toBe(before + 1);
    received.transitions.start[0] = before;
  });

  it('also round-trips a model on plain ArrayBuffers (as in a browser)', () => {
    expect(detections(nerModelFromData(structuredClone(nerModelData(model))))).toEqual(detections(model));
  });
});
