import { describe, expect, it } from 'vitest';
import type { Recognizer } from '../recognizer.js';
import { createEngine } from './analyzer.js';
import { patternRecognizers } from '../recognizers/index.js';

/** Finds every occurrence of fixed words: enough to test the pipeline around recognizers. */
function words(type: string, list: string[], score: number): Recognizer {
  return {
    name: `words-${type}`,
    entities: [type],
    analyze: ({ text }) =>
      list.flatMap((w) => [...text.matchAll(new RegExp(w, 'g'))].map((m) => ({ type, start: m.index, end: m.index + w.length, score, recognizer: `words-${type}` }))),
  };
}

const engine = createEngine([words('PERSON', ['Jordan', 'Ann'], 0.6), words('LOCATION', ['Jordan'], 0.8), words('EMAIL_ADDRESS', ['a@b.io'], 1)]);

describe('createEngine', () => {
  it('reports the types its recognizers declare', () => {
    expect([...engine.supportedTypes].sort()).toEqual(['EMAIL_ADDRESS', 'LOCATION', 'PERSON']);
  });

  it('runs recognizers, resolves overlaps and says a conflict was decided', () => {
    const r = engine.analyze('Ann flew to Jordan');
    expect(r.entities.map((e) => [e.type, e.start, e.end])).toEqual([['PERSON', 0, 3], ['LOCATION', 12, 18]]);
    expect(r.disambiguationApplied).toBe(true);
  });

  it('filters by requested types before deciding overlaps', () => {
    const r = engine.analyze('Ann flew to Jordan', { entities: ['PERSON'] });
    expect(r.entities.map((e) => e.start)).toEqual([0, 12]);
    expect(r.disambiguationApplied).toBe(false);
  });

  it('applies the confidence threshold', () => {
    const r = engine.analyze('Ann wrote a@b.io', { confidenceThreshold: 0.7 });
    expect(r.entities.map((e) => e.type)).toEqual(['EMAIL_ADDRESS']);
  });

  it('adds per-call recognizers', () => {
    const r = engine.analyze('ID-7 for Ann', { extraRecognizers: [words('EMPLOYEE_ID', ['ID-7'], 0.9)] });
    expect(r.entities.map((e) => e.type)).toEqual(['EMPLOYEE_ID', 'PERSON']);
  });

  it('reports an opt-in type only when a request names it', () => {
    const withOptIn = createEngine([words('PERSON', ['Ann'], 0.9), words('IP_ADDRESS', ['10.0.0.1'], 0.9)]);
    const text = 'Ann at 10.0.0.1';
    expect(withOptIn.analyze(text).entities.map((e) => e.type)).toEqual(['PERSON']);
    expect(withOptIn.analyze(text, { entities: ['PERSON', 'IP_ADDRESS'] }).entities.map((e) => e.type)).toEqual(['PERSON', 'IP_ADDRESS']);
  });

  it('still reports by default a per-call recognizer whose type shares an opt-in name', () => {
    const withOptIn = createEngine([words('IBAN', ['DE89'], 0.9)]);
    expect(withOptIn.analyze('DE89 x').entities).toEqual([]);
    const r = withOptIn.analyze('DE89 x', { extraRecognizers: [words('IBAN', ['x'], 0.9)] });
    expect(r.entities.map((e) => [e.type, e.start])).toEqual([['IBAN', 5]]);
  });

  it('attaches structure to every entity', () => {
    const r = engine.analyze('Name: Ann\nEmail: a@b.io');
    expect(r.formatType).toBe('key_value');
    expect(r.entities.map((e) => e.structure)).toEqual([
      { region_type: 'key_value', label: 'Name', line: 1 },
      { region_type: 'key_value', label: 'Email', line: 2 },
    ]);
  });

  it('warns about markup input', () => {
    expect(engine.analyze('<html><body><div>Ann</div></body></html>').warnings).toContain('markup_detected');
    expect(engine.analyze('Ann <3 cats').warnings).toEqual([]);
  });
});

describe('URL and IP_ADDRESS asked for together', () => {
  const real = createEngine(patternRecognizers());
  const masked = (text: string) => real.analyze(text, { entities: ['URL', 'IP_ADDRESS'] }).entities.map((e) => [e.type, text.slice(e.start, e.end)]);

  it('masks a URL with an IP host and a path whole, so its path is not left in clear', () => {
    expect(masked('see http://10.2.3.4:8080/patients/maria-lopez?x=1 now')).toEqual([['URL', 'http://10.2.3.4:8080/patients/maria-lopez?x=1']]);
  });

  it('reports the address of a URL that is only its host and port', () => {
    expect(masked('open http://10.2.3.4:8080/ now')).toEqual([['IP_ADDRESS', '10.2.3.4']]);
  });
});
