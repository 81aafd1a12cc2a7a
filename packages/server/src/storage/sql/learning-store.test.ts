import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningStore } from '../../learning/ports.js';
import type { Connection } from '../connect.js';
import { storageOn } from '../create-storage.js';
import { migrateToLatest } from '../migrate.js';
import { manualClock, testBackends, type TestDatabase } from '../test-backends.js';

const backends = testBackends(process.env['DATABASE_URL']);
const SECRET = 'Jordan Whitfield-Okafor';

describe.each(backends)('LearningStore on $dialect', (backend) => {
  let database: TestDatabase;
  let connection: Connection;
  let learning: LearningStore;
  const clock = manualClock();

  beforeAll(async () => {
    database = await backend.create();
    connection = await database.open();
    await migrateToLatest(connection.db, connection.dialect);
    learning = storageOn(connection, randomBytes(32), clock.now).learning;
  });
  afterAll(() => database.dispose());

  const context = { before: 'we visited', after: 'last summer' };

  it('finds earlier corrections of a value in any case and spacing, oldest first', async () => {
    const base = { orgId: 'org_a', sessionId: 's', feedbackType: 'misclassification' as const, context };
    const first = await learning.corrections.add({ ...base, originalType: 'PERSON', correctedType: 'LOCATION', value: SECRET });
    const second = await learning.corrections.add({ ...base, originalType: 'LOCATION', correctedType: 'PERSON', value: ' jordan  whitfield-okafor ' });
    await learning.corrections.add({ ...base, orgId: 'org_b', originalType: 'PERSON', correctedType: 'LOCATION', value: SECRET });
    const found = await learning.corrections.forValue('org_a', SECRET);
    expect(found.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(found[0]).toMatchObject({ value: SECRET, context, shape: 'Xxxxxx Xxxxxxxxx-Xxxxxx' });
    expect(await learning.corrections.count('org_b')).toBe(1);
  });

  it('never stores a value, context or insight text in plain text', async () => {
    await learning.insights.create({ orgId: 'org_a', type: 'contradiction_cluster', subject: 'x', title: `About ${SECRET}`, description: SECRET, data: { value: SECRET } });
    await learning.golden.add([{ orgId: 'org_a', insightId: 'i', value: SECRET, expectedType: 'PERSON', context }]);
    await learning.rules.add([{ orgId: 'org_a', insightId: 'i', action: 'retype', match: { value: SECRET }, fromType: 'PERSON', toType: 'LOCATION', context: { keywords: ['visited'], distance: 2 } }]);
    await learning.sessionTexts.put({ sessionId: 'sess', orgId: 'org_a', expiresAt: new Date(clock.now() + 1000), text: `we visited ${SECRET}` });
    for (const table of ['corrections', 'insights', 'golden_set', 'compiled_rules', 'session_texts']) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(connection.db);
      const dump = JSON.stringify(rows.rows, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v));
      expect(dump.toLowerCase(), table).not.toContain('whitfield');
      expect(dump, table).not.toContain('visited');
    }
  });

  it('keeps one pending insight per subject, and allows a new one once it is resolved', async () => {
    const input = { orgId: 'org_c', type: 'contradiction_cluster' as const, subject: 'subj', title: 't', description: 'd', data: {} };
    const first = await learning.insights.create(input);
    await expect(learning.insights.create(input)).rejects.toThrow();
    await learning.insights.save({ ...first, status: 'approved', resolvedAt: new Date(clock.now()) });
    const second = await learning.insights.create(input);
    expect((await learning.insights.pending('org_c', 'contradiction_cluster', 'subj'))?.id).toBe(second.id);
    expect(await learning.insights.counts('org_c')).toEqual(
      expect.arrayContaining([
        { type: 'contradiction_cluster', status: 'approved', count: 1 },
        { type: 'contradiction_cluster', status: 'pending', count: 1 },
      ]),
    );
  });

  it('adds detection aggregates with one upsert', async () => {
    await learning.stats.add('org_d', [{ type: 'PERSON', detections: 2, confidenceSum: 1.5, ruleHits: 1, suppressed: 0 }]);
    await learning.stats.add('org_d', [
      { type: 'PERSON', detections: 1, confidenceSum: 0.25, ruleHits: 0, suppressed: 1 },
      { type: 'SSN', detections: 1, confidenceSum: 0.95, ruleHits: 0, suppressed: 0 },
    ]);
    expect(await learning.stats.get('org_d')).toEqual([
      { type: 'PERSON', detections: 3, confidenceSum: 1.75, ruleHits: 1, suppressed: 1 },
      { type: 'SSN', detections: 1, confidenceSum: 0.95, ruleHits: 0, suppressed: 0 },
    ]);
  });

  it('rolls a transaction back whole', async () => {
    const attempt = learning.transaction(async (tx) => {
      await tx.golden.add([{ orgId: 'org_e', insightId: 'i', value: 'v', expectedType: null, context }]);
      throw new Error('boom');
    });
    await expect(attempt).rejects.toThrow('boom');
    expect(await learning.golden.count('org_e')).toBe(0);
  });

  it('records a negative signal once', async () => {
    await learning.signals.add('org_f', 'discovered_pattern', 'k', 'i1');
    await learning.signals.add('org_f', 'discovered_pattern', 'k', 'i2');
    expect(await learning.signals.has('org_f', 'discovered_pattern', 'k')).toBe(true);
    expect(await learning.signals.has('org_a', 'discovered_pattern', 'k')).toBe(false);
  });

  it('forgets session texts after expiry', async () => {
    await learning.sessionTexts.put({ sessionId: 's2', orgId: 'org_g', expiresAt: new Date(clock.now() + 1000), text: 'hello' });
    expect(await learning.sessionTexts.get('org_g', 's2')).toBe('hello');
    expect(await learning.sessionTexts.get('org_x', 's2')).toBeNull();
    clock.advance(1001);
    expect(await learning.sessionTexts.get('org_g', 's2')).toBeNull();
    expect(await learning.sessionTexts.sweep()).toBeGreaterThanOrEqual(1);
  });

  it('keeps the turns of a continued session in order, sealed, alive until the last expiry', async () => {
    await learning.sessionTexts.put({ sessionId: 's3', orgId: 'org_h', expiresAt: new Date(clock.now() + 1000), text: 'turn one' });
    clock.advance(500);
    await learning.sessionTexts.append({ sessionId: 's3', orgId: 'org_h', expiresAt: new Date(clock.now() + 1000), text: `turn two ${SECRET}` });
    await learning.sessionTexts.append({ sessionId: 's3', orgId: 'org_h', expiresAt: new Date(clock.now() + 1000), text: 'turn three' });
    expect(await learning.sessionTexts.get('org_h', 's3')).toBe(`turn one\n\nturn two ${SECRET}\n\nturn three`);
    expect(await learning.sessionTexts.get('org_x', 's3')).toBeNull();
    const raw = await sql<{ sealed: Uint8Array }>`select sealed from session_text_turns`.execute(connection.db);
    for (const row of raw.rows) expect(Buffer.from(row.sealed).includes(Buffer.from(SECRET))).toBe(false);
    clock.advance(999);
    expect(await learning.sessionTexts.get('org_h', 's3')).toContain('turn one');
    clock.advance(1);
    expect(await learning.sessionTexts.get('org_h', 's3')).toBeNull();
    expect(await learning.sessionTexts.sweep()).toBe(3);
  });
});
