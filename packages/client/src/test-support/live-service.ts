/** The real service on a throw-away database, listening on a free local port, for the client's and the CLI's tests. */
import { createTestApp, type TestApp } from '../../../server/src/test-support/test-app.js';
import type { TestBackend } from '../../../server/src/storage/test-backends.js';

export { backends } from '../../../server/src/test-support/test-app.js';
export { startFakeModel, streamChunks, sendJson, completion, placeholdersSent, type FakeModel } from '../../../server/src/test-support/fake-model.js';

export interface LiveService {
  /** e.g. `http://127.0.0.1:40123`. */
  baseUrl: string;
  apiKey: string;
  app: TestApp;
  close(): Promise<void>;
}

/** Starts the service with `env` on `backend`, with one enterprise key (no rate limit unless `rpm` is given). */
export async function startLiveService(backend: TestBackend, env: Record<string, string> = {}, rpm: number | null = null): Promise<LiveService> {
  const app = await createTestApp(backend, env);
  const { apiKey } = await app.newKey('enterprise', rpm);
  const baseUrl = await app.app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, apiKey, app, close: () => app.close() };
}

/**
 * About `bytes` of clinical-note-like text: paragraphs naming a rotating cast
 * of people, e-mail addresses and phone numbers, with multi-byte characters,
 * so splitting and one-session numbering both get exercised.
 */
export function longClinicalText(bytes: number): string {
  const people = ['Maria Garcia', 'John Park', 'Ann Lee', 'Luis Fernández', 'Chloé Martin', 'Robert Chen'];
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const person = people[i % people.length]!;
    const login = person.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.');
    const paragraph =
      `Visit ${i + 1}: Patient ${person} came in about a follow-up — naïve café talk aside, she is well. ` +
      `Reach ${person} at ${login}@example.com or (617) 555-${String(1000 + (i % 9000)).padStart(4, '0')}.\n` +
      `Notes: no change in medication; next review in ${(i % 12) + 1} weeks. 😀\n\n`;
    paragraphs.push(paragraph);
    size += Buffer.byteLength(paragraph, 'utf8');
  }
  return paragraphs.join('');
}
