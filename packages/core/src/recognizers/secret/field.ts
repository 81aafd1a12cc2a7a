import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { AUTH_SCHEMES, credentialKey, isSecretValue, looksRandomValue } from './secret-keys.js';

// Names in Latin scripts: contraseña, lösenord, hasło, şifre (Latin-1 Supplement and Latin Extended-A/B).
export const KEY_CHARS = String.raw`[A-Za-z\u00C0-\u024F_][A-Za-z\u00C0-\u024F0-9_.-]{0,80}`;
export const QUOTED = String.raw`"((?:[^"\\\n]|\\.){0,2000})"|'([^'\n]{0,500})'|\x60([^\x60\n]{0,500})\x60`;
// A placeholder this service wrote ("[SECRET_1]") is read whole, so it can be told apart from a value.
export const BARE = String.raw`(\[[A-Z_]+_\d+\]|[^\s"'\x60,;&})\]<]{1,500})`;

/**
 * A credential field's value: strong names take any value that is not a stand-in, weak names only a random-looking
 * one. A header value loses its scheme ("Bearer …"); a value holding a PEM block is left to the block.
 */
export function fieldSecret(key: string, value: string, start: number, reason: string, bare = false): Detection | null {
  const strength = credentialKey(key);
  if (strength === null) return null;
  let v = value;
  let s = start;
  if (/authorization$/i.test(key)) {
    const scheme = /^([A-Za-z][\w-]*)[ \t]+(?=\S)/.exec(v);
    if (scheme && AUTH_SCHEMES.has(scheme[1]!.toLowerCase())) {
      s += scheme[0].length;
      v = v.slice(scheme[0].length);
      // Basic and Bearer credentials are one token68 (RFC 7235, 6750): no space inside ("… from 10.0.0.5" is not).
      if (/^(?:basic|bearer)$/i.test(scheme[1]!)) v = /^\S*/.exec(v)![0];
    }
  }
  const trimmed = v.trimEnd();
  const lead = trimmed.length - trimmed.trimStart().length;
  v = trimmed.trim();
  s += lead;
  // No credential is a single character ("Token: 5" is a count).
  if (v.length < 2 || v.includes('-----BEGIN') || !isSecretValue(v) || (bare && codeReference(v))) return null;
  if (strength === 'weak' && !looksRandomValue(v)) return null;
  return secret(s, s + v.length, SCORE_FIELD, reason);
}

/**
 * An unquoted value that is code naming the secret, not the secret: a dotted reference (var.db_password,
 * settings.API_KEY, self.token), a call (getpass.getpass(), os.getenv(…)), a type (Option<String>, string | null),
 * or an identifier spelled like a credential name (password=password, api_key=apiKey).
 */
export function codeReference(value: string): boolean {
  if (/^[A-Za-z_$][\w$]{0,30}(?:\.[A-Za-z_$][\w$]{0,30})+$/.test(value) || /[()]/.test(value)) return true;
  if (/^[\w.]+[<[][\w., |[\]<>]*[>\]]$/.test(value) || /^\w+(?:\s*\|\s*\w+)+$/.test(value)) return true;
  return /^[A-Za-z_][A-Za-z_]*$/.test(value) && credentialKey(value) !== null;
}
