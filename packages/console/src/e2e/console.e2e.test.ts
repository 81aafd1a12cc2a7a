/**
 * The console in a real headless Chromium against the real service: sign-in,
 * playground, feedback that becomes an insight, the three resolutions, a
 * pattern with a conflict, knowledge depth changing, a limit and a stopped
 * service. UPDATE_SCREENSHOTS=1 writes the docs' screenshots.
 */
import { readFile } from 'node:fs/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../../server/src/test-support/test-app.js';
import { buildConsole, CONSOLE_DIST, sizesOf } from '../../build.js';

const CHROMIUM = '/usr/bin/chromium';
/** The machine has no internet: nothing may try to reach it. */
const OFFLINE_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/images');
const PROMPT = 'Please email Maria Garcia at maria.garcia@example.com about her visit to Boston next week.';
const NAMES = ['Maria Garcia', 'John Smith', 'Emily Chen'];
/** The machine is shared: give each page change time, not just the default second. */
const POLL_MS = 10_000;

/** Writes the docs' screenshots when UPDATE_SCREENSHOTS is set; otherwise only checks one was taken. */
async function keepScreenshot(name: string, png: Buffer): Promise<void> {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  if (!process.env.UPDATE_SCREENSHOTS) return;
  await mkdir(IMAGES, { recursive: true });
  await writeFile(join(IMAGES, name), png);
}

describe('web console in Chromium', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let apiKey: string;
  let serverStopped = false;
  /** Script errors and CSP violations: there must be none. */
  const problems: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium).`);
    await buildConsole(CONSOLE_DIST);
    t = await createTestApp(backends[0]!);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // A limit far above what the run uses, so the knowledge page shows the rate-limit state in words.
    apiKey = (await t.newKey('enterprise', 1000)).apiKey;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', ...OFFLINE_FLAGS] });
    context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`pageerror ${err.name}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) problems.push(`console ${msg.text().slice(0, 120)}`);
    });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    if (!serverStopped) await t?.close();
  });

  const go = (label: string) => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: label, exact: true }).click();
  const alert = () => page.getByRole('alert');
  const fullShot = async (name: string) => keepScreenshot(name, await page.screenshot({ fullPage: true }));
  const insight = (name: string): Locator => page.locator('article.insight', { hasText: name });

  it('loads from the service alone, under a strict CSP, and reports its size and first-load time', async () => {
    const res = await page.goto(`${base}/console`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.locator('#api-key').count(), { timeout: POLL_MS }).toBe(1);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, interactive: performance.now() };
    });
    const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).origin));
    expect(new Set(requested)).toEqual(new Set([base]));
    const sizes = await sizesOf(CONSOLE_DIST);
    let total = 0;
    let gzipped = 0;
    for (const file of Object.keys(sizes)) {
      const body = await readFile(join(CONSOLE_DIST, file));
      total += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    // Numbers only (docs/console.md quotes them): no text, values or keys.
    console.log(`console dist: ${total} bytes, ${gzipped} gzip; cold first load: DOMContentLoaded ${Math.round(timing.domContentLoaded)} ms, load ${Math.round(timing.load)} ms, sign-in form ${Math.round(timing.interactive)} ms`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('says in words when the key is wrong, then signs in with the keyboard and keeps the key in session storage only', async () => {
    await page.locator('#api-key').fill('sk_not_a_real_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => alert().textContent(), { timeout: POLL_MS }).toContain('This API key is not valid');
    await fullShot('console-signin.png');

    await page.locator('#api-key').fill('');
    await page.locator('#api-key').focus();
    await page.keyboard.type(apiKey);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: POLL_MS }).toBe('Playground');
    const stored = await page.evaluate(() => ({ session: Object.keys(sessionStorage).length, local: Object.keys(localStorage).length, cookies: document.cookie }));
    expect(stored).toEqual({ session: 1, local: 0, cookies: '' });
  }, 60_000);

  it('detects with highlights, filters by type, sanitizes and rehydrates', async () => {
    await page.locator('#text').fill(PROMPT);
    await page.getByRole('button', { name: 'Detect', exact: true }).click();
    const marks = page.locator('#detections mark.entity');
    await expect.poll(() => marks.count(), { timeout: POLL_MS }).toBeGreaterThanOrEqual(3);
    const tags = await page.locator('#detections mark.entity .tag').allTextContents();
    expect(tags.join(' ')).toMatch(/PERSON \d+%/);
    expect(tags.join(' ')).toMatch(/EMAIL_ADDRESS \d+%/);
    expect(await page.locator('#detections mark.entity[data-type="PERSON"] .value').textContent()).toBe('Maria Garcia');

    await page.getByRole('checkbox', { name: 'EMAIL_ADDRESS' }).check();
    await page.getByRole('button', { name: 'Detect', exact: true }).click();
    await expect.poll(async () => (await page.locator('#detections mark.entity').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).join(), { timeout: POLL_MS }).toBe('EMAIL_ADDRESS');
    await page.getByRole('checkbox', { name: 'EMAIL_ADDRESS' }).uncheck();

    await page.getByRole('button', { name: 'Sanitize', exact: true }).click();
    await expect.poll(() => page.locator('#sanitized-text').textContent(), { timeout: POLL_MS }).toContain('[PERSON_1]');
    const sanitized = (await page.locator('#sanitized-text').textContent()) ?? '';
    expect(sanitized).not.toContain('Maria Garcia');
    expect(sanitized).not.toContain('maria.garcia@example.com');
    expect(await page.locator('#session-id').textContent()).not.toBe('');
    expect(await page.locator('#reply-text').inputValue()).toBe(sanitized);
    await page.locator('#reply-text').fill(`Sure: I will write to [PERSON_1] today. ${sanitized}`);
    await page.getByRole('button', { name: 'Rehydrate' }).click();
    await expect.poll(() => page.locator('#restored-text').textContent(), { timeout: POLL_MS }).toBe(`Sure: I will write to Maria Garcia today. ${PROMPT}`);
    await fullShot('console-playground.png');
    expect(problems).toEqual([]);
  }, 60_000);

  it('reports a false alarm and a missed span; the contradiction becomes a pending insight with its examples', async () => {
    for (const name of NAMES) {
      await page.locator('#text').fill(`Met ${name} at noon.`);
      await page.getByRole('button', { name: 'Sanitize', exact: true }).click();
      await expect.poll(() => page.locator('#sanitized-text').textContent(), { timeout: POLL_MS }).toBe('Met [PERSON_1] at noon.');
      await page.getByRole('button', { name: 'Report [PERSON_1] (PERSON) as a false alarm' }).click();
      await expect.poll(() => page.locator('#feedback-result').textContent(), { timeout: POLL_MS }).toBe('Recorded 1 correction(s). No contradiction with earlier corrections.');
      await page.locator('#missed-text').fill(name);
      await page.getByLabel('Its type').selectOption('PERSON');
      await page.getByRole('button', { name: 'Report missed' }).click();
      await expect.poll(() => page.locator('#feedback-result').textContent(), { timeout: POLL_MS }).toBe('Recorded 1 correction(s). 1 contradiction(s) with earlier corrections: see Insights.');
    }
    await go('Insights');
    await expect.poll(() => page.locator('#pending_conflicts article.insight').count(), { timeout: POLL_MS }).toBe(3);
    const maria = insight('Maria Garcia');
    expect(await maria.locator('h3').textContent()).toBe('Contradicting corrections for “Maria Garcia”');
    await maria.getByText('Examples and details').click();
    const details = (await maria.locator('dl').textContent()) ?? '';
    expect(details).toContain('not detected → PERSON (missed entity)');
    expect(details).toContain('PERSON → NOT_SENSITIVE (false positive)');
    await keepScreenshot('console-insight-pending.png', await maria.screenshot());
  }, 60_000);

  it('resolves insights three ways and shows each outcome, and a refusal in words', async () => {
    const emily = insight('Emily Chen');
    await emily.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => emily.getByRole('alert').textContent(), { timeout: POLL_MS }).toMatch(/reason/i);

    await insight('Maria Garcia').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.locator('#resolved article', { hasText: 'Maria Garcia' }).getByRole('status').textContent(), { timeout: POLL_MS }).toBe('Approved: 2 golden-set entries and 1 compiled rule(s) created.');

    const john = insight('John Smith').first();
    await john.getByLabel('Context keywords (comma-separated)').fill('noon');
    await john.getByLabel('Within words').fill('2');
    await john.getByRole('button', { name: 'Refine' }).click();
    await expect.poll(() => page.locator('#resolved article', { hasText: 'John Smith' }).getByRole('status').textContent(), { timeout: POLL_MS }).toBe('Refined: 1 golden-set entry and 1 compiled rule(s) created.');

    // With the keyboard only: type the reason and press Enter.
    await insight('Emily Chen').first().getByLabel('Reason to reject').focus();
    await page.keyboard.type('both readings are fine');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#resolved article', { hasText: 'Emily Chen' }).getByRole('status').textContent(), { timeout: POLL_MS }).toBe('Rejected: 0 golden-set entries and 0 compiled rule(s) created.');
    await expect.poll(() => page.locator('#pending_conflicts article.insight').count(), { timeout: POLL_MS }).toBe(0);
    await fullShot('console-insights.png');
  }, 60_000);

  it('creates a pattern that conflicts, deletes another, and knowledge depth changes after resolving it', async () => {
    await go('Knowledge depth');
    const value = (label: string) => page.locator('#depth-list div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').textContent();
    await expect.poll(() => value('Compiled rules'), { timeout: POLL_MS }).toBe('2');
    expect(await value('Contradictions resolved')).toBe('3');
    expect(await value('Golden set size')).toBe('3');

    await go('Patterns');
    await page.getByLabel('Name (the entity type it finds, e.g. EMPLOYEE_ID)').fill('EMPLOYEE_ID');
    await page.getByLabel('Pattern (regular expression)').fill('EMP-\\d{5}');
    await page.getByLabel('Examples (one a line)').fill('EMP-12345');
    await page.getByRole('button', { name: 'Create pattern' }).click();
    await expect.poll(() => page.locator('#pattern-analysis').textContent(), { timeout: POLL_MS }).toContain('No conflict with existing detections.');
    await page.getByRole('button', { name: 'Delete EMPLOYEE_ID' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Deleted' }).textContent(), { timeout: POLL_MS }).toBe('Deleted EMPLOYEE_ID.');

    await page.getByLabel('Name (the entity type it finds, e.g. EMPLOYEE_ID)').fill('DESK_PHONE');
    await page.getByLabel('Pattern (regular expression)').fill('\\b\\d{3}-555-\\d{4}\\b');
    await page.getByLabel('Description').fill('Office desk lines');
    await page.getByLabel('Examples (one a line)').fill('212-555-0188\n415-555-0134');
    await page.getByRole('button', { name: 'Create pattern' }).click();
    await expect.poll(() => page.locator('#pattern-analysis').textContent(), { timeout: POLL_MS }).toContain('Conflict: 2 span(s) are already detected as PHONE_NUMBER');
    expect(await page.locator('#pattern-analysis').textContent()).toContain('contradiction risk high');
    await expect.poll(() => page.locator('#pattern-list tbody th').allTextContents(), { timeout: POLL_MS }).toEqual(['DESK_PHONE']);
    await fullShot('console-patterns.png');

    await go('Insights');
    const overlap = page.locator('#pending_conflicts article.insight', { hasText: 'DESK_PHONE overlaps PHONE_NUMBER' });
    await overlap.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => page.locator('#resolved article', { hasText: 'DESK_PHONE' }).getByRole('status').textContent(), { timeout: POLL_MS }).toMatch(/^Approved: /);

    await go('Knowledge depth');
    await expect.poll(() => value('Compiled rules'), { timeout: POLL_MS }).toBe('3');
    expect(await value('Strongest entity')).toMatch(/^[A-Z_]+ \(\d+% mean confidence\)$/);
    // The charts drew something: the canvas is not blank.
    const inked = await page.locator('#chart-learning').evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(500);
    // Per type: the chart's numbers, strongest first, for every type the playground found.
    const perType = await page.locator('figure', { has: page.locator('#chart-confidence') }).locator('tbody th').allTextContents();
    expect(perType.map((l) => l.replace(/ \(\d+\)$/, '')).sort()).toEqual(['EMAIL_ADDRESS', 'LOCATION', 'PERSON']);
    const confidences = (await page.locator('figure', { has: page.locator('#chart-confidence') }).locator('tbody td').allTextContents()).map(Number);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    await checkUsageCharts();
    await fullShot('console-knowledge.png');
    expect(problems).toEqual([]);
  }, 60_000);

  /** The usage charts' numbers are the playground's calls: 2 detects and 4 sanitizes today, entities as GET /v1/usage counts them. */
  async function checkUsageCharts() {
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const table = (id: string) => page.locator('figure', { has: page.locator(`#${id}`) });
    const requests = table('chart-requests').locator('tbody tr', { has: page.locator('th', { hasText: today }) }).locator('td');
    await expect.poll(() => requests.allTextContents(), { timeout: POLL_MS }).toEqual(['6']);
    expect(await table('chart-requests').locator('tbody tr').count()).toBe(14);
    const api = await t.app.inject({ method: 'GET', url: '/v1/usage?days=1', headers: { 'x-api-key': apiKey } });
    const counted: Record<string, number> = api.json().days[0].entities;
    expect(Object.keys(counted).sort()).toEqual(['EMAIL_ADDRESS', 'LOCATION', 'PERSON']);
    const types = (await table('chart-entities').locator('thead th').allTextContents()).slice(1);
    const cells = (await table('chart-entities').locator('tbody tr', { has: page.locator('th', { hasText: today }) }).locator('td').allTextContents()).map(Number);
    expect(Object.fromEntries(types.map((type, i) => [type, cells[i]]))).toEqual(counted);
    expect(counted['PERSON']).toBeGreaterThanOrEqual(4);
    expect(await page.locator('#rate-limit').textContent()).toMatch(/^\d+ of 1000 requests left this minute, resets at \d\d:\d\d:00 UTC\.$/);
  }

  it('is readable at 375 px: nothing scrolls sideways, and focus is visible', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const label of ['Playground', 'Insights', 'Patterns', 'Knowledge depth']) {
      await go(label);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: POLL_MS }).toBe(label);
      if (label === 'Knowledge depth') await expect.poll(() => page.locator('#chart-learning').count(), { timeout: POLL_MS }).toBe(1);
      // Charts follow the new width on their next resize callback: poll, do not sample once.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${label} scrolls sideways`, timeout: POLL_MS }).toBeLessThanOrEqual(375);
    }
    await go('Playground');
    await page.locator('#text').focus();
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
    await fullShot('console-mobile.png');
    await page.setViewportSize({ width: 1100, height: 800 });
  }, 60_000);

  it('says when a limit is reached (429)', async () => {
    const limited = (await t.newKey('enterprise', 1)).apiKey;
    const other = await context.newPage();
    await other.goto(`${base}/console`);
    await other.evaluate(() => sessionStorage.clear());
    await other.locator('#api-key').fill(limited);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => other.getByRole('heading', { level: 1 }).textContent(), { timeout: POLL_MS }).toBe('Playground');
    await other.getByRole('button', { name: 'Detect', exact: true }).click();
    await expect.poll(() => other.getByRole('alert').textContent(), { timeout: POLL_MS }).toMatch(/^A limit is reached: .+ Try again in \d+ s\.$/);
    await other.close();
  }, 60_000);

  it('says when the service is down', async () => {
    await go('Knowledge depth');
    await expect.poll(() => page.locator('#depth-list').count(), { timeout: POLL_MS }).toBe(1);
    serverStopped = true;
    await t.close();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => alert().textContent(), { timeout: POLL_MS }).toBe('The service is not answering. Check that it is running and reachable, then try again.');
    await fullShot('console-down.png');
    // Signing in again says the same, and keeps nothing.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('#api-key').fill(apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => alert().textContent(), { timeout: POLL_MS }).toBe('The service is not answering. Check that it is running and reachable, then try again.');
    expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBe(0);
  }, 60_000);
});
