/**
 * The SessionStore contract, written once and run against every implementation
 * (SQL on SQLite and PostgreSQL, Redis). Storage-specific checks (what the raw
 * rows or keys hold, tampering with them) stay in each implementation's tests.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from '../crypto/aead.js';
import { TOMBSTONE_RETENTION_MS } from '../sessions/lifetime.js';
import type { Clock } from '../storage/clock.js';
import type { SessionStore } from '../storage/ports.js';
import { manualClock } from '../storage/test-backends.js';

export const TTL_SECONDS = 3600;
export const TTL_MS = TTL_SECONDS * 1000;
export const SECRET = 'jane.doe.4471@example.org';
export const MAPPING = { '[EMAIL_1]': SECRET, '[PERSON_1]': 'Jane Doe' };

/** Opens a store over the implementation's (already prepared) backend. */
export type OpenSessionStore = (now: Clock, masterKey: Uint8Array) => SessionStore;

export const newOrg = () => `org_${randomBytes(8).toString('hex')}`;

/** Registers the contract's tests; `open` is read when each test runs, after the caller's beforeAll. */
export function describeSessionStoreContract(name: string, open: () => OpenSessionStore): void {
  const masterKey = randomBytes(32);
  const storeAt = (clock = manualClock(Date.now()), key: Uint8Array = masterKey) => ({ sessions: open()(clock.now, key), clock });
  const createIn = (sessions: SessionStore, orgId: string) => sessions.create({ orgId, mapping: MAPPING, entityCount: 2, ttlSeconds: TTL_SECONDS });

  describe(`SessionStore contract on ${name}`, () => {
    it('returns an active session with its mapping, count and times', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const created = await createIn(sessions, orgId);
      expect(created.expiresAt.getTime()).toBe(clock.now() + TTL_MS);
      expect(await sessions.get(orgId, created.id)).toEqual({
        status: 'active',
        session: { id: created.id, orgId, createdAt: new Date(clock.now()), expiresAt: created.expiresAt, entityCount: 2, mapping: MAPPING },
      });
    });

    it('issues unguessable, URL-safe 128-bit ids', async () => {
      const { sessions } = storeAt();
      const orgId = newOrg();
      const ids = await Promise.all(Array.from({ length: 50 }, () => sessions.create({ orgId, mapping: {}, entityCount: 0, ttlSeconds: TTL_SECONDS })));
      for (const { id } of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new Set(ids.map((s) => s.id)).size).toBe(50);
    });

    it('answers not_found for unknown ids, malformed ids and sessions of another organization', async () => {
      const { sessions } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      expect(await sessions.get(orgId, 'AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ status: 'not_found' });
      expect(await sessions.get(orgId, "x' or '1'='1")).toEqual({ status: 'not_found' });
      expect(await sessions.get(orgId, '*')).toEqual({ status: 'not_found' });
      expect(await sessions.get(newOrg(), id)).toEqual({ status: 'not_found' });
    });

    it('expires exactly at expires_at and never returns the mapping again, even if the clock goes back', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      clock.advance(TTL_MS - 1);
      expect((await sessions.get(orgId, id)).status).toBe('active');
      clock.advance(1);
      expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
      clock.advance(-TTL_MS);
      expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    });

    it('answers an expired session of another organization with not_found', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      clock.advance(TTL_MS);
      expect(await sessions.get(newOrg(), id)).toEqual({ status: 'not_found' });
      expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
    });

    it('keeps the tombstone 7 days after expiry, then answers not_found', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      clock.advance(TTL_MS + TOMBSTONE_RETENTION_MS - 1);
      expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
      clock.advance(1);
      expect(await sessions.get(orgId, id)).toEqual({ status: 'not_found' });
    });

    it('continues an active session: the change sees the current mapping, its result is stored and the expiry moves', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      clock.advance(TTL_MS - 1);
      const continued = await sessions.continue(orgId, id, TTL_SECONDS, (s) => ({
        mapping: { ...s.mapping, '[PERSON_2]': 'John Park' },
        entityCount: s.entityCount + 1,
        result: Object.keys(s.mapping).length,
      }));
      expect(continued).toEqual({ status: 'active', id, expiresAt: new Date(clock.now() + TTL_MS), result: 2 });
      clock.advance(TTL_MS - 1);
      const found = await sessions.get(orgId, id);
      expect(found).toMatchObject({ status: 'active', session: { entityCount: 3, mapping: { ...MAPPING, '[PERSON_2]': 'John Park' } } });
      clock.advance(1);
      expect((await sessions.get(orgId, id)).status).toBe('expired');
    });

    it('continues only active sessions of the same organization', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      const change = (s: { mapping: Readonly<Record<string, string>>; entityCount: number }) => ({ mapping: s.mapping, entityCount: s.entityCount, result: null });
      expect(await sessions.continue(newOrg(), id, TTL_SECONDS, change)).toEqual({ status: 'not_found' });
      expect(await sessions.continue(orgId, 'AAAAAAAAAAAAAAAAAAAAAA', TTL_SECONDS, change)).toEqual({ status: 'not_found' });
      expect(await sessions.continue(orgId, 'not a session id', TTL_SECONDS, change)).toEqual({ status: 'not_found' });
      clock.advance(TTL_MS);
      expect(await sessions.continue(orgId, id, TTL_SECONDS, change)).toEqual({ status: 'expired' });
      expect(await sessions.get(orgId, id)).toEqual({ status: 'expired' });
      clock.advance(TOMBSTONE_RETENTION_MS);
      expect(await sessions.continue(orgId, id, TTL_SECONDS, change)).toEqual({ status: 'not_found' });
    });

    it('loses no entry when many continuations of one session run at once', async () => {
      const { sessions } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      const writers = Array.from({ length: 12 }, (_, i) =>
        sessions.continue(orgId, id, TTL_SECONDS, (s) => {
          const n = Object.keys(s.mapping).length;
          return { mapping: { ...s.mapping, [`[PERSON_${n}]`]: `writer ${i}` }, entityCount: s.entityCount + 1, result: `[PERSON_${n}]` };
        }),
      );
      const results = await Promise.all(writers);
      const issued = results.map((r) => (r.status === 'active' ? r.result : r.status));
      expect(new Set(issued).size).toBe(12);
      const found = await sessions.get(orgId, id);
      if (found.status !== 'active') throw new Error(`session is ${found.status}`);
      expect(found.session.entityCount).toBe(14);
      expect(Object.keys(found.session.mapping)).toHaveLength(14);
      results.forEach((r, i) => {
        if (r.status !== 'active') throw new Error(r.status);
        expect(found.session.mapping[r.result]).toBe(`writer ${i}`);
      });
    });

    it('does not open mappings sealed under another key', async () => {
      const { sessions, clock } = storeAt();
      const orgId = newOrg();
      const { id } = await createIn(sessions, orgId);
      await expect(storeAt(clock, randomBytes(32)).sessions.get(orgId, id)).rejects.toBeInstanceOf(DecryptionError);
    });
  });
}
