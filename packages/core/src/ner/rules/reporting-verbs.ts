/**
 * No name holds a verb of saying: a PERSON span over a lower-case "said", "told", "asked"… is two
 * names, or a name and nothing ("lol emma said athalie de la pierre" is "emma" and "athalie de la
 * pierre"). The tagger joins such runs in text written all in lower case, where casing cannot part them.
 */
import { CASING, type TokenFacts } from '../tokens/token-facts.js';
import { wordSet, type TokenSpan } from './rule-words.js';
import WORDS from './words.json' with { type: 'json' };

const VERBS = wordSet(WORDS['reporting-verbs'].verbs);

export function cutAtReportingVerbs(f: TokenFacts, spans: TokenSpan[]): TokenSpan[] {
  if (!spans.some((s) => cuttable(f, s))) return spans;
  return spans.flatMap((s) => (cuttable(f, s) ? parts(f, s) : [s]));
}

function cuttable(f: TokenFacts, s: TokenSpan): boolean {
  return s.type === 'PERSON' && s.first !== s.last && holdsVerb(f, s);
}

function holdsVerb(f: TokenFacts, s: TokenSpan): boolean {
  for (let i = s.first; i <= s.last; i++) if (isVerb(f, i)) return true;
  return false;
}

function isVerb(f: TokenFacts, i: number): boolean {
  return f.casing[i] === CASING.lower && VERBS.has(f.lower[i]!);
}

/** The runs of the span between the verbs, each a PERSON span of its own. */
function parts(f: TokenFacts, s: TokenSpan): TokenSpan[] {
  const out: TokenSpan[] = [];
  let from = s.first;
  for (let i = s.first; i <= s.last + 1; i++) {
    if (i <= s.last && !isVerb(f, i)) continue;
    if (i > from) out.push({ ...s, first: from, last: i - 1, start: f.tokens.starts[from]!, end: f.tokens.ends[i - 1]!, reason: `${s.reason}+verb-cut` });
    from = i + 1;
  }
  return out;
}
