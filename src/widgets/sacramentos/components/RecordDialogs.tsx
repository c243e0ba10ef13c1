import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { navigate } from '../../../core/elements/events';
import { FieldFrame } from '../../../core/form';
import { ConfirmDialog } from '../../../core/ui';
import { CERTIDAO_FORMAS, certificateMissingText, missingForCertificate, type CertidaoForma, type SacramentoDetail } from '../../../shared/schemas/sacramentos';
import { KINDS } from '../kinds';
import { signersQuery } from '../queries';

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

/** What the secretary chooses when issuing: purpose, form and who signs. */
export interface CertificateChoice {
  finalidade?: string;
  forma: CertidaoForma;
  assinante?: string;
}

interface CertificateDialogProps {
  open: boolean;
  record: SacramentoDetail;
  write: Write;
  container?: HTMLElement | ShadowRoot;
  onConfirm: (choice: CertificateChoice) => void;
  onClose: () => void;
}

/**
 * 'Emitir certidão': an entry lacking what canon law asks is completed first (the dialog says what is
 * missing and leads to the correction form); a complete one is issued in the form chosen ('em breve
 * relato' or 'de inteiro teor'), signed by the pároco (default) or a vigário, for a baptism or
 * confirmation optionally 'para fins de casamento' (valid six months).
 */
export function CertificateDialog({ open, record, write, container, onConfirm, onClose }: CertificateDialogProps) {
  const missing = missingForCertificate(record);
  const cancel = () => {
    write.reset();
    onClose();
  };
  if (missing.length) {
    return (
      <ConfirmDialog
        open={open}
        title="Emitir certidão"
        confirmLabel="Completar o registro"
        onConfirm={() => navigate(container, `/sacramentos/${record.tipo}/${record.id}/editar`)}
        onCancel={cancel}
        message={
          <p className="alert alert-error" role="alert">
            {certificateMissingText(missing)}
          </p>
        }
      />
    );
  }
  return <IssueDialog open={open} record={record} write={write} onConfirm={onConfirm} onCancel={cancel} />;
}

function IssueDialog({ open, record, write, onConfirm, onCancel }: Omit<CertificateDialogProps, 'onClose' | 'container'> & { onCancel: () => void }) {
  const [forMarriage, setForMarriage] = useState(false);
  const [forma, setForma] = useState<CertidaoForma>('breve_relato');
  const [signer, setSigner] = useState('');
  const signers = useQuery({ ...signersQuery(), enabled: open });
  const name = useId();
  return (
    <ConfirmDialog
      open={open}
      title="Emitir certidão"
      busy={write.busy}
      confirmLabel={write.busy ? 'Emitindo...' : 'Emitir'}
      onConfirm={() => onConfirm({ finalidade: forMarriage ? FOR_MARRIAGE : undefined, forma, assinante: signer || undefined })}
      onCancel={onCancel}
      message={
        <>
          <p>{`A ${KINDS[record.tipo].certificate} sai em PDF com um código de verificação; fica registrada com seu nome.`}</p>
          <fieldset className="field-group">
            <legend>Forma</legend>
            {Object.entries(CERTIDAO_FORMAS).map(([value, label]) => (
              <label key={value} className="check">
                <input type="radio" name={name} value={value} checked={forma === value} onChange={() => setForma(value as CertidaoForma)} /> {label}
              </label>
            ))}
          </fieldset>
          <FieldFrame label="Assinada por" hint={signers.isError ? 'Não foi possível carregar o pároco e os vigários: sai assinada pelo pároco.' : undefined}>
            {(control) => (
              <select {...control} value={signer} onChange={(e) => setSigner(e.target.value)}>
                {(signers.data ?? []).map((s) => (
                  <option key={s.chave} value={s.chave === 'paroco' ? '' : s.chave}>{`${s.nome}, ${s.titulo}`}</option>
                ))}
              </select>
            )}
          </FieldFrame>
          {(record.tipo === 'batismo' || record.tipo === 'crisma') && (
            <label className="check">
              <input type="checkbox" checked={forMarriage} onChange={(e) => setForMarriage(e.target.checked)} /> Para fins de casamento (válida por seis meses)
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
