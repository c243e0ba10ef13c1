/** A record's state: 'Anulado' (kept in the book, marked) or 'Válido'. */
export function StatusBadge({ annulled }: { annulled: boolean }) {
  return <span className={`badge ${annulled ? 'badge-danger' : 'badge-ok'}`}>{annulled ? 'Anulado' : 'Válido'}</span>;
}
