import { formatNumber } from '../../../core/format';
import type { InventoryStats } from '../../../shared/schemas/inventory';
import type { InventoryListController } from '../useInventoryList';

/** The three summary cards: items registered, quantity distributed, the top 4 communities. */
export function SummaryCards({ summary }: { summary: InventoryListController['summary'] }) {
  const { stats, top, loading, error } = summary;
  const value = (pick: (s: InventoryStats) => number) => (stats ? formatNumber(pick(stats)) : loading ? '…' : '—');
  return (
    <section className="inv-summary" aria-label="Resumo do inventário" part="summary">
      <article className="card inv-stat">
        <h2>Itens cadastrados</h2>
        <p className="inv-stat-value" data-stat="items">
          {value((s) => s.total_items)}
        </p>
      </article>
      <article className="card inv-stat">
        <h2>Quantidade distribuída</h2>
        <p className="inv-stat-value" data-stat="quantity">
          {value((s) => s.total_quantity)}
        </p>
      </article>
      <article className="card inv-stat">
        <h2>Comunidades que mais distribuíram</h2>
        {top.length > 0 ? (
          <ol className="inv-top">
            {top.map((e) => (
              <li key={e.ent_id}>
                <span>{e.ent_name}</span>
                <strong>{formatNumber(e.qty_sum)}</strong>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{loading ? '…' : 'Sem dados'}</p>
        )}
      </article>
      {error && <p className="field-error inv-summary-error">{error}</p>}
    </section>
  );
}
