import type { WidgetProps } from '../../core/elements/define';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';

/**
 * The parish inventory. Everyone of the parish reads the list, its summary and filters; roles 1, 111, 2
 * and 11 also see 'Novo item', Editar and Excluir and may open the forms. After a save the form returns to
 * /inventario 600 ms later with the success banner in the navigation state.
 *
 * @tag sacra-inventory
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-inventory-item-saved - um item foi criado ou alterado
 * @event {CustomEvent<{ id: number }>} sacra-inventory-item-deleted - um item foi excluído
 * @csspart base
 * @csspart summary
 * @csspart filters
 * @csspart table
 * @csspart pagination
 * @csspart form
 */
export function InventoryWidget({ view, itemId, container }: WidgetProps<'sacra-inventory'>) {
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
