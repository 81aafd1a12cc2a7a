import { mkdirSync, writeFileSync } from 'node:fs';

/** The labels of a generated document, in the JSON Lines format `npm run eval` reads. */
export interface Span {
  start: number;
  end: number;
  type: string;
}

/** A stretch that looks like personal data but is not, with what it is ("order_number", "date"). */
export interface HardNegative {
  start: number;
  end: number;
  kind: string;
}

/** Writes `{name}-dev.jsonl` and `{name}-test.jsonl` (each with its manifest) from documents split by `meta.split`. */
export function writeSplits<D extends { meta: { split: 'dev' | 'test' } }>(outDir: string, name: string, docs: readonly D[], manifest: (setName: string, part: D[]) => object): void {
  mkdirSync(outDir, { recursive: true });
  for (const split of ['dev', 'test'] as const) {
    const part = docs.filter((d) => d.meta.split === split);
    writeFileSync(`${outDir}/${name}-${split}.jsonl`, part.map((d) => JSON.stringify(d)).join('\n') + '\n');
    writeFileSync(`${outDir}/${name}-${split}.manifest.json`, JSON.stringify(manifest(`${name}-${split}`, part), null, 2) + '\n');
  }
}
