import { DataTable, ListFilters, ListFrame, SelectFilter, TextFilter, useListController, type Column, type ListQuery, type Page } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { ReversalDialog } from '../../../core/reversal';
import { EmptyState, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { reversedHere, TIPOS_LANCAMENTO, type Lancamento } from '../../../shared/schemas/caixa';
import { apiUrl, day, formatCents, setFilters, supplierId } from '../format';
import { entriesQuery, useAccounts, useCommunities, useHolders, type EntriesPage } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useCaixaAccess } from '../useCaixaAccess';
import { useEntryReversal } from '../useEntryReversal';
import type { ViewProps } from './types';

const ENTRY_LIST = {
  key: 'lancamentos',
  filter: { de: '', ate: '', conta_id: '', portador_id: '', comunidade: '' },
  perPage: 20,
  pageSizes: [20, 50, 100],
};

/**
 * Reversed here: what was typed in the book (or booked from the bank's statement) and not reversed yet. What flowed in
 * from the tithe, a campaign or a stipend is corrected where it came from, which books its own reversal.
 */
const reversible = (e: Lancamento) => !e.estornado && e.estorno_de === null && reversedHere(e.origem);

function columns(onReverse: ((e: Lancamento) => void) | null): Column<Lancamento>[] {
  return [
    { id: 'data', header: 'Data', cell: (e) => day(e.data) },
    {
      id: 'descricao',
      header: 'Descrição',
      rowHeader: true,
      cell: (e) => (
        <>
          {e.descricao}
          {e.fornecedor && (
            <span className="muted small">
              {e.fornecedor}
              {e.fornecedor_documento ? ` (${supplierId(e.fornecedor_documento)})` : ''}
            </span>
          )}
          {e.motivo && (
            <span className="muted small">
              {e.estorno_de ? 'Estorno' : 'Motivo'}: {e.motivo}
            </span>
          )}
        </>
      ),
    },
    { id: 'conta', header: 'Conta', cell: (e) => (e.conta_nome ? `${e.conta_codigo} ${e.conta_nome}` : TIPOS_LANCAMENTO[e.tipo]) },
    { id: 'portador', header: 'Portador', cell: (e) => (e.destino_nome ? `${e.portador_nome} → ${e.destino_nome}` : e.portador_nome) },
    {
      id: 'documento',
      header: 'Documento',
      cell: (e) =>
        e.documento_url ? (
          <a href={apiUrl(e.documento_url)} target="_blank" rel="noopener">
            {e.documento_numero ? `Nº ${e.documento_numero}` : 'Ver documento'}
          </a>
        ) : (
          (e.documento_numero ?? '—')
        ),
    },
    {
      id: 'valor',
      header: 'Valor',
      className: 'num',
      cell: (e) => (
        <>
          <span className={e.valor_centavos < 0 ? 'negative' : undefined}>{formatCents(e.valor_centavos)}</span>
          {e.estornado && <span className="badge badge-warn">{CAIXA_TEXT.reversed}</span>}
        </>
      ),
    },
    {
      id: 'acoes',
      header: 'Ações',
      hidden: onReverse === null,
      cell: (e) =>
        onReverse && reversible(e) ? (
          <button
            type="button"
            className="btn btn-small btn-danger-outline"
            onClick={() => onReverse(e)}
            aria-label={`Estornar: ${e.descricao}, ${day(e.data)}`}
          >
            {CAIXA_TEXT.reverse}
          </button>
        ) : null,
    },
  ];
}

/** /caixa: the entries by period, account, holder and community, with the filter's totals, the CSV and the reversal. */
export function EntriesView({ container }: ViewProps) {
  const { canWrite } = useCaixaAccess();
  const accounts = useAccounts();
  const holders = useHolders();
  const communities = useCommunities();
  const list = useListController({
    ...ENTRY_LIST,
    // The page carries the filter's totals too; the list kit sees the page.
    query: ({ filter, page, perPage }) => entriesQuery({ ...setFilters(filter), page, limit: perPage }) as unknown as ListQuery<Page<Lancamento>>,
  });
  const totals = (list.data as EntriesPage | undefined)?.totals;
  const reversal = useEntryReversal();
  const filter = list.state.filter;

  return (
    <section className="page list-view" aria-labelledby="entries-title">
      <PageHead id="entries-title" title={CAIXA_TEXT.entriesTitle}>
        {canWrite && (
          <>
            <ElementLink to={pathTo('/caixa/lancamentos/novo')} container={container} className="btn btn-primary">
              {CAIXA_TEXT.newEntry}
            </ElementLink>
            <ElementLink to={pathTo('/caixa/transferencias/nova')} container={container} className="btn">
              {CAIXA_TEXT.newTransfer}
            </ElementLink>
          </>
        )}
        <a className="btn" href={apiUrl('/api/caixa/lancamentos', { ...setFilters(filter), formato: 'csv' })} download>
          {CAIXA_TEXT.exportCsv}
        </a>
      </PageHead>

      <ListFilters label="Filtros dos lançamentos" clear={list}>
        <TextFilter list={list} name="de" label="De" type="date" />
        <TextFilter list={list} name="ate" label="Até" type="date" />
        <SelectFilter
          list={list}
          name="conta_id"
          label="Conta"
          all="Todas"
          options={(accounts.data ?? []).map((c) => [c.id, `${c.codigo} ${c.nome}`] as const)}
        />
        <SelectFilter list={list} name="portador_id" label="Portador" all="Todos" options={(holders.data ?? []).map((h) => [h.id, h.nome] as const)} />
        <SelectFilter list={list} name="comunidade" label="Comunidade" all="Todas" options={communities} />
      </ListFilters>
      {totals && (
        <p className="totals" role="status">
          <span>
            Entradas: <strong>{formatCents(totals.entradas_centavos)}</strong>
          </span>
          <span>
            Saídas: <strong>{formatCents(totals.saidas_centavos)}</strong>
          </span>
          <span>
            Saldo do filtro: <strong>{formatCents(totals.saldo_centavos)}</strong> ({totals.quantidade} lançamento(s), estornos descontados)
          </span>
        </p>
      )}
      <ListFrame list={list} failed={CAIXA_TEXT.entriesFailed} loading="Carregando lançamentos..." empty={<EmptyState title={CAIXA_TEXT.entriesEmpty} />}>
        <DataTable list={list} columns={columns(canWrite ? reversal.open : null)} rowKey={(e) => e.id} caption="Lançamentos do livro caixa" />
      </ListFrame>

      <ReversalDialog
        reversal={reversal}
        title={CAIXA_TEXT.reversalTitle}
        fieldId="reversal-reason"
        message={(e) => (
          <p>
            {e.descricao} ({formatCents(e.valor_centavos)}) recebe um lançamento oposto no mês aberto; nada é apagado.
          </p>
        )}
      />
    </section>
  );
}
