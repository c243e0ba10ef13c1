import { Banner, ConfirmDialog, EmptyState, Spinner } from '../../../core/ui';
import { CRISMA_MSG } from '../../../shared/schemas/crisma';
import { ClassesTable } from '../components/ClassesTable';
import { ClassFilters } from '../components/ClassFilters';
import { ElementLink } from '../../../core/ui/ElementLink';
import { Pager } from '../../../core/ui/Pager';
import { useClassList } from '../useClassList';
import type { ViewProps } from './types';

/** /turmas/crisma: the parish's classes with filters, sorting, pages and the delete dialog. */
export function ClassListView({ container }: ViewProps) {
  const { canWrite, filters, sorting, list, deletion } = useClassList();
  const target = deletion.target;
  return (
    <section className="page" aria-labelledby="classes-title">
      <header className="page-head">
        <h1 id="classes-title">Turmas de Crisma</h1>
        <div className="head-actions">
          <button type="button" className="btn" onClick={list.refresh} disabled={list.refreshing}>
            {list.refreshing ? 'Atualizando...' : 'Atualizar'}
          </button>
          {canWrite && (
            <ElementLink to="/turmas/crisma/nova" container={container} className="btn btn-primary">
              Nova turma
            </ElementLink>
          )}
        </div>
      </header>
      <ClassFilters filters={filters} sorting={sorting} />
      {list.error && <Banner kind="error">{list.error}</Banner>}
      {list.loading ? (
        <Spinner label="Carregando turmas..." />
      ) : list.total === 0 ? (
        <EmptyState title={CRISMA_MSG.classesEmpty} />
      ) : (
        <>
          <ClassesTable items={list.items} sort={sorting.sort} onSort={sorting.by} canWrite={canWrite} onDelete={deletion.ask} container={container} />
          <Pager page={list.page} lastPage={list.lastPage} total={list.total} onPage={list.setPage} />
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Excluir turma"
        danger
        busy={deletion.busy}
        confirmLabel={deletion.busy ? 'Excluindo...' : 'Excluir'}
        message={
          target && (
            <>
              <p>
                Excluir a turma <strong>{target.turma}</strong>?
              </p>
              <p className="muted">
                {target.alunos_count > 0
                  ? `Os ${target.alunos_count} crismandos associados serão desvinculados; as pessoas continuam nos registros.`
                  : 'A turma não tem crismandos associados.'}
              </p>
            </>
          )
        }
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </section>
  );
}
