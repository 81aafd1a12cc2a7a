import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test-support/test-app.js';

const ORIGIN = 'http://sanitizer.test';

/** Every src/href in a page, resolved the way a browser resolves it against the page's own URL. */
function assetUrls(html: string, pageUrl: string): URL[] {
  return [...html.matchAll(/\s(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((m) => new URL(m[1]!, ORIGIN + pageUrl));
}

describe('GET /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!);
  });
  afterAll(() => t.close());

  it.each(['/docs', '/docs/'])('%s answers an HTML page without a key, whose every asset the service serves itself', async (pageUrl) => {
    const page = await t.app.inject({ method: 'GET', url: pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = assetUrls(page.body, pageUrl);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.origin, asset.href).toBe(ORIGIN);
      const res = await t.app.inject({ method: 'GET', url: asset.pathname });
      expect({ asset: asset.pathname, status: res.statusCode }).toEqual({ asset: asset.pathname, status: 200 });
      expect(res.body.length).toBeGreaterThan(0);
    }
    expect(assets.map((a) => a.pathname)).toContain('/docs/static/swagger-ui-bundle.js');
  });

  it('loads this API’s document from the service, with no external validator', async () => {
    const init = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toMatch(/validatorUrl: null/);
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual((await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json());
  });

  it('serves the page with a content security policy that loads scripts only from the service', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
