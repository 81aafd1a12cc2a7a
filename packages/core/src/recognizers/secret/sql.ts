import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { groupOf, withIndices } from './match.js';
import { credentialKey, isSecretValue, looksRandomValue } from './secret-keys.js';

// SQL: CREATE USER … IDENTIFIED BY 'x' (MySQL, Oracle unquoted), PASSWORD 'x' (PostgreSQL), PASSWORD('x'), SET PASSWORD … = 'x'.
const SQL_IDENTIFIED = /\bIDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY[ \t]+(?:PASSWORD[ \t]+)?(?:(['"])([^'"\n]*)\1|([A-Za-z0-9_$#!@%^*+-]+))/gi;
const SQL_PASSWORD = /(?<![\w"'.$-])PASSWORD(?:[ \t]+|[ \t]*\([ \t]*)(['"])([^'"\n]*)\1/gi;
const SQL_SET_PASSWORD = /\bSET[ \t]+PASSWORD[ \t]+(?:FOR[ \t]+\S+[ \t]*)?=[ \t]*(?:PASSWORD[ \t]*\([ \t]*)?(['"])([^'"\n]*)\1/gi;
const SQL_INSERT = /\bINSERT[ \t]+INTO[ \t]+[\w."`[\]]+[ \t]*\(([^()]{1,1000})\)\s*VALUES\s*((?:\((?:[^()'"]|'(?:[^'\n]|'')*'|"[^"\n]*"|\([^()]*\))*\)\s*,?\s*){1,200})/gi;

/** The password of a user created or altered in SQL. */
export function sqlPasswords(text: string): Detection[] {
  const out: Detection[] = [];
  for (const regex of [SQL_IDENTIFIED, SQL_PASSWORD, SQL_SET_PASSWORD]) {
    for (const m of text.matchAll(withIndices(regex))) {
      const g = groupOf(m, [2, 3]);
      if (g && isSecretValue(g.value)) out.push(secret(g.start, g.start + g.value.length, SCORE_FIELD, 'sql_password'));
    }
  }
  return out;
}

export function sqlInserts(text: string): Detection[] {
  if (!/insert/i.test(text)) return [];
  return [...text.matchAll(withIndices(SQL_INSERT))].flatMap(insertValues);
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
