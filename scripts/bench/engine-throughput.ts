/**
 * Where the engine's time goes on one text: the layout step, each recognizer
 * alone (given the layout), the pattern recognizers as an engine, and the
 * whole engine with the PERSON/LOCATION tagger. Used by bench-sanitize.ts.
 */
import { readFileSync } from 'node:fs';
import { analyzeLayout, createEngine, createNerRecognizer, parseNerModel, patternRecognizers, warmUpEngine, type Engine } from '@sanitizer/core';
import { NER_MODEL_PATH } from '../../packages/server/src/detection/load-engine.js';

export interface PartTiming {
  part: string;
  /** Median wall-clock milliseconds per run. */
  wallMs: number;
  /** Median CPU milliseconds of this process per run: steadier than wall time on a busy machine. */
  cpuMs: number;
  /** UTF-8 megabytes per second at the median wall time. */
  mbPerS: number;
  /** The same at the median CPU time. */
  cpuMbPerS: number;
}

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(part: string, bytes: number, runs: number, run: () => void): PartTiming {
  for (let i = 0; i < Math.max(2, runs / 10); i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const w = performance.now();
    const c = cpuNow();
    run();
    cpu.push(cpuNow() - c);
    wall.push(performance.now() - w);
  }
  const wallMs = median(wall);
  const cpuMs = median(cpu);
  return { part, wallMs, cpuMs, mbPerS: bytes / 1e6 / (wallMs / 1000), cpuMbPerS: bytes / 1e6 / (cpuMs / 1000) };
}

/** Times each part of the detection of `text`; `engine` is the service's whole engine. */
export function timeEngineParts(text: string, engine: Engine, runs: number): PartTiming[] {
  const bytes = Buffer.byteLength(text);
  const tagger = createNerRecognizer(parseNerModel(readFileSync(NER_MODEL_PATH, 'utf8')));
  const patterns = patternRecognizers();
  const patternEngine = createEngine(patterns);
  warmUpEngine(patternEngine);
  const layout = analyzeLayout(text);
  const ctx = { text, layout };
  return [
    time('layout', bytes, runs, () => analyzeLayout(text)),
    ...[...patterns, tagger].map((r) => time(r.name, bytes, runs, () => r.analyze(ctx))),
    time('engine: pattern recognizers only (8 types)', bytes, runs, () => patternEngine.analyze(text)),
    time('engine: all ten types', bytes, runs, () => engine.analyze(text)),
  ];
}

const SCALING_SIZES = [25_000, 50_000, 100_000];

/**
 * Whole-engine median milliseconds at 25, 50 and 100 KB for each text: the
 * time per KB staying flat shows the engine is linear in text size.
 */
export function printScaling(engine: Engine, texts: Readonly<Record<string, (bytes: number) => string>>, runs: number): void {
  console.log('\nWhole engine, linear time check (median CPU ms; µs per KB at each size)\n');
  console.log(`| text | ${SCALING_SIZES.map((s) => `${s / 1000} KB`).join(' | ')} | µs/KB at ${SCALING_SIZES.map((s) => s / 1000).join(' / ')} KB |`);
  console.log(`|---|${SCALING_SIZES.map(() => '---|').join('')}---|`);
  for (const [name, make] of Object.entries(texts)) {
    const ms = SCALING_SIZES.map((size) => {
      const text = make(size);
      return time(name, Buffer.byteLength(text), runs, () => engine.analyze(text)).cpuMs;
    });
    const perKb = ms.map((m, i) => ((m * 1000) / (SCALING_SIZES[i]! / 1000)).toFixed(0));
    console.log(`| ${name} | ${ms.map((m) => m.toFixed(1)).join(' | ')} | ${perKb.join(' / ')} |`);
  }
}

/** Prints timings as a Markdown table. */
export function printPartTimings(title: string, rows: readonly PartTiming[]): void {
  console.log(`\n${title}\n`);
  console.log('| part | median ms (wall) | MB/s (wall) | median ms (CPU) | MB/s (CPU) |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.part} | ${r.wallMs.toFixed(2)} | ${r.mbPerS.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${r.cpuMbPerS.toFixed(1)} |`);
}
