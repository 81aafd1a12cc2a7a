/**
 * Runs the whole engine over the 100 KB bench texts many times, for a CPU profile:
 *   npm run build && node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/profile-engine.ts [runs]
 * (built code, as the service runs it; prints CPU ms per 100 KB text.)
 */
import { loadEngine } from '../../packages/server/src/detection/load-engine.js';
import { benchText, developerText } from './bench-texts.js';

const runs = Number(process.argv[2] ?? 200);
const engine = await loadEngine();
const texts = [benchText(102_400), developerText(102_400)];
for (let i = 0; i < 20; i++) for (const t of texts) engine.analyze(t);
const cpu = process.cpuUsage();
for (let i = 0; i < runs; i++) for (const t of texts) engine.analyze(t);
const used = process.cpuUsage(cpu);
console.log(`${((used.user + used.system) / 1000 / (runs * texts.length)).toFixed(2)} ms CPU per 100 KB text (${runs} runs each)`);
