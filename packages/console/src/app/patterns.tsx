import { useEffect, useState } from 'preact/hooks';
import type { CreatePatternAnswer, Pattern } from './types.js';
import { FailureMessage, percent, Section, useCall, type PageProps } from './ui.js';

/** The analysis of a new pattern, in words. */
function Analysis({ created }: { created: CreatePatternAnswer }) {
  const { analysis, conflict } = created;
  return (
    <div class="message outcome" role="status" id="pattern-analysis">
      <p>
        Created {created.name}. Overlaps: {analysis.overlaps_with.length ? `${analysis.overlaps_with.join(', ')} (${analysis.overlap_count} span(s))` : 'none'}; contradiction risk{' '}
        {analysis.contradiction_risk}; golden-set coverage {percent(analysis.golden_set_coverage)}.
      </p>
      {conflict?.has_conflict ? (
        <div class="conflict">
          <p>
            <strong>Conflict:</strong> {conflict.conflicting_spans} span(s) are already detected as {conflict.conflicting_type}; until it is resolved on the Insights page, {conflict.conflicting_type}{' '}
            keeps them.
          </p>
          <ul>
            {conflict.resolution_options.map((o) => (
              <li key={o.option}>
                <strong>{o.option.replace(/_/g, ' ')}</strong>: {o.description}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>No conflict with existing detections.</p>
      )}
    </div>
  );
}

export function PatternsPage(props: PageProps) {
  const { run, failure, busy } = useCall(props);
  const [patterns, setPatterns] = useState<Pattern[] | null>(null);
  const [name, setName] = useState('');
  const [pattern, setPattern] = useState('');
  const [description, setDescription] = useState('');
  const [examples, setExamples] = useState('');
  const [created, setCreated] = useState<CreatePatternAnswer | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const load = async () => {
    const got = await run<{ patterns: Pattern[] }>('GET', '/v1/patterns');
    if (got) setPatterns(got.patterns);
  };
  useEffect(() => {
    void load();
  }, []);

  async function create(event: Event) {
    event.preventDefault();
    const list = examples.split('\n').map((x) => x.trim()).filter(Boolean);
    const got = await run<CreatePatternAnswer>('POST', '/v1/patterns', { name, pattern, ...(description ? { description } : {}), ...(list.length ? { examples: list } : {}) });
    if (!got) return;
    setCreated(got);
    setDeleted(null);
    await load();
  }
  async function remove(p: Pattern) {
    const got = await run<{ deleted: true }>('DELETE', `/v1/patterns/${encodeURIComponent(p.pattern_id)}`);
    if (!got) return;
    setDeleted(`Deleted ${p.name}.`);
    await load();
  }

  return (
    <div class="pages">
      <Section title="New pattern" id="new-pattern">
        <form onSubmit={create}>
          <label for="pattern-name">Name (the entity type it finds, e.g. EMPLOYEE_ID)</label>
          <input id="pattern-name" value={name} onInput={(e) => setName(e.currentTarget.value)} required />
          <label for="pattern-regex">Pattern (regular expression)</label>
          <input id="pattern-regex" class="mono" value={pattern} onInput={(e) => setPattern(e.currentTarget.value)} required spellcheck={false} />
          <label for="pattern-description">Description</label>
          <input id="pattern-description" value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
          <label for="pattern-examples">Examples (one a line)</label>
          <textarea id="pattern-examples" rows={3} value={examples} onInput={(e) => setExamples(e.currentTarget.value)} />
          <div class="actions">
            <button type="submit" disabled={busy}>
              Create pattern
            </button>
          </div>
        </form>
        <FailureMessage failure={failure} />
        {created ? <Analysis created={created} /> : null}
      </Section>
      <Section title="Your patterns" id="pattern-list">
        {deleted ? (
          <p class="message success" role="status">
            {deleted}
          </p>
        ) : null}
        {patterns === null ? null : patterns.length === 0 ? (
          <p>No custom patterns yet.</p>
        ) : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Pattern</th>
                  <th scope="col">Description</th>
                  <th scope="col">Examples</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {patterns.map((p) => (
                  <tr key={p.pattern_id}>
                    <th scope="row">{p.name}</th>
                    <td>
                      <code>{p.pattern}</code>
                    </td>
                    <td>{p.description}</td>
                    <td>{p.examples.join(', ')}</td>
                    <td>
                      <button type="button" class="small danger" onClick={() => remove(p)} aria-label={`Delete ${p.name}`}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}
