import { useMemo } from 'react';
import type { MonthCount } from '../../../shared/schemas/dashboard';
import { accessesChart, CHART_HEIGHT } from '../chart-options';
import { monthName } from '../format';
import { ChartCard, SeriesTable } from '../../../core/charts/ChartCard';

export function AccessesChart({ accesses }: { accesses: MonthCount[] }) {
  const options = useMemo(() => accessesChart(accesses), [accesses]);
  const total = accesses.reduce((sum, m) => sum + m.count, 0);
  const months = accesses.length;
  const period = months === 1 ? 'neste mês' : `nos últimos ${months} meses`;
  return (
    <ChartCard
      id="accesses-chart"
      title="Acessos ao portal"
      subtitle={`${total.toLocaleString('pt-BR')} acessos ${period}`}
      label={`Gráfico de linha: acessos ao portal por mês ${period}, ${total} no total.`}
      options={options}
      height={CHART_HEIGHT}
      summary={
        <SeriesTable
          caption={`Acessos por mês ${period}`}
          head={['Mês', 'Acessos']}
          rows={accesses.map((m) => [monthName(m.month), m.count.toLocaleString('pt-BR')])}
        />
      }
    />
  );
}
