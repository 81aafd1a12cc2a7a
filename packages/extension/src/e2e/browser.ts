/** Starts Debian's Chromium, headless, with the built extension loaded unpacked and a fresh profile. */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** The machine has no internet: nothing may try to reach it. */
const OFFLINE_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close(): Promise<void>;
}

export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium); .ci/run does.`);
  const profile = await mkdtemp(join(tmpdir(), 'sanitizer-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false, // the flag below: MV3 service workers need the new headless mode
    ignoreDefaultArgs: ['--disable-extensions'],
    args: ['--headless=new', ...OFFLINE_FLAGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
    viewport: { width: 900, height: 600 },
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
