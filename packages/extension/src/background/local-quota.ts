/** Sanitizations per UTC day while signed out, counted on this device (spec Limits). */
export const SIGNED_OUT_DAILY_LIMIT = 50;

const STORAGE_KEY = 'signedOutUse';
const DAY_MS = 86_400_000;

interface DayUse {
  day: number;
  used: number;
}

const today = (now: number) => Math.floor(now / DAY_MS);

async function read(now: number): Promise<DayUse> {
  const stored = (await chrome.storage.local.get(STORAGE_KEY))[STORAGE_KEY] as DayUse | undefined;
  return stored && stored.day === today(now) ? stored : { day: today(now), used: 0 };
}

/** Signed-out sanitizations left today on this device. */
export async function signedOutRemaining(now = Date.now()): Promise<number> {
  return Math.max(0, SIGNED_OUT_DAILY_LIMIT - (await read(now)).used);
}

/** Takes one of today's signed-out sanitizations; false when none is left. */
export async function reserveSignedOut(now = Date.now()): Promise<boolean> {
  const use = await read(now);
  if (use.used >= SIGNED_OUT_DAILY_LIMIT) return false;
  await chrome.storage.local.set({ [STORAGE_KEY]: { day: use.day, used: use.used + 1 } });
  return true;
}

/** Gives back a reserved sanitization whose call failed. */
export async function releaseSignedOut(now = Date.now()): Promise<void> {
  const use = await read(now);
  if (use.used > 0) await chrome.storage.local.set({ [STORAGE_KEY]: { day: use.day, used: use.used - 1 } });
}

/** The local time at which the count starts again (00:00 UTC), for messages. */
export function nextResetTime(now = Date.now()): string {
  return new Date((today(now) + 1) * DAY_MS).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
