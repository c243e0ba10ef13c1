import { pageLabel } from '../list-params';

/** 'Anterior' / 'Próxima' with 'Página X de Y — Total N'. */
export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav className="reg-pager" aria-label="Paginação" part="pagination">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span aria-live="polite">{pageLabel(page, lastPage, total)}</span>
      <button type="button" className="btn" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Próxima
      </button>
    </nav>
  );
}
