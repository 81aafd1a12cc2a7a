import { DayBars } from './charts.js';
import { rateLimitWords } from './rate-limit-words.js';
import type { UsageAnswer } from './types.js';
import { Section } from './ui.js';

/** Every entity type found in the window, most found first. */
function typesOf(usage: UsageAnswer): string[] {
  const totals = new Map<string, number>();
  for (const d of usage.days) for (const [type, n] of Object.entries(d.entities)) totals.set(type, (totals.get(type) ?? 0) + n);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type]) => type);
}

/** Requests and entities per day (GET /v1/usage), and the rate-limit state. */
export function Usage({ usage }: { usage: UsageAnswer }) {
  const labels = usage.days.map((d) => d.day);
  const types = typesOf(usage);
  return (
    <Section title="Usage" id="usage">
      <p id="rate-limit" role="status">
        {rateLimitWords(usage.rate_limit)}
      </p>
      <DayBars id="chart-requests" title="Detection requests per day (UTC)" labels={labels} series={[{ name: 'Requests', values: usage.days.map((d) => d.requests) }]} />
      {types.length ? (
        <DayBars
          id="chart-entities"
          title="Entities found per day, by type (UTC)"
          labels={labels}
          series={types.map((type) => ({ name: type, values: usage.days.map((d) => d.entities[type] ?? 0) }))}
        />
      ) : (
        <p>No entities found in these days: the per-type chart appears after the first detection that finds one.</p>
      )}
    </Section>
  );
}
