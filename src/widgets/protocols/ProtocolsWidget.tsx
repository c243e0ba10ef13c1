import type { ElementProps } from '../../core/elements/define';
import { displayTimeZone } from '../../core/format';
import { useSession } from '../../core/session/useSession';
import { Banner, Spinner, Toaster } from '../../core/ui';
import { MSG } from '../../shared/messages';
import { can } from '../../shared/roles';
import { MineView } from './views/MineView';
import { ParishView } from './views/ParishView';

export interface ProtocolsWidgetProps extends ElementProps {
  /** 'mine' (default): the user's own protocols; 'parish': the parish's, for roles 1 and 111. */
  view?: 'mine' | 'parish' | string;
}

/**
 * `<sacra-protocols view="mine|parish">`: protocols (tickets) to the parish (spec sections 2 and 7).
 *
 * mine (/protocolos/meus): card grid, detail modal with the stages Envio, Avaliação administrativa
 * and Finalizado and the files, new-protocol modal with attachments sent right after creation,
 * delete confirmation offered only within 24 hours of creation.
 * parish (/protocolos): the parish's protocols by status, where roles 1 and 111 approve, reject or cancel.
 *
 * Attributes: `view`, `api` (portal origin when embedded). Parts: `base`, `card`, `stages`, `modal`, `toasts`.
 */
export function ProtocolsWidget({ view = 'mine', container }: ProtocolsWidgetProps) {
  const user = useSession((s) => s.user);
  const loading = useSession((s) => s.loading);
  if (!user) return loading ? <Spinner /> : <p className="muted">Entre no portal para ver seus protocolos.</p>;
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
