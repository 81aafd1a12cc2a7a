import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

describe('GET /v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
  });
  afterAll(() => t.close());

  it('answers without a key with status and a dotted version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'healthy', version: expect.stringMatching(/^\d+(\.\d+)+/) });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
