import type { ChartOptions } from 'frappe-charts';
import { useId, useMemo, useState } from 'react';
import { apiUrl } from '../../../core/api/url';
import { ChartCard, SeriesTable } from '../../../core/charts/ChartCard';
import { DataFrame, fromQuery } from '../../../core/data';
import { formatNumber } from '../../../core/format';
import { useUser } from '../../../core/session/SignedIn';
import { NumCell, NumHeads, Options, PageHead } from '../../../core/ui';
import { can } from '../../../shared/roles';
import { ESTATISTICAS_ROTULOS, type EstatisticaChave, type Estatisticas, type Numeros } from '../../../shared/schemas/diocese';
import { ESTATISTICAS_PATH } from '../api';
import { YearSelect } from '../components/YearSelect';
import { useDiocese, useEstatisticas } from '../queries';
import { DIOCESE_TEXT } from '../text';
import { useYears } from '../useYears';

const KEYS = Object.keys(ESTATISTICAS_ROTULOS) as EstatisticaChave[];
const baptisms = (n: Numeros) => n.batismos_ate_1 + n.batismos_1_a_7 + n.batismos_acima_7;
const marriages = (n: Numeros) => n.matrimonios_catolicos + n.matrimonios_mistos;

/** The per-parish table's columns: the questionnaire's lines gathered so that the table fits a laptop's width. */
const PER_PARISH: [string, (n: Numeros) => number][] = [
  ['Batismos', baptisms],
  ['1ª Eucaristia', (n) => n.primeiras_comunhoes],
  ['Crismas', (n) => n.crismas],
  ['Matrimônios', marriages],
  ['Exéquias', (n) => n.exequias],
  ['Catequese', (n) => n.catequese_inscritos],
];

/** The five years up to the one chosen, one group of bars per year. */
function chart(s: Estatisticas): ChartOptions {
  return {
    type: 'bar',
    height: 260,
    colors: ['#1f4e8c', '#c08a1e', '#2e7d4f', '#8e3b46', '#7a8593'],
    data: {
      labels: s.anos.map((a) => String(a.ano)),
      datasets: PER_PARISH.slice(0, 5).map(([name, value]) => ({ name, values: s.anos.map((a) => value(a.numeros)) })),
    },
    axisOptions: { xIsSeries: 1 },
  };
}

/**
 * /diocese/estatisticas: the year's sacraments per parish and for the diocese, in the lines of the sacraments section
 * of the Holy See's annual questionnaire; a chart of the last five years; CSV and PDF. A parish's administration
 * sees its own parish.
 */
export function StatisticsView() {
  const office = can(useUser(), 'dioceseRead');
  const years = useYears();
  const [paroquia, setParoquia] = useState('');
  const query = { ano: years.ano, paroquia_id: paroquia || undefined };
  const stats = useEstatisticas(query);
  const parishes = useDiocese().data?.paroquias ?? [];
  const parishId = useId();
  return (
    <section className="page" aria-labelledby="statistics-title">
      <PageHead id="statistics-title" title={DIOCESE_TEXT.statisticsTitle}>
        <a className="btn" href={apiUrl(ESTATISTICAS_PATH, { ...query, formato: 'csv' })} download>
          Baixar CSV
        </a>
        <a className="btn" href={apiUrl(ESTATISTICAS_PATH, { ...query, formato: 'pdf' })} download>
          Baixar PDF
        </a>
      </PageHead>
      <div className="card field-row diocese-actions">
        <YearSelect years={years} />
        {office && (
          <div className="field">
            <label htmlFor={parishId}>Paróquia</label>
            <select id={parishId} value={paroquia} onChange={(e) => setParoquia(e.target.value)}>
              <option value="">Toda a diocese</option>
              <Options choices={parishes.map((p) => [p.id, p.nome] as const)} />
            </select>
          </div>
        )}
      </div>
      <DataFrame state={fromQuery(stats)} loading="Carregando estatísticas..." failed={DIOCESE_TEXT.statisticsFailed}>
        {(s) => <Tables stats={s} />}
      </DataFrame>
    </section>
  );
}

function Tables({ stats: s }: { stats: Estatisticas }) {
  const options = useMemo(() => chart(s), [s]);
  const scope = s.paroquia_id === null ? 'da diocese' : (s.paroquias[0]?.nome ?? 'da paróquia');
  return (
    <>
      <section className="card" aria-labelledby="totals-title">
        <h2 id="totals-title">
          Sacramentos de {s.ano}, {scope}
        </h2>
        <table className="report-table">
          <caption className="sr-only">Números de {s.ano}</caption>
          <thead>
            <tr>
              <th scope="col">Linha do questionário</th>
              <NumHeads labels={[String(s.ano)]} />
            </tr>
          </thead>
          <tbody>
            {KEYS.map((k) => (
              <tr key={k}>
                <th scope="row">{ESTATISTICAS_ROTULOS[k]}</th>
                <NumCell label={String(s.ano)}>{formatNumber(s.total[k])}</NumCell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ChartCard
        id="statistics-years"
        title="Ano a ano"
        subtitle={`Os cinco anos até ${s.ano}, ${scope}.`}
        label={`Gráfico de barras: batismos, primeiras eucaristias, crismas, matrimônios e exéquias por ano, ${scope}`}
        options={options}
        height={260}
        summary={
          <SeriesTable caption="Batismos por ano" head={['Ano', 'Batismos']} rows={s.anos.map((a) => [String(a.ano), formatNumber(baptisms(a.numeros))])} />
        }
      />
      {s.paroquias.length > 1 && (
        <section className="card" aria-labelledby="per-parish-title">
          <h2 id="per-parish-title">Por paróquia</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabela por paróquia">
            <table className="report-table">
              <caption className="sr-only">Sacramentos de {s.ano} por paróquia</caption>
              <thead>
                <tr>
                  <th scope="col">Paróquia</th>
                  <NumHeads labels={PER_PARISH.map(([name]) => name)} />
                </tr>
              </thead>
              <tbody>
                {s.paroquias.map((p) => (
                  <tr key={p.paroquia_id}>
                    <th scope="row">{p.nome}</th>
                    {PER_PARISH.map(([name, value]) => (
                      <NumCell key={name} label={name}>
                        {formatNumber(value(p.numeros))}
                      </NumCell>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
