import { Modal } from '../../../core/ui';
import { AccessLogView } from './AccessLogView';

/** The access log in a dialog: of one register (from its sheet) or of the parish (from the list). */
export function AccessLogModal({ registerId, name, onClose }: { registerId: number | null; name?: string; onClose: () => void }) {
  const title = registerId === null ? 'Registro de acessos (LGPD)' : `Registro de acessos — ${name ?? `registro nº ${registerId}`}`;
  return (
    <Modal open title={title} onClose={onClose} className="lgpd-modal">
      <AccessLogView registerId={registerId} />
    </Modal>
  );
}
