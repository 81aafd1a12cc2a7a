/**
 * The extension in a real headless Chromium against the real service: the
 * Done-when list of the extension issue, end to end.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

const PROMPT = 'Please email Maria Garcia at maria.garcia@example.com about her visit to Boston next week.';
const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/images');
const DAY_MS = 86_400_000;

/** Writes the docs' screenshots when UPDATE_SCREENSHOTS is set; otherwise only checks one was taken. */
async function keepScreenshot(name: string, png: Buffer): Promise<void> {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  if (!process.env.UPDATE_SCREENSHOTS) return;
  await mkdir(IMAGES, { recursive: true });
  await writeFile(join(IMAGES, name), png);
}

describe('browser extension in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(() => h?.close());

  const highlights = (page: Page) => page.locator('[data-ps-highlight]');
  const notice = (page: Page) => page.locator('[data-ps-notice]');
  const storage = <T>(fn: () => Promise<T>) => h.browser.worker.evaluate(fn);
  const popup = async () => {
    const page = await h.browser.context.newPage();
    await page.setViewportSize({ width: 340, height: 260 });
    await page.goto(`chrome-extension://${h.browser.extensionId}/popup.html`);
    await page.locator('[data-ps-remaining]').waitFor();
    return page;
  };

  async function typeInto(kind: 'chatgpt' | 'claude', text: string, conversation?: string): Promise<{ page: Page; typedAt: number }> {
    const page = await h.browser.context.newPage();
    await page.goto(h.chatUrl(kind, conversation));
    await page.click(kind === 'chatgpt' ? '#prompt-textarea' : '.ProseMirror');
    await page.keyboard.type(text, { delay: 2 });
    return { page, typedAt: Date.now() };
  }

  it('highlights after the 1.5 s pause and not before, and sends nothing for it', async () => {
    const { page, typedAt } = await typeInto('chatgpt', PROMPT);
    await page.waitForTimeout(1000 - (Date.now() - typedAt));
    expect(await highlights(page).count()).toBe(0);
    await highlights(page).first().waitFor({ timeout: 5000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1500);
    const types = await highlights(page).evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-ps-highlight')));
    expect(new Set(types)).toEqual(new Set(['PERSON', 'EMAIL_ADDRESS', 'LOCATION']));
    expect(await page.locator('[data-ps-count]').textContent()).toBe('3');
    expect(h.requests).toEqual([]);
    await keepScreenshot('extension-highlight.png', await page.screenshot({ clip: { x: 60, y: 0, width: 780, height: 170 } }));

    // The box still belongs to the user: the caret stays where typing left it, and highlights wait for the next pause.
    await page.keyboard.type(' Thanks!');
    expect(await page.inputValue('#prompt-textarea')).toBe(`${PROMPT} Thanks!`);
    expect(await highlights(page).count()).toBe(0);
    await highlights(page).first().waitFor({ timeout: 5000 });
    await page.close();
  });

  it('does not scan text under 10 characters', async () => {
    const { page } = await typeInto('chatgpt', 'Ann Lee');
    await page.waitForTimeout(2200);
    expect(await highlights(page).count()).toBe(0);
    expect(await page.locator('[data-ps-count]').isVisible()).toBe(false);
    await page.close();
  });

  it('sanitizes a textarea in place (undo and the site’s send keep working), then shows the reply restored with a toggle', async () => {
    const { page } = await typeInto('chatgpt', PROMPT);
    await highlights(page).first().waitFor({ timeout: 5000 });
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => page.inputValue('#prompt-textarea')).toContain('[PERSON_1]');
    const sanitized = await page.inputValue('#prompt-textarea');
    expect(sanitized).toBe('Please email [PERSON_1] at [EMAIL_ADDRESS_1] about her visit to [LOCATION_1] next week.');
    expect(await notice(page).textContent()).toContain('Replaced 3 items');

    await page.keyboard.press('Control+z');
    expect(await page.inputValue('#prompt-textarea')).toBe(PROMPT);
    await page.keyboard.press('Control+Shift+z');
    expect(await page.inputValue('#prompt-textarea')).toBe(sanitized);

    await page.click('#send');
    expect(await page.locator('[data-sent]').last().textContent()).toBe(sanitized);
    const reply = page.locator('[data-message-author-role="assistant"]').last();
    await expect.poll(() => reply.innerText(), { timeout: 5000 }).toContain('Maria Garcia');
    expect(await reply.innerText()).toContain('maria.garcia@example.com about her visit to Boston');
    await expect.poll(() => reply.innerText(), { timeout: 5000 }).toContain('Respelled: Maria Garcia.');
    expect(await reply.locator('[data-ps-placeholder]').count()).toBe(4);
    await keepScreenshot('extension-reply-restored.png', await page.locator('#log').screenshot());

    // Only placeholders went to the service for restoring, never the reply.
    const asked = h.requests.filter((r) => r.url === '/v1/rehydrate').flatMap((r) => (r.body as { text: string }).text.split('\u001e'));
    expect(asked.sort()).toEqual(['[EMAIL_ADDRESS_1]', '[LOCATION_1]', '[PERSON_1]', '[person 1]']);

    await page.click('[data-ps-toggle-button]');
    expect(await reply.innerText()).toContain('email [PERSON_1] at [EMAIL_ADDRESS_1]');
    await page.click('[data-ps-toggle-button]');
    expect(await reply.innerText()).toContain('email Maria Garcia at maria.garcia@example.com');
    await page.close();
  });

  it('keeps one session per conversation: a later prompt continues its numbering', async () => {
    const { page } = await typeInto('chatgpt', PROMPT, 'conversation-2');
    await highlights(page).first().waitFor({ timeout: 5000 });
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => page.inputValue('#prompt-textarea')).toContain('[PERSON_1]');
    await page.click('#send');
    const sanitizeCalls = () => h.requests.filter((r) => r.url === '/v1/sanitize');
    const before = sanitizeCalls().length;

    await page.click('#prompt-textarea');
    await page.keyboard.type('Also tell John Park that Maria Garcia agreed.', { delay: 2 });
    await highlights(page).first().waitFor({ timeout: 5000 });
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => page.inputValue('#prompt-textarea')).toContain('[PERSON_');
    expect(await page.inputValue('#prompt-textarea')).toBe('Also tell [PERSON_2] that [PERSON_1] agreed.');
    // Without continuation the new prompt would be numbered from 1 ('[PERSON_1] that [PERSON_2]').
    const [first, second] = sanitizeCalls().slice(before - 1).map((r) => (r.body as { session_id?: string }).session_id);
    expect(first).toBeUndefined();
    expect(second).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await page.close();
  });

  it('does the same in a contenteditable editor', async () => {
    const { page } = await typeInto('claude', 'Call John Smith on 617-555-0142 tomorrow.');
    await highlights(page).first().waitFor({ timeout: 5000 });
    expect(await highlights(page).evaluateAll((b) => b.map((x) => x.getAttribute('data-ps-highlight')).sort())).toEqual(['PERSON', 'PHONE_NUMBER']);
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => page.locator('.ProseMirror').innerText()).toBe('Call [PERSON_1] on [PHONE_NUMBER_1] tomorrow.');
    await page.click('#send');
    const reply = page.locator('.font-claude-message').last();
    await expect.poll(() => reply.innerText(), { timeout: 5000 }).toContain('Call John Smith on 617-555-0142 tomorrow.');
    await page.close();
  });

  it('counts signed-out sanitizations locally and says so when the 50 are used', async () => {
    const shown = await popup();
    expect(await shown.locator('[data-ps-email]').textContent()).toContain('Signed out');
    const used = h.requests.filter((r) => r.url === '/v1/sanitize').length;
    expect(used).toBeGreaterThan(0);
    expect(await shown.locator('[data-ps-remaining]').textContent()).toBe(`${50 - used} of 50 sanitizations left today on this device`);
    await shown.close();

    await storage(async () => {
      const day = Math.floor(Date.now() / 86_400_000);
      await chrome.storage.local.set({ signedOutUse: { day, used: 50 } });
    });
    const before = h.requests.length;
    const { page } = await typeInto('chatgpt', PROMPT);
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => notice(page).textContent()).toContain("You have used today's 50 sanitizations");
    expect(await notice(page).textContent()).toContain('Sign in with Google');
    expect(await page.inputValue('#prompt-textarea')).toBe(PROMPT);
    expect(h.requests.length).toBe(before);
    // Typing goes on regardless.
    await page.keyboard.type(' More.');
    expect(await page.inputValue('#prompt-textarea')).toBe(`${PROMPT} More.`);
    await page.close();
  });

  it('refuses sign-in with a bad signature, a wrong audience or an expired token, in words', async () => {
    for (const [options, words] of [
      [{ rogue: true }, 'signature does not match'],
      [{ audience: 'another-app.apps.googleusercontent.com' }, 'issued for another application'],
      [{ expiresIn: -600 }, 'has expired'],
    ] as const) {
      h.idp.nextSignIn({ subject: 'refused-person', ...options });
      const shown = await popup();
      await shown.click('[data-ps-sign-in]');
      await expect.poll(() => shown.locator('[data-ps-problem]').textContent()).toContain(words);
      expect(await shown.locator('[data-ps-email]').textContent()).toContain('Signed out');
      await shown.close();
    }
    expect(await storage(async () => (await chrome.storage.local.get('account')).account)).toBeUndefined();
  });

  it('signs in with Google, shows account, plan and what is left, meets the server’s daily limit, and signs out', async () => {
    h.idp.nextSignIn({ subject: 'e2e-person', email: 'ada@example.com' });
    const shown = await popup();
    await shown.click('[data-ps-sign-in]');
    await expect.poll(() => shown.locator('[data-ps-email]').textContent()).toBe('Signed in as ada@example.com');
    expect(await shown.locator('[data-ps-plan]').textContent()).toBe('Plan: Free');
    expect(await shown.locator('[data-ps-remaining]').textContent()).toBe('50 of 50 sanitizations left today');
    await keepScreenshot('extension-popup.png', await shown.screenshot());
    await shown.close();

    // One sanitization through the page, then use up the rest of the day with the same key.
    const { page } = await typeInto('chatgpt', PROMPT);
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => page.inputValue('#prompt-textarea')).toContain('[PERSON_1]');
    const apiKey = await storage(async () => ((await chrome.storage.local.get('account')).account as { apiKey: string }).apiKey);
    await useUpTheDay(apiKey);
    await page.fill('#prompt-textarea', PROMPT);
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => notice(page).textContent()).toContain("The extension's daily limit of 50 sanitizations is reached.");
    expect(await page.inputValue('#prompt-textarea')).toBe(PROMPT);
    await page.close();

    const after = await popup();
    expect(await after.locator('[data-ps-remaining]').textContent()).toBe('0 of 50 sanitizations left today');
    await after.click('[data-ps-sign-out]');
    await expect.poll(() => after.locator('[data-ps-email]').textContent()).toContain('Signed out');
    expect(await storage(async () => (await chrome.storage.local.get('account')).account)).toBeUndefined();
    await after.close();
  });

  it('shows the service being unreachable in words, and typing goes on', async () => {
    await storage(() => chrome.storage.local.remove('signedOutUse'));
    const options = await h.browser.context.newPage();
    await options.goto(`chrome-extension://${h.browser.extensionId}/options.html`);
    await options.fill('#server-url', 'http://127.0.0.1:9');
    await options.click('#save');
    await expect.poll(() => options.locator('#saved').textContent()).toContain('Saved');
    const { page } = await typeInto('chatgpt', PROMPT);
    await page.click('[data-ps-sanitize]');
    await expect.poll(() => notice(page).textContent()).toContain('Cannot reach the sanitization service at http://127.0.0.1:9');
    await page.keyboard.type(' Still typing.');
    expect(await page.inputValue('#prompt-textarea')).toBe(`${PROMPT} Still typing.`);
    await options.fill('#server-url', h.serverUrl);
    await options.click('#save');
    await page.close();
    await options.close();
  });

  it('scans only the types chosen in the options', async () => {
    const options = await h.browser.context.newPage();
    await options.goto(`chrome-extension://${h.browser.extensionId}/options.html`);
    await options.uncheck('input[value="LOCATION"]');
    await options.click('#save');
    await expect.poll(() => options.locator('#saved').textContent()).toContain('Saved. 6 types');
    const { page } = await typeInto('chatgpt', PROMPT);
    await highlights(page).first().waitFor({ timeout: 5000 });
    expect(await highlights(page).evaluateAll((b) => b.map((x) => x.getAttribute('data-ps-highlight')).sort())).toEqual(['EMAIL_ADDRESS', 'PERSON']);
    await page.close();
    await options.close();
  });

  /** Sanitizes with `apiKey` straight against the service until the daily limit answers, minding the per-minute limit. */
  async function useUpTheDay(apiKey: string): Promise<void> {
    const { app, clock } = h.server;
    // The calls below move the service's clock on by up to four minutes; near the end of its day, start them in
    // the next day instead, so the daily limit they use up is one day's whatever the wall clock says.
    const leftToday = DAY_MS - (clock.now() % DAY_MS);
    if (leftToday < 10 * 60_000) clock.advance(leftToday + 60_000);
    for (let i = 0; i < 60; i++) {
      if (i % 15 === 0) clock.advance(60_000);
      const res = await app.inject({ method: 'POST', url: '/v1/sanitize', headers: { 'x-api-key': apiKey }, payload: { text: 'x@example.com' } });
      if (res.statusCode === 429 && res.json().error.code === 'extension_daily_limit') return;
      expect(res.statusCode).toBe(200);
    }
    throw new Error('the daily limit never answered');
  }
});
