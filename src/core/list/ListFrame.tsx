import type { ReactNode } from 'react';
import { errorText } from '../api/errors';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Pager } from '../ui/Pager';
import type { Filter } from './list-state';
import type { ListController } from './useListController';

export interface ListFrameProps {
  list: Pick<ListController<unknown, Filter>, 'data' | 'error' | 'retry' | 'setPage'>;
  /** The screen's line when the list cannot load ('Falha ao carregar itens'), used when the server says nothing. */
  failed: string;
  /** Read while the first page loads ('Carregando itens...'). */
  loading: string;
  /** What an empty page shows: a text ('Nenhum item encontrado', drawn as the EmptyState) or a whole state. */
  empty: string | ReactNode;
  /** The page's rows (a DataTable, cards). */
  children: ReactNode;
}

/**
 * The states around a list's rows: a skeleton while the first page loads; the failure with 'Tentar novamente'
 * (above the last page that came, when there is one); the empty state; and the pager, 'Página X de Y — Total N' (or 'Página X — mais de N registros' when the server stopped counting).
 */
export function ListFrame({ list, failed, loading, empty, children }: ListFrameProps) {
  const { data, error } = list;
  const problem = error ? errorText(error, failed) : null;
  return (
    <div className="list-frame">
      {problem && <ErrorState text={data ? `${problem.replace(/\.$/, '')}. Mostrando a última lista carregada.` : problem} onRetry={list.retry} />}
      {data ? (
        <>
          {data.items.length === 0 ? typeof empty === 'string' ? <EmptyState title={empty} /> : empty : children}
          <Pager page={data.page} lastPage={data.lastPage} total={data.total} exact={data.exact !== false} onPage={list.setPage} />
        </>
      ) : (
        !problem && <ListSkeleton label={loading} />
      )}
    </div>
  );
}

/** Grey bars where the rows will be, announced as loading. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="list-skeleton" role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {[1, 2, 3, 4].map((n) => (
        <span key={n} className="list-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}
