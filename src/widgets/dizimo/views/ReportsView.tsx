import type { ChartOptions } from 'frappe-charts';
import { useMemo, useState, type FormEvent } from 'react';
import { ChartCard } from '../../../core/charts/ChartCard';
import { DataFrame, fromQuery } from '../../../core/data';
import { FieldFrame, serverFieldErrors } from '../../../core/form';
import { formatWholeReais } from '../../../shared/money';
import { MAX_PERIOD_MONTHS } from '../../../shared/schemas/date-filter';
import { METHODS, type Method, type Report } from '../../../shared/schemas/dizimo';
import { competence, day, formatCents } from '../format';
import { useReport } from '../queries';
import { NumCell, NumHeads } from '../../../core/ui';

const reais = (cents: number | undefined) => (typeof cents === 'number' ? formatCents(cents) : '');
/** The money chart is drawn in reais; its axis and tooltip read 'R$ 10.000'. */
const axisReais = (value: number) => formatWholeReais(value * 100);

const AXES = { xAxisMode: 'tick', yAxisMode: 'span', xIsSeries: 1 } as const;

/** Money on its own R$ axis; the tithers' counts on theirs, with short names so the legend is never cut. */
function charts(r: Report): { money: ChartOptions; tithers: ChartOptions } {
  const labels = r.meses.map((m) => competence(m.mes));
  return {
    money: {
      type: 'bar',
      height: 260,
      colors: ['#1f4e8c'],
      data: { labels, datasets: [{ name: 'Total recebido', values: r.meses.map((m) => m.valor_centavos / 100) }] },
      axisOptions: AXES,
      tooltipOptions: { formatTooltipY: (v) => (typeof v === 'number' ? formatCents(Math.round(v * 100)) : '') },
    },
    tithers: {
      type: 'line',
      height: 220,
      colors: ['#c08a1e', '#7a8593'],
      data: {
        labels,
        datasets: [
          { name: 'Contribuíram', values: r.meses.map((m) => m.contribuintes) },
          { name: 'Ativos', values: r.meses.map((m) => m.ativos) },
        ],
      },
      axisOptions: AXES,
      tooltipOptions: { formatTooltipY: (v) => (typeof v === 'number' ? v.toLocaleString('pt-BR') : '') },
    },
  };
}

/** /dizimo/relatorios: a period (the last 12 months unless chosen, at most 36), by month, by method, tithers contributing against active ones, top campaigns. */
export function ReportsView() {
  const [typed, setTyped] = useState({ de: '', ate: '' });
  const [period, setPeriod] = useState<{ de?: string; ate?: string }>({});
  const report = useReport(period);
  // A period the server refused (422) is said under its fields, with no report.
  const refused = serverFieldErrors(report.error);

  function choose(e: FormEvent) {
    e.preventDefault();
    setPeriod({ de: typed.de || undefined, ate: typed.ate || undefined });
  }

  const filter = (
    <form className="card report-period" onSubmit={choose} aria-label="Período do relatório" noValidate>
      <FieldFrame label="De" error={refused.de}>
        {(a) => <input {...a} type="date" min="1900-01-01" value={typed.de} onChange={(e) => setTyped((p) => ({ ...p, de: e.target.value }))} />}
      </FieldFrame>
      <FieldFrame label="Até" error={refused.ate}>
        {(a) => <input {...a} type="date" min="1900-01-01" value={typed.ate} onChange={(e) => setTyped((p) => ({ ...p, ate: e.target.value }))} />}
      </FieldFrame>
      <button type="submit" className="btn">
        Ver período
      </button>
      <p className="muted small">Em branco: os últimos 12 meses. Até {MAX_PERIOD_MONTHS} meses por relatório.</p>
    </form>
  );

  const r = report.data;
  return (
    <section className="page" aria-labelledby="reports-title">
      <header className="page-head">
        <h1 id="reports-title">Relatórios do dízimo</h1>
        {r && (
          <p className="muted">
            De {day(r.de)} a {day(r.ate)}: <strong>{formatCents(r.total_centavos)}</strong>
          </p>
        )}
      </header>
      {filter}
      {Object.keys(refused).length === 0 && (
        <DataFrame state={fromQuery(report)} loading="Carregando relatório..." failed="Falha ao carregar o relatório">
          {(data) => <ReportCharts r={data} />}
        </DataFrame>
      )}
    </section>
  );
}

function ReportCharts({ r }: { r: Report }) {
  const drawn = useMemo(() => charts(r), [r]);
  return (
    <>
      <ChartCard
        id="monthly"
        title="Total por mês"
        subtitle="Total recebido no mês, em reais (estornos descontados)."
        label={`Total recebido por mês, de ${day(r.de)} a ${day(r.ate)}`}
        options={drawn.money}
        formatY={axisReais}
        height={260}
        summary={null}
      />
      <ChartCard
        id="tithers"
        title="Dizimistas por mês"
        subtitle="Quantos contribuíram no mês, e quantos dizimistas ativos havia."
        label={`Dizimistas que contribuíram e dizimistas ativos por mês, de ${day(r.de)} a ${day(r.ate)}`}
        options={drawn.tithers}
        height={220}
        summary={null}
      />
      <ReportTables r={r} />
    </>
  );
}

function ReportTables({ r }: { r: Report }) {
  return (
    <div className="report-grid">
      <section className="card" aria-labelledby="months-title">
        <h2 id="months-title">Mês a mês</h2>
        <table>
          <caption className="sr-only">Total recebido e dizimistas por mês</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <NumHeads labels={['Total', 'Contribuíram', 'Ativos']} />
            </tr>
          </thead>
          <tbody>
            {r.meses.map((m) => (
              <tr key={m.mes}>
                <th scope="row">{competence(m.mes)}</th>
                <NumCell label="Total">{reais(m.valor_centavos)}</NumCell>
                <NumCell label="Contribuíram">{m.contribuintes}</NumCell>
                <NumCell label="Ativos">{m.ativos}</NumCell>
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
  );
}
