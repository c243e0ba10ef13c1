import { useState } from 'react';
import { ModalForm, TextAreaField, TextField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { ConfirmDialog, toast } from '../../../core/ui';
import { errorText } from '../../../core/api/errors';
import type { Casamento, ChecklistLinha } from '../../../shared/schemas/casamentos';
import { PDF } from '../api';
import { useRemoveDocument } from '../queries';
import { TEXT } from '../text';
import { useDocumentForm } from '../useDocumentForm';
import { AskCertificate } from './AskCertificate';
import { FileChoice } from './FileChoice';

interface Props {
  casamento: Casamento;
  write: boolean;
}

/** Each spouse's checklist: delivered (its file, its certificate's code and validity) or pending, with 'Entregar'. */
export function DocumentosTab({ casamento: c, write }: Props) {
  const [delivering, setDelivering] = useState<ChecklistLinha | null>(null);
  const [removing, setRemoving] = useState<ChecklistLinha | null>(null);
  return (
    <>
      {([1, 2] as const).map((n) => {
        const noivo = n === 1 ? c.conjuge1 : c.conjuge2;
        const id = `checklist-${n}`;
        return (
          <section key={n} className="card" aria-labelledby={id}>
            <h2 id={id}>{TEXT.checklistOf(n, noivo.nome)}</h2>
            {write && <AskCertificate casamento={c} conjuge={n} />}
            <ul className="checklist">
              {c.documentos
                .filter((l) => l.conjuge === n)
                .map((l) => (
                  <Line key={l.chave} casamento={c} line={l} write={write} deliver={() => setDelivering(l)} remove={() => setRemoving(l)} />
                ))}
            </ul>
          </section>
        );
      })}
      {delivering && <DeliverDialog id={c.id} line={delivering} onClose={() => setDelivering(null)} />}
      <RemoveDialog id={c.id} line={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function Line({
  casamento,
  line: l,
  write,
  deliver,
  remove,
}: {
  casamento: Casamento;
  line: ChecklistLinha;
  write: boolean;
  deliver: () => void;
  remove: () => void;
}) {
  const d = l.documento;
  return (
    <li className={d ? 'delivered' : 'pending'}>
      <span className="doc-name">{l.nome}</span> <span className={`badge ${d ? 'badge-ok' : 'badge-warn'}`}>{d ? TEXT.delivered : TEXT.pending}</span>
      {d && (
        <p className="muted small">
          {[
            d.codigo && `${TEXT.certificateSent(d.codigo)}${d.origem ? ` — ${d.origem}` : ''}`,
            d.emitido_em && `${TEXT.issuedOn}: ${formatDate(d.emitido_em)}`,
            d.valido_ate && TEXT.validUntil(formatDate(d.valido_ate)),
            d.observacao,
            `${d.entregue_por}, ${formatDate(d.entregue_em)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <span className="row-actions">
        {d?.arquivo && (
          <a className="btn btn-small" href={PDF.documento(casamento.id, d.id)} target="_blank" rel="noopener" aria-label={`${TEXT.openFile}: ${l.nome}`}>
            {TEXT.openFile}
          </a>
        )}
        {write && !d && (
          <button type="button" className="btn btn-small" onClick={deliver} aria-label={`${TEXT.deliver}: ${l.nome} (${l.conjuge}º noivo(a))`}>
            {TEXT.deliver}
          </button>
        )}
        {write && d && (
          <button type="button" className="btn btn-small" onClick={remove} aria-label={`${TEXT.remove}: ${l.nome} (${l.conjuge}º noivo(a))`}>
            {TEXT.remove}
          </button>
        )}
      </span>
    </li>
  );
}

function DeliverDialog({ id, line, onClose }: { id: number; line: ChecklistLinha; onClose: () => void }) {
  const f = useDocumentForm(id, line, onClose);
  return (
    <ModalForm title={TEXT.deliverTitle(line.nome)} submit={TEXT.deliverSubmit} controller={f} onClose={onClose} className="form">
      <FileChoice label={TEXT.file} file={f.arquivo} onFiles={f.choose} />
      {line.sacramento && <TextField name="codigo" label={TEXT.certificateCode} hint={TEXT.certificateCodeHint} maxLength={20} autoComplete="off" />}
      {line.validade_meses && <TextField name="emitido_em" label={TEXT.issuedOn} hint={TEXT.issuedOnHint} type="date" />}
      <TextAreaField name="observacao" label={TEXT.observation} rows={2} maxLength={500} />
    </ModalForm>
  );
}

function RemoveDialog({ id, line, onClose }: { id: number; line: ChecklistLinha | null; onClose: () => void }) {
  const remove = useRemoveDocument(id);
  return (
    <ConfirmDialog
      open={line !== null}
      title={TEXT.remove}
      danger
      busy={remove.isPending}
      confirmLabel={TEXT.remove}
      message={line ? TEXT.removeConfirm(line.nome) : ''}
      onCancel={onClose}
      onConfirm={() =>
        line?.documento &&
        remove.mutate(line.documento.id, {
          onSuccess: (answer) => {
            toast.success(answer.message ?? TEXT.docDeleted);
            onClose();
          },
          onError: (error) => toast.error(errorText(error, TEXT.actionFailed)),
        })
      }
    />
  );
}
