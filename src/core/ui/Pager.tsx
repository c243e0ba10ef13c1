/** 'Página X de Y — Total N' (an empty list still reads 'Página 1 de 1'). */
export function pageLabel(page: number, lastPage: number, total: number): string {
  return `Página ${page} de ${Math.max(1, lastPage)} — Total ${total.toLocaleString('pt-BR')}`;
}

/** 'Anterior' / 'Próxima' around the page label. */
export function Pager({ page, lastPage, total, onPage }: { page: number; lastPage: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label="Paginação" part="pagination">
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
