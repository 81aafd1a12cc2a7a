import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { SECRET_FORMATS } from './secret-formats.js';

const NAME = 'secret';

/**
 * Scoring: a PEM private-key block is a key by definition (1.0); an issuer's
 * prefix on a random-looking body, or a JWT whose header decodes to a JOSE
 * header, is near certain (0.95); the value of a password, token or secret
 * field is what the field says it is (0.9).
 */
const SCORE_PEM = 1;
const SCORE_FORMAT = 0.95;
const SCORE_FIELD = 0.9;

const TOKEN_EDGE_BEFORE = '(?<![A-Za-z0-9_-])';
const TOKEN_EDGE_AFTER = '(?![A-Za-z0-9_-])';
const FORMATS = SECRET_FORMATS.map((f) => ({ reason: f.reason, regex: new RegExp(`${TOKEN_EDGE_BEFORE}${f.pattern}${TOKEN_EDGE_AFTER}`, 'g') }));
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*(?![A-Za-z0-9_.-])/g;
// Bounded body: a 4096-bit RSA key is about 3.3 KB of base64.
const PEM = /-----BEGIN ([A-Z0-9]+ )*PRIVATE KEY-----[\s\S]{1,20000}?-----END ([A-Z0-9]+ )*PRIVATE KEY-----/g;

/**
 * Field names that end in a credential word: PASSWORD, db_password, "api_key", client-secret, AUTH_TOKEN,
 * AWS_SECRET_ACCESS_KEY, and camelCase dbPassword, authToken, stripeSecretKey. A key is matched from its start
 * only (ASSIGNMENT's look-behind), so the lazy prefix scans each key once. "pass" ends a key only after a
 * separator (DB_PASS, smtp.pass): glued to a word it is "bypass" or "compass".
 */
const KEY = String.raw`(?:[A-Za-z0-9_.-]*?(?:password|passwd|pwd|passphrase|token|secret|secret[_-]?key|api[_-]?key|access[_-]?token|client[_-]?secret|(?:access|private|signing|encryption|master)[_-]?key)|(?:[A-Za-z0-9]+[_.-])*pass)`;
const QUOTED_VALUE = String.raw`"([^"\n]{1,500})"|'([^'\n]{1,500})'`;
// A placeholder this service wrote ("[SECRET_1]") is read whole, so it can be told apart from a value.
const BARE_VALUE = String.raw`(\[[A-Z_]+_\d+\]|[^\s"',;&}\]]{1,500})`;
// `KEY=value` anywhere (env, URL query, log), `"key": "value"` anywhere (JSON), `key: value` at a line start (YAML, config).
const ASSIGNMENT = new RegExp(
  String.raw`(?<![A-Za-z0-9_.-])(?:(${KEY})\s*=\s*|"(${KEY})"\s*:\s*|(?<=^[ \t]*(?:- )?)(${KEY})[ \t]*:[ \t]+)(?:${QUOTED_VALUE}|${BARE_VALUE})`,
  'gimu',
);
// An HTTP credential after its scheme: "Authorization: Bearer <token>", "Basic <base64 of user:password>".
const BEARER = /(?<![A-Za-z0-9_-])(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{12,500}=*)(?![A-Za-z0-9._~+/=-])/g;
// The password of a URL's user info: postgres://app:s3cret@db.internal/app.
const URL_PASSWORD = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/[^\s:/@]{0,200}:([^\s:/@]{1,500})@/g;
const SHELL_DIRECTORY_VARIABLES = new Set(['PWD', 'OLDPWD']);
const KEY_FILE_PATH = /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)[\w./\\-]+\.(?:pem|key|crt|cer|der|p8|p12|pfx|jks|ppk|pub|json|txt|env)$/;

/** SECRET: issuer-prefixed API keys, JWTs, PEM private keys, the values of password, token and secret fields, URL passwords and HTTP credentials. */
export const secretRecognizer: Recognizer = {
  name: NAME,
  entities: ['SECRET'],
  analyze({ text }: AnalysisContext): Detection[] {
    return [...prefixed(text), ...jwts(text), ...pemBlocks(text), ...fieldValues(text), ...urlPasswords(text), ...httpCredentials(text)].sort(
      (a, b) => a.start - b.start,
    );
  },
};

function prefixed(text: string): Detection[] {
  return FORMATS.flatMap(({ reason, regex }) =>
    [...text.matchAll(regex)].filter((m) => looksRandom(m[0])).map((m) => secret(m.index, m.index + m[0].length, SCORE_FORMAT, reason)),
  );
}

function jwts(text: string): Detection[] {
  return [...text.matchAll(JWT)].filter((m) => jwtHeaderValid(m[0])).map((m) => secret(m.index, m.index + m[0].length, SCORE_FORMAT, 'jwt'));
}

function pemBlocks(text: string): Detection[] {
  return [...text.matchAll(PEM)].map((m) => secret(m.index, m.index + m[0].length, SCORE_PEM, 'pem_private_key'));
}

function fieldValues(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(ASSIGNMENT)) {
    const key = m[1] ?? m[2] ?? m[3]!;
    const group = m[4] !== undefined ? 4 : m[5] !== undefined ? 5 : 6;
    const value = m[group]!;
    if (SHELL_DIRECTORY_VARIABLES.has(key) || !isSecretValue(value)) continue;
    const start = m.index + m[0].length - value.length - (group === 6 ? 0 : 1);
    out.push(secret(start, start + value.length, SCORE_FIELD, 'secret_field'));
  }
  return out;
}

function urlPasswords(text: string): Detection[] {
  return [...text.matchAll(URL_PASSWORD)]
    .filter((m) => isSecretValue(m[1]!))
    .map((m) => {
      const end = m.index + m[0].length - 1;
      return secret(end - m[1]!.length, end, SCORE_FIELD, 'url_password');
    });
}

/** A bearer token or basic credential: random-looking (letters and digits both), not a word after "Bearer". */
function httpCredentials(text: string): Detection[] {
  return [...text.matchAll(BEARER)]
    // A JWT after "Bearer" is found (and named) as a JWT.
    .filter((m) => /\d/.test(m[1]!) && /[A-Za-z]/.test(m[1]!) && !jwtHeaderValid(m[1]!))
    .map((m) => {
      const end = m.index + m[0].length;
      return secret(end - m[1]!.length, end, SCORE_FIELD, 'http_credential');
    });
}

function secret(start: number, end: number, score: number, reason: string): Detection {
  return { type: 'SECRET', start, end, score, recognizer: NAME, reason };
}

/**
 * False for what stands in for a value rather than being one: a reference to
 * a variable or template, a masked or empty value, a placeholder, a literal.
 * @example isSecretValue('hunter2') // true
 */
export function isSecretValue(value: string): boolean {
  const v = value.trim();
  if (v === '' || /^[*xX•.]+$/.test(v) || /^(?:null|none|nil|true|false|undefined|required|optional)$/i.test(v)) return false;
  // A path to a key file names where the secret is, not the secret ("private_key: ./certs/key.pem").
  if (KEY_FILE_PATH.test(v)) return false;
  // $VAR, ${VAR}, %VAR%, {{ var }}, <your-password>, [SECRET_1], process.env.X
  return !/^(?:\$\{?[\w.]+\}?|%\w+%|\{\{.*\}\}|<[^>]*>|\[[A-Z_]+_\d+\]|(?:process\.env|os\.environ|env)[.[][\w'"\]]+)$/.test(v);
}

/** An issuer's random body has letters and digits both; a word that happens to share the prefix does not. */
function looksRandom(token: string): boolean {
  const body = token.slice(4);
  return /\d/.test(body) && /[A-Za-z]/.test(body);
}

/**
 * True when the first part of a JWT decodes (base64url) to a JSON object with
 * an `alg`, as every JOSE header has.
 * @example jwtHeaderValid('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x') // true
 */
export function jwtHeaderValid(token: string): boolean {
  try {
    const header: unknown = JSON.parse(base64UrlToLatin1(token.slice(0, token.indexOf('.'))));
    return typeof header === 'object' && header !== null && typeof (header as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url to one character per byte; enough to read a JSON header (no Node Buffer, no DOM atob: the engine is pure). */
function base64UrlToLatin1(input: string): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const ch of input) {
    const digit = BASE64URL.indexOf(ch);
    if (digit < 0) throw new RangeError('not base64url');
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  return out;
}
