import type { ChartOptions } from 'frappe-charts';
import type { ReactNode } from 'react';
import { useFrappeChart } from './useFrappeChart';

export interface ChartCardProps {
  id: string;
  title: string;
  subtitle?: string;
  /** What the chart shows, for those who cannot see it (aria-label of the drawing). */
  label: string;
  options: ChartOptions | null;
  height: number;
  /** The same numbers as text (a visually hidden table), read instead of the drawing. */
  summary: ReactNode;
  empty?: string;
  /** Shown under the chart (a legend). */
  footer?: ReactNode;
  /** The y axis's numbers in the chart's unit ('R$ 10.000'); a module-level function. */
  formatY?: (value: number) => string;
}

/** A card with a frappe chart drawn inside this shadow root, at a fixed height, and its data as text. */
export function ChartCard({ id, title, subtitle, label, options, height, summary, empty, footer, formatY }: ChartCardProps) {
  const ref = useFrappeChart(empty ? null : options, formatY);
  return (
    <section className="card chart-card" aria-labelledby={`${id}-title`} part={`chart-card ${id}`}>
      <header className="card-head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {subtitle && <p className="muted small">{subtitle}</p>}
        </div>
      </header>
      {empty ? (
        <p className="muted empty-note">{empty}</p>
      ) : (
        <div ref={ref} className={formatY ? 'chart chart-wide-y' : 'chart'} id={id} role="img" aria-label={label} style={{ height }} data-chart={id} />
      )}
      {footer}
      <div className="sr-only">{summary}</div>
    </section>
  );
}

/** A two-column table of a series, for screen readers. */
export function SeriesTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: Array<[string, string]> }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([a, b]) => (
          <tr key={a}>
            <th scope="row">{a}</th>
            <td>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
