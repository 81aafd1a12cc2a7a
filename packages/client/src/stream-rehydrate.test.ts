import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SanitizerClient } from './client.js';
import { backends, startLiveService, type LiveService } from './test-support/live-service.js';

async function* trickle(text: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe.each(backends)('rehydrateStream ($dialect)', (backend) => {
  let service: LiveService;
  let client: SanitizerClient;
  let sessionId: string;
  beforeAll(async () => {
    service = await startLiveService(backend);
    client = new SanitizerClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
    sessionId = (await client.sanitize({ text: 'Maria Garcia (maria.garcia@example.com) and John Park.' })).session_id!;
  });
  afterAll(() => service.close());

  const reply = 'Dear [PERSON_1],\nI wrote to [ email address 1 ] and \\[PERSON_2\\]; cc PERSON_2, not xPERSON_1 or [PERSON_7]. [[person-1]] thanks.';

  it('gives the same text as one rehydrate, for every chunk size, placeholders split across chunks included', async () => {
    const whole = (await client.rehydrate({ text: reply, session_id: sessionId })).text;
    expect(whole).toBe('Dear Maria Garcia,\nI wrote to maria.garcia@example.com and John Park; cc John Park, not xPERSON_1 or [PERSON_7]. Maria Garcia thanks.');
    for (const size of [1, 2, 3, 5, 7, 13, 1000]) {
      expect((await collect(client.rehydrateStream(trickle(reply, size), sessionId))).join('')).toBe(whole);
    }
  });

  it('releases text as it comes, holding back only a possible placeholder', async () => {
    const pieces = await collect(client.rehydrateStream(['Hello [PER', 'SON_1], how ', 'are you'], sessionId));
    expect(pieces).toEqual(['Hello ', 'Maria Garcia, how ', 'are ', 'you']);
  });

  it('passes the service error on', async () => {
    await expect(collect(client.rehydrateStream(['a b', 'c'], 'no-such-session'))).rejects.toMatchObject({ code: 'session_not_found' });
  });
});
