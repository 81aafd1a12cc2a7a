import { describe, expect, it } from 'vitest';
import { manualClock } from '../storage/test-backends.js';
import { createDailyUsageCounter } from './daily-usage.js';
import type { DailyUsage, UsageStore } from './ports.js';

function memoryStore(): UsageStore & { added: { orgId: string; usage: readonly DailyUsage[] }[] } {
  const added: { orgId: string; usage: readonly DailyUsage[] }[] = [];
  return {
    added,
    async add(orgId, usage) {
      added.push({ orgId, usage: structuredClone(usage) });
    },
    async list() {
      return [];
    },
    async sweep() {
      return 0;
    },
  };
}

const entity = (type: string) => ({ type, confidence: 0.9, start: 0, end: 1, structure: { region_type: 'paragraph' as const, label: null, line: 1 }, recognizer: 't' });
const DAY_MS = 86_400_000;

describe('daily usage counter', () => {
  it('counts requests and entities per organization and the day they were observed', async () => {
    const store = memoryStore();
    const clock = manualClock(Date.UTC(2030, 0, 1, 23, 59));
    const counter = createDailyUsageCounter(store, clock.now, (e) => {
      throw e;
    });
    counter.observe('a', { entities: [entity('PERSON'), entity('PERSON'), entity('EMAIL_ADDRESS')] });
    counter.observe('a', { entities: [] });
    counter.observe('b', { entities: [entity('PERSON')] });
    clock.advance(DAY_MS);
    counter.observe('a', { entities: [entity('PERSON')] });
    await counter.flush();
    expect(store.added).toEqual([
      {
        orgId: 'a',
        usage: [
          { day: '2030-01-01', requests: 2, entities: { PERSON: 2, EMAIL_ADDRESS: 1 } },
          { day: '2030-01-02', requests: 1, entities: { PERSON: 1 } },
        ],
      },
      { orgId: 'b', usage: [{ day: '2030-01-01', requests: 1, entities: { PERSON: 1 } }] },
    ]);
  });

  it('writes nothing twice and reports a failed write without losing later ones', async () => {
    const store = memoryStore();
    const errors: unknown[] = [];
    let fail = true;
    const failing: UsageStore = {
      ...store,
      add: async (orgId, usage) => {
        if (fail) throw new Error('down');
        await store.add(orgId, usage);
      },
    };
    const counter = createDailyUsageCounter(failing, manualClock().now, (e) => errors.push(e));
    counter.observe('a', { entities: [] });
    await counter.flush();
    fail = false;
    await counter.flush();
    counter.observe('a', { entities: [] });
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(store.added).toEqual([{ orgId: 'a', usage: [{ day: '2030-01-01', requests: 1, entities: {} }] }]);
  });
});
