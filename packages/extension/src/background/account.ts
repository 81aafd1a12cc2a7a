import type { AccountStatus } from '../shared/messages.js';
import type { Options } from '../shared/options.js';
import { SIGNED_OUT_DAILY_LIMIT, signedOutRemaining } from './local-quota.js';

/** What sign-in gave us, kept in chrome.storage.local until sign-out. */
export interface StoredAccount {
  apiKey: string;
  email: string;
  plan: string;
  dailyLimit: number | null;
  remainingToday: number | null;
  /** The UTC day `remainingToday` was counted on. */
  day: number;
}

const STORAGE_KEY = 'account';
const DAY_MS = 86_400_000;

export async function loadAccount(): Promise<StoredAccount | null> {
  return ((await chrome.storage.local.get(STORAGE_KEY))[STORAGE_KEY] as StoredAccount | undefined) ?? null;
}

export async function saveAccount(account: StoredAccount): Promise<void> {
  await chrome.storage.local.set({ [STORAGE_KEY]: account });
}

/** Sign-out: forgets the key and everything sign-in returned. */
export async function forgetAccount(): Promise<void> {
  await chrome.storage.local.remove(STORAGE_KEY);
}

/** Updates the count left today from a counted call's X-Daily-* headers. */
export async function noteRemaining(account: StoredAccount, headers: Headers, now = Date.now()): Promise<void> {
  const remaining = headers.get('x-daily-remaining');
  if (remaining === null) return;
  await saveAccount({ ...account, remainingToday: Number(remaining), day: Math.floor(now / DAY_MS) });
}

/** The popup's view of who is signed in and what is left today. */
export async function accountStatus(options: Options, now = Date.now()): Promise<AccountStatus> {
  const account = await loadAccount();
  if (!account) {
    return { signedIn: false, email: null, plan: null, dailyLimit: SIGNED_OUT_DAILY_LIMIT, remainingToday: await signedOutRemaining(now), serverUrl: options.serverUrl };
  }
  // A count from an earlier UTC day no longer holds: the server's day has started again.
  const fresh = account.day === Math.floor(now / DAY_MS) ? account.remainingToday : account.dailyLimit;
  return { signedIn: true, email: account.email, plan: account.plan, dailyLimit: account.dailyLimit, remainingToday: fresh, serverUrl: options.serverUrl };
}
