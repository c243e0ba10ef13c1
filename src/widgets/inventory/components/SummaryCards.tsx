import { DataFrame, fromQuery } from '../../../core/data';
import { formatNumber } from '../../../core/format';
import type { InventoryStats } from '../../../shared/schemas/inventory';
import { topCommunities } from '../list-params';
import type { InventoryListController } from '../useInventoryList';

/** The three summary cards: items registered, quantity distributed, the top 4 communities ('…' while they load). */
export function SummaryCards({ stats }: { stats: InventoryListController['stats'] }) {
  return (
    <section className="inv-summary" aria-label="Resumo do inventário" part="summary">
      <DataFrame state={fromQuery(stats)} loading="Carregando o resumo..." placeholder={<Cards />} failed="Falha ao carregar o resumo">
        {(loaded) => <Cards stats={loaded} />}
      </DataFrame>
    </section>
  );
}

function Cards({ stats }: { stats?: InventoryStats }) {
  const value = (pick: (s: InventoryStats) => number) => (stats ? formatNumber(pick(stats)) : '…');
  const top = topCommunities(stats);
  return (
    <>
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
          <p className="muted">{stats ? 'Sem dados' : '…'}</p>
        )}
      </article>
    </>
  );
}
