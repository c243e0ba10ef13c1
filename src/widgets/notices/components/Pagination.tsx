/** 'Anterior' / 'Próxima' with 'Página X de Y — Total N'. */
export function Pagination(props: { page: number; lastPage: number; total: number; busy?: boolean; onPage: (page: number) => void }) {
  const { page, lastPage, total, busy, onPage } = props;
  return (
    <nav className="pagination" aria-label="Paginação" part="pagination">
      <button type="button" className="btn" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
        Anterior
      </button>
      <span className="page-info" aria-live="polite">
        Página {page} de {lastPage} — Total {total}
      </span>
      <button type="button" className="btn" onClick={() => onPage(page + 1)} disabled={busy || page >= lastPage}>
        Próxima
      </button>
    </nav>
  );
}
