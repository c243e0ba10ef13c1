import { useMemo } from 'react';
import { ListFilters, PageSizeField, SelectFilter, SortField, TextFilter } from '../../../core/list';
import { DeleteDialog } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { classColumns } from '../components/ClassesTable';
import { ListTable } from '../components/ListTable';
import { useSacrament } from '../sacrament';
import { useClassList } from '../useClassList';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /turmas/{sacramento}: the parish's classes with filters, sorting, pages and the delete dialog. */
export function ClassListView({ container }: ViewProps) {
  const s = useSacrament();
  const { canWrite, list, deletion } = useClassList(container);
  const columns = useMemo(() => classColumns({ s, canWrite, container, onDelete: deletion.ask }), [s, canWrite, container, deletion.ask]);
  return (
    <section className="page list-view" aria-labelledby="classes-title">
      <header className="page-head">
        <h1 id="classes-title">Turmas de {s.name}</h1>
        <div className="head-actions">
          <button type="button" className="btn" onClick={list.retry} disabled={list.fetching}>
            {list.fetching ? 'Atualizando...' : 'Atualizar'}
          </button>
          {canWrite && (
            <ElementLink to={pathTo(`/turmas/${s.slug}/nova`)} container={container} className="btn btn-primary">
              Nova turma
            </ElementLink>
          )}
        </div>
      </header>
      <ListFilters label="Filtros de turmas" clear={list}>
        <TextFilter list={list} name="q" label="Buscar por nome" placeholder="Nome da turma" maxLength={120} />
        <SelectFilter list={list} name="status" label="Status" all="Todos" options={s.statusLabels} />
        <TextFilter list={list} name="from" label="Início a partir de" type="date" />
        <TextFilter list={list} name="to" label="Início até" type="date" />
        <PageSizeField list={list} />
        <SortField list={list} columns={columns} />
      </ListFilters>
      <ListTable list={list} columns={columns} noun="turmas" empty={s.msg.classesEmpty} canWrite={canWrite} container={container} />
      <DeleteDialog
        deletion={deletion}
        title="Excluir turma"
        message={(target) => (
          <>
            <p>
              Excluir a turma <strong>{target.turma}</strong>?
            </p>
            <p className="muted">
              {target.alunos_count > 0
                ? `Os ${target.alunos_count} ${s.students} associados serão desvinculados; as pessoas continuam nos registros.`
                : `A turma não tem ${s.students} associados.`}
            </p>
          </>
        )}
      />
    </section>
  );
}
