/**
 * Boundary probes for ADDRESS, written from postal conventions (UPU and national guides), not from any evaluation set:
 * each line is the whole address as the project labels it (unit, street, city, region, postcode, country line).
 * Prints how many are found exactly, and the ones that are not.
 *   npx tsx --conditions=sanitizer-source scripts/tuning/addresses/boundary-probes.ts
 */
import { analyzeLayout } from '../../../packages/core/src/structure/layout.js';
import { addressRecognizer } from '../../../packages/core/src/recognizers/address/address.js';
import probes from './boundary-probes.json' with { type: 'json' };

type Probe = { cls: string; country: string; before: string; address: string; after: string };
const byClass = new Map<string, { ok: number; all: number }>();
for (const p of probes as Probe[]) {
  const text = p.before + p.address + p.after;
  const start = p.before.length;
  const got = addressRecognizer.analyze({ text, layout: analyzeLayout(text) });
  const ok = got.some((d) => d.start === start && d.end === start + p.address.length);
  const c = byClass.get(p.cls) ?? { ok: 0, all: 0 };
  c.all++;
  if (ok) c.ok++;
  byClass.set(p.cls, c);
  if (!ok) console.log(`MISS [${p.cls}/${p.country}] ${JSON.stringify(p.address)} got=${JSON.stringify(got.map((d) => text.slice(d.start, d.end)))}`);
}
for (const [cls, c] of byClass) console.log(`${cls}: ${c.ok}/${c.all}`);
