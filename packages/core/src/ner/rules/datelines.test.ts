import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleStringsFor, type FoundSpan } from './rules-test-support.js';

const gazetteer = compileGazetteer({
  first: ['anna'],
  last: ['berg'],
  name: [],
  city: ['nairobi', 'sao paulo', 'berlin'],
  country: [],
  region: [],
  regionCode: [],
  commonWords: [['said', 'on', 'the', 'update', 'prices', 'rose', 'talks', 'officials'], [], []],
});

function rules(text: string, found: FoundSpan[] = []): string[] {
  return ruleStringsFor(gazetteer, text, found).map((s) => s.split(':').slice(0, 2).join(':'));
}

describe('news datelines', () => {
  it.each<[string, FoundSpan[], string[]]>([
    ['BERLIN (Reuters) - Anna Berg said on Monday', [['PERSON', 'Anna Berg']], ['LOCATION:BERLIN', 'PERSON:Anna Berg']],
    ['HAFAR AL-BATIN (Reuters) - Talks resume', [['PERSON', 'HAFAR AL-BATIN']], ['LOCATION:HAFAR AL-BATIN']],
    ["N'DJAMENA, March 3 (AP) - Officials said", [], ["LOCATION:N'DJAMENA"]],
    ['Talks ended. ASUNCIÓN (AFP) — Prices rose', [], ['LOCATION:ASUNCIÓN']],
    ['NAIROBI — Prices rose', [], ['LOCATION:NAIROBI']],
    ['SAO PAULO – Prices rose', [], ['LOCATION:SAO PAULO']],
    // No agency and not a listed place, mid-sentence capitals, an agency with no dash: no dateline.
    ['UPDATE — Prices rose', [], []],
    ['the NAIROBI (Reuters) - office', [], []],
    ['WARNING (Reuters) said', [], []],
    ['SAO PAULO FC — won', [], []],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});
