import type { AnalysisContext, Recognizer } from '../../recognizer.js';
import type { Detection } from '../../types.js';
import { configSets, credentialFlags, credentialPairs, passFlags, passwordCommands } from './commands.js';
import { callFields, equalsFields, escapedJsonFields, inlineColonFields, lineColonFields, netrcPasswords, quotedKeyFields } from './config-fields.js';
import { oraclePasswords, urlPasswords } from './connection-strings.js';
import { NAME, type Finder } from './detection.js';
import { cookies, headerFlags, httpCredentials } from './http.js';
import { kubernetesSecrets } from './kubernetes.js';
import { jsonNameValues, xmlValues, yamlNameValues } from './markup.js';
import { proseValues } from './prose.js';
import { resolve } from './resolve.js';
import { KEY_CUE } from './secret-keys.js';
import { sqlInserts, sqlPasswords } from './sql.js';
import { tableValues } from './tables.js';
import { jwts, pemBlocks, prefixed } from './tokens.js';

/**
 * The passes run on every text, in order: formats that announce themselves, then commands and SQL, which are
 * found by their own literals (mysql -p, curl -u, IDENTIFIED BY), cue word or not. Order matters only between
 * equal candidates, which `resolve` keeps first come.
 */
const ALWAYS: readonly Finder[] = [
  prefixed,
  jwts,
  pemBlocks,
  urlPasswords,
  httpCredentials,
  credentialFlags,
  credentialPairs,
  passwordCommands,
  configSets,
  passFlags,
  headerFlags,
  cookies,
  netrcPasswords,
  sqlPasswords,
  oraclePasswords,
  sqlInserts,
];

/** The field passes, run only on a text holding a credential word. */
const CUED: readonly Finder[] = [
  equalsFields,
  quotedKeyFields,
  escapedJsonFields,
  callFields,
  lineColonFields,
  yamlNameValues,
  jsonNameValues,
  inlineColonFields,
  xmlValues,
  kubernetesSecrets,
  proseValues,
  tableValues,
];

// Whether any credential word is in the text: the field passes run only then.
const CUE = new RegExp(`${KEY_CUE.source}|sess|sid`, 'i');

/** SECRET: issuer-prefixed API keys, JWTs, private keys, the values of credential fields in every config, code, command and header syntax, URL passwords, Kubernetes Secret data. */
export const secretRecognizer: Recognizer = {
  name: NAME,
  entities: ['SECRET'],
  analyze({ text }: AnalysisContext): Detection[] {
    const out = ALWAYS.flatMap((find) => find(text));
    if (CUE.test(text)) for (const find of CUED) out.push(...find(text));
    return resolve(out, text);
  },
};
