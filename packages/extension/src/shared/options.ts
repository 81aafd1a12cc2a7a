import { OPT_IN_TYPES } from '@sanitizer/core';
import { BUILD } from './build-settings.js';

/** The types the spec scans by default. */
export const DEFAULT_SCAN_TYPES = ['PERSON', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'SSN', 'CREDIT_CARD', 'LOCATION', 'ADDRESS'];
/** Every type the user may choose to scan: the spec's ten, then the engine's opt-in types (off by default). */
export const SCANNABLE_TYPES = [...DEFAULT_SCAN_TYPES, 'NPI', 'DEA_NUMBER', 'MRN', ...OPT_IN_TYPES];

/** The user's settings, kept in chrome.storage.sync. */
export interface Options {
  serverUrl: string;
  scanTypes: string[];
}

type StoredOptions = Record<string, unknown>;

/**
 * Ordered migrations of stored options, oldest first; each runs once, so a
 * renamed or reshaped option keeps the user's value across updates.
 */
const MIGRATIONS: ReadonlyArray<(stored: StoredOptions) => StoredOptions> = [
  // 1: options before versioning kept the address as `server`.
  ({ server, ...rest }) => (typeof server === 'string' && rest.serverUrl === undefined ? { ...rest, serverUrl: server } : rest),
];

const VERSION_KEY = 'optionsVersion';

export function defaultOptions(): Options {
  return { serverUrl: BUILD.defaultServerUrl, scanTypes: [...DEFAULT_SCAN_TYPES] };
}

/** Applies the migrations `stored` has not had yet, then fills in defaults. Pure. */
export function upgradeOptions(stored: StoredOptions): { options: Options; version: number } {
  const from = typeof stored[VERSION_KEY] === 'number' ? (stored[VERSION_KEY] as number) : 0;
  const migrated = MIGRATIONS.slice(from).reduce((acc, migrate) => migrate(acc), stored);
  const defaults = defaultOptions();
  const options: Options = {
    serverUrl: typeof migrated.serverUrl === 'string' && migrated.serverUrl !== '' ? migrated.serverUrl : defaults.serverUrl,
    scanTypes: Array.isArray(migrated.scanTypes) ? migrated.scanTypes.filter((t): t is string => SCANNABLE_TYPES.includes(t as string)) : defaults.scanTypes,
  };
  return { options, version: MIGRATIONS.length };
}

/** Reads the options, migrating and saving them back when they were stored by an older version. */
export async function loadOptions(): Promise<Options> {
  const stored = await chrome.storage.sync.get(null);
  const { options, version } = upgradeOptions(stored);
  if (stored[VERSION_KEY] !== version) await chrome.storage.sync.set({ ...options, [VERSION_KEY]: version });
  return options;
}

export async function saveOptions(options: Options): Promise<void> {
  await chrome.storage.sync.set({ ...options, serverUrl: normalizeServerUrl(options.serverUrl), [VERSION_KEY]: MIGRATIONS.length });
}

/** `https://host:port` without a trailing slash; throws a message in words for anything else. */
export function normalizeServerUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`“${value}” is not a web address; use e.g. https://sanitizer.example.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The server address must start with https:// (or http:// for a local server).');
  return url.origin + url.pathname.replace(/\/+$/, '');
}
