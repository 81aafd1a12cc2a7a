import { useEffect, useState } from 'preact/hooks';
import { Bars } from './charts.js';
import type { InsightsAnswer, KnowledgeDepth, UsageAnswer } from './types.js';
import { FailureMessage, percent, Section, useCall, type PageProps } from './ui.js';
import { Usage } from './usage.js';

/** Days the usage charts show. */
const USAGE_DAYS = 14;

function Depth({ depth }: { depth: KnowledgeDepth }) {
  const rows: [string, string][] = [
    ['Knowledge depth score', `${depth.ckd_score}`],
    ['Maturity', depth.maturity],
    ['Strongest entity', depth.strongest_entity ? `${depth.strongest_entity.type} (${percent(depth.strongest_entity.confidence)} mean confidence)` : 'none yet'],
    ['Weakest entity', depth.weakest_entity ? `${depth.weakest_entity.type} (${percent(depth.weakest_entity.confidence)} mean confidence)` : 'none yet'],
    ['Golden set size', `${depth.golden_set_size}`],
    ['Compiled rules', `${depth.compiled_rules}`],
    ['On-demand hit rate', percent(depth.on_demand_hit_rate)],
    ['Contradictions pending', `${depth.contradictions_pending}`],
    ['Contradictions resolved', `${depth.contradictions_resolved}`],
  ];
  const ranked = depth.entity_confidence;
  return (
    <>
      <Section title="Summary" id="depth">
        <dl class="depth" id="depth-list">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Charts" id="depth-charts">
        <Bars
          id="chart-learning"
          title="What the service has learned"
          labels={['Golden set', 'Compiled rules', 'Contradictions pending', 'Contradictions resolved']}
          values={[depth.golden_set_size, depth.compiled_rules, depth.contradictions_pending, depth.contradictions_resolved]}
        />
        {ranked.length ? (
          <Bars id="chart-confidence" title="Mean confidence by entity type" labels={ranked.map((e) => `${e.type} (${e.detections})`)} values={ranked.map((e) => e.confidence)} max={1} />
        ) : (
          <p>No detections yet: the per-type confidence chart appears after the first detect or sanitize.</p>
        )}
      </Section>
    </>
  );
}

export function KnowledgePage(props: PageProps) {
  const { run, failure } = useCall(props);
  const [depth, setDepth] = useState<KnowledgeDepth | null>(null);
  const [usage, setUsage] = useState<UsageAnswer | null>(null);
  const load = async () => {
    const got = await run<InsightsAnswer>('GET', '/v1/insights');
    if (got) setDepth(got.knowledge_depth);
    // After the insights call, so the rate-limit state counts it.
    const used = await run<UsageAnswer>('GET', `/v1/usage?days=${USAGE_DAYS}`);
    if (used) setUsage(used);
  };
  useEffect(() => {
    void load();
  }, []);
  return (
    <div class="pages">
      <FailureMessage failure={failure} />
      <div class="actions">
        <button type="button" onClick={load}>
          Refresh
        </button>
      </div>
      {depth ? <Depth depth={depth} /> : null}
      {usage ? <Usage usage={usage} /> : null}
    </div>
  );
}
