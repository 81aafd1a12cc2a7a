import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe.each(backends)('account store ($dialect)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('creates one account and one Free organization under concurrent first sign-ins', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => t.storage.accounts.signIn({ subject: 'race-1', email: 'race@example.com' })));
    expect(new Set(results.map((r) => r.account.id)).size).toBe(1);
    expect(new Set(results.map((r) => r.organization.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0]!.organization.plan).toBe('free');
  });

  it('keeps an upgraded plan on the next sign-in', async () => {
    const first = await t.storage.accounts.signIn({ subject: 'upgrade-1', email: 'u@example.com' });
    await t.storage.keys.ensureOrganization({ name: first.organization.name, plan: 'pro_plus', updatePlan: true });
    const again = await t.storage.accounts.signIn({ subject: 'upgrade-1', email: 'u@example.com' });
    expect(again.organization).toMatchObject({ id: first.organization.id, plan: 'pro_plus' });
  });

  it('gives different people different accounts', async () => {
    const a = await t.storage.accounts.signIn({ subject: 'person-a', email: 'same@example.com' });
    const b = await t.storage.accounts.signIn({ subject: 'person-b', email: 'same@example.com' });
    expect(a.account.id).not.toBe(b.account.id);
    expect(a.organization.id).not.toBe(b.organization.id);
  });

  it('stores neither the Google subject nor the e-mail in plain text', async () => {
    await t.storage.accounts.signIn({ subject: 'secret-subject-42', email: 'Private.Person@example.com' });
    const { db } = await t.database.open();
    const rows = await db.selectFrom('accounts' as never).selectAll().execute();
    const orgs = await db.selectFrom('organizations' as never).selectAll().execute();
    const dump = JSON.stringify([rows, orgs], (_, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v));
    expect(dump).not.toContain('secret-subject-42');
    expect(dump.toLowerCase()).not.toContain('private.person');
  });

  it('marks keys provisioned for an account as extension keys', async () => {
    const { organization } = await t.storage.accounts.signIn({ subject: 'kind-1', email: 'k@example.com' });
    const { apiKey } = await t.storage.keys.createKey(organization.id, 'extension');
    const found = await t.storage.keys.lookup(apiKey);
    expect(found).toMatchObject({ status: 'valid', key: { kind: 'extension' } });
    const operator = await t.newKey();
    expect(await t.storage.keys.lookup(operator.apiKey)).toMatchObject({ key: { kind: 'standard' } });
  });
});
