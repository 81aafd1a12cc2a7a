/**
 * Resident memory of the built service (embedded default) once it is ready and
 * idle, and after a few 100 KB sanitize requests: one NER model per thread
 * shows here.
 *   npm run build && npx tsx scripts/bench/server-idle-rss.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLoadServer } from '../load/load-server.js';
import { benchText } from './bench-texts.js';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const server = await startLoadServer({ backend: 'embedded' });
try {
  await sleep(3_000);
  const idle = rssMb(server.pid);
  const body = JSON.stringify({ text: benchText(102_400) });
  const headers = { 'content-type': 'application/json', 'x-api-key': server.apiKey };
  for (let round = 0; round < 5; round++) {
    await Promise.all(Array.from({ length: 4 }, () => fetch(`${server.url}/v1/sanitize`, { method: 'POST', headers, body }).then((r) => r.arrayBuffer())));
  }
  const after = rssMb(server.pid);
  console.log(`idle RSS ${idle.toFixed(0)} MB; after 20 sanitize requests of 100 KB (4 at a time) ${after.toFixed(0)} MB; load average ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await server.stop();
}
