/**
 * What a credential field's name and value look like, from the conventions of
 * config files, env files, headers and code: a field is named for a password,
 * token, secret or key, and holds either the credential or something standing
 * in for it (a variable, a placeholder, a path, a masked value). The words are
 * in secret-words.json.
 */
import WORDS from './secret-words.json' with { type: 'json' };

export type KeyStrength = 'strong' | 'weak';

const STRONG_WORDS = new Set(WORDS.strongWords);
const WEAK_WORDS = new Set(WORDS.weakWords);
const STRONG_PHRASES = WORDS.strongPhrases.map((p) => p.split(' '));
const NOT_SECRET_BEFORE: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(WORDS.notSecretBefore).map(([word, before]) => [word, new Set(before)]),
);
const VALUE_QUALIFIERS = new Set(WORDS.valueQualifiers);
const PLACEHOLDERS = new Set(WORDS.placeholders);
const PLACEHOLDER_LEADS = WORDS.placeholderLeads;
const CREDENTIAL_STEMS = WORDS.credentialStems;
const COOKIE_WORDS = new Set(WORDS.cookieWords);
export const AUTH_SCHEMES = new Set(WORDS.authSchemes);
// Every credential name holds one of these: most names are ruled out before they are split.
export const KEY_CUE = /pass|pw|secret|token|key|auth|cred|salt|cookie|contrase|senha|wachtwoord|kennwort|senord|adgangskode|salasana|has[lł]o|heslo|jelsz|parol|ifre/i;
// A name glued into one word still ends in its credential word: DBPASSWORD, adminpassword, mysecret.
const GLUED_ENDINGS = ['password', 'passwd', 'passphrase', 'secret', 'token', 'apikey', 'secretkey', 'accesskey', 'privatekey'];
// The shell's working directories are paths, not passwords.
const SHELL_DIRECTORY_VARIABLES = new Set(['PWD', 'OLDPWD']);

/**
 * The words of a field name: camelCase, snake_case, kebab-case, dotted and spaced names alike.
 * @example keyWords('X-API-Key') // ['x', 'api', 'key']
 */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * 'strong' when a field of this name holds a credential whatever its value
 * looks like (password, api_key, AWS_SECRET_ACCESS_KEY, X-Auth-Token), 'weak'
 * when only a random-looking value is one (auth, credentials, salt, STRIPE_KEY),
 * null when the name is for something else (max_tokens, public_key, password_hash).
 * @example credentialKey('dbPassword') // 'strong'
 */
export function credentialKey(key: string): KeyStrength | null {
  if (!KEY_CUE.test(key)) return null;
  const known = KEY_MEMO.get(key);
  if (known !== undefined) return known;
  const strength = classifyKey(key);
  // A text repeats its field names; the memo is bounded so a text of random names cannot grow it.
  if (KEY_MEMO.size >= 2000) KEY_MEMO.clear();
  KEY_MEMO.set(key, strength);
  return strength;
}

const KEY_MEMO = new Map<string, KeyStrength | null>();

function classifyKey(key: string): KeyStrength | null {
  if (SHELL_DIRECTORY_VARIABLES.has(key)) return null;
  const words = keyWords(key);
  while (words.length > 1 && VALUE_QUALIFIERS.has(words[words.length - 1]!)) words.pop();
  const n = words.length;
  if (n === 0 || n > 8) return null;
  const last = words[n - 1]!;
  const prev = words[n - 2];
  if (prev !== undefined && NOT_SECRET_BEFORE[last]?.has(prev)) return null;
  for (const phrase of STRONG_PHRASES) {
    if (phrase.length <= n && phrase.every((w, i) => words[n - phrase.length + i] === w)) return 'strong';
  }
  if (STRONG_WORDS.has(last) || (prev !== undefined && STRONG_WORDS.has(prev + last))) return 'strong';
  if (last.length > 6 && GLUED_ENDINGS.some((end) => last.endsWith(end))) return 'strong';
  if (WEAK_WORDS.has(last)) return 'weak';
  return null;
}

/** A cookie that carries a login: session ids, auth and CSRF tokens, remember-me cookies. */
export function credentialCookie(name: string): boolean {
  const words = keyWords(name);
  return words.some((w) => COOKIE_WORDS.has(w)) || /sess|token|auth/i.test(name);
}

const MASKED = /\*{3,}|•{2,}|x{4,}|X{4,}|\.{3,}|…/;
const KEY_FILE_PATH = /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)[\w./\\-]+\.(?:pem|key|crt|cer|der|p8|p12|pfx|jks|ppk|pub|json|txt|env)$/;
const PATH = /^(?:~|\.{1,2})?\/(?:[\w.@-]+\/)+[\w.@-]+\/?$/;
// A reference to where the secret is kept: a URL, a secret manager's address or an ARN.
const REFERENCE = /^(?:[a-z][a-z0-9+.-]*:\/\/|arn:|(?:vault|ssm|secretsmanager|keyvault|sm|op|ref\+[a-z]+):|@microsoft\.keyvault)/i;
const VARIABLE = /^(?:\$\{?[\w.:-]+\}?|\$\([^)]*\)|%\w+%|\{\{.*\}\}|\{%.*%\}|<%.*%>|#\{.*\}|<[^>]*>|\[[A-Z_]+_\d+\]|(?:process\.env|os\.environ|env|ENV|import\.meta\.env|System\.getenv)[.[(][\w'"\])]+|\$\{\{.*\}\}|![A-Za-z][\w:]*(?:\s.*)?)$/;

/**
 * False for what stands in for a value rather than being one: a reference to
 * a variable or template, a masked or empty value, a placeholder ("changeme",
 * "your-api-key-here"), a literal, a path, a URL or secret-manager reference.
 * @example isSecretValue('hunter2') // true
 */
export function isSecretValue(value: string): boolean {
  const v = value.trim();
  if (v === '' || /^[*xX•.\-_#?]+$/.test(v) || MASKED.test(v)) return false;
  if (KEY_FILE_PATH.test(v) || PATH.test(v) || REFERENCE.test(v) || VARIABLE.test(v)) return false;
  const normalized = v.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (normalized === '' || PLACEHOLDERS.has(normalized)) return false;
  return !placeholderWords(normalized);
}

/** "your_api_key_here", "enter-your-password", "INSERT_TOKEN", "api-key-goes-here": a placeholder that says what to put. */
function placeholderWords(normalized: string): boolean {
  if (!CREDENTIAL_STEMS.some((stem) => normalized.includes(stem))) return false;
  return PLACEHOLDER_LEADS.some((lead) => normalized.startsWith(lead)) || /(?:here|goeshere)$/.test(normalized);
}

/**
 * A value a weakly named field holds when it is a credential: one run of 12 or
 * more token characters with letters and digits both, 10 of them unbroken.
 * @example looksRandomValue('dXNlcjpwYXNzMTIz') // true
 */
export function looksRandomValue(value: string): boolean {
  // One unbroken run of 10 or more letters and digits: "btn_submit_2" or "user_1234_profile" are names, not keys.
  return /^[A-Za-z0-9+/=_.~-]{12,2000}$/.test(value) && /[A-Za-z0-9]{10}/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value) && isSecretValue(value);
}

/**
 * A value that reads as a password in running text or after a bare "password:" mid-line:
 * 6 or more characters without spaces, letters with digits or symbols, not an e-mail, path, URL or file name.
 * @example credentialLooking('Tr0ub4dor&3') // true
 */
export function credentialLooking(value: string): boolean {
  if (value.length < 6 || value.length > 200 || /\s/.test(value) || !isSecretValue(value)) return false;
  if (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value) || /^[.~]*\/|:\/\/|\.(?:com|org|net|io|html?|pdf|txt)$/i.test(value)) return false;
  return /[A-Za-z]/.test(value) && (/\d/.test(value) || /[!@#$%^&*+=~?]/.test(value));
}
