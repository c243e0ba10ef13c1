import { navigate } from '../../../core/elements/events';
import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter, useListController, type Column } from '../../../core/list';
import { EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DIZIMO_MSG, METHODS, SITUACAO, TITHER_STATUS, type Method, type Tither } from '../../../shared/schemas/dizimo';
import { apiUrl, competence, formatCents } from '../format';
import { tithersQuery } from '../queries';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

const TITHER_LIST = {
  key: 'dizimistas',
  filter: { q: '', status: '', situacao: '' },
  typed: ['q'] as const,
  debounceMs: 300,
  perPage: 20,
  pageSizes: [20, 50, 100],
};

const columns = (container: ViewProps['container']): Column<Tither>[] => [
  { id: 'carne', header: 'Carnê', className: 'num', cell: (t) => t.numero_carne },
  { id: 'nome', header: 'Nome', rowHeader: true, cell: (t) => t.nome },
  {
    id: 'situacao',
    header: 'Situação',
    cell: (t) => <span className={`badge badge-${t.situacao === 'em_dia' ? 'ok' : 'warn'}`}>{SITUACAO[t.situacao]}</span>,
  },
  { id: 'ultima', header: 'Última competência', cell: (t) => competence(t.ultima_competencia) },
  { id: 'pactuado', header: 'Valor pactuado', className: 'num', cell: (t) => (t.valor_pactuado_centavos ? formatCents(t.valor_pactuado_centavos) : '—') },
  { id: 'forma', header: 'Forma preferida', cell: (t) => (t.metodo_preferido ? METHODS[t.metodo_preferido as Method] : '—') },
  { id: 'status', header: 'Status', cell: (t) => TITHER_STATUS[t.status as 1 | 2] },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (t) => (
      <span className="row-actions">
        <ElementLink
          to={pathTo('/dizimo/contribuicoes', { query: { dizimista_id: t.id } })}
          container={container}
          className="btn btn-small"
          label={`Contribuições: ${t.nome}`}
        >
          Contribuições
        </ElementLink>
        <ElementLink to={pathTo('/dizimo/dizimistas/{id}/editar', { id: t.id })} container={container} className="btn btn-small" label={`Editar: ${t.nome}`}>
          Editar
        </ElementLink>
      </span>
    ),
  },
];

/** /dizimo: the parish's tithers, by name or card number, status and 'em dia' / 'atrasado'; the CSV of the filter. */
export function TithersView({ container }: ViewProps) {
  const list = useListController({
    ...TITHER_LIST,
    query: ({ filter, page, perPage }) =>
      tithersQuery({ q: filter.q.trim() || undefined, status: filter.status || undefined, situacao: filter.situacao || undefined, page, limit: perPage }),
  });
  const { q, status, situacao } = list.state.filter;
  return (
    <section className="page list-view" aria-labelledby="tithers-title">
      <header className="page-head">
        <h1 id="tithers-title">Dizimistas</h1>
        <div className="head-actions">
          <a className="btn" href={apiUrl('/api/dizimo/dizimistas/export', { q: q.trim(), status, situacao })} download>
            Exportar CSV
          </a>
          <ElementLink to={pathTo('/dizimo/dizimistas/novo')} container={container} className="btn btn-primary">
            Novo dizimista
          </ElementLink>
        </div>
      </header>
      <ListFilters label="Filtros dos dizimistas" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome ou número do carnê" maxLength={100} />
        <SelectFilter list={list} name="status" label="Status" all="Todos" options={Object.entries(TITHER_STATUS)} />
        <SelectFilter list={list} name="situacao" label="Situação" all="Todas" options={Object.entries(SITUACAO)} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar dizimistas" loading="Carregando dizimistas..." empty={<EmptyState title={DIZIMO_MSG.titherEmpty} />}>
        <DataTable
          list={list}
          columns={columns(container)}
          rowKey={(t) => t.id}
          caption="Dizimistas da paróquia"
          onOpen={(t) => navigate(container, pathTo('/dizimo/dizimistas/{id}/editar', { id: t.id }))}
        />
      </ListFrame>
    </section>
  );
}
