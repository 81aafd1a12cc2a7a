import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { InsightsAnswer, KnowledgeDepth } from './types.js';
import { FailureMessage, percent, Section, useCall, type PageProps } from './ui.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A bar chart on a canvas, with the same numbers as a table for screen readers. */
function Bars({ id, title, labels, values, max }: { id: string; title: string; labels: string[]; values: number[]; max?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ label: title, data: values, backgroundColor: '#2f6fbf' }] },
      options: {
        animation: false,
        maintainAspectRatio: false,
        indexAxis: 'y',
        scales: { x: { beginAtZero: true, ...(max === undefined ? { ticks: { precision: 0 } } : { max }) } },
      },
    });
    return () => chart.destroy();
  }, [labels.join('|'), values.join('|')]);
  return (
    <figure class="chart">
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <div class="chart-box">
        <canvas ref={canvas} id={id} role="img" aria-labelledby={`${id}-caption`} />
      </div>
      <div class="visually-hidden">
      <table>
        <caption>{title}</caption>
        <tbody>
          {labels.map((l, i) => (
            <tr key={l}>
              <th scope="row">{l}</th>
              <td>{values[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}

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
  const load = async () => {
    const got = await run<InsightsAnswer>('GET', '/v1/insights');
    if (got) setDepth(got.knowledge_depth);
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
    </div>
  );
}
