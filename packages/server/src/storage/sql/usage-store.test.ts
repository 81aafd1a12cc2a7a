import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageStore } from '../../learning/ports.js';
import type { Connection } from '../connect.js';
import { storageOn } from '../create-storage.js';
import { migrateToLatest } from '../migrate.js';
import { manualClock, testBackends, type TestDatabase } from '../test-backends.js';

const backends = testBackends(process.env['DATABASE_URL']);

describe.each(backends)('UsageStore on $dialect', (backend) => {
  let database: TestDatabase;
  let connection: Connection;
  let usage: UsageStore;

  beforeAll(async () => {
    database = await backend.create();
    connection = await database.open();
    await migrateToLatest(connection.db, connection.dialect);
    usage = storageOn(connection, randomBytes(32), manualClock().now).learning.usage;
  });
  afterAll(() => database.dispose());

  it('adds to what a day holds and lists days in the window, oldest first', async () => {
    await usage.add('org_a', [{ day: '2030-01-02', requests: 2, entities: { PERSON: 3 } }]);
    await usage.add('org_a', [
      { day: '2030-01-02', requests: 1, entities: { PERSON: 1, EMAIL_ADDRESS: 2 } },
      { day: '2030-01-01', requests: 4, entities: {} },
    ]);
    await usage.add('org_b', [{ day: '2030-01-02', requests: 9, entities: { PERSON: 9 } }]);
    expect(await usage.list('org_a', '2030-01-01', '2030-01-03')).toEqual([
      { day: '2030-01-01', requests: 4, entities: {} },
      { day: '2030-01-02', requests: 3, entities: { EMAIL_ADDRESS: 2, PERSON: 4 } },
    ]);
    expect(await usage.list('org_a', '2030-01-02', '2030-01-02')).toHaveLength(1);
    expect(await usage.list('org_c', '2030-01-01', '2030-01-03')).toEqual([]);
  });

  it('sweeps days before the cutoff, for every organization', async () => {
    await usage.add('org_s', [
      { day: '2029-06-01', requests: 1, entities: { PERSON: 1 } },
      { day: '2029-06-02', requests: 1, entities: { PERSON: 1 } },
    ]);
    expect(await usage.sweep('2029-06-02')).toBe(2);
    expect(await usage.list('org_s', '2029-01-01', '2029-12-31')).toEqual([{ day: '2029-06-02', requests: 1, entities: { PERSON: 1 } }]);
  });
});
