import type { ElementProps } from '../../core/elements/define';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';

export const INVENTORY_VIEWS = ['list', 'new', 'edit'] as const;

export interface InventoryWidgetProps extends ElementProps {
  /** list (/inventario, default), new (/inventario/novo), edit (/inventario/{id}/editar). */
  view?: (typeof INVENTORY_VIEWS)[number] | string;
  /** The item to edit (attribute `item-id`). */
  itemId?: string;
}

/**
 * The parish inventory. Everyone of the parish reads the list, its summary and filters; roles 1, 111, 2
 * and 11 also see 'Novo item', Editar and Excluir and may open the forms. After a save the form returns to
 * /inventario 600 ms later with the success banner in the navigation state.
 *
 * @tag sacra-inventory
 * @attr {'list' | 'new' | 'edit'} view - `list`, `new`, `edit`
 * @attr {string} item-id - `edit`
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-inventory-item-saved - um item foi criado ou alterado
 * @event {CustomEvent<{ id: number }>} sacra-inventory-item-deleted - um item foi excluído
 * @csspart base
 * @csspart summary
 * @csspart filters
 * @csspart table
 * @csspart pagination
 * @csspart form
 */
export function InventoryWidget({ view = 'list', itemId, container }: InventoryWidgetProps) {
  return (
    <div className="inventory" part="base">
      {view === 'new' || view === 'edit' ? (
        <FormView key={`${view}-${itemId ?? ''}`} mode={view} itemId={itemId} container={container} />
      ) : (
        <ListView container={container} />
      )}
    </div>
  );
}
