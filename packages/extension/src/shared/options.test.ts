import { OPT_IN_TYPES } from '@sanitizer/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => {
  vi.stubGlobal('__BUILD__', { sharedKey: '', googleClientId: '', authEndpoint: '', defaultServerUrl: 'http://127.0.0.1:8080', extraMatches: {} });
});

const load = () => import('./options.js');

describe('stored options', () => {
  it('fills in the defaults: the spec’s seven types and the build’s server', async () => {
    const { upgradeOptions } = await load();
    expect(upgradeOptions({})).toEqual({
      options: { serverUrl: 'http://127.0.0.1:8080', scanTypes: ['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'SSN', 'CREDIT_CARD', 'LOCATION', 'ADDRESS'] },
      version: 1,
    });
  });

  it('migrates the old `server` field once, and keeps later choices', async () => {
    const { upgradeOptions } = await load();
    expect(upgradeOptions({ server: 'https://old.example.com' }).options.serverUrl).toBe('https://old.example.com');
    expect(upgradeOptions({ server: 'https://old.example.com', serverUrl: 'https://new.example.com', optionsVersion: 1 }).options.serverUrl).toBe('https://new.example.com');
  });

  it('offers the engine’s opt-in types, unchecked by default', async () => {
    const { SCANNABLE_TYPES, upgradeOptions } = await load();
    expect(OPT_IN_TYPES.length).toBeGreaterThan(0);
    expect(SCANNABLE_TYPES).toEqual(expect.arrayContaining([...OPT_IN_TYPES]));
    expect(upgradeOptions({}).options.scanTypes.filter((t) => (OPT_IN_TYPES as readonly string[]).includes(t))).toEqual([]);
    expect(upgradeOptions({ scanTypes: ['PERSON', 'IP_ADDRESS'], optionsVersion: 1 }).options.scanTypes).toEqual(['PERSON', 'IP_ADDRESS']);
  });

  it('drops unknown types and keeps an empty choice empty', async () => {
    const { upgradeOptions } = await load();
    expect(upgradeOptions({ scanTypes: ['PERSON', 'NOT_A_TYPE', 'MRN'], optionsVersion: 1 }).options.scanTypes).toEqual(['PERSON', 'MRN']);
    expect(upgradeOptions({ scanTypes: [], optionsVersion: 1 }).options.scanTypes).toEqual([]);
  });

  it.each([
    ['https://sanitizer.example.com/', 'https://sanitizer.example.com'],
    ['  http://127.0.0.1:8080  ', 'http://127.0.0.1:8080'],
    ['https://example.com/api/', 'https://example.com/api'],
  ])('normalizes %s', async (input, expected) => {
    const { normalizeServerUrl } = await load();
    expect(normalizeServerUrl(input)).toBe(expected);
  });

  it.each(['sanitizer', 'ftp://example.com'])('refuses %s in words', async (input) => {
    const { normalizeServerUrl } = await load();
    expect(() => normalizeServerUrl(input)).toThrow(/address/);
  });
});
