import { useEffect, useState } from 'preact/hooks';
import type { Insight, InsightsAnswer, ResolveAnswer } from './types.js';
import { FailureMessage, Section, useCall, type PageProps } from './ui.js';

const LISTS = [
  { key: 'pending_conflicts', title: 'Pending conflicts' },
  { key: 'proposed_improvements', title: 'Proposed improvements' },
  { key: 'discovered_patterns', title: 'Discovered patterns' },
] as const;

const words = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** One value of an insight's data, in words. */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>none</>;
  if (typeof value !== 'object') return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>none</>;
    return (
      <ul>
        {value.map((v, i) => (
          <li key={i}>{typeof v === 'object' && v !== null ? <Row row={v as Record<string, unknown>} /> : String(v)}</li>
        ))}
      </ul>
    );
  }
  return <Row row={value as Record<string, unknown>} />;
}

/** An example row: a correction reads "“context”: PERSON → LOCATION (misclassification)"; anything else as "key: value" pairs. */
function Row({ row }: { row: Record<string, unknown> }) {
  if ('feedback_type' in row && 'to_type' in row) {
    return (
      <>
        <q>{String(row.context ?? '')}</q>: {String(row.from_type ?? 'not detected')} → {String(row.to_type)} ({words(String(row.feedback_type)).toLowerCase()})
      </>
    );
  }
  const shown = Object.entries(row).filter(([k, v]) => v !== null && !k.endsWith('_at') && !k.endsWith('_id'));
  return <>{shown.map(([k, v]) => `${words(k).toLowerCase()}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join('; ')}</>;
}

interface Outcome {
  text: string;
  refused: boolean;
}

function InsightCard({ insight, onResolve, outcome }: { insight: Insight; onResolve(insight: Insight, body: object): void; outcome: Outcome | undefined }) {
  const [keywords, setKeywords] = useState('');
  const [distance, setDistance] = useState('3');
  const [reason, setReason] = useState('');
  const id = insight.id;
  const entries = Object.entries(insight.data).filter(([k]) => !k.endsWith('_id') && k !== 'resolution_options' && k !== 'dry_run');
  return (
    <article class="insight" data-insight-type={insight.type} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{insight.title}</h3>
      <p>{insight.description}</p>
      <p class="note">
        {words(insight.type)} · {insight.status}
      </p>
      <details>
        <summary>Examples and details</summary>
        <dl>
          {entries.map(([k, v]) => (
            <div key={k}>
              <dt>{words(k)}</dt>
              <dd>
                <Value value={v} />
              </dd>
            </div>
          ))}
        </dl>
      </details>
      {insight.status === 'pending' ? (
        <div class="resolve">
          <button type="button" onClick={() => onResolve(insight, { resolution: 'approve' })}>
            Approve
          </button>
          <form
            class="inline"
            onSubmit={(e) => {
              e.preventDefault();
              const list = keywords.split(',').map((k) => k.trim()).filter(Boolean);
              onResolve(insight, { resolution: 'refine', modifications: { context_condition: { keywords: list, distance: Number(distance) } } });
            }}
          >
            <label for={`${id}-keywords`}>Context keywords (comma-separated)</label>
            <input id={`${id}-keywords`} value={keywords} onInput={(e) => setKeywords(e.currentTarget.value)} />
            <label for={`${id}-distance`}>Within words</label>
            <input id={`${id}-distance`} type="number" min="1" max="50" value={distance} onInput={(e) => setDistance(e.currentTarget.value)} />
            <button type="submit">Refine</button>
          </form>
          <form
            class="inline"
            onSubmit={(e) => {
              e.preventDefault();
              onResolve(insight, { resolution: 'reject', reason });
            }}
          >
            <label for={`${id}-reason`}>Reason to reject</label>
            <input id={`${id}-reason`} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
            <button type="submit">Reject</button>
          </form>
        </div>
      ) : null}
      {outcome?.refused ? (
        <p class="message failure" role="alert">
          {outcome.text}
        </p>
      ) : outcome ? (
        <p class="message outcome" role="status">
          {outcome.text}
        </p>
      ) : null}
    </article>
  );
}

export function InsightsPage(props: PageProps) {
  const { run, attempt, failure } = useCall(props);
  const [answer, setAnswer] = useState<InsightsAnswer | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [resolved, setResolved] = useState<Insight[]>([]);

  const load = async () => {
    const got = await run<InsightsAnswer>('GET', '/v1/insights');
    if (got) setAnswer(got);
  };
  useEffect(() => {
    void load();
  }, []);

  async function resolve(insight: Insight, body: object) {
    const result = await attempt<ResolveAnswer>('POST', `/v1/insights/${encodeURIComponent(insight.id)}/resolve`, body);
    if (!result.ok) {
      // A refusal (e.g. golden_set_conflict) is said by the insight it is about.
      if (result.failure.kind === 'refused') setOutcomes((o) => ({ ...o, [insight.id]: { text: result.failure.message, refused: true } }));
      return;
    }
    const got = result.data;
    const text = `${words(got.status)}: ${got.golden_set_entries_created} golden-set entr${got.golden_set_entries_created === 1 ? 'y' : 'ies'} and ${got.compiled_rules_created} compiled rule(s) created.`;
    setOutcomes((o) => ({ ...o, [insight.id]: { text, refused: false } }));
    setResolved((r) => [{ ...insight, status: got.status }, ...r]);
    await load();
  }

  return (
    <div class="pages">
      <FailureMessage failure={failure} />
      <div class="actions">
        <button type="button" onClick={load}>
          Refresh
        </button>
      </div>
      {answer
        ? LISTS.map(({ key, title }) => (
            <Section key={key} title={`${title} (${answer[key].length})`} id={key}>
              {answer[key].length === 0 ? <p>None.</p> : answer[key].map((i) => <InsightCard key={i.id} insight={i} onResolve={resolve} outcome={outcomes[i.id]} />)}
            </Section>
          ))
        : null}
      {resolved.length ? (
        <Section title="Resolved here" id="resolved">
          {resolved.map((i) => (
            <InsightCard key={`done-${i.id}`} insight={i} onResolve={resolve} outcome={outcomes[i.id]} />
          ))}
        </Section>
      ) : null}
    </div>
  );
}
