import type { Detection } from '../../types.js';
import { SCORE_FIELD, secret } from './detection.js';
import { BARE, fieldSecret, KEY_CHARS, QUOTED } from './field.js';
import { groupOf, valueAtEnd, withIndices } from './match.js';
import { credentialKey, credentialLooking, isSecretValue } from './secret-keys.js';

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
const CALL_D = withIndices(CALL);
/** `key: value` at a line start: YAML, HTTP headers, .properties, labels ("API Key: …"). The value runs to the line end. */
const LINE_COLON = new RegExp(String.raw`^([ \t]*(?:- |#[ \t]*)?)(${KEY_CHARS}(?: [A-Za-z][A-Za-z0-9_.-]{0,40}){0,3})[ \t]*:(?!//)[ \t]*([^\n]*)$`, 'gm');
/** `key: value` inside a line: a quoted value (JS, Ruby, Go literals, YAML flow), or a bare one that reads as a password. */
const INLINE_COLON = new RegExp(String.raw`(?<![A-Za-z0-9_.-])(${KEY_CHARS})[ \t]*:[ \t]*(?:${QUOTED}|(\[[A-Z_]+_\d+\]|[^\s"'\x60,;&})\]<]{1,200}))`, 'g');
const NETRC_PASSWORD = /(?<![\w-])password[ \t]+(\S+)/g;

/** `key=value` and `key := value` in every syntax that writes them. */
export function equalsFields(text: string): Detection[] {
  const out: Detection[] = [];
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
    pushField(out, fieldSecret(m[1]!, g.value, g.start, 'secret_field', g.bare && !inQuery));
  }
  return out;
}

/** A quoted key and its value: JSON, Python and PHP dictionaries. */
export function quotedKeyFields(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(QUOTED_KEY)) {
    const g = valueAtEnd(m, [3, 4, 5, 6]);
    if (g && credentialKey(m[2]!) !== null) pushField(out, fieldSecret(m[2]!, g.value, g.start, 'secret_field', g.bare));
  }
  return out;
}

export function escapedJsonFields(text: string): Detection[] {
  if (!text.includes('\\"')) return [];
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(ESCAPED_JSON))) pushField(out, fieldSecret(m[1]!, m[2]!, m.indices![2]![0], 'secret_field'));
  return out;
}

/** A credential name and value passed to a call: define('DB_PASSWORD', 'x'). */
export function callFields(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(CALL_D)) {
    const g = groupOf(m, [3, 4, 5]);
    if (g) pushField(out, fieldSecret(m[2]!, g.value, g.start, 'secret_field'));
  }
  return out;
}

export function lineColonFields(text: string): Detection[] {
  return [...text.matchAll(LINE_COLON)].flatMap((m) => lineColonValue(text, m));
}

export function inlineColonFields(text: string): Detection[] {
  const out: Detection[] = [];
  for (const m of text.matchAll(INLINE_COLON)) {
    const strength = credentialKey(m[1]!);
    const g = strength && valueAtEnd(m, [2, 3, 4, 5]);
    if (!g) continue;
    if (!g.bare) pushField(out, fieldSecret(m[1]!, g.value, g.start, 'secret_field'));
    else if (strength === 'strong' && credentialLooking(g.value)) pushField(out, fieldSecret(m[1]!, g.value, g.start, 'secret_field', true));
  }
  return out;
}

/** A .netrc's `password` (a text naming a `machine`). */
export function netrcPasswords(text: string): Detection[] {
  if (!/\bmachine[ \t]+\S/.test(text)) return [];
  const out: Detection[] = [];
  for (const m of text.matchAll(withIndices(NETRC_PASSWORD))) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const line = text.slice(lineStart, text.indexOf('\n', m.index) >>> 0 || undefined);
    const netrc = /\b(?:machine|login|default)[ \t]/.test(line) || /^[ \t]*password[ \t]/.test(line);
    if (netrc && isSecretValue(m[1]!)) out.push(secret(m.indices![1]![0], m.indices![1]![1], SCORE_FIELD, 'secret_field'));
  }
  return out;
}

function pushField(out: Detection[], d: Detection | null): void {
  if (d) out.push(d);
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
    const bare = bareLineValue(key, value, m[1]!);
    if (bare === null) return [];
    value = bare;
  }
  // A label of several words ("API key: …", but also "The secret: be kind.") holds a password only when it reads as one.
  if (key.includes(' ') && !credentialLooking(value)) return [];
  const d = fieldSecret(key, value, start, 'secret_field', !quoted);
  return d ? [d] : [];
}

/** An unquoted line-start value, cut to what can be the credential; null when it is a structure or a note. */
function bareLineValue(key: string, raw: string, lead: string): string | null {
  if (/^[{[]/.test(raw)) return null;
  let value = raw.replace(/[,;]$/, '');
  if (key.includes(' ') || /\s/.test(value) && !/^[ \t]*(?:- )?[\w.-]+$/.test(lead + key)) value = value.split(/\s/)[0]!;
  if (key.includes(' ')) value = value.replace(/[.,;:?)]+$/, '');
  // Words after "Password:" are a passphrase only under a passphrase's name, or when few and one reads as a
  // password: "Password: see the vault entry" and "Token: 3 of 5" are notes, "passphrase: correct horse battery staple" a secret.
  if (/\s/.test(value) && !/passphrase|mnemonic|seed|authorization$/i.test(key) && (value.split(/\s+/).length > 4 || !value.split(/\s+/).some(credentialLooking))) return null;
  return value;
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
