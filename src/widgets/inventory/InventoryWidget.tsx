import type { ElementProps } from '../../core/elements/define';
import { SignedIn } from '../../core/session/SignedIn';
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
 * `<sacra-inventory view="list|new|edit" item-id="..">`: the parish inventory (spec section 2).
 *
 * Everyone of the parish reads the list, its summary and filters; roles 1, 111, 2 and 11 also
 * see 'Novo item', Editar and Excluir, and may open the forms (others see 'Acesso restrito.').
 * After a save it returns to /inventario 600 ms later with the success banner in the
 * navigation state; navigation goes through `sacra-request-navigate` (the host routes in place).
 *
 * Attributes: `view`, `item-id`, `api` (portal origin when embedded).
 * Parts: `base`, `summary`, `filters`, `table`, `pagination`, `form`, `banner`, `modal`.
 */
export function InventoryWidget({ view = 'list', itemId, container }: InventoryWidgetProps) {
  return (
    <div className="inventory" part="base">
      <SignedIn signedOut="Entre no portal para ver o inventário.">
        {view === 'new' || view === 'edit' ? (
          <FormView key={`${view}-${itemId ?? ''}`} mode={view} itemId={itemId} container={container} />
        ) : (
          <ListView container={container} />
        )}
      </SignedIn>
    </div>
  );
}
