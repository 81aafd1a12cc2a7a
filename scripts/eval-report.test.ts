import { describe, expect, it } from 'vitest';
import { formatSummary } from './eval-report.js';
import { emptyTally, scoreDocument } from './eval-scoring.js';

const manifest = { annotated_types: ['PERSON', 'PHONE_NUMBER'], type_equivalence: {} };

describe('formatSummary', () => {
  it('gives support, exact scores and leaked characters per type and overall', () => {
    const doc = { id: 'd', text: 'Ann Lee at 555-0100', spans: [{ start: 0, end: 7, type: 'PERSON' }, { start: 11, end: 19, type: 'PHONE_NUMBER' }] };
    // The name is found only in part (3 of 7 characters leak); the phone exactly.
    const tally = scoreDocument(doc, [{ start: 0, end: 3, type: 'PERSON' }, { start: 11, end: 19, type: 'PHONE_NUMBER' }], manifest);
    const out = formatSummary([{ name: 'set.jsonl', docs: 1, defaults: tally, optIn: emptyTally() }]);
    expect(out).toContain('## set.jsonl (1 docs)');
    expect(out).toContain('| PERSON | 1 | 0.000 | 0.000 | 0.000 | 4 of 7 (57.14%) |');
    expect(out).toContain('| PHONE_NUMBER | 1 | 1.000 | 1.000 | 1.000 | 0 of 8 (0.00%) |');
    expect(out).toContain('| **all default types** | 2 | 0.500 | 0.500 | 0.500 | 4 of 15 (26.67%) |');
    expect(out).not.toContain('opt-in');
  });

  it('counts a gold span covered by a detection of another type as not leaked', () => {
    const doc = { id: 'd', text: 'call 555-0100', spans: [{ start: 5, end: 13, type: 'PHONE_NUMBER' }] };
    const tally = scoreDocument(doc, [{ start: 0, end: 13, type: 'IP_ADDRESS' }], manifest);
    const out = formatSummary([{ name: 's', docs: 1, defaults: tally, optIn: emptyTally() }]);
    expect(out).toContain('| PHONE_NUMBER | 1 | 1.000 | 0.000 | 0.000 | 0 of 8 (0.00%) |');
  });
});
