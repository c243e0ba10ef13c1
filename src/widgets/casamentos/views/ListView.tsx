import { useState } from 'react';
import { navigate } from '../../../core/elements/events';
import { formatDate } from '../../../core/format';
import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, TextFilter, useListController, USUAL_PAGES, type Column } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { PageHead } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { CASAMENTO_ESTADOS, type CasamentoResumo } from '../../../shared/schemas/casamentos';
import { ChecklistDialog } from '../components/ChecklistDialog';
import { QuestionarioDialog } from '../components/QuestionarioDialog';
import { EstadoBadge } from '../components/EstadoBadge';
import { casamentosQuery } from '../queries';
import { TEXT } from '../text';
import type { ViewProps } from './types';

const FILE_LIST = { key: 'casamentos', filter: { q: '', estado: '', mes: '' }, typed: ['q'] as const, debounceMs: 300, ...USUAL_PAGES };
const SEARCH = ['q', 'estado', 'mes'] as const;

const columns = (container: ViewProps['container']): Column<CasamentoResumo>[] => [
  { id: 'nome', header: TEXT.couple, rowHeader: true, cell: (c) => c.nome },
  { id: 'estado', header: TEXT.state, cell: (c) => <EstadoBadge estado={c.estado} /> },
  {
    id: 'data',
    header: TEXT.weddingDate,
    cell: (c) =>
      c.data_prevista ? `${formatDate(c.data_prevista)}${c.hora_prevista ? `, ${c.hora_prevista}` : ''}${c.ent_name ? ` — ${c.ent_name}` : ''}` : '—',
  },
  { id: 'faltando', header: TEXT.missingDocuments, className: 'num', cell: (c) => c.documentos_faltando },
  {
    id: 'avisos',
    header: TEXT.deadlines,
    cell: (c) =>
      c.avisos.length === 0 ? (
        '—'
      ) : (
        <ul className="warnings">
          {c.avisos.map((a) => (
            <li key={a} className="badge badge-warn">
              {a}
            </li>
          ))}
        </ul>
      ),
  },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (c) => (
      <ElementLink to={pathTo('/casamentos/{id}', { id: c.id })} container={container} className="btn btn-small" label={`Abrir o processo de ${c.nome}`}>
        Abrir
      </ElementLink>
    ),
  },
];

/** /casamentos: the parish's marriage files, by couple, state and month of the wedding, with what is missing and the deadlines. */
export function ListView({ container }: ViewProps) {
  const list = useListController({
    ...FILE_LIST,
    query: ({ filter, page, perPage }) =>
      casamentosQuery({ q: filter.q.trim() || undefined, estado: filter.estado || undefined, mes: filter.mes || undefined, page, limit: perPage }),
  });
  const user = useUser();
  const writer = can(user, 'casamentosWrite');
  const [editing, setEditing] = useState<'checklist' | 'questionario' | null>(null);
  return (
    <section className="page list-view" aria-labelledby="files-title">
      <PageHead id="files-title" title={TEXT.listTitle}>
        {can(user, 'pedidosWrite') && (
          <ElementLink to={pathTo('/pedidos')} container={container} className="btn">
            {TEXT.pedidosTitle}
          </ElementLink>
        )}
        {writer && (
          <button type="button" className="btn" onClick={() => setEditing('checklist')}>
            {TEXT.checklistButton}
          </button>
        )}
        {writer && (
          <button type="button" className="btn" onClick={() => setEditing('questionario')}>
            {TEXT.questionnaireButton}
          </button>
        )}
        {writer && (
          <ElementLink to={pathTo('/casamentos/novo')} container={container} className="btn btn-primary">
            {TEXT.newFile}
          </ElementLink>
        )}
      </PageHead>
      <ListFilters
        label="Filtros dos processos"
        clear={{ filtered: SEARCH.some((k) => list.filter[k] !== ''), clearFilters: () => SEARCH.forEach((k) => list.setFilter(k, '')) }}
      >
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome de um dos noivos" maxLength={100} />
        <SelectFilter list={list} name="estado" label={TEXT.state} options={CASAMENTO_ESTADOS} all="Todos" />
        <TextFilter list={list} name="mes" label={TEXT.month} type="month" />
        <PageSizeField list={list} />
      </ListFilters>
      <ListFrame list={list} failed={TEXT.listFailed} loading={TEXT.loadingList} empty={TEXT.empty}>
        <DataTable
          list={list}
          columns={columns(container)}
          caption={TEXT.listTitle}
          onOpen={(c) => navigate(container, pathTo('/casamentos/{id}', { id: c.id }))}
        />
      </ListFrame>
      {editing === 'checklist' && <ChecklistDialog onClose={() => setEditing(null)} />}
      {editing === 'questionario' && <QuestionarioDialog onClose={() => setEditing(null)} />}
    </section>
  );
}
