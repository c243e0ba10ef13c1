import { navigate } from '../../../core/elements/events';
import { Form, SelectField, TextAreaField } from '../../../core/form';
import { ConfirmDialog } from '../../../core/ui';
import { CERTIDAO_FORMAS, certificateMissingText, missingForCertificate, type SacramentoDetail } from '../../../shared/schemas/sacramentos';
import { KINDS } from '../kinds';
import { useSigners } from '../queries';
import type { useAnnulForm, useCertificateForm } from '../useRecordActions';
import { pathTo } from '../../../core/paths';

/** 'Anular': the reason, asked before; the record stays in the book, marked annulled. */
export function AnnulDialog({ open, annul, onClose }: { open: boolean; annul: ReturnType<typeof useAnnulForm>; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Anular registro"
      danger
      busy={annul.busy}
      confirmLabel={annul.busy ? 'Anulando...' : 'Anular registro'}
      onConfirm={annul.confirm}
      onCancel={() => {
        annul.cancel();
        onClose();
      }}
      message={
        <Form form={annul.form} onSubmit={annul.confirm}>
          <p>O registro não é excluído: continua no livro, marcado como anulado, e não recebe mais certidões.</p>
          <TextAreaField name="motivo" label="Motivo da anulação" rows={3} maxLength={500} />
          {annul.failure && (
            <p className="field-error" role="alert">
              {annul.failure}
            </p>
          )}
        </Form>
      }
    />
  );
}

interface CertificateDialogProps {
  open: boolean;
  record: SacramentoDetail;
  certificate: ReturnType<typeof useCertificateForm>;
  container?: HTMLElement | ShadowRoot;
  onClose: () => void;
}

/**
 * 'Emitir certidão': an entry lacking what canon law asks is completed first (the dialog says what is
 * missing and leads to the correction form); a complete one is issued in the form chosen ('em breve
 * relato' or 'de inteiro teor'), signed by the pároco (default) or a vigário, for a baptism or
 * confirmation optionally 'para fins de casamento' (valid six months).
 */
export function CertificateDialog({ open, record, certificate, container, onClose }: CertificateDialogProps) {
  const missing = missingForCertificate(record);
  const cancel = () => {
    certificate.cancel();
    onClose();
  };
  if (missing.length) {
    return (
      <ConfirmDialog
        open={open}
        title="Emitir certidão"
        confirmLabel="Completar o registro"
        onConfirm={() => navigate(container, pathTo('/sacramentos/{tipo}/{id}/editar', { tipo: record.tipo, id: record.id }))}
        onCancel={cancel}
        message={
          <p className="alert alert-error" role="alert">
            {certificateMissingText(missing)}
          </p>
        }
      />
    );
  }
  return <IssueDialog open={open} record={record} certificate={certificate} onCancel={cancel} />;
}

function IssueDialog({ open, record, certificate: c, onCancel }: Omit<CertificateDialogProps, 'onClose' | 'container'> & { onCancel: () => void }) {
  const signers = useSigners(open);
  return (
    <ConfirmDialog
      open={open}
      title="Emitir certidão"
      busy={c.busy}
      confirmLabel={c.busy ? 'Emitindo...' : 'Emitir'}
      onConfirm={c.confirm}
      onCancel={onCancel}
      message={
        <Form form={c.form} onSubmit={c.confirm}>
          <p>{`A ${KINDS[record.tipo].certificate} sai em PDF com um código de verificação; fica registrada com seu nome.`}</p>
          <fieldset className="field-group">
            <legend>Forma</legend>
            {Object.entries(CERTIDAO_FORMAS).map(([value, label]) => (
              <label key={value} className="check">
                <input type="radio" value={value} {...c.form.register('forma')} /> {label}
              </label>
            ))}
          </fieldset>
          <SelectField
            name="assinante"
            label="Assinada por"
            hint={signers.isError ? 'Não foi possível carregar o pároco e os vigários: sai assinada pelo pároco.' : undefined}
            options={(signers.data ?? []).map((s) => [s.chave === 'paroco' ? '' : s.chave, `${s.nome}, ${s.titulo}`] as const)}
          />
          {(record.tipo === 'batismo' || record.tipo === 'crisma') && (
            <label className="check">
              <input type="checkbox" {...c.form.register('para_casamento')} /> Para fins de casamento (válida por seis meses)
            </label>
          )}
          {c.failure && (
            <p className="field-error" role="alert">
              {c.failure}
            </p>
          )}
        </Form>
      }
    />
  );
}
