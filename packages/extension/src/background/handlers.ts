import { BUILD } from '../shared/build-settings.js';
import { UserFacingError, type MessageMap, type MessageType } from '../shared/messages.js';
import { loadOptions } from '../shared/options.js';
import { accountStatus, forgetAccount, loadAccount, noteRemaining, saveAccount, type StoredAccount } from './account.js';
import { rememberSession, sessionFor } from './conversations.js';
import { googleIdToken } from './google-sign-in.js';
import { localEngine } from './local-engine.js';
import { nextResetTime, releaseSignedOut, reserveSignedOut, SIGNED_OUT_DAILY_LIMIT } from './local-quota.js';
import { postJson } from './service-client.js';

type Handlers = { [K in MessageType]: (request: MessageMap[K]['request']) => Promise<MessageMap[K]['response']> };

/** Separates placeholders in one rehydrate call; cannot occur in a placeholder. */
const SEPARATOR = '\u001e';
const DAY_MS = 86_400_000;

interface SanitizeResponse {
  sanitized: string;
  session_id: string | null;
  entities_found: number;
}

interface SignInResponse {
  api_key: string;
  plan: string;
  email: string;
  daily_limit: number | null;
  remaining_today: number | null;
}

/** The background's answers, one handler per message type. */
export const handlers: Handlers = {
  async detect({ text }) {
    const [engine, options] = await Promise.all([localEngine(), loadOptions()]);
    const result = engine.analyze(text, { entities: options.scanTypes });
    return { entities: result.entities.map(({ type, start, end, confidence }) => ({ type, start, end, confidence })) };
  },

  async sanitize({ text, conversation, fallbackConversation }) {
    const options = await loadOptions();
    const account = await loadAccount();
    const send = (body: object) => (account ? sanitizeSignedIn(options.serverUrl, account, body) : sanitizeSignedOut(options.serverUrl, body));
    const body = { text, config: { entities: options.scanTypes } };
    const result = await continuing(await sessionFor(conversation, fallbackConversation), (sessionId) => send(sessionId ? { ...body, session_id: sessionId } : body));
    if (result.session_id) await rememberSession(conversation, result.session_id);
    return { sanitized: result.sanitized, entitiesFound: result.entities_found };
  },

  async rehydrate({ placeholders, conversation, fallbackConversation }) {
    const sessionId = await sessionFor(conversation, fallbackConversation);
    if (!sessionId) return { restored: {} };
    const options = await loadOptions();
    const { body } = await postJson<{ text: string }>(options.serverUrl, '/v1/rehydrate', { text: placeholders.join(SEPARATOR), session_id: sessionId }, await currentKey());
    const values = body.text.split(SEPARATOR);
    return { restored: Object.fromEntries(placeholders.map((p, i) => [p, values[i] ?? p])) };
  },

  async status() {
    return accountStatus(await loadOptions());
  },

  async signIn() {
    const options = await loadOptions();
    const idToken = await googleIdToken();
    const { body } = await postJson<SignInResponse>(options.serverUrl, '/v1/auth/google-extension', { id_token: idToken }, null);
    await saveAccount({
      apiKey: body.api_key,
      email: body.email,
      plan: body.plan,
      dailyLimit: body.daily_limit,
      remainingToday: body.remaining_today,
      day: Math.floor(Date.now() / DAY_MS),
    });
    return accountStatus(options);
  },

  async signOut() {
    await forgetAccount();
    return accountStatus(await loadOptions());
  },
};

/**
 * One conversation, one session: sanitizes in the conversation's session so its
 * placeholders keep their numbers; a session that has expired or is gone starts anew.
 */
async function continuing(sessionId: string | null, send: (sessionId: string | null) => Promise<{ body: SanitizeResponse }>): Promise<SanitizeResponse> {
  try {
    return (await send(sessionId)).body;
  } catch (error) {
    const gone = error instanceof UserFacingError && (error.code === 'session_not_found' || error.code === 'session_expired');
    if (!sessionId || !gone) throw error;
    return (await send(null)).body;
  }
}

async function currentKey(): Promise<string> {
  const account = await loadAccount();
  if (account) return account.apiKey;
  if (!BUILD.sharedKey) throw new UserFacingError('no_key', 'This build of the extension has no shared key; sign in with Google to sanitize.');
  return BUILD.sharedKey;
}

async function sanitizeSignedIn(serverUrl: string, account: StoredAccount, body: object) {
  try {
    const response = await postJson<SanitizeResponse>(serverUrl, '/v1/sanitize', body, account.apiKey);
    await noteRemaining(account, response.headers);
    return response;
  } catch (error) {
    if (error instanceof UserFacingError && error.code === 'extension_daily_limit') {
      await saveAccount({ ...account, remainingToday: 0, day: Math.floor(Date.now() / DAY_MS) });
    }
    throw error;
  }
}

async function sanitizeSignedOut(serverUrl: string, body: object) {
  const key = await currentKey();
  if (!(await reserveSignedOut())) {
    throw new UserFacingError(
      'local_daily_limit',
      `You have used today's ${SIGNED_OUT_DAILY_LIMIT} sanitizations of the signed-out extension. Sign in with Google for your own daily allowance, or wait until ${nextResetTime()} (00:00 UTC). Highlighting keeps working.`,
    );
  }
  try {
    return await postJson<SanitizeResponse>(serverUrl, '/v1/sanitize', body, key);
  } catch (error) {
    await releaseSignedOut();
    throw error;
  }
}
