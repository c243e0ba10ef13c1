import { useQuery } from '@tanstack/react-query';
import type { ChartOptions } from 'frappe-charts';
import { errorText } from '../../../core/api/errors';
import { ChartCard } from '../../../core/charts/ChartCard';
import { ErrorState, Spinner } from '../../../core/ui';
import { METHODS, type Method, type Report } from '../../../shared/schemas/dizimo';
import { competence, formatCents } from '../format';
import { reportQuery } from '../queries';

const reais = (cents: number | undefined) => (typeof cents === 'number' ? formatCents(cents) : '');

/** Bars of the net total received per month (reais), with the contributing tithers as a line. */
function monthlyChart(r: Report): ChartOptions {
  return {
    type: 'axis-mixed',
    height: 280,
    colors: ['#1f4e8c', '#c08a1e'],
    data: {
      labels: r.meses.map((m) => competence(m.mes)),
      datasets: [
        { name: 'Total recebido', chartType: 'bar', values: r.meses.map((m) => m.valor_centavos / 100) },
        { name: 'Dizimistas que contribuíram', chartType: 'line', values: r.meses.map((m) => m.contribuintes) },
      ],
    },
    axisOptions: { xAxisMode: 'tick', yAxisMode: 'span', xIsSeries: 1 },
    tooltipOptions: { formatTooltipY: (v) => (typeof v === 'number' ? v.toLocaleString('pt-BR') : '') },
  };
}

/** /dizimo/relatorios: the last 12 months, by method, tithers contributing against active ones, top campaigns. */
export function ReportsView() {
  const report = useQuery(reportQuery());
  if (report.isPending) return <Spinner label="Carregando relatório..." />;
  if (report.isError) return <ErrorState text={errorText(report.error, 'Falha ao carregar o relatório')} onRetry={() => void report.refetch()} />;
  const r = report.data;
  return (
    <section className="page" aria-labelledby="reports-title">
      <header className="page-head">
        <h1 id="reports-title">Relatórios do dízimo</h1>
        <p className="muted">
          De {r.de.split('-').reverse().join('/')} a {r.ate.split('-').reverse().join('/')}: <strong>{formatCents(r.total_centavos)}</strong>
        </p>
      </header>
      <ChartCard
        id="monthly"
        title="Total por mês"
        subtitle="Barras: total recebido (R$). Linha: dizimistas que contribuíram."
        label={`Total recebido por mês nos últimos ${r.meses.length} meses`}
        options={monthlyChart(r)}
        height={280}
        summary={null}
      />
      <div className="report-grid">
        <section className="card" aria-labelledby="months-title">
          <h2 id="months-title">Mês a mês</h2>
          <table>
            <caption className="sr-only">Total recebido e dizimistas por mês</caption>
            <thead>
              <tr>
                <th scope="col">Mês</th>
                <th scope="col" className="num">Total</th>
                <th scope="col" className="num">Contribuíram</th>
                <th scope="col" className="num">Ativos</th>
              </tr>
            </thead>
            <tbody>
              {r.meses.map((m) => (
                <tr key={m.mes}>
                  <th scope="row">{competence(m.mes)}</th>
                  <td className="num" data-label="Total">{reais(m.valor_centavos)}</td>
                  <td className="num" data-label="Contribuíram">{m.contribuintes}</td>
                  <td className="num" data-label="Ativos">{m.ativos}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="card" aria-labelledby="methods-title">
          <h2 id="methods-title">Por forma de pagamento</h2>
          <ul className="report-list">
            {r.por_metodo.map((m) => (
              <li key={m.metodo}>
                <span>{METHODS[m.metodo as Method] ?? m.metodo}</span>
                <strong>{formatCents(m.valor_centavos)}</strong>
                <span className="muted small">{m.quantidade} lançamentos</span>
              </li>
            ))}
          </ul>
          <h2 id="campaigns-title">Campanhas que mais arrecadaram</h2>
          <ul className="report-list" aria-labelledby="campaigns-title">
            {r.campanhas.map((c) => (
              <li key={c.id}>
                <span>{c.nome}</span>
                <strong>{formatCents(c.valor_centavos)}</strong>
                <span className="muted small">{c.doadores} doadores</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
