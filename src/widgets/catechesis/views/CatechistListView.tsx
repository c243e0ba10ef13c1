import { communityChoices } from '../../../core/communities';
import { useMemo } from 'react';
import { ListFilters, PageSizeField, SelectFilter, TextFilter } from '../../../core/list';
import { DeleteDialog } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { CATECHIST_STATUS, SEARCH_MAX } from '../../../shared/schemas/catechesis';
import { catechistColumns } from '../components/CatechistsTable';
import { ListTable } from '../components/ListTable';
import { useSacrament } from '../sacrament';
import { useCatechistList } from '../useCatechistList';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /catequistas/{sacramento}: filters, the table, pages and the delete dialog. */
export function CatechistListView({ container }: ViewProps) {
  const s = useSacrament();
  const { canWrite, list, communities, deletion } = useCatechistList(container);
  const columns = useMemo(() => catechistColumns({ s, canWrite, container, onDelete: deletion.ask }), [s, canWrite, container, deletion.ask]);
  return (
    <section className="page list-view" aria-labelledby="catechists-title">
      <header className="page-head">
        <h1 id="catechists-title">Catequistas de {s.name}</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/catequistas')} container={container} className="btn">
            Voltar
          </ElementLink>
          {canWrite && (
            <ElementLink to={pathTo(`/catequistas/${s.slug}/adicionar`)} container={container} className="btn btn-primary">
              Adicionar catequista
            </ElementLink>
          )}
        </div>
      </header>
      <ListFilters label="Filtros de catequistas" clear={list}>
        <TextFilter list={list} name="q" label="Buscar por nome" placeholder="Nome do catequista" maxLength={SEARCH_MAX} />
        <SelectFilter list={list} name="status" label="Status" all="Todos" options={CATECHIST_STATUS} />
        <SelectFilter list={list} name="ent_id" label="Comunidade" all="Todas" options={communityChoices(communities)} />
        <PageSizeField list={list} />
      </ListFilters>
      <ListTable list={list} columns={columns} noun="catequistas" empty={s.msg.catechistsEmpty} canWrite={canWrite} container={container} />
      <DeleteDialog
        deletion={deletion}
        title="Excluir catequista"
        message={(c) => (
          <p>
            Excluir <strong>{c.nome}</strong> dos catequistas de {s.name}? A pessoa continua nos registros.
          </p>
        )}
      />
    </section>
  );
}
