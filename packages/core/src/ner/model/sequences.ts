import type { Tokens } from '../tokens/tokenizer.js';

/** Token ranges [from, to) of each line: the tagger decodes one line at a time. */
export function lineRanges(tokens: Tokens): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (let i = 1; i <= tokens.count; i++) {
    if (i < tokens.count && !tokens.lineStart[i]) continue;
    if (i > from) ranges.push([from, i]);
    from = i;
  }
  return ranges;
}
