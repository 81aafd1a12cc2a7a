import { Type } from '@sinclair/typebox';
import { dailyLimitFor, remainingToday } from '../accounts/daily-limit.js';
import { createGoogleIdTokenVerifier, type IdTokenFailure, type IdTokenVerifier } from '../accounts/google-id-token.js';
import { ApiError } from '../http/errors.js';
import { publicResponses } from '../http/response-schemas.js';
import type { App, Services } from './services.js';

const SignInBodySchema = Type.Object({ id_token: Type.String({ minLength: 1, maxLength: 16_384 }) }, { additionalProperties: false });

const SignInResponse = Type.Object({
  api_key: Type.String({ description: 'A new key of the person’s own organization; shown once.' }),
  plan: Type.String(),
  email: Type.String(),
  daily_limit: Type.Union([Type.Integer(), Type.Null()], { description: 'Sanitizations per UTC day; null when unlimited.' }),
  remaining_today: Type.Union([Type.Integer(), Type.Null()]),
});

const SIGN_IN_ERRORS = ['invalid_request', 'invalid_id_token', 'id_token_expired', 'sign_in_unavailable', 'unsupported_media_type'] as const;

/**
 * POST /v1/auth/google-extension: the extension trades a Google ID token for an
 * API key of the person's own account (created with a Free organization on
 * first sign-in). Each sign-in provisions a new key, since only key hashes are kept.
 */
export async function authGoogleRoutes(app: App, { services }: { services: Services }) {
  const { googleClientId, googleJwksUrl } = services.config;
  const verifier = googleClientId ? createGoogleIdTokenVerifier({ clientId: googleClientId, jwksUrl: googleJwksUrl }) : null;
  app.post('/v1/auth/google-extension', { schema: { summary: 'Trade a Google ID token for an API key (browser extension sign-in)', body: SignInBodySchema, response: publicResponses({ 200: SignInResponse }, [...SIGN_IN_ERRORS]) }, config: { public: true } }, async (request) => {
    const identity = await verified(verifier, request.body.id_token);
    const { organization } = await services.storage.accounts.signIn(identity);
    const { apiKey } = await services.storage.keys.createKey(organization.id, 'extension');
    return {
      api_key: apiKey,
      plan: organization.plan,
      email: identity.email,
      daily_limit: dailyLimitFor(organization.plan),
      remaining_today: await remainingToday(services.dailyCounter, organization.id, organization.plan),
    };
  });
}

async function verified(verifier: IdTokenVerifier | null, idToken: string) {
  if (!verifier) throw new ApiError('sign_in_unavailable', { message: 'Google sign-in is not configured on this server.' });
  const check = await verifier.verify(idToken);
  if (!check.ok) throw refusal(check);
  return check.identity;
}

function refusal(failure: IdTokenFailure): ApiError {
  switch (failure.reason) {
    case 'expired':
      return new ApiError('id_token_expired', { message: failure.detail });
    case 'invalid':
      return new ApiError('invalid_id_token', { message: failure.detail });
    case 'unavailable':
      return new ApiError('sign_in_unavailable', { message: failure.detail, headers: { 'retry-after': '30' } });
  }
}
