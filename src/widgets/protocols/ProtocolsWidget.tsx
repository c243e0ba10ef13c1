import type { WidgetProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useUser } from '../../core/session/SignedIn';
import { Banner, Toaster } from '../../core/ui';
import { MSG } from '../../shared/messages';
import { can } from '../../shared/roles';
import { MineView } from './views/MineView';
import { ParishView } from './views/ParishView';

/**
 * Protocols (tickets) to the parish. mine: card grid, detail with the stages Envio, Avaliação
 * administrativa and Finalizado and the files, new-protocol modal with attachments sent right after
 * creation, delete offered only within 24 hours of creation. parish: the parish's protocols by status,
 * where roles 1 and 111 approve, reject or cancel.
 *
 * @tag sacra-protocols
 * @csspart base
 * @csspart card
 * @csspart stages
 * @csspart filters
 * @csspart pagination
 */
export function ProtocolsWidget({ view, container }: WidgetProps<'sacra-protocols'>) {
  const user = useUser();
  const timeZone = displayTimeZone(user.timezone);
  const isAdmin = can(user, 'protocolsAdmin');
  return (
    <div className="protocols-root">
      <Toaster />
      {view === 'parish' ? (
        isAdmin ? (
          <ParishView timeZone={timeZone} container={container} />
        ) : (
          <Banner kind="error">{MSG.forbidden}</Banner>
        )
      ) : (
        <MineView timeZone={timeZone} container={container} isAdmin={isAdmin} />
      )}
    </div>
  );
}
