import { describe, expect, it } from 'vitest';
import { manifestFor } from './manifest.js';
import { SITES, sitesWith } from './shared/sites.js';

describe('manifestFor', () => {
  it('is Manifest V3 with a module service worker and the content script on every site', () => {
    const manifest = manifestFor(SITES, '1.2.3');
    expect(manifest).toMatchObject({ manifest_version: 3, version: '1.2.3', background: { service_worker: 'background.js', type: 'module' } });
    expect(manifest.content_scripts?.[0]?.matches).toEqual(SITES.flatMap((s) => s.matches));
    expect(manifest.permissions).toEqual(['storage', 'identity']);
  });

  it('lists each pattern once', () => {
    const manifest = manifestFor(sitesWith({ chatgpt: ['https://chatgpt.com/*'] }), '1.0.0');
    const matches = manifest.content_scripts?.[0]?.matches ?? [];
    expect(matches.length).toBe(new Set(matches).size);
  });
});
