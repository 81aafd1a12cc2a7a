import { describe, expect, it } from 'vitest';
import { createMemoryDailyCounter } from '../rate-limit/memory-daily-counter.js';
import { createMemoryRateLimiter } from '../rate-limit/memory-rate-limiter.js';
import type { Command, Reply } from './messages.js';
import { createPrimaryHub, type WorkerLink } from './primary-hub.js';

function setUp() {
  const hub = createPrimaryHub({ rateLimiter: createMemoryRateLimiter(() => 0), dailyCounter: createMemoryDailyCounter(() => 0) });
  const inboxes = new Map<number, unknown[]>();
  const link = (id: number): WorkerLink => {
    inboxes.set(id, []);
    const worker = { id, send: (m: unknown) => void inboxes.get(id)!.push(m) };
    hub.attach(worker);
    return worker;
  };
  const request = (from: WorkerLink, id: number, op: string, args: (string | number | null)[]) => hub.receive(from, { sanitizer: 'request', id, op, args });
  return { hub, inboxes, link, request };
}

describe('the primary hub', () => {
  it('counts every worker’s hits against one budget', async () => {
    const { inboxes, link, request } = setUp();
    const [a, b] = [link(1), link(2)];
    await request(a, 1, 'rate.hit', ['org', 2]);
    await request(b, 1, 'rate.hit', ['org', 2]);
    await request(a, 2, 'rate.hit', ['org', 2]);
    const allowed = [...inboxes.get(1)!, ...inboxes.get(2)!].map((m) => ((m as Reply).value as { allowed: boolean }).allowed);
    expect(allowed.sort()).toEqual([false, true, true]);
  });

  it('answers a flush only once every other worker has acknowledged it, and not the asker itself', async () => {
    const { hub, inboxes, link, request } = setUp();
    const [a, b, c] = [link(1), link(2), link(3)];
    let answered = false;
    const flushing = request(a, 7, 'peers.flush', []).then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(inboxes.get(1)).toEqual([]);
    const commands = [b, c].map((w) => inboxes.get(w.id)![0] as Command);
    expect(commands.map((cmd) => cmd.op)).toEqual(['flush', 'flush']);
    await hub.receive(b, { sanitizer: 'ack', id: commands[0]!.id });
    await new Promise((r) => setTimeout(r, 10));
    expect(answered).toBe(false);
    hub.detach(c.id); // a worker that died counts as done
    await flushing;
    expect(inboxes.get(1)).toEqual([{ sanitizer: 'reply', id: 7, ok: true, value: undefined }]);
  });

  it('passes an invalidation on with the organization', async () => {
    const { hub, inboxes, link, request } = setUp();
    const [a, b] = [link(1), link(2)];
    const done = request(a, 1, 'peers.invalidate', ['org-9']);
    await new Promise((r) => setTimeout(r, 0));
    const command = inboxes.get(2)![0] as Command;
    expect(command).toMatchObject({ op: 'invalidate', orgId: 'org-9' });
    await hub.receive(b, { sanitizer: 'ack', id: command.id });
    await done;
    expect((inboxes.get(1)![0] as Reply).ok).toBe(true);
  });
});
