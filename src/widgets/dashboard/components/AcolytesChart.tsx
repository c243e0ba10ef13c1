import { useMemo } from 'react';
import type { AcolyteCount } from '../../../shared/schemas/dashboard';
import { acolytesChart, CHART_HEIGHT, communityNamesFit } from '../chart-options';
import { useWidth } from '../useWidth';
import { ChartCard, SeriesTable } from '../../../core/charts/ChartCard';

/** Card padding on both sides: the chart is this much narrower than the card. */
const CARD_PADDING = 40;

export function AcolytesChart({ acolytes }: { acolytes: AcolyteCount[] }) {
  const [box, width] = useWidth<HTMLDivElement>();
  const numbered = width > 0 && !communityNamesFit(acolytes, width - CARD_PADDING);
  // Built once laid out, and again only when the legend changes form: not on every pixel of a resize.
  const laidOut = width > 0;
  const options = useMemo(() => (laidOut ? acolytesChart(acolytes, numbered) : null), [acolytes, numbered, laidOut]);
  const total = acolytes.reduce((sum, a) => sum + a.count, 0);
  return (
    <div ref={box} className="chart-box">
      <ChartCard
        id="acolytes-chart"
        title="Acólitos por comunidade"
        subtitle={`${total.toLocaleString('pt-BR')} ${total === 1 ? 'acólito ativo' : 'acólitos ativos'}`}
        label={`Gráfico de barras: acólitos por comunidade, ${total} no total.`}
        options={options}
        height={CHART_HEIGHT}
        empty={acolytes.length ? undefined : 'Nenhuma comunidade cadastrada.'}
        summary={
          <SeriesTable
            caption="Acólitos por comunidade"
            head={['Comunidade', 'Acólitos']}
            rows={acolytes.map((a) => [a.community, a.count.toLocaleString('pt-BR')])}
          />
        }
        footer={
          numbered && (
            <ol className="chart-legend" aria-hidden="true">
              {acolytes.map((a, i) => (
                <li key={a.community}>
                  <span className="legend-key">{i + 1}</span>
                  <span className="legend-name">{a.community}</span>
                  <span className="legend-value">{a.count}</span>
                </li>
              ))}
            </ol>
          )
        }
      />
    </div>
  );
}
