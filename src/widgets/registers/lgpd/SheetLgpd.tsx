import { useState } from 'react';
import { formatDateTime } from '../../../core/format';
import { LEGAL_BASIS, LGPD_MSG, type LegalBasis } from '../../../shared/schemas/lgpd';
import type { Register } from '../../../shared/schemas/registers';
import { AccessLogModal } from './AccessLogModal';
import { AnonymiseDialog } from './AnonymiseDialog';
import { dataExportUrl } from './api';
import { useRefreshLgpd } from './queries';
import { useLgpdAllowed } from './useLgpdAllowed';

function basisText(r: Register): string {
  if (!r.legal_basis) return LGPD_MSG.noLegalBasis;
  const label = LEGAL_BASIS[r.legal_basis as LegalBasis] ?? r.legal_basis;
  const when = r.legal_basis_at ? ` — registrada em ${formatDateTime(r.legal_basis_at)}` : '';
  return `${label}${when}${r.legal_basis_by_name ? ` por ${r.legal_basis_by_name}` : ''}`;
}

/**
 * The sheet's 'Proteção de dados (LGPD)' block, for roles 1 and 111: the legal basis, the access
 * log, the data export (ZIP) and anonymisation.
 */
export function SheetLgpd({ register }: { register: Register }) {
  const allowed = useLgpdAllowed();
  const refreshLgpd = useRefreshLgpd();
  const [open, setOpen] = useState<'log' | 'anonymise' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!allowed) return null;
  return (
    <section className="reg-sheet-block lgpd-block" aria-label="Proteção de dados (LGPD)">
      <h3>Proteção de dados (LGPD)</h3>
      <dl>
        <div className="reg-sheet-row">
          <dt>Base legal</dt>
          <dd className={register.legal_basis ? undefined : 'muted'}>{basisText(register)}</dd>
        </div>
        {register.anonymised_at && (
          <div className="reg-sheet-row">
            <dt>Anonimizado em</dt>
            <dd>{formatDateTime(register.anonymised_at)}</dd>
          </div>
        )}
      </dl>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <div className="reg-file-actions lgpd-actions">
        <button type="button" className="btn btn-small" onClick={() => setOpen('log')}>
          Registro de acessos
        </button>
        <a className="btn btn-small" href={dataExportUrl(register.id)} download onClick={() => setTimeout(() => void refreshLgpd(), 1500)}>
          Exportar dados (LGPD)
        </a>
        {!register.anonymised_at && (
          <button type="button" className="btn btn-small btn-danger-outline" onClick={() => setOpen('anonymise')}>
            Anonimizar
          </button>
        )}
      </div>
      {open === 'log' && <AccessLogModal registerId={register.id} name={register.name} onClose={() => setOpen(null)} />}
      {open === 'anonymise' && (
        <AnonymiseDialog
          id={register.id}
          name={register.name}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            setDone(message);
          }}
        />
      )}
    </section>
  );
}
