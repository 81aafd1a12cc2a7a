import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { withIndices } from './match.js';
import { isSecretValue } from './secret-keys.js';

/** The user info of a URL: postgres://app:s3cret@db, mongodb+srv://, redis://:pw@, amqp://, https://user:token@github.com. */
const URL_AUTHORITY = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/([^\s/?"'<>`]{1,700})/g;
/** Oracle's user/password@database: jdbc:oracle:thin:scott/tiger@host, sqlplus scott/tiger@orcl. */
const ORACLE = /(?:\bthin:|\b(?:sqlplus|expdp|impdp|rman|sqlldr)[ \t]+)([A-Za-z0-9_$#]{1,60})\/("[^"\n]+"|[^\s@/]+)@/gi;

export function urlPasswords(text: string): Detection[] {
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

export function oraclePasswords(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(ORACLE))) {
    const g = m[2]!.replace(/^"|"$/g, '');
    const start = m.indices![2]![0] + (m[2]!.startsWith('"') ? 1 : 0);
    if (isSecretValue(g)) out.push(secret(start, start + g.length, SCORE_FIELD, 'url_password'));
  }
  return out;
}
