/** Anterior / Próxima with 'Página X de Y — Total N'. */
export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label="Paginação">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span>
        Página {page} de {lastPage} — Total {total}
      </span>
      <button type="button" className="btn" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Próxima
      </button>
    </nav>
  );
}
