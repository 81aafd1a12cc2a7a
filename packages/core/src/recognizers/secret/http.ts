import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { fieldSecret } from './field.js';
import { withIndices } from './match.js';
import { credentialCookie, isSecretValue } from './secret-keys.js';
import { jwtHeaderValid } from './tokens.js';

/** "Authorization: Bearer <token>", "Basic <base64 of user:password>" wherever they are written. */
const BEARER = /(?<![A-Za-z0-9_-])(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{12,2000}=*)(?![A-Za-z0-9._~+/=-])/gi;
/** An HTTP header inside a command or code: -H "X-API-Key: …", --header 'Authorization: Bearer …'. */
const HEADER_FLAG = /(?:-H|--header)[ \t]+(["'])([A-Za-z][\w-]{0,60})[ \t]*:[ \t]*([^"'\n]*)\1/g;
const COOKIE_HEADER = /(?<![\w-])(?:Set-)?Cookie[ \t]*:[ \t]*([^\n"']+)/gi;
const COOKIE_FLAG = /(?:-b|--cookie)[ \t]+(["'])([^"'\n]+)\1/g;

/** A bearer token or basic credential: random-looking (letters and digits both), not a word after "Bearer". */
export function httpCredentials(text: string): Detection[] {
  return [...text.matchAll(BEARER)]
    // A JWT after "Bearer" is found (and named) as a JWT.
    .filter((m) => /\d/.test(m[1]!) && /[A-Za-z]/.test(m[1]!) && !jwtHeaderValid(m[1]!))
    .map((m) => {
      const end = m.index + m[0].length;
      return secret(end - m[1]!.length, end, SCORE_FIELD, 'http_credential');
    });
}

/** The credential value of a header given to a command: curl -H "X-API-Key: …". */
export function headerFlags(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(HEADER_FLAG))) {
    const d = fieldSecret(m[2]!, m[3]!, m.indices![3]![0], 'http_credential');
    if (d) out.push(d);
  }
  return out;
}

/** Login cookies in a Cookie or Set-Cookie header, or given to a command (curl -b, --cookie). */
export function cookies(text: string): Detection[] {
  const out: Detection[] = [];
  for (const regex of [COOKIE_HEADER, COOKIE_FLAG]) {
    for (const m of text.matchAll(withIndices(regex))) {
      const group = m.length - 1;
      out.push(...cookieValues(m[group]!, m.indices![group]![0]));
    }
  }
  return out;
}

/** The values of the login cookies in a Cookie or Set-Cookie header (`name=value; name2=value2`). */
function cookieValues(header: string, offset: number): Detection[] {
  const out: Detection[] = [];
  for (const m of header.matchAll(/(?:^|;)[ \t]*([^=;\s]+)=([^;\s]*)/dg)) {
    if (!credentialCookie(m[1]!) || !isSecretValue(m[2]!) || m[2]!.length < 6) continue;
    out.push(secret(offset + m.indices![2]![0], offset + m.indices![2]![1], SCORE_FIELD, 'http_credential'));
  }
  return out;
}
