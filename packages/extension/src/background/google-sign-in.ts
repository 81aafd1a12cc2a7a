import { BUILD } from '../shared/build-settings.js';
import { UserFacingError } from '../shared/messages.js';

/**
 * Gets a Google ID token through chrome.identity.launchWebAuthFlow (OpenID
 * Connect implicit flow, `response_type=id_token`). getAuthToken would give an
 * OAuth access token, which the service cannot verify offline; an ID token is
 * signed by Google and verified by the service against Google's keys. The
 * nonce ties the token to this request. The test build differs only in
 * `BUILD.authEndpoint`, a local stand-in for Google's authorization page.
 */
export async function googleIdToken(): Promise<string> {
  if (!BUILD.googleClientId) throw new UserFacingError('sign_in_unavailable', 'This build of the extension has no Google client id, so sign-in is off. Use it signed out.');
  const nonce = randomNonce();
  const url = new URL(BUILD.authEndpoint);
  url.search = new URLSearchParams({
    client_id: BUILD.googleClientId,
    response_type: 'id_token',
    redirect_uri: chrome.identity.getRedirectURL(),
    scope: 'openid email',
    nonce,
    prompt: 'select_account',
  }).toString();
  let redirected: string | undefined;
  try {
    redirected = await chrome.identity.launchWebAuthFlow({ url: url.href, interactive: true });
  } catch (error) {
    throw new UserFacingError('sign_in_cancelled', `Google sign-in did not finish (${error instanceof Error ? error.message : 'cancelled'}).`);
  }
  return idTokenFrom(redirected, nonce);
}

function idTokenFrom(redirected: string | undefined, nonce: string): string {
  const params = new URLSearchParams(redirected ? new URL(redirected).hash.slice(1) : '');
  const idToken = params.get('id_token');
  if (!idToken) throw new UserFacingError('sign_in_cancelled', `Google sign-in did not return a token${params.get('error') ? ` (${params.get('error')})` : ''}.`);
  if (claimsOf(idToken).nonce !== nonce) throw new UserFacingError('invalid_id_token', 'Google sign-in returned a token for another request; try again.');
  return idToken;
}

function claimsOf(jwt: string): Record<string, unknown> {
  try {
    const payload = jwt.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
}
