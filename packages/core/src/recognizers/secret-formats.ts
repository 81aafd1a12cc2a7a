/**
 * Credentials that announce themselves: issuers put a fixed prefix on their
 * keys precisely so that scanners can find them. Each entry is the issuer's
 * published shape (prefix, alphabet, length); `reason` names the issuer.
 */
export interface SecretFormat {
  readonly reason: string;
  /** The whole token; the recognizer adds the boundaries. */
  readonly pattern: string;
}

export const SECRET_FORMATS: readonly SecretFormat[] = [
  // OpenAI (sk-…, sk-proj-…); Stripe secret and restricted keys.
  { reason: 'secret_prefix:openai', pattern: 'sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,200}' },
  { reason: 'secret_prefix:stripe', pattern: '[rs]k_(?:live|test)_[A-Za-z0-9]{16,200}' },
  // GitHub: personal, OAuth, user-to-server, server-to-server and refresh tokens; fine-grained PATs.
  { reason: 'secret_prefix:github', pattern: 'gh[pousr]_[A-Za-z0-9]{36}' },
  { reason: 'secret_prefix:github', pattern: 'github_pat_[A-Za-z0-9_]{50,120}' },
  { reason: 'secret_prefix:slack', pattern: 'xox[baprs]-[A-Za-z0-9-]{10,200}' },
  // AWS access key ids: long-term (AKIA) and temporary (ASIA), 16 base-32 characters.
  { reason: 'secret_prefix:aws', pattern: '(?:AKIA|ASIA)[A-Z2-7]{16}' },
  { reason: 'secret_prefix:google', pattern: 'AIza[A-Za-z0-9_-]{35}' },
];
