import type { Detection } from '../../types.js';
import { SCORE_PROSE, secret } from './detection.js';
import { codeReference } from './field.js';
import { withIndices } from './match.js';
import { credentialLooking, isSecretValue, looksRandomValue } from './secret-keys.js';
import WORDS from './secret-words.json' with { type: 'json' };

const PROSE_WORDS = WORDS.proseWords.map((w) => w.replace(/ /g, '[ _-]?')).join('|');
/** "my password is Tr0ub4dor&3", "the API key for staging is …", "temp password set to …". */
const PROSE = new RegExp(
  String.raw`\b(?:${PROSE_WORDS})s?\b(?:[ \t]+(?:for|of|on|to)[ \t]+(?:the[ \t]+|my[ \t]+|your[ \t]+)?[\w.@-]{1,60})?[ \t]*(?:(?:is now|is still|is|was|are|=|is set to|set to|changed to|reset to)[ \t]*:?|:)[ \t]+["'\x60“‘]?([^\s"'\x60”’]{6,200})`,
  'gi',
);
/** "wifi password Sunshine99": a password word and the password, nothing between. */
const PROSE_BARE = /\b(?:password|passcode|passphrase|pass|pwd|pw)[ \t]+["'\x60“‘]?([^\s"'\x60”’]{6,200})/gi;

/** A password or key read from running text. */
export function proseValues(text: string): Detection[] {
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
