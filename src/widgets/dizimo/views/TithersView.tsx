import { navigate } from '../../../core/elements/events';
import { DataTable, ExportLink, filterQuery, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter, type Column } from '../../../core/list';
import { ElementLink } from '../../../core/ui/ElementLink';
import { DIZIMO_MSG, METHODS, SITUACAO, TITHER_STATUS, type Method, type Tither } from '../../../shared/schemas/dizimo';
import { apiUrl, competence, formatCents } from '../format';
import { useTitherList } from '../lists';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';
import { PageHead } from '../../../core/ui';

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
  const list = useTitherList();
  return (
    <section className="page list-view" aria-labelledby="tithers-title">
      <PageHead id="tithers-title" title="Dizimistas">
        <ExportLink href={apiUrl('/api/dizimo/dizimistas/export', filterQuery(list.state.filter))} />
        <ElementLink to={pathTo('/dizimo/dizimistas/novo')} container={container} className="btn btn-primary">
          Novo dizimista
        </ElementLink>
      </PageHead>
      <ListFilters label="Filtros dos dizimistas" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome ou número do carnê" maxLength={100} />
        <SelectFilter list={list} name="status" label="Status" all="Todos" options={Object.entries(TITHER_STATUS)} />
        <SelectFilter list={list} name="situacao" label="Situação" all="Todas" options={Object.entries(SITUACAO)} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed="Falha ao carregar dizimistas" loading="Carregando dizimistas..." empty={DIZIMO_MSG.titherEmpty}>
        <DataTable
          list={list}
          columns={columns(container)}
          caption="Dizimistas da paróquia"
          onOpen={(t) => navigate(container, pathTo('/dizimo/dizimistas/{id}/editar', { id: t.id }))}
        />
      </ListFrame>
    </section>
  );
}
