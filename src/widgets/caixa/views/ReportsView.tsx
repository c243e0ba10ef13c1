import { useId, useState } from 'react';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { DataFrame, fromQuery } from '../../../core/data';
import { FieldFrame, serverFieldErrors } from '../../../core/form';
import { Tabs } from '../../../core/ui';
import type { Anual, Balancete, Orcamento, Prestacao } from '../../../shared/schemas/caixa';
import { REPORTS, type Query, type ReportKind, type ReportOf } from '../api';
import { apiUrl, day, month } from '../format';
import { useAccounts, useReport } from '../queries';
import { useCaixaAccess } from '../useCaixaAccess';
import { BudgetForm } from './BudgetForm';
import { CAIXA_TEXT } from '../text';
import { MoneyTable } from './MoneyTable';

const TABS = [
  { value: 'balancete', label: 'Balancete mensal' },
  { value: 'anual', label: 'Ano mês a mês' },
  { value: 'orcamento', label: 'Orçamento' },
  { value: 'prestacao', label: 'Prestação de contas' },
] as const;

/** /caixa/relatorios: the balancete, the year by month, the budget and the prestação de contas, each on screen, in PDF and in CSV. */
export function ReportsView() {
  const today = useParishToday();
  const [kind, setKind] = useState<ReportKind>('balancete');
  const [period, setPeriod] = useState<Query>({ mes: today.slice(0, 7), ano: today.slice(0, 4), de: `${today.slice(0, 4)}-01-01`, ate: today });
  const query: Query = kind === 'balancete' ? { mes: period.mes } : kind === 'prestacao' ? { de: period.de, ate: period.ate } : { ano: period.ano };
  const report = useReport(kind, query);
  const refused = serverFieldErrors(report.error);
  const panelId = useId();
  const input = (name: string, label: string, type: string) => (
    <FieldFrame label={label} error={refused[name]}>
      {(a) => <input {...a} type={type} value={period[name] ?? ''} onChange={(e) => setPeriod((p) => ({ ...p, [name]: e.target.value }))} />}
    </FieldFrame>
  );
  return (
    <section className="page" aria-labelledby="caixa-reports-title">
      <header className="page-head">
        <h1 id="caixa-reports-title">{CAIXA_TEXT.reportsTitle}</h1>
      </header>
      <Tabs tabs={TABS} value={kind} onChange={setKind} panelId={panelId} label="Relatórios" />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${kind}`}>
        <div className="card report-links">
          {kind === 'balancete' && input('mes', 'Mês', 'month')}
          {(kind === 'anual' || kind === 'orcamento') && input('ano', 'Ano', 'number')}
          {kind === 'prestacao' && (
            <>
              {input('de', 'De', 'date')}
              {input('ate', 'Até', 'date')}
            </>
          )}
          <a className="btn" href={apiUrl(REPORTS[kind].path, { ...query, formato: 'pdf' })} download>
            Baixar PDF
          </a>
          <a className="btn" href={apiUrl(REPORTS[kind].path, { ...query, formato: 'csv' })} download>
            Baixar CSV
          </a>
        </div>
        {Object.keys(refused).length === 0 && (
          <DataFrame state={fromQuery(report)} loading="Carregando relatório..." failed="Falha ao carregar o relatório">
            {(data) => <ReportBody kind={kind} data={data} />}
          </DataFrame>
        )}
      </div>
    </section>
  );
}

function ReportBody({ kind, data }: { kind: ReportKind; data: ReportOf<ReportKind> }) {
  if (kind === 'balancete') return <BalanceteTables r={data as Balancete} />;
  if (kind === 'anual') return <AnualTable r={data as Anual} />;
  if (kind === 'orcamento') return <OrcamentoTable r={data as Orcamento} />;
  return <PrestacaoTables r={data as Prestacao} />;
}

const byAccount = (list: { conta_id: number; codigo: string; nome: string; valor_centavos: number }[]) =>
  list.map((c) => ({ key: c.conta_id, label: `${c.codigo} ${c.nome}`, values: [c.valor_centavos] }));

function BalanceteTables({ r }: { r: Balancete }) {
  const t = r.totais;
  return (
    <div className="card">
      <h2>
        Balancete de {month(r.mes)} {r.fechado ? <span className="badge badge-off">Fechado</span> : <span className="badge badge-ok">Aberto</span>}
      </h2>
      <MoneyTable
        caption="Saldos por portador"
        head="Portador"
        columns={['Saldo inicial', 'Entradas', 'Saídas', 'Saldo final']}
        rows={[
          ...r.portadores.map((p) => ({
            key: p.portador_id,
            label: p.nome,
            values: [p.saldo_inicial_centavos, p.entradas_centavos, p.saidas_centavos, p.saldo_final_centavos],
          })),
          { key: 'total', label: 'Total', strong: true, values: [t.saldo_inicial_centavos, t.receitas_centavos, t.despesas_centavos, t.saldo_final_centavos] },
        ]}
      />
      <MoneyTable
        caption="Receitas por conta"
        head="Conta"
        columns={['Valor']}
        rows={[...byAccount(r.receitas), { key: 't', label: 'Total', strong: true, values: [t.receitas_centavos] }]}
      />
      <MoneyTable
        caption="Despesas por conta"
        head="Conta"
        columns={['Valor']}
        rows={[...byAccount(r.despesas), { key: 't', label: 'Total', strong: true, values: [t.despesas_centavos] }]}
      />
    </div>
  );
}

function AnualTable({ r }: { r: Anual }) {
  return (
    <div className="card">
      <MoneyTable
        caption={`Receitas e despesas de ${r.ano}, mês a mês`}
        head="Mês"
        columns={['Receitas', 'Despesas', 'Saldo']}
        rows={[
          ...r.meses.map((m) => ({ key: m.mes, label: month(m.mes), values: [m.receitas_centavos, m.despesas_centavos, m.saldo_centavos] })),
          { key: 'ano', label: `Total ${r.ano}`, strong: true, values: [r.totais.receitas_centavos, r.totais.despesas_centavos, r.totais.saldo_centavos] },
        ]}
      />
      <MoneyTable
        caption={`Contas em ${r.ano}`}
        head="Conta"
        columns={['Total']}
        rows={r.contas.map((c) => ({ key: c.conta_id, label: `${c.codigo} ${c.nome}`, values: [c.total_centavos] }))}
      />
    </div>
  );
}

function OrcamentoTable({ r }: { r: Orcamento }) {
  const { canWrite } = useCaixaAccess();
  const accounts = useAccounts().data;
  return (
    <>
      <div className="card">
        <MoneyTable
          caption={`Orçado e realizado em ${r.ano}, por conta`}
          head="Conta"
          columns={['Orçado', 'Realizado']}
          rows={[
            ...r.contas.map((c) => ({
              key: c.conta_id,
              label: `${c.codigo} ${c.nome}${c.percentual === null ? '' : ` (${c.percentual.toLocaleString('pt-BR')}%)`}`,
              values: [c.orcado_centavos, c.realizado_centavos],
            })),
            { key: 't', label: 'Total', strong: true, values: [r.totais.orcado_centavos, r.totais.realizado_centavos] },
          ]}
        />
      </div>
      {canWrite && accounts && <BudgetForm key={r.ano} report={r} accounts={accounts} />}
    </>
  );
}

function PrestacaoTables({ r }: { r: Prestacao }) {
  const groups = (list: Prestacao['receitas']) => list.map((g) => ({ key: g.codigo, label: g.grupo, values: [g.valor_centavos] }));
  return (
    <div className="card">
      <h2>
        Prestação de contas de {day(r.de)} a {day(r.ate)}
      </h2>
      <MoneyTable
        caption="Resumo por grupo"
        head="Grupo"
        columns={['Valor']}
        rows={[
          { key: 'inicial', label: 'Saldo inicial', strong: true, values: [r.saldo_inicial_centavos] },
          ...groups(r.receitas),
          { key: 'receitas', label: 'Total de receitas', strong: true, values: [r.receitas_centavos] },
          ...groups(r.despesas),
          { key: 'despesas', label: 'Total de despesas', strong: true, values: [r.despesas_centavos] },
          { key: 'final', label: 'Saldo final', strong: true, values: [r.saldo_final_centavos] },
        ]}
      />
      <p className="muted small">Assinaturas no PDF: {r.assinaturas.map((a) => (a.nome ? `${a.cargo} (${a.nome})` : a.cargo)).join(', ')}.</p>
    </div>
  );
}
