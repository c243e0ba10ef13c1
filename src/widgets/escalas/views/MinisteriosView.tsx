import { navigate } from '../../../core/elements/events';
import { DataTable, ListFilters, ListFrame, TextFilter, useLocalListController, type Column } from '../../../core/list';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { DeleteDialog, EmptyState, toast } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { VISIBILIDADES, type Ministerio } from '../../../shared/schemas/escalas';
import { searchFold } from '../../../shared/search-fold';
import { ministeriosQuery, useDeleteMinisterio } from '../queries';
import { TEXT } from '../text';
import type { ViewProps } from './types';

const MINISTRY_LIST = { key: 'ministerios', filter: { q: '' }, typed: ['q'] as const, debounceMs: 200, perPage: 50, pageSizes: [50] };

const columns = (container: ViewProps['container'], admin: boolean, remove: (m: Ministerio) => void): Column<Ministerio>[] => [
  { id: 'nome', header: TEXT.name, rowHeader: true, cell: (m) => m.nome },
  { id: 'funcoes', header: TEXT.positions, cell: (m) => m.funcoes.map((f) => f.nome).join(', ') },
  { id: 'coordenacao', header: TEXT.coordinators, cell: (m) => m.coordenadores_nomes.join(', ') || '—' },
  { id: 'membros', header: TEXT.members, className: 'num', cell: (m) => m.membros },
  { id: 'site', header: 'Site', cell: (m) => VISIBILIDADES[m.visibilidade] },
  {
    id: 'acoes',
    header: 'Ações',
    cell: (m) => (
      <span className="row-actions">
        <ElementLink
          to={pathTo('/escalas', { query: { ministerio: m.id } })}
          container={container}
          className="btn btn-small"
          label={`${TEXT.roster}: ${m.nome}`}
        >
          {TEXT.roster}
        </ElementLink>
        {m.pode_gerir && (
          <>
            <ElementLink
              to={pathTo('/escalas/ministerios/{id}/membros', { id: m.id })}
              container={container}
              className="btn btn-small"
              label={`${TEXT.members}: ${m.nome}`}
            >
              {TEXT.members}
            </ElementLink>
            <ElementLink
              to={pathTo('/escalas/ministerios/{id}/necessidades', { id: m.id })}
              container={container}
              className="btn btn-small"
              label={`${TEXT.needs}: ${m.nome}`}
            >
              {TEXT.needs}
            </ElementLink>
            <ElementLink
              to={pathTo('/escalas/ministerios/{id}', { id: m.id })}
              container={container}
              className="btn btn-small"
              label={`${TEXT.edit}: ${m.nome}`}
            >
              {TEXT.edit}
            </ElementLink>
          </>
        )}
        {admin && (
          <button type="button" className="btn btn-small btn-danger-outline" aria-label={`${TEXT.remove}: ${m.nome}`} onClick={() => remove(m)}>
            {TEXT.remove}
          </button>
        )}
      </span>
    ),
  },
];

/** /escalas/ministerios: the parish's ministries, their positions, coordinators and members; each one's roster, members and needs. */
export function MinisteriosView({ container }: ViewProps) {
  const admin = can(useUser(), 'escalasAdmin');
  const list = useLocalListController({
    ...MINISTRY_LIST,
    query: ministeriosQuery(),
    rows: (items, { filter }) => items.filter((m) => searchFold(m.nome).includes(searchFold(filter.q.trim()))),
  });
  const deletion = useDeleteMinisterio({ deleted: TEXT.ministerioDeleted, report: (kind, text) => toast[kind](text) });
  return (
    <section className="page list-view" aria-labelledby="ministries-title">
      <header className="page-head">
        <h1 id="ministries-title">{TEXT.ministriesTitle}</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/escalas')} container={container} className="btn">
            {TEXT.monthTitle}
          </ElementLink>
          {admin && (
            <ElementLink to={pathTo('/escalas/ministerios/novo')} container={container} className="btn btn-primary">
              {TEXT.newMinistry}
            </ElementLink>
          )}
        </div>
      </header>
      <ListFilters label="Filtro dos ministérios" clear={list}>
        <TextFilter list={list} name="q" label="Buscar" placeholder="Nome do ministério" maxLength={100} />
      </ListFilters>
      <ListFrame list={list} failed={TEXT.ministriesFailed} loading={TEXT.loadingMinistries} empty={<EmptyState title={TEXT.ministeriosEmpty} />}>
        <DataTable
          list={list}
          columns={columns(container, admin, deletion.ask)}
          rowKey={(m) => m.id}
          caption="Ministérios da paróquia"
          onOpen={(m) => navigate(container, pathTo('/escalas', { query: { ministerio: m.id } }))}
        />
      </ListFrame>
      <DeleteDialog deletion={deletion} title="Excluir ministério" message={(m) => TEXT.confirmDeleteMinistry(m.nome)} />
    </section>
  );
}
