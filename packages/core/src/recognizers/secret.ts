import type { AnalysisContext, Recognizer } from '../recognizer.js';
import type { Detection } from '../types.js';
import { SECRET_FORMATS } from './secret-formats.js';
import { AUTH_SCHEMES, credentialCookie, credentialKey, credentialLooking, isSecretValue, KEY_CUE, looksRandomValue } from './secret-keys.js';
import WORDS from './secret-words.json' with { type: 'json' };

export { isSecretValue } from './secret-keys.js';

const NAME = 'secret';

/**
 * Scoring: a PEM private-key block is a key by definition (1.0); an issuer's
 * prefix on a random-looking body, or a JWT whose header decodes to a JOSE
 * header, is near certain (0.95); the value of a password, token or secret
 * field is what the field says it is (0.9); a password read from running text
 * ("my password is Tr0ub4dor&3") is a little less sure (0.85).
 */
const SCORE_PEM = 1;
const SCORE_FORMAT = 0.95;
const SCORE_FIELD = 0.9;
const SCORE_PROSE = 0.85;

const TOKEN_EDGE_BEFORE = '(?<![A-Za-z0-9_-])';
const TOKEN_EDGE_AFTER = '(?![A-Za-z0-9_-])';
const FORMATS = SECRET_FORMATS.map((f) => ({
  reason: f.reason,
  ignoreCase: f.ignoreCase === true,
  literals: f.ignoreCase ? f.literals.map((l) => l.toLowerCase()) : f.literals,
  regex: new RegExp(`${TOKEN_EDGE_BEFORE}${f.pattern}${TOKEN_EDGE_AFTER}`, f.ignoreCase ? 'gi' : 'g'),
}));
const JWT = /(?<![A-Za-z0-9_-])ey[Jj][A-Za-z0-9_-]{5,}\.ey[Jj][A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*(?![A-Za-z0-9_.-])/g;
// Every armoured private key: PKCS#1 (RSA, DSA, EC), PKCS#8 (plain and ENCRYPTED), OPENSSH, and an OpenPGP
// secret key block. Bounded body: a 4096-bit RSA key is about 3.3 KB of base64, an armoured PGP key more.
const PEM = /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----[\s\S]{1,40000}?-----END \1-----/gi;
// PuTTY's .ppk file: the private lines end the block.
const PPK = /PuTTY-User-Key-File-\d: [\s\S]{1,20000}?Private-MAC: [0-9a-f]+/g;

// Names in Latin scripts: contraseña, lösenord, hasło, şifre (Latin-1 Supplement and Latin Extended-A/B).
const KEY_CHARS = String.raw`[A-Za-z\u00C0-\u024F_][A-Za-z\u00C0-\u024F0-9_.-]{0,80}`;
const QUOTED = String.raw`"((?:[^"\\\n]|\\.){0,2000})"|'([^'\n]{0,500})'|\x60([^\x60\n]{0,500})\x60`;
// A placeholder this service wrote ("[SECRET_1]") is read whole, so it can be told apart from a value.
const BARE = String.raw`(\[[A-Z_]+_\d+\]|[^\s"'\x60,;&})\]<]{1,500})`;
/**
 * `KEY=value` anywhere: .env and `export X=`, shell, INI/TOML, .properties, URL queries, JDBC and ADO.NET
 * parameters, XML attributes, `--flag=value`, `KEY := value` (Make, Go). Also `"key": value` (JSON, with
 * escaped quotes in a JSON string), `'key': value` (Python), `'key' => value` (PHP, Ruby), `["key"] = value`.
 */
const EQUALS = new RegExp(String.raw`(?<![A-Za-z0-9_.$-])-{0,2}(${KEY_CHARS})[ \t]*(?:[:?]?=)(?![=>~])[ \t]*(?:${QUOTED}|${BARE})`, 'g');
const QUOTED_KEY = new RegExp(
  String.raw`(["'])(${KEY_CHARS}(?: [A-Za-z0-9_.-]{1,40}){0,3})\1[ \t]*\]?[ \t]*(?::|=>|=)[ \t]*(?:${QUOTED}|([^\s"'\x60,;&})\]]{1,500}))`,
  'g',
);
/** JSON written inside a JSON or code string: {\"token\":\"…\"}. */
const ESCAPED_JSON = new RegExp(String.raw`\\"(${KEY_CHARS})\\"[ \t]*:[ \t]*\\"((?:[^"\\\n]|\\(?!")[^\n]){1,2000})\\"`, 'g');
/** `define('DB_PASSWORD', 'x')`, `setProperty("password", "x")`, `os.environ.setdefault("TOKEN", "x")`. */
const CALL = new RegExp(String.raw`\(\s*(["'])(${KEY_CHARS})\1\s*,\s*(?:${QUOTED})\s*\)`, 'g');
/** `key: value` at a line start: YAML, HTTP headers, .properties, labels ("API Key: …"). The value runs to the line end. */
const LINE_COLON = new RegExp(String.raw`^([ \t]*(?:- |#[ \t]*)?)(${KEY_CHARS}(?: [A-Za-z][A-Za-z0-9_.-]{0,40}){0,3})[ \t]*:(?!//)[ \t]*([^\n]*)$`, 'gm');
/** `key: value` inside a line: a quoted value (JS, Ruby, Go literals, YAML flow), or a bare one that reads as a password. */
const INLINE_COLON = new RegExp(String.raw`(?<![A-Za-z0-9_.-])(${KEY_CHARS})[ \t]*:[ \t]*(?:${QUOTED}|(\[[A-Z_]+_\d+\]|[^\s"'\x60,;&})\]<]{1,200}))`, 'g');
/** `--password hunter2`, `-storepass changeit`, `--api-key "k"`: a credential flag and its separate value. */
const FLAG = new RegExp(String.raw`--?(${KEY_CHARS})[ \t]+(?:${QUOTED}|(?!-)([^\s"'\x60;&|)]{1,500}))`, 'g');
// mysql -pSECRET (glued); sshpass -p, docker login -p (separate).
const MYSQL_P = /\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlsh|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p(?:(["'])([^"'\n]+)\1|([^\s"'-][^\s"']*))/g;
const LOGIN_P = /\b(?:sshpass|docker[ \t]+login|podman[ \t]+login|nerdctl[ \t]+login|helm[ \t]+registry[ \t]+login|oc[ \t]+login|mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport)\b[^\n|;&]*?[ \t]-p[ \t]+(?:(["'])([^"'\n]+)\1|([^\s"'-][^\s"']*))/g;
// SQL Server's sqlcmd and bcp take the password after a capital -P.
const SQLCMD_P = /\b(?:sqlcmd|bcp|osql|isql)\b[^\n|;&]*?[ \t]-P[ \t]*(?:(["'])([^"'\n]+)\1|([^\s"'-][^\s"']*))/g;
// Windows and Unix account commands: net user NAME PASSWORD /add, echo 'user:pw' | chpasswd, htpasswd -b FILE USER PW,
// smbclient -U user%pw, PowerShell's ConvertTo-SecureString "pw" -AsPlainText.
const NET_USER = /\bnet[ \t]+user[ \t]+\S+[ \t]+(?:(["'])([^"'\n]+)\1|([^\s"'/*][^\s"']*))[ \t]+\/(?:add|domain)/gi;
const CHPASSWD = /\becho[ \t]+(["']?)[\w.@-]+:([^\s"']+)\1[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd\b/g;
const HTPASSWD = /\bhtpasswd[ \t]+-\w*b\w*[ \t]+(?:-\w+[ \t]+)*\S+[ \t]+\S+[ \t]+(?:(["'])([^"'\n]+)\1|([^\s"']+))/g;
const SMB_USER = /\b(?:smbclient|rpcclient|smbmap|mount\.cifs|crackmapexec|netexec)\b[^\n|;&]*?[ \t](?:-U|--user(?:name)?=?)[ \t]*["']?[^\s%"']+%([^\s"']+)/g;
const SECURE_STRING = /\bConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(["'])([^"'\n]+)\1[ \t]+-AsPlainText/gi;
/** `aws configure set aws_secret_access_key X`, `git config --global user.password X`, `npm config set _authToken X`. */
const CONFIG_SET = new RegExp(String.raw`\b(?:configure|config)[ \t]+(?:set[ \t]+|--(?:global|local|system)[ \t]+)?(${KEY_CHARS})[ \t]+(?:${QUOTED}|([^\s"'\x60;&|]{1,500}))`, 'g');
const OPENSSL_PASS = /-pass(?:in|out)?[ \t]+["']?pass:([^\s"']+)/g;
/** curl -u user:password, --user, --proxy-user. */
const USER_FLAG = /-(?:u|-user|-proxy-user|U)(?:[ \t]+|=)(["']?)([^\s:"']{1,200}):([^\s"']{1,500})\1/g;
/** An HTTP header inside a command or code: -H "X-API-Key: …", --header 'Authorization: Bearer …'. */
const HEADER_FLAG = /(?:-H|--header)[ \t]+(["'])([A-Za-z][\w-]{0,60})[ \t]*:[ \t]*([^"'\n]*)\1/g;
const COOKIE_HEADER = /(?<![\w-])(?:Set-)?Cookie[ \t]*:[ \t]*([^\n"']+)/gi;
const COOKIE_FLAG = /(?:-b|--cookie)[ \t]+(["'])([^"'\n]+)\1/g;
/** "Authorization: Bearer <token>", "Basic <base64 of user:password>" wherever they are written. */
const BEARER = /(?<![A-Za-z0-9_-])(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/-]{12,2000}=*)(?![A-Za-z0-9._~+/=-])/gi;
/** The user info of a URL: postgres://app:s3cret@db, mongodb+srv://, redis://:pw@, amqp://, https://user:token@github.com. */
const URL_AUTHORITY = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/([^\s/?"'<>`]{1,700})/g;
/** Oracle's user/password@database: jdbc:oracle:thin:scott/tiger@host, sqlplus scott/tiger@orcl. */
const ORACLE = /(?:\bthin:|\b(?:sqlplus|expdp|impdp|rman|sqlldr)[ \t]+)([A-Za-z0-9_$#]{1,60})\/("[^"\n]+"|[^\s@/]+)@/gi;
const XML_ELEMENT = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^<>]*)?>(?:<!\[CDATA\[([\s\S]{0,2000}?)\]\]>|([^<]{1,2000}))<\/\1\s*>/g;
/** .NET appSettings, Spring and Maven: <add key="DbPassword" value="…"/>, <property name="password" value="…"/>. */
const XML_KEY_VALUE = /<[A-Za-z_][\w.:-]*\s[^<>]*?\b(?:key|name)\s*=\s*["']([^"'<>]{1,80})["'][^<>]*?\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const XML_NAMED_ELEMENT = /<([A-Za-z_][\w.:-]*)\s[^<>]*?\b(?:key|name)\s*=\s*["']([^"'<>]{1,80})["'][^<>]*>([^<]{1,2000})<\/\1\s*>/g;
/**
 * A name/value pair: Kubernetes and compose `env:` lists (`- name: DB_PASSWORD` then `value: …`), Postman and
 * HAR headers ({"key": "Authorization", "value": "Bearer …"}), Terraform and CloudFormation parameters.
 */
const YAML_NAME_VALUE = /^([ \t]*)(?:- )?[ \t]*(?:name|key):[ \t]*["']?([^"'\n#]{1,80}?)["']?[ \t]*\n\1[ \t]*(?:value|Value):[ \t]*([^\n]*)$/gm;
const JSON_NAME_VALUE = /"(?:name|key|Name|Key|ParameterKey)"\s*:\s*"([^"\n]{1,80})"\s*,\s*"(?:value|Value|ParameterValue)"\s*:\s*"((?:[^"\\\n]|\\.){0,2000})"/g;
/** Basic credentials written as a pair in code: requests' auth=("user", "pw"), .NET's NetworkCredential("user", "pw"). */
const CREDENTIAL_PAIR = /(?:\bauth[ \t]*=[ \t]*\(?|\bNetworkCredential[ \t]*\(|\bBasicAuth[ \t]*\(|\bHTTPBasicAuth[ \t]*\()[ \t]*(["'])[^"'\n]{0,100}\1[ \t]*,[ \t]*(["'])([^"'\n]{1,500})\2/gi;
const REDIS_CLI = /\bredis-cli\b[^\n|;&]*?[ \t](?:-a|--pass)[ \t]+(?:(["'])([^"'\n]+)\1|([^\s"'-][^\s"']*))/g;
const NETRC_PASSWORD = /(?<![\w-])password[ \t]+(\S+)/g;
// SQL: CREATE USER … IDENTIFIED BY 'x' (MySQL, Oracle unquoted), PASSWORD 'x' (PostgreSQL), PASSWORD('x'), SET PASSWORD … = 'x'.
const SQL_IDENTIFIED = /\bIDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY[ \t]+(?:PASSWORD[ \t]+)?(?:(['"])([^'"\n]*)\1|([A-Za-z0-9_$#!@%^*+-]+))/gi;
const SQL_PASSWORD = /(?<![\w"'.$-])PASSWORD(?:[ \t]+|[ \t]*\([ \t]*)(['"])([^'"\n]*)\1/gi;
const SQL_SET_PASSWORD = /\bSET[ \t]+PASSWORD[ \t]+(?:FOR[ \t]+\S+[ \t]*)?=[ \t]*(?:PASSWORD[ \t]*\([ \t]*)?(['"])([^'"\n]*)\1/gi;
const SQL_INSERT = /\bINSERT[ \t]+INTO[ \t]+[\w."`[\]]+[ \t]*\(([^()]{1,1000})\)\s*VALUES\s*((?:\((?:[^()'"]|'(?:[^'\n]|'')*'|"[^"\n]*"|\([^()]*\))*\)\s*,?\s*){1,200})/gi;
const KUBE_SECRET_YAML = /^kind:[ \t]*["']?Secret["']?[ \t]*$/im;
const KUBE_SECRET_JSON = /"kind"\s*:\s*"Secret"/i;
const PROSE_WORDS = WORDS.proseWords.map((w) => w.replace(/ /g, '[ _-]?')).join('|');
/** "my password is Tr0ub4dor&3", "the API key for staging is …", "temp password set to …". */
const PROSE = new RegExp(
  String.raw`\b(?:${PROSE_WORDS})s?\b(?:[ \t]+(?:for|of|on|to)[ \t]+(?:the[ \t]+|my[ \t]+|your[ \t]+)?[\w.@-]{1,60})?[ \t]*(?:(?:is now|is still|is|was|are|=|is set to|set to|changed to|reset to)[ \t]*:?|:)[ \t]+["'\x60“‘]?([^\s"'\x60”’]{6,200})`,
  'gi',
);
// Whether any credential word is in the text: the field passes run only then.
const CUE = new RegExp(`${KEY_CUE.source}|sess|sid`, 'i');

/** SECRET: issuer-prefixed API keys, JWTs, private keys, the values of credential fields in every config, code, command and header syntax, URL passwords, Kubernetes Secret data. */
export const secretRecognizer: Recognizer = {
  name: NAME,
  entities: ['SECRET'],
  analyze({ text }: AnalysisContext): Detection[] {
    const out: Detection[] = [...prefixed(text), ...jwts(text), ...pemBlocks(text), ...urlPasswords(text), ...httpCredentials(text)];
    // Commands and SQL are found by their own literals (mysql -p, curl -u, IDENTIFIED BY), cue word or not.
    out.push(...commandValues(text), ...sqlValues(text));
    if (CUE.test(text)) out.push(...fieldValues(text), ...markupValues(text), ...kubernetesSecrets(text), ...proseValues(text), ...tableValues(text));
    return resolve(out, text);
  },
};

/** One detection per place: the surer (then the longer) of two that overlap; a PEM block keeps what is inside it. */
function resolve(found: Detection[], text: string): Detection[] {
  const sorted = found
    .filter((d) => d.end > d.start && !/^\s|\s$/.test(text.slice(d.start, d.end)))
    .sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
  // Kept spans never overlap one another, in start order: a new span need only be checked against its two neighbours.
  const kept: Detection[] = [];
  for (const d of sorted) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (kept[mid]!.start < d.start) lo = mid + 1;
      else hi = mid;
    }
    const next = kept[lo];
    const previous = kept[lo - 1];
    if ((next && next.start < d.end) || (previous && previous.end > d.start)) continue;
    kept.splice(lo, 0, d);
  }
  return kept;
}

function prefixed(text: string): Detection[] {
  let lower: string | undefined;
  const holds = (literals: readonly string[], ignoreCase: boolean): boolean => {
    const haystack = ignoreCase ? (lower ??= text.toLowerCase()) : text;
    return literals.some((l) => haystack.includes(l));
  };
  return FORMATS.filter((f) => holds(f.literals, f.ignoreCase)).flatMap(({ reason, regex }) =>
    [...text.matchAll(regex)].filter((m) => looksRandom(m[0]) && isSecretValue(m[0])).map((m) => secret(m.index, m.index + m[0].length, SCORE_FORMAT, reason)),
  );
}

function jwts(text: string): Detection[] {
  // A lower-cased copy of a text keeps a JWT's shape but not its base64: two "eyj" parts and a signature still tell it.
  const lowered = (t: string): boolean => !/[A-Z]/.test(t) && /\.[a-z0-9_-]{10,}$/.test(t);
  return [...text.matchAll(JWT)].filter((m) => jwtHeaderValid(m[0]) || lowered(m[0])).map((m) => secret(m.index, m.index + m[0].length, SCORE_FORMAT, 'jwt'));
}

function pemBlocks(text: string): Detection[] {
  return [...text.matchAll(PEM), ...text.matchAll(PPK)].map((m) => secret(m.index, m.index + m[0].length, SCORE_PEM, 'pem_private_key'));
}

/** The index and text of the first defined group among `groups` of a match. */
function groupOf(m: RegExpMatchArray, groups: readonly number[]): { value: string; start: number } | null {
  for (const g of groups) {
    const value = m[g];
    if (value !== undefined) return { value, start: m.indices![g]![0] };
  }
  return null;
}

function withIndices(regex: RegExp): RegExp {
  return new RegExp(regex.source, regex.flags.includes('d') ? regex.flags : `${regex.flags}d`);
}

const CALL_D = withIndices(CALL);

/**
 * The value that ends a match: the first defined of `groups`, the last of which is the unquoted one (the others
 * are followed by their closing quote). Found from the match's end: match indices ('d') slow a scan that matches
 * at every `key=` of a text.
 */
function valueAtEnd(m: RegExpExecArray | RegExpMatchArray, groups: readonly number[]): { value: string; start: number; bare: boolean } | null {
  for (const g of groups) {
    const value = m[g];
    if (value === undefined) continue;
    const bare = g === groups[groups.length - 1];
    return { value, start: m.index! + m[0].length - value.length - (bare ? 0 : 1), bare };
  }
  return null;
}
const FLAG_D = withIndices(FLAG);

/**
 * A credential field's value: strong names take any value that is not a stand-in, weak names only a random-looking
 * one. A header value loses its scheme ("Bearer …"); a value holding a PEM block is left to the block.
 */
function fieldSecret(key: string, value: string, start: number, reason: string, bare = false): Detection | null {
  const strength = credentialKey(key);
  if (strength === null) return null;
  let v = value;
  let s = start;
  if (/authorization$/i.test(key)) {
    const scheme = /^([A-Za-z][\w-]*)[ \t]+(?=\S)/.exec(v);
    if (scheme && AUTH_SCHEMES.has(scheme[1]!.toLowerCase())) {
      s += scheme[0].length;
      v = v.slice(scheme[0].length);
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
function codeReference(value: string): boolean {
  if (/^[A-Za-z_$][\w$]{0,30}(?:\.[A-Za-z_$][\w$]{0,30})+$/.test(value) || /[()]/.test(value)) return true;
  if (/^[\w.]+[<[][\w., |[\]<>]*[>\]]$/.test(value) || /^\w+(?:\s*\|\s*\w+)+$/.test(value)) return true;
  return /^[A-Za-z_][A-Za-z_]*$/.test(value) && credentialKey(value) !== null;
}

function fieldValues(text: string): Detection[] {
  const out: Detection[] = [];
  const push = (d: Detection | null): void => {
    if (d) out.push(d);
  };
  const equals = new RegExp(EQUALS);
  for (let m = equals.exec(text); m; m = equals.exec(text)) {
    const g = valueAtEnd(m, [2, 3, 4, 5]);
    if (!g) continue;
    const strength = credentialKey(m[1]!);
    // A bare value of another field may hold an assignment itself: --from-literal=password=x, -Dpassword=x.
    if (strength === null) {
      if (g.bare && g.value.includes('=')) equals.lastIndex = g.start;
      continue;
    }
    // A URL query or a connection string holds data, not code.
    const inQuery = /[?&;]/.test(text[m.index - 1] ?? '');
    push(fieldSecret(m[1]!, g.value, g.start, 'secret_field', g.bare && !inQuery));
  }
  for (const m of text.matchAll(QUOTED_KEY)) {
    const g = valueAtEnd(m, [3, 4, 5, 6]);
    if (g && credentialKey(m[2]!) !== null) push(fieldSecret(m[2]!, g.value, g.start, 'secret_field', g.bare));
  }
  if (text.includes('\\"')) {
    for (const m of text.matchAll(withIndices(ESCAPED_JSON))) push(fieldSecret(m[1]!, m[2]!, m.indices![2]![0], 'secret_field'));
  }
  for (const m of text.matchAll(CALL_D)) {
    const g = groupOf(m, [3, 4, 5]);
    if (g) push(fieldSecret(m[2]!, g.value, g.start, 'secret_field'));
  }
  for (const m of text.matchAll(LINE_COLON)) out.push(...lineColonValue(text, m));
  for (const m of text.matchAll(withIndices(YAML_NAME_VALUE))) {
    const raw = m[3]!.replace(/[ \t]+#.*$/, '').trimEnd();
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    const value = quoted ? quoted[2]! : raw;
    push(fieldSecret(m[2]!, value, m.indices![3]![0] + (quoted ? 1 : 0), 'secret_field', !quoted));
  }
  for (const m of text.matchAll(withIndices(JSON_NAME_VALUE))) push(fieldSecret(m[1]!, m[2]!, m.indices![2]![0], 'secret_field'));
  for (const m of text.matchAll(INLINE_COLON)) {
    const strength = credentialKey(m[1]!);
    const g = strength && valueAtEnd(m, [2, 3, 4, 5]);
    if (!g) continue;
    if (!g.bare) push(fieldSecret(m[1]!, g.value, g.start, 'secret_field'));
    else if (strength === 'strong' && credentialLooking(g.value)) push(fieldSecret(m[1]!, g.value, g.start, 'secret_field', true));
  }
  return out;
}

/**
 * A line-start `key: value`: the value runs to the line end less a YAML comment and the quotes around it; a
 * block scalar (`key: |`) is its indented lines; a label of several words ("API key: …") takes one token.
 */
function lineColonValue(text: string, m: RegExpMatchArray): Detection[] {
  const key = m[2]!;
  if (credentialKey(key) === null) return [];
  const raw = m[3]!;
  const rawStart = m.index! + m[0].length - raw.length;
  let value = raw.replace(/[ \t]+#.*$/, '').trimEnd();
  if (/^[|>][+-]?\d?$/.test(value)) return blockScalar(text, key, m.index! + m[0].length, m[1]!.length);
  let start = rawStart;
  const quoted = /^(["'`])(.*)\1,?$/.exec(value);
  if (quoted) {
    value = quoted[2]!;
    start += 1;
  } else {
    if (/^[{[]/.test(value)) return [];
    value = value.replace(/[,;]$/, '');
    if (key.includes(' ') || /\s/.test(value) && !/^[ \t]*(?:- )?[\w.-]+$/.test(m[1]! + key)) value = value.split(/\s/)[0]!;
    if (key.includes(' ')) value = value.replace(/[.,;:?)]+$/, '');
    // Words after "Password:" are a passphrase only under a passphrase's name, or when few and one reads as a
    // password: "Password: see the vault entry" and "Token: 3 of 5" are notes, "passphrase: correct horse battery staple" a secret.
    if (/\s/.test(value) && !/passphrase|mnemonic|seed|authorization$/i.test(key) && (value.split(/\s+/).length > 4 || !value.split(/\s+/).some(credentialLooking))) return [];
  }
  // A label of several words ("API key: …", but also "The secret: be kind.") holds a password only when it reads as one.
  if (key.includes(' ') && !credentialLooking(value)) return [];
  const d = fieldSecret(key, value, start, 'secret_field', !quoted);
  return d ? [d] : [];
}

/** The lines of a YAML block scalar: those indented deeper than its key, up to the first that is not. */
function blockScalar(text: string, key: string, headerEnd: number, keyIndent: number): Detection[] {
  const lines = /(?:\n[ \t]*(?=\n))*\n([ \t]+)[^\n]*(?:\n(?:\1[^\n]*|[ \t]*(?=\n)))*/y;
  lines.lastIndex = headerEnd;
  const m = lines.exec(text);
  if (!m || m[1]!.replace(/\t/g, '    ').length <= keyIndent) return [];
  const body = m[0];
  const first = body.search(/\S/);
  const d = fieldSecret(key, body.slice(first).trimEnd(), headerEnd + first, 'secret_field');
  return d && !body.includes('-----BEGIN') ? [d] : [];
}

function markupValues(text: string): Detection[] {
  if (!text.includes('<')) return [];
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(XML_ELEMENT))) {
    const g = groupOf(m, [2, 3]);
    const d = g && fieldSecret(m[1]!.replace(/^[\w-]+:/, ''), g.value, g.start, 'secret_field');
    if (d) out.push(d);
  }
  for (const m of text.matchAll(withIndices(XML_KEY_VALUE))) {
    const g = groupOf(m, [2, 3]);
    const d = g && fieldSecret(m[1]!, g.value, g.start, 'secret_field');
    if (d) out.push(d);
  }
  for (const m of text.matchAll(withIndices(XML_NAMED_ELEMENT))) {
    const d = fieldSecret(m[2]!, m[3]!, m.indices![3]![0], 'secret_field');
    if (d) out.push(d);
  }
  return out;
}

function commandValues(text: string): Detection[] {
  const out: Detection[] = [];
  // A flag starts a word of the command line (the look-behind is checked here: a leading one would slow the scan).
  const flagStart = (i: number): boolean => i === 0 || /[\s"']/.test(text[i - 1]!);
  for (const m of text.matchAll(FLAG_D)) {
    if (!flagStart(m.index!)) continue;
    const g = groupOf(m, [2, 3, 4, 5]);
    const d = g && fieldSecret(m[1]!, g.value, g.start, 'secret_flag', m[5] !== undefined);
    if (d) out.push(d);
  }
  for (const m of text.matchAll(withIndices(CREDENTIAL_PAIR))) {
    if (isSecretValue(m[3]!)) out.push(secret(m.indices![3]![0], m.indices![3]![1], SCORE_FIELD, 'secret_field'));
  }
  for (const regex of [MYSQL_P, LOGIN_P, REDIS_CLI, SQLCMD_P, NET_USER, CHPASSWD, HTPASSWD, SECURE_STRING]) {
    for (const m of text.matchAll(withIndices(regex))) {
      const g = groupOf(m, [2, 3]);
      if (g && isSecretValue(g.value)) out.push(secret(g.start, g.start + g.value.length, SCORE_FIELD, 'secret_flag'));
    }
  }
  for (const m of text.matchAll(withIndices(SMB_USER))) {
    if (isSecretValue(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![1], SCORE_FIELD, 'secret_flag'));
  }
  for (const m of text.matchAll(withIndices(CONFIG_SET))) {
    const g = groupOf(m, [2, 3, 4, 5]);
    const d = g && credentialKey(m[1]!) === 'strong' ? fieldSecret(m[1]!, g.value, g.start, 'secret_flag', m[5] !== undefined) : null;
    if (d) out.push(d);
  }
  for (const m of text.matchAll(withIndices(OPENSSL_PASS))) {
    if (isSecretValue(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![1], SCORE_FIELD, 'secret_flag'));
  }
  for (const m of text.matchAll(withIndices(USER_FLAG))) {
    if (!flagStart(m.index!)) continue;
    // A uid:gid pair (docker run -u 1000:1000) is no password.
    if (isSecretValue(m[3]!) && !/^\d+$/.test(m[3]!)) out.push(secret(m.indices![3]![0], m.indices![3]![1], SCORE_FIELD, 'secret_flag'));
  }
  for (const m of text.matchAll(withIndices(HEADER_FLAG))) {
    const d = fieldSecret(m[2]!, m[3]!, m.indices![3]![0], 'http_credential');
    if (d) out.push(d);
  }
  for (const regex of [COOKIE_HEADER, COOKIE_FLAG]) {
    for (const m of text.matchAll(withIndices(regex))) {
      const group = m.length - 1;
      out.push(...cookieValues(m[group]!, m.indices![group]![0]));
    }
  }
  if (/\bmachine[ \t]+\S/.test(text)) {
    for (const m of text.matchAll(withIndices(NETRC_PASSWORD))) {
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      const line = text.slice(lineStart, text.indexOf('\n', m.index) >>> 0 || undefined);
      const netrc = /\b(?:machine|login|default)[ \t]/.test(line) || /^[ \t]*password[ \t]/.test(line);
      if (netrc && isSecretValue(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![1], SCORE_FIELD, 'secret_field'));
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

function sqlValues(text: string): Detection[] {
  const out: Detection[] = [];
  for (const regex of [SQL_IDENTIFIED, SQL_PASSWORD, SQL_SET_PASSWORD]) {
    for (const m of text.matchAll(withIndices(regex))) {
      const g = groupOf(m, [2, 3]);
      if (g && isSecretValue(g.value)) out.push(secret(g.start, g.start + g.value.length, SCORE_FIELD, 'sql_password'));
    }
  }
  for (const m of text.matchAll(withIndices(ORACLE))) {
    const g = m[2]!.replace(/^"|"$/g, '');
    const start = m.indices![2]![0] + (m[2]!.startsWith('"') ? 1 : 0);
    if (isSecretValue(g)) out.push(secret(start, start + g.length, SCORE_FIELD, 'url_password'));
  }
  if (/insert/i.test(text)) for (const m of text.matchAll(withIndices(SQL_INSERT))) out.push(...insertValues(m));
  return out;
}

/** INSERT INTO users (name, password) VALUES ('ann', 's3cret'): the values in the credential columns. */
function insertValues(m: RegExpMatchArray): Detection[] {
  const columns = m[1]!.split(',').map((c) => c.trim().replace(/^[`"[]|[`"\]]$/g, ''));
  const wanted = columns.map((c) => credentialKey(c));
  if (!wanted.some((w) => w !== null)) return [];
  const out: Detection[] = [];
  const offset = m.indices![2]![0];
  for (const tuple of m[2]!.matchAll(/\(((?:[^()'"]|'(?:[^'\n]|'')*'|"[^"\n]*"|\([^()]*\))*)\)/dg)) {
    const tupleStart = offset + tuple.indices![1]![0];
    let column = 0;
    for (const item of tuple[1]!.matchAll(/\s*('(?:[^'\n]|'')*'|"[^"\n]*"|[^,]+?)\s*(?:,|$)/dg)) {
      const strength = wanted[column++];
      const raw = item[1]!;
      if (!strength || !/^['"]/.test(raw)) continue;
      const value = raw.slice(1, -1);
      const start = tupleStart + item.indices![1]![0] + 1;
      if (!isSecretValue(value) || (strength === 'weak' && !looksRandomValue(value))) continue;
      out.push(secret(start, start + value.length, SCORE_FIELD, 'sql_password'));
    }
  }
  return out;
}

/** In a Kubernetes Secret every value under `data:` (base64) and `stringData:` is secret, whatever its key; a ConfigMap's are not. */
function kubernetesSecrets(text: string): Detection[] {
  const out: Detection[] = [];
  if (KUBE_SECRET_YAML.test(text)) {
    let offset = 0;
    for (const doc of text.split(/^---[^\n]*$/m)) {
      if (KUBE_SECRET_YAML.test(doc)) out.push(...kubeYamlData(doc, offset));
      offset += doc.length + (text.slice(offset + doc.length).match(/^---[^\n]*/)?.[0].length ?? 0);
    }
  }
  if (KUBE_SECRET_JSON.test(text)) {
    for (const block of text.matchAll(/"(?:data|stringData)"\s*:\s*\{([^{}]*)\}/dgi)) {
      const base = block.indices![1]![0];
      for (const pair of block[1]!.matchAll(/"[^"\n]*"\s*:\s*"((?:[^"\\\n]|\\.)*)"/dg)) {
        const value = pair[1]!;
        if (isSecretValue(value)) out.push(secret(base + pair.indices![1]![0], base + pair.indices![1]![1], SCORE_FIELD, 'kubernetes_secret'));
      }
    }
  }
  return out;
}

function kubeYamlData(doc: string, offset: number): Detection[] {
  const out: Detection[] = [];
  for (const section of doc.matchAll(/^([ \t]*)(?:data|stringData):[ \t]*\n((?:\1[ \t]+[^\n]*\n?|[ \t]*\n)*)/gim)) {
    const bodyStart = section.index! + section[0].length - section[2]!.length;
    const body = section[2]!;
    const childIndent = /^([ \t]+)\S/m.exec(body)?.[1] ?? '';
    const entry = new RegExp(`^${childIndent}([^\\s:#][^:\\n]*?)[ \\t]*:[ \\t]*([^\\n]*)$`, 'gm');
    for (const m of body.matchAll(entry)) {
      let value = m[2]!.replace(/[ \t]+#.*$/, '').trimEnd();
      let start = offset + bodyStart + m.index! + m[0].length - m[2]!.length;
      if (/^[|>][+-]?$/.test(value)) {
        const next = body.slice(m.index! + m[0].length);
        const block = /^\n((?:[ \t]+[^\n]*(?:\n|$))+)/.exec(next);
        if (!block) continue;
        const lines = block[1]!.split('\n');
        const indent = /^[ \t]*/.exec(lines[0]!)![0].length;
        if (indent <= childIndent.length) continue;
        const kept = [];
        for (const line of lines) {
          if (line.trim() !== '' && /^[ \t]*/.exec(line)![0].length < indent) break;
          kept.push(line);
        }
        const blockText = kept.join('\n').trimEnd();
        const first = blockText.search(/\S/);
        start = offset + bodyStart + m.index! + m[0].length + 1 + first;
        value = blockText.slice(first);
      } else {
        const quoted = /^(["'])(.*)\1$/.exec(value);
        if (quoted) {
          value = quoted[2]!;
          start += 1;
        }
      }
      if (value !== '' && isSecretValue(value) && !value.includes('-----BEGIN')) out.push(secret(start, start + value.length, SCORE_FIELD, 'kubernetes_secret'));
    }
  }
  return out;
}

/** "wifi password Sunshine99": a password word and the password, nothing between. */
const PROSE_BARE = /\b(?:password|passcode|passphrase|pass|pwd|pw)[ \t]+["'\x60“‘]?([^\s"'\x60”’]{6,200})/gi;

const DELIMITERS = [',', '\t', '|', ';'] as const;
const HEADER_FIELD = /^[ \t]*"?[A-Za-z\u00C0-\u024F][\w .()/-]{0,40}"?[ \t]*$/;

/**
 * A table whose header names a credential column (CSV, TSV, a Markdown or pipe table): AWS's credentials.csv
 * ("User name,Password,Access key ID,Secret access key"), a password list in a ticket. Each row's cell in that
 * column is the value; rows end at the first line with another number of cells.
 */
function tableValues(text: string): Detection[] {
  const out: Detection[] = [];
  const lines: { text: string; start: number }[] = [];
  for (let start = 0; start <= text.length; ) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    lines.push({ text: text.slice(start, stop).replace(/\r$/, ''), start });
    start = stop + 1;
  }
  for (let i = 0; i < lines.length - 1; i++) {
    const header = lines[i]!.text;
    if (!KEY_CUE.test(header)) continue;
    for (const delimiter of DELIMITERS) {
      if (!header.includes(delimiter)) continue;
      const names = cells(header, delimiter);
      if (names.length < 2 || !names.every((c) => c.text.trim() === '' || HEADER_FIELD.test(c.text))) continue;
      const strengths = names.map((c) => (c.text.trim() === '' ? null : credentialKey(c.text.trim().replace(/^"|"$/g, ''))));
      if (!strengths.some((x) => x !== null)) continue;
      let j = i + 1;
      // A Markdown table's rule line (|---|---|) sits between the header and the rows.
      if (delimiter === '|' && /^[\s|:-]+$/.test(lines[j]?.text ?? '')) j++;
      for (; j < lines.length; j++) {
        const row = cells(lines[j]!.text, delimiter);
        if (row.length !== names.length) break;
        row.forEach((cell, k) => {
          const strength = strengths[k];
          if (!strength) return;
          const quoted = /^([ \t]*)"(.*)"[ \t]*$/.exec(cell.text);
          const lead = quoted ? quoted[1]!.length + 1 : cell.text.length - cell.text.trimStart().length;
          const value = quoted ? quoted[2]! : cell.text.trim();
          if (value === '' || !isSecretValue(value) || (strength === 'weak' && !looksRandomValue(value))) return;
          const start = lines[j]!.start + cell.start + lead;
          out.push(secret(start, start + value.length, SCORE_FIELD, 'secret_table'));
        });
      }
      break;
    }
  }
  return out;
}

/** The cells of one line, a quoted cell ("a,b") kept whole; a pipe table's outer pipes are not cells. */
function cells(line: string, delimiter: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    if (i === line.length || (ch === delimiter && !quoted)) {
      out.push({ text: line.slice(start, i), start });
      start = i + 1;
    }
  }
  if (delimiter === '|') {
    if (out.length > 0 && out[0]!.text.trim() === '') out.shift();
    if (out.length > 0 && out[out.length - 1]!.text.trim() === '') out.pop();
  }
  return out;
}

function proseValues(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(PROSE_BARE))) {
    const value = m[1]!.replace(/[.,;:?)\]]+$/, '');
    if (isSecretValue(m[1]!) && credentialLooking(value) && /\d/.test(value)) out.push(secret(m.indices![1]![0], m.indices![1]![0] + value.length, SCORE_PROSE, 'secret_prose'));
  }
  for (const m of text.matchAll(withIndices(PROSE))) {
    if (!isSecretValue(m[1]!)) continue;
    const value = m[1]!.replace(/[.,;:?)\]]+$/, '');
    // A password can be a word with a digit; a key, token or secret in a sentence is a long random string.
    if (!/^(?:pass|pwd|pin)/i.test(m[0]) && !looksRandomValue(value)) continue;
    if (credentialLooking(value) && !codeReference(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![0] + value.length, SCORE_PROSE, 'secret_prose'));
  }
  return out;
}

function urlPasswords(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(URL_AUTHORITY)) {
    const authority = m[1]!;
    const at = authority.lastIndexOf('@');
    if (at < 0) continue;
    const userInfo = authority.slice(0, at);
    const colon = userInfo.indexOf(':');
    if (colon < 0) continue;
    const password = userInfo.slice(colon + 1);
    if (!isSecretValue(password)) continue;
    const start = m.index! + m[0].length - authority.length + colon + 1;
    out.push(secret(start, start + password.length, SCORE_FIELD, 'url_password'));
  }
  return out;
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
 * An issuer's random body has letters and digits both, or is one unbroken run of 16 or more letters (a random
 * body without a digit, as in a lower-cased text), or mixes cases over 16 letters; words that happen to share
 * the prefix are none of these.
 */
function looksRandom(token: string): boolean {
  const body = token.slice(4);
  if (/\d/.test(body) && /[A-Za-z]/.test(body)) return true;
  const tail = /[A-Za-z0-9]*$/.exec(token)![0];
  if (tail.length >= 16 && tail.length < token.length) return true;
  // Mixed case over 16 or more letters is no word either (glpat-rWGrtxfgSgGY_YixpEIv).
  return /[a-z]/.test(body) && /[A-Z]/.test(body) && body.replace(/[^A-Za-z]/g, '').length >= 16;
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
