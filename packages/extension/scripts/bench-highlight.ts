/**
 * Measures the two ways to highlight: the engine inside the extension (what
 * the extension does) versus POST /v1/detect on a service on this machine
 * (loopback: a lower bound; a real network adds its round trip). Prints
 * milliseconds per scan and what leaves the browser.
 * Run: npm run bench:highlight -w packages/extension
 */
import { stat } from 'node:fs/promises';
import { startHarness, SHARED_KEY } from '../src/e2e/harness.js';

const PROMPTS = [
  'Please email Maria Garcia at maria.garcia@example.com about her visit to Boston next week.',
  'Patient: John Smith\nDOB: 04/12/1961\nPhone: (617) 555-0142\nAddress: 12 Elm Street, Springfield, IL 62704\nSSN: 123-45-6789\nSummary: follow-up for hypertension; daughter Anna Smith will drive him.',
  'Can you rewrite this so it sounds friendlier? "Hi Tom, your card 4111 1111 1111 1111 was declined again; call me on +44 20 7946 0958 or write to tom.baker@example.co.uk."',
];
const ROUNDS = 50;

const h = await startHarness();
try {
  const page = await h.browser.context.newPage();
  // tsx keeps function names through a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(`chrome-extension://${h.browser.extensionId}/popup.html`);
  const result = await page.evaluate(
    async ({ prompts, rounds, serverUrl, key }) => {
      const detectLocal = (text: string) => chrome.runtime.sendMessage({ type: 'detect', request: { text } });
      const detectRemote = (text: string) =>
        fetch(`${serverUrl}/v1/detect`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ text }) }).then((r) => r.json());
      const timeOf = async (fn: () => Promise<unknown>) => {
        const t = performance.now();
        await fn();
        return performance.now() - t;
      };
      const firstLocal = await timeOf(() => detectLocal(prompts[0]!));
      const median = async (fn: (text: string) => Promise<unknown>) => {
        const times: number[] = [];
        for (let i = 0; i < rounds; i++) for (const p of prompts) times.push(await timeOf(() => fn(p)));
        times.sort((a, b) => a - b);
        return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
      };
      return { firstLocal, local: await median(detectLocal), remote: await median(detectRemote) };
    },
    { prompts: PROMPTS, rounds: ROUNDS, serverUrl: h.serverUrl, key: SHARED_KEY },
  );
  const bytes = PROMPTS.map((p) => Buffer.byteLength(JSON.stringify({ text: p })));
  const size = async (f: string) => ((await stat(new URL(`../dist/${f}`, import.meta.url)).catch(() => ({ size: NaN }))).size / 1024).toFixed(0);
  const fmt = (n: number) => n.toFixed(2).padStart(7);
  console.log(`Highlight scan, ${PROMPTS.length} prompts × ${ROUNDS} rounds, Chromium ${h.browser.context.browser()?.version() ?? ''}`);
  console.log(`                         p50 ms   p95 ms   sent per scan`);
  console.log(`in-extension engine     ${fmt(result.local.p50)}  ${fmt(result.local.p95)}   0 bytes (first scan incl. model load: ${result.firstLocal.toFixed(0)} ms)`);
  console.log(`POST /v1/detect (lo)    ${fmt(result.remote.p50)}  ${fmt(result.remote.p95)}   ${Math.min(...bytes)}–${Math.max(...bytes)} bytes of prompt text + API key`);
  console.log(`extension files (dist/, npm run build): background.js ${await size('background.js')} KiB, ner-model.json ${await size('ner-model.json')} KiB, content.js ${await size('content.js')} KiB`);
} finally {
  await h.close();
}
