import type { ElementProps } from '../../core/elements/define';
import { SignedIn } from '../../core/session/SignedIn';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';

export const REGISTERS_VIEWS = ['list', 'new', 'edit'] as const;

export interface RegistersWidgetProps extends ElementProps {
  /** list (/registros, default), new (/registros/novo), edit (/registros/{id}/editar). */
  view?: (typeof REGISTERS_VIEWS)[number] | string;
  /** The register to edit (attribute `record-id`). */
  recordId?: string;
}

/**
 * `<sacra-registers view="list|new|edit" record-id="..">`: the parish's person registers (spec section 2).
 *
 * For roles 1, 111 and 2 (registersFull); anyone else sees 'Acesso restrito.'. The list reads
 * its banners from the address (?success=...&error=...); after a save the form goes back to
 * /registros with the message, through `sacra-request-navigate` (the host routes in place).
 * Roles 1 and 111 also get 'Exportar CSV' of the filtered list.
 *
 * Attributes: `view`, `record-id`, `api` (portal origin when embedded).
 * Parts: `base`, `filters`, `table`, `pagination`, `form`, `address`, `family`, `photo`, `attachments`, `banner`, `modal`.
 */
export function RegistersWidget({ view = 'list', recordId, container }: RegistersWidgetProps) {
  return (
    <div className="registers" part="base">
      <SignedIn signedOut="Entre no portal para ver os registros." capability="registersFull">
        {view === 'new' || view === 'edit' ? (
          <FormView key={`${view}-${recordId ?? ''}`} mode={view} recordId={recordId} container={container} />
        ) : (
          <ListView key="list" container={container} />
        )}
      </SignedIn>
    </div>
  );
}
