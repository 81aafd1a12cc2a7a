/**
 * Puts the place lists of model/gazetteer.json (country, region, city) into the shipped
 * model/ner-model.json without retraining its weights: for a change of the lists that the
 * rules read more than the tagger does (new country names in other languages and scripts,
 * subdivisions). `npm run train:ner` embeds the whole list and retrains.
 * Run: npx tsx scripts/gazetteer/embed-gazetteer.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

const MODEL = new URL('../../packages/core/model/ner-model.json', import.meta.url);
const GAZETTEER = new URL('../../packages/core/model/gazetteer.json', import.meta.url);
const PLACE_LISTS = ['country', 'region', 'city'] as const;

const model = JSON.parse(readFileSync(MODEL, 'utf8')) as { gazetteer: Record<string, unknown> };
const lists = JSON.parse(readFileSync(GAZETTEER, 'utf8')) as Record<string, unknown>;
for (const key of PLACE_LISTS) model.gazetteer[key] = lists[key];
writeFileSync(MODEL, JSON.stringify(model) + '\n');
console.log(`embedded ${PLACE_LISTS.join(', ')} into ${MODEL.pathname}`);
