import type { WidgetProps } from '../../core/elements/define';
import { Allowed } from '../../core/session/SignedIn';
import { FormView } from './views/FormView';
import { ListView } from './views/ListView';

/**
 * The parish's person registers, for roles 1, 111 and 2 (anyone else: 'Acesso restrito'). The list reads
 * its banners from the address (?success=...&error=...), and the form goes back to it with the message;
 * roles 1 and 111 also get 'Exportar CSV' of the filtered list and the LGPD tools.
 *
 * @tag sacra-registers
 * @event {CustomEvent<{ id: number; created: boolean }>} sacra-register-saved - um registro foi criado ou alterado
 * @event {CustomEvent<{ id: number }>} sacra-register-deleted - um registro foi excluído
 * @csspart base
 * @csspart filters
 * @csspart table
 * @csspart pagination
 * @csspart form
 * @csspart address
 * @csspart family
 * @csspart photo
 * @csspart attachments
 * @csspart legal-basis
 */
export function RegistersWidget({ view, recordId, container }: WidgetProps<'sacra-registers'>) {
  return (
    <div className="registers" part="base">
      <Allowed capability="registersFull">
        {view === 'new' || view === 'edit' ? (
          <FormView key={`${view}-${recordId ?? ''}`} mode={view} recordId={recordId} container={container} />
        ) : (
          <ListView key="list" container={container} />
        )}
      </Allowed>
    </div>
  );
}
