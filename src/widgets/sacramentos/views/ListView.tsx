import { useId } from 'react';
import { navigate } from '../../../core/elements/events';
import { formatDate } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, PageSizeField, TextFilter, useListController, USUAL_PAGES, type Column } from '../../../core/list';
import { useSession } from '../../../core/session/useSession';
import { Tabs, PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { SACRAMENTO_TIPO_LIST, SACRAMENTO_TIPOS, type SacramentoRecord, type SacramentoTipo } from '../../../shared/schemas/sacramentos';
import { ConcludedClasses } from '../components/ConcludedClasses';
import { StatusBadge } from '../components/StatusBadge';
import { kindOf } from '../kinds';
import { recordsQuery } from '../queries';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

const RECORD_LIST = {
  key: 'sacramentos',
  filter: { tipo: 'batismo', q: '', de: '', ate: '', livro: '' },
  typed: ['q', 'livro'] as const,
  debounceMs: 300,
  ...USUAL_PAGES,
};
/** The filters 'Limpar filtros' clears: the tab stays. */
const SEARCH = ['q', 'de', 'ate', 'livro'] as const;
const TABS = SACRAMENTO_TIPO_LIST.map((value) => ({ value, label: SACRAMENTO_TIPOS[value] }));

const columns = (tipo: SacramentoTipo, container: ViewProps['container']): Column<SacramentoRecord>[] => [
  { id: 'numero', header: 'Livro/folha/termo', className: 'num', cell: (r) => `${r.livro}/${r.folha}/${r.termo}` },
  { id: 'nome', header: tipo === 'matrimonio' ? 'Cônjuges' : 'Nome', rowHeader: true, cell: (r) => r.nome },
  { id: 'data', header: 'Data', cell: (r) => formatDate(r.data) },
  { id: 'celebrante', header: 'Celebrante', cell: (r) => r.celebrante ?? '—' },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge annulled={r.anulado} /> },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (r) => (
      <ElementLink
        to={pathTo('/sacramentos/{tipo}/{id}', { tipo: r.tipo, id: r.id })}
        container={container}
        className="btn btn-small"
        label={`Abrir o registro de ${r.nome}`}
      >
        Abrir
      </ElementLink>
    ),
  },
];

/** /sacramentos: one book at a time (a tab per kind, kept in the address), by name or parents, period and book number. */
export function ListView({ container }: ViewProps) {
  const list = useListController({
    ...RECORD_LIST,
    query: ({ filter, page, perPage }) =>
      recordsQuery(kindOf(filter.tipo) ?? 'batismo', {
        q: filter.q.trim() || undefined,
        de: filter.de || undefined,
        ate: filter.ate || undefined,
        livro: filter.livro.trim() || undefined,
        page,
        limit: perPage,
      }),
  });
  const tipo = kindOf(list.state.filter.tipo) ?? 'batismo';
  const writer = can(
    useSession((s) => s.user),
    'sacramentosWrite',
  );
  const panelId = useId();
  return (
    <section className="page list-view" aria-labelledby="records-title">
      <PageHead id="records-title" title="Registros de sacramentos">
        <ElementLink to={pathTo('/sacramentos/livros')} container={container} className="btn">
          Livros
        </ElementLink>
        {writer && (
          <ElementLink to={pathTo('/sacramentos/{tipo}/novo', { tipo })} container={container} className="btn btn-primary">
            Novo registro
          </ElementLink>
        )}
      </PageHead>
      <Tabs tabs={TABS} value={tipo} onChange={(v) => list.setFilter('tipo', v)} panelId={panelId} label="Tipo de registro" />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tipo}`} className="page">
        {writer && tipo === 'crisma' && <ConcludedClasses container={container} />}
        <ListFilters
          label={`Filtros: ${SACRAMENTO_TIPOS[tipo]}`}
          clear={{ filtered: SEARCH.some((k) => list.filter[k] !== ''), clearFilters: () => SEARCH.forEach((k) => list.setFilter(k, '')) }}
        >
          <TextFilter list={list} name="q" label="Buscar" placeholder="Nome, cônjuges ou pais" maxLength={100} />
          <TextFilter list={list} name="de" label="De" type="date" />
          <TextFilter list={list} name="ate" label="Até" type="date" />
          <TextFilter list={list} name="livro" label="Livro" type="text" maxLength={5} />
          <PageSizeField list={list} />
        </ListFilters>
        <ListFrame list={list} failed="Falha ao carregar registros" loading="Carregando registros..." empty="Nenhum registro encontrado.">
          <DataTable
            list={list}
            columns={columns(tipo, container)}
            caption={`Registros de ${SACRAMENTO_TIPOS[tipo]}`}
            onOpen={(r) => navigate(container, pathTo('/sacramentos/{tipo}/{id}', { tipo: r.tipo, id: r.id }))}
          />
        </ListFrame>
      </div>
    </section>
  );
}
