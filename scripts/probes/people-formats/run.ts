import { readFileSync } from 'node:fs';
import { loadEngine } from '../../../packages/server/src/detection/load-engine.js';
const engine = await loadEngine();
const file = process.argv[2];
const verbose = process.argv.includes('-v');
const docs = readFileSync(file, 'utf8').split('\n---\n');
let tp = 0, fp = 0, fn = 0, otp = 0, ofp = 0, ofn = 0;
for (const raw of docs) {
  let text = ''; const gold: [number, number][] = [];
  const re = /\{\{(.*?)\}\}/g; let last = 0; let m;
  while ((m = re.exec(raw))) { text += raw.slice(last, m.index); gold.push([text.length, text.length + m[1].length]); text += m[1]; last = m.index + m[0].length; }
  text += raw.slice(last);
  const pred = engine.analyze(text).entities.filter((e) => e.type === 'PERSON').map((e) => [e.start, e.end] as [number, number]);
  const key = (s: [number, number]) => `${s[0]}-${s[1]}`;
  const gs = new Set(gold.map(key)), ps = new Set(pred.map(key));
  const bad: string[] = [];
  for (const p of pred) { if (gs.has(key(p))) tp++; else { fp++; bad.push(`FP:${text.slice(p[0], p[1])}`); } if (gold.some((g) => g[0] < p[1] && p[0] < g[1])) otp++; else ofp++; }
  for (const g of gold) { if (!ps.has(key(g))) { fn++; bad.push(`FN:${text.slice(g[0], g[1])}`); } if (!pred.some((p) => g[0] < p[1] && p[0] < g[1])) ofn++; }
  if (bad.length || verbose) console.log(JSON.stringify(text.slice(0, 60)), '=>', bad.join(' | '));
}
const f = (a: number, b: number) => (a / (a + b)).toFixed(3);
console.log(`exact P ${f(tp, fp)} R ${f(tp, fn)}  overlap P ${f(otp, ofp)} R ${f(otp, ofn)}  (tp ${tp} fp ${fp} fn ${fn})`);
