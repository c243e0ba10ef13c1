import { useState } from 'react';
import { AccessLogModal } from './AccessLogModal';
import { RetentionPanel } from './RetentionPanel';
import { useLgpdAllowed } from './useLgpdAllowed';

/** The list header's LGPD buttons (roles 1 and 111): the parish's access log and the retention panel. */
export function LgpdToolbar() {
  const allowed = useLgpdAllowed();
  const [open, setOpen] = useState<'log' | 'retention' | null>(null);
  if (!allowed) return null;
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen('log')}>
        Registro de acessos
      </button>
      <button type="button" className="btn" onClick={() => setOpen('retention')}>
        Retenção (LGPD)
      </button>
      {open === 'log' && <AccessLogModal registerId={null} onClose={() => setOpen(null)} />}
      {open === 'retention' && <RetentionPanel onClose={() => setOpen(null)} />}
    </>
  );
}
