/**
 * Credentials that announce themselves: issuers put a fixed prefix on their
 * keys precisely so that scanners can find them. Each entry is the issuer's
 * published shape (prefix, alphabet, length); `reason` names the issuer. The
 * table lives in secret-prefixes.json.
 */
import PREFIXES from './secret-prefixes.json' with { type: 'json' };

export interface SecretFormat {
  readonly reason: string;
  /** The whole token; the recognizer adds the boundaries. */
  readonly pattern: string;
  /** The prefix is upper case and still tells the issuer in a lower-cased copy of the text (akia…). */
  readonly ignoreCase?: boolean;
  /** One of these is in every match (compared lower-cased when `ignoreCase`): the pattern runs only on a text holding one. */
  readonly literals: readonly string[];
}

export const SECRET_FORMATS: readonly SecretFormat[] = PREFIXES.formats;
