import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { fieldSecret, KEY_CHARS, QUOTED } from './field.js';
import { groupOf, withIndices } from './match.js';
import { credentialKey, isSecretValue } from './secret-keys.js';

/** `--password hunter2`, `-storepass changeit`, `--api-key "k"`: a credential flag and its separate value. */
const FLAG = new RegExp(String.raw`--?(${KEY_CHARS})[ \t]+(?:${QUOTED}|(?!-)([^\s"'\x60;&|)]{1,500}))`, 'g');
const FLAG_D = withIndices(FLAG);
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
const REDIS_CLI = /\bredis-cli\b[^\n|;&]*?[ \t](?:-a|--pass)[ \t]+(?:(["'])([^"'\n]+)\1|([^\s"'-][^\s"']*))/g;
/** The commands whose password is group 2 (quoted) or 3 (bare), in the order they are tried. */
const PASSWORD_COMMANDS = [MYSQL_P, LOGIN_P, REDIS_CLI, SQLCMD_P, NET_USER, CHPASSWD, HTPASSWD, SECURE_STRING];
/** `aws configure set aws_secret_access_key X`, `git config --global user.password X`, `npm config set _authToken X`. */
const CONFIG_SET = new RegExp(String.raw`\b(?:configure|config)[ \t]+(?:set[ \t]+|--(?:global|local|system)[ \t]+)?(${KEY_CHARS})[ \t]+(?:${QUOTED}|([^\s"'\x60;&|]{1,500}))`, 'g');
const OPENSSL_PASS = /-pass(?:in|out)?[ \t]+["']?pass:([^\s"']+)/g;
/** curl -u user:password, --user, --proxy-user. */
const USER_FLAG = /-(?:u|-user|-proxy-user|U)(?:[ \t]+|=)(["']?)([^\s:"']{1,200}):([^\s"']{1,500})\1/g;
/** Basic credentials written as a pair in code: requests' auth=("user", "pw"), .NET's NetworkCredential("user", "pw"). */
const CREDENTIAL_PAIR = /(?:\bauth[ \t]*=[ \t]*\(?|\bNetworkCredential[ \t]*\(|\bBasicAuth[ \t]*\(|\bHTTPBasicAuth[ \t]*\()[ \t]*(["'])[^"'\n]{0,100}\1[ \t]*,[ \t]*(["'])([^"'\n]{1,500})\2/gi;

/** A flag starts a word of the command line (the look-behind is checked here: a leading one would slow the scan). */
function flagStart(text: string, i: number): boolean {
  return i === 0 || /[\s"']/.test(text[i - 1]!);
}

/** The value after a credential flag. */
export function credentialFlags(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(FLAG_D)) {
    if (!flagStart(text, m.index!)) continue;
    const g = groupOf(m, [2, 3, 4, 5]);
    const d = g && fieldSecret(m[1]!, g.value, g.start, 'secret_flag', m[5] !== undefined);
    if (d) out.push(d);
  }
  return out;
}

/** The password of a user/password pair passed to an HTTP client in code. */
export function credentialPairs(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(CREDENTIAL_PAIR))) {
    if (isSecretValue(m[3]!)) out.push(secret(m.indices![3]![0], m.indices![3]![1], SCORE_FIELD, 'secret_field'));
  }
  return out;
}

/** The password given to a database client, a login or an account command (mysql -p, net user, chpasswd, smbclient -U). */
export function passwordCommands(text: string): Detection[] {
  const out: Detection[] = [];
  for (const regex of PASSWORD_COMMANDS) {
    for (const m of text.matchAll(withIndices(regex))) {
      const g = groupOf(m, [2, 3]);
      if (g && isSecretValue(g.value)) out.push(secret(g.start, g.start + g.value.length, SCORE_FIELD, 'secret_flag'));
    }
  }
  for (const m of text.matchAll(withIndices(SMB_USER))) {
    if (isSecretValue(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![1], SCORE_FIELD, 'secret_flag'));
  }
  return out;
}

/** A credential set through a tool's config command (aws configure set, git config, npm config set). */
export function configSets(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(CONFIG_SET))) {
    const g = groupOf(m, [2, 3, 4, 5]);
    const d = g && credentialKey(m[1]!) === 'strong' ? fieldSecret(m[1]!, g.value, g.start, 'secret_flag', m[5] !== undefined) : null;
    if (d) out.push(d);
  }
  return out;
}

/** openssl's -passin/-passout pass:X, and the password of curl's -u user:password. */
export function passFlags(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(OPENSSL_PASS))) {
    if (isSecretValue(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![1], SCORE_FIELD, 'secret_flag'));
  }
  for (const m of text.matchAll(withIndices(USER_FLAG))) {
    if (!flagStart(text, m.index!)) continue;
    // A uid:gid pair (docker run -u 1000:1000) is no password.
    if (isSecretValue(m[3]!) && !/^\d+$/.test(m[3]!)) out.push(secret(m.indices![3]![0], m.indices![3]![1], SCORE_FIELD, 'secret_flag'));
  }
  return out;
}
