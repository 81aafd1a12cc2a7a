/**
 * Everything an end-to-end test needs: the real service (buildApp, listening on
 * 127.0.0.1), a local Google key server, the imitation chat pages, and Chromium
 * with a test build of the extension pointed at them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildExtension } from '../../build.js';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../../server/src/test-support/google-identity-provider.js';
import { backends, createTestApp, type TestApp } from '../../../server/src/test-support/test-app.js';
import { launchWithExtension, type ExtensionBrowser } from './browser.js';
import { startChatPages, type ChatKind } from './chat-page.js';

export const SHARED_KEY = 'ext_shared_e2e_key_0123456789abcdef';

export interface Harness {
  server: TestApp;
  serverUrl: string;
  idp: TestIdentityProvider;
  browser: ExtensionBrowser;
  /** A conversation's address on the test chat site (`conversation-1` unless named). */
  chatUrl(kind: ChatKind, conversation?: string): string;
  /** Method and path of every request the service received, in order. */
  requests: { method: string; url: string; body: unknown }[];
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const idp = await startTestIdentityProvider();
  const server = await createTestApp(backends[0]!, { EXTENSION_SHARED_KEY: SHARED_KEY, GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_JWKS_URL: idp.jwksUrl });
  const requests: Harness['requests'] = [];
  server.app.addHook('preHandler', async (request) => void requests.push({ method: request.method, url: request.url, body: request.body }));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const serverUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const pages = await startChatPages();
  const extensionDir = await mkdtemp(join(tmpdir(), 'sanitizer-extension-'));
  await buildExtension(extensionDir, {
    sharedKey: SHARED_KEY,
    googleClientId: idp.clientId,
    authEndpoint: idp.authUrl,
    defaultServerUrl: serverUrl,
    extraMatches: { chatgpt: ['http://127.0.0.1/chatgpt/*'], claude: ['http://127.0.0.1/claude/*'] },
  });
  const browser = await launchWithExtension(extensionDir);
  return {
    server,
    serverUrl,
    idp,
    browser,
    chatUrl: pages.url,
    requests,
    async close() {
      await browser.close();
      await pages.close();
      await server.close();
      await idp.close();
      await rm(extensionDir, { recursive: true, force: true });
    },
  };
}
