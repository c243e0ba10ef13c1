/**
 * 'Página X de Y — Total N' (an empty list still reads 'Página 1 de 1'); a total the server did not count to
 * the end (`exact` false: N is a floor) reads 'Página X — mais de N registros', claiming no last page.
 */
export function pageLabel(page: number, lastPage: number, total: number, exact = true): string {
  const n = total.toLocaleString('pt-BR');
  return exact ? `Página ${page} de ${Math.max(1, lastPage)} — Total ${n}` : `Página ${page} — mais de ${n} registros`;
}

interface PagerProps {
  page: number;
  /** The last page; with an inexact total, the last one known (the next while the page came back full). */
  lastPage: number;
  total: number;
  /** false: `total` is where the server stopped counting. */
  exact?: boolean;
  onPage: (page: number) => void;
}

/** 'Anterior' / 'Próxima' around the page label. */
export function Pager({ page, lastPage, total, exact = true, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label="Paginação" part="pagination">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span aria-live="polite">{pageLabel(page, lastPage, total, exact)}</span>
      <button type="button" className="btn" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Próxima
      </button>
    </nav>
  );
}
