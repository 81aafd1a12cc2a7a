/**
 * The second part of the address tuning set, written afresh to measure generalisation: new contexts
 * (contexts.ts) around the first part's layouts and 22 more countries (more-layouts.ts), with
 * building, floor and country lines (decorations.ts). Some contexts and countries appear only in
 * the test part. Seeded on its own, so the first part's documents do not change.
 */
import { DocBuilder } from './doc-builder.js';
import { CONTEXTS, type Context } from './contexts.js';
import { decorate } from './decorations.js';
import { LATER_LAYOUTS, LAYOUTS, countryName } from './layouts.js';
import { MORE_LAYOUTS, moreCountryName, type MoreCountry } from './more-layouts.js';
import { hardNegative, writeFragment } from './templates.js';
import { Random } from '../../data-gen/random.js';
import type { Doc } from './generate.js';

export const SECOND_PART_SEED = 0xadd2e57;
const DOCS = 900;
const NEW_COUNTRY_SHARE = 0.5;
const FRAGMENT_SHARE = 0.05;
const NEGATIVE_ONLY_SHARE = 0.05;
const LOWER_CASE_SHARE = 0.1;
/** Countries whose layouts only the test part shows. */
export const TEST_ONLY_COUNTRIES: ReadonlySet<MoreCountry> = new Set(['lt', 'si', 'co', 'tw', 'ma']);

interface Drawn {
  country: string;
  lines: string[];
  countryName: () => string;
}

export function secondPart(firstIndex: number, testEvery: number): Doc[] {
  const r = new Random(SECOND_PART_SEED);
  const docs: Doc[] = [];
  for (let i = firstIndex; i < firstIndex + DOCS; i++) {
    const split = i % testEvery === testEvery - 1 ? 'test' : 'dev';
    docs.push(makeDoc(r, `addr-${String(i + 1).padStart(4, '0')}`, split));
  }
  return docs;
}

function makeDoc(r: Random, id: string, split: 'dev' | 'test'): Doc {
  const roll = r.next();
  if (roll < FRAGMENT_SHARE) return finish(id, split, 'fragment', null, r.chance(LOWER_CASE_SHARE), (b) => writeFragment(b, r));
  if (roll < FRAGMENT_SHARE + NEGATIVE_ONLY_SHARE) return finish(id, split, 'negatives', null, false, (b) => { hardNegative(b, r); hardNegative(b, r); });
  const context = r.pick(CONTEXTS.filter((c) => split === 'test' || !c.testOnly));
  const drawn = drawLayout(r, split);
  const lines = decorate(r, drawn.country, drawn.lines, context.block ? 0.5 : 0.2, drawn.countryName);
  const lower = context.lower === true || (context.upper !== true && r.chance(LOWER_CASE_SHARE));
  return finish(id, split, context.name, drawn.country, lower, (b) => context.write(b, r, { lines }));
}

function drawLayout(r: Random, split: 'dev' | 'test'): Drawn {
  if (r.chance(NEW_COUNTRY_SHARE)) {
    const layout = r.pick(MORE_LAYOUTS.filter((l) => split === 'test' || !TEST_ONLY_COUNTRIES.has(l.country)));
    return { country: layout.country, lines: layout.build(r), countryName: () => moreCountryName(r, layout.country) };
  }
  const layout = r.pick([...LAYOUTS, ...LATER_LAYOUTS]);
  return { country: layout.country, lines: layout.build(r), countryName: () => countryName(r, layout.country) };
}

function finish(id: string, split: 'dev' | 'test', template: Context['name'], country: string | null, lower: boolean, write: (b: DocBuilder) => void): Doc {
  const b = new DocBuilder(lower);
  write(b);
  return { id, text: b.toString(), spans: b.spans, meta: { template, country, split, lower, hard_negatives: b.hardNegatives, part: 2 } };
}
