import { useState } from 'react';
import { FieldFrame } from '../../../core/form';
import { ConfirmDialog } from '../../../core/ui';
import type { SacramentoTipo } from '../../../shared/schemas/sacramentos';
import { KINDS } from '../kinds';

type Write = { busy: boolean; error: string | null; reset: () => void };

/** 'Anular': the reason, asked before; the record stays in the book, marked annulled. */
export function AnnulDialog({ open, write, onConfirm, onClose }: { open: boolean; write: Write; onConfirm: (motivo: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      title="Anular registro"
      danger
      busy={write.busy}
      confirmLabel={write.busy ? 'Anulando...' : 'Anular registro'}
      onConfirm={() => onConfirm(reason)}
      onCancel={() => {
        write.reset();
        onClose();
      }}
      message={
        <>
          <p>O registro não é excluído: continua no livro, marcado como anulado, e não recebe mais certidões.</p>
          <FieldFrame label="Motivo da anulação" error={write.error ?? undefined}>
            {(control) => <textarea {...control} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </FieldFrame>
        </>
      }
    />
  );
}

export const FOR_MARRIAGE = 'para fins de casamento';

/** 'Emitir certidão': for a baptism, the option 'para fins de casamento' (printed on it). */
export function CertificateDialog(props: { open: boolean; tipo: SacramentoTipo; write: Write; onConfirm: (finalidade?: string) => void; onClose: () => void }) {
  const { open, tipo, write, onConfirm, onClose } = props;
  const [forMarriage, setForMarriage] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      title="Emitir certidão"
      busy={write.busy}
      confirmLabel={write.busy ? 'Emitindo...' : 'Emitir'}
      onConfirm={() => onConfirm(forMarriage ? FOR_MARRIAGE : undefined)}
      onCancel={() => {
        write.reset();
        onClose();
      }}
      message={
        <>
          <p>{`A ${KINDS[tipo].certificate} sai em PDF com um código de verificação; fica registrada com seu nome.`}</p>
          {tipo === 'batismo' && (
            <label className="check">
              <input type="checkbox" checked={forMarriage} onChange={(e) => setForMarriage(e.target.checked)} /> Para fins de casamento
            </label>
          )}
          {write.error && (
            <p className="field-error" role="alert">
              {write.error}
            </p>
          )}
        </>
      }
    />
  );
}
