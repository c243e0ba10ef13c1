import { formatDate, formatNumber } from '../../../core/format';
import type { InventoryItem } from '../../../shared/schemas/inventory';
import { ElementLink } from '../../../core/ui/ElementLink';

interface Props {
  items: InventoryItem[];
  canWrite: boolean;
  /** The page is being replaced by the next one. */
  busy: boolean;
  timeZone?: string;
  container?: HTMLElement | ShadowRoot;
  onDelete: (item: InventoryItem) => void;
}

/** The items of the page; on narrow screens each row becomes a card labelled by its column names. */
export function ItemsTable({ items, canWrite, busy, timeZone, container, onDelete }: Props) {
  return (
    <div className="inv-table-wrap" part="table">
      <table className="inv-table" aria-busy={busy || undefined}>
        <caption className="sr-only">Itens do inventário</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Categoria</th>
            <th scope="col">Comunidade</th>
            <th scope="col" className="num">Qtd. distribuída</th>
            <th scope="col">Última atualização</th>
            {canWrite && <th scope="col">Ações</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.i_id}>
              <th scope="row" data-label="Item">
                <span className="inv-item-name">{item.item}</span>
                {item.description && <span className="inv-item-description muted">{item.description}</span>}
              </th>
              <td data-label="Categoria">{item.category_name}</td>
              <td data-label="Comunidade">{item.ent_name}</td>
              <td data-label="Qtd. distribuída" className="num">{formatNumber(item.qntd_distributed)}</td>
              <td data-label="Última atualização">{formatDate(item.last_update, { short: true, timeZone })}</td>
              {canWrite && (
                <td data-label="Ações" className="inv-actions">
                  <ElementLink to={`/inventario/${item.i_id}/editar`} container={container} className="btn btn-small" label={`Editar ${item.item}`}>
                    Editar
                  </ElementLink>
                  <button type="button" className="btn btn-small btn-danger-outline" aria-label={`Excluir ${item.item}`} onClick={() => onDelete(item)}>
                    Excluir
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
