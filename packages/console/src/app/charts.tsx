import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'preact/hooks';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Distinct colours for stacked series, in order; they repeat past the eighth type. */
const SERIES_COLOURS = ['#2f6fbf', '#d9822b', '#3a9a5b', '#b83b5e', '#7a5cc2', '#8c6d1f', '#1f8c8c', '#5f6b7a'];

/** One stacked series: a name and a value per label. */
export interface Series {
  name: string;
  values: number[];
}

/** A chart's canvas, drawn from `config` and redrawn when `key` changes. */
function useChart(canvas: { current: HTMLCanvasElement | null }, key: string, config: () => ConstructorParameters<typeof Chart>[1]) {
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config());
    return () => chart.destroy();
  }, [key]);
}

/** The figure around a canvas: its caption, and the same numbers as a table for screen readers. */
function Figure({ id, title, head, rows, canvas }: { id: string; title: string; head: string[] | null; rows: [string, ...number[]][]; canvas: { current: HTMLCanvasElement | null } }) {
  return (
    <figure class="chart">
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <div class="chart-box">
        <canvas ref={canvas as never} id={id} role="img" aria-labelledby={`${id}-caption`} />
      </div>
      <div class="visually-hidden">
        <table>
          <caption>{title}</caption>
          {head ? (
            <thead>
              <tr>
                {head.map((h, i) => (
                  <th key={h} scope="col">
                    {i === 0 ? '' : h}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {rows.map(([label, ...values]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {values.map((v, i) => (
                  <td key={i}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A horizontal bar chart, with the same numbers as a table for screen readers. */
export function Bars({ id, title, labels, values, max }: { id: string; title: string; labels: string[]; values: number[]; max?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useChart(canvas, `${labels.join('|')}/${values.join('|')}`, () => ({
    type: 'bar',
    data: { labels, datasets: [{ label: title, data: values, backgroundColor: SERIES_COLOURS[0] }] },
    options: {
      animation: false,
      maintainAspectRatio: false,
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: { x: { beginAtZero: true, ...(max === undefined ? { ticks: { precision: 0 } } : { max }) } },
    },
  }));
  return <Figure id={id} title={title} head={null} rows={labels.map((l, i) => [l, values[i]!])} canvas={canvas} />;
}

/**
 * Vertical bars over `labels` (days), one stacked series each; the table has a
 * column per series. A single series draws without a legend.
 * @example <DayBars id="chart-requests" title="Requests per day" labels={days} series={[{ name: 'Requests', values }]} />
 */
export function DayBars({ id, title, labels, series }: { id: string; title: string; labels: string[]; series: Series[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = `${labels.join('|')}/${series.map((s) => `${s.name}:${s.values.join(',')}`).join('|')}`;
  useChart(canvas, key, () => ({
    type: 'bar',
    data: { labels, datasets: series.map((s, i) => ({ label: s.name, data: s.values, backgroundColor: SERIES_COLOURS[i % SERIES_COLOURS.length] })) },
    options: {
      animation: false,
      maintainAspectRatio: false,
      plugins: { legend: { display: series.length > 1 } },
      scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    },
  }));
  const head = series.length > 1 ? ['Day', ...series.map((s) => s.name)] : null;
  return <Figure id={id} title={title} head={head} rows={labels.map((l, i) => [l, ...series.map((s) => s.values[i]!)])} canvas={canvas} />;
}
