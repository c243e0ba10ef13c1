import { formatDate, formatNumber } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import type { InventoryItem } from '../../../shared/schemas/inventory';
import { pathTo } from '../../../core/paths';

/** The list's columns: the item names its row; Ações only for those who may write. */
export function itemColumns(o: {
  canWrite: boolean;
  timeZone: string;
  container?: HTMLElement | ShadowRoot;
  onDelete: (item: InventoryItem) => void;
}): Column<InventoryItem>[] {
  return [
    {
      id: 'item',
      header: 'Item',
      rowHeader: true,
      cell: (item) => (
        <>
          <span className="inv-item-name">{item.item}</span>
          {item.description && <span className="inv-item-description muted">{item.description}</span>}
        </>
      ),
    },
    { id: 'category', header: 'Categoria', cell: (item) => item.category_name },
    { id: 'community', header: 'Comunidade', cell: (item) => item.ent_name },
    { id: 'quantity', header: 'Qtd. distribuída', className: 'num', cell: (item) => formatNumber(item.qntd_distributed) },
    { id: 'updated', header: 'Última atualização', cell: (item) => formatDate(item.last_update, { short: true, timeZone: o.timeZone }) },
    {
      id: 'actions',
      header: 'Ações',
      hidden: !o.canWrite,
      cell: (item) => (
        <RowActions name={item.item} edit={pathTo('/inventario/{id}/editar', { id: item.i_id })} onDelete={() => o.onDelete(item)} container={o.container} />
      ),
    },
  ];
}
