import { useState } from 'react';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { ModalForm, TextField } from '../../../core/form';
import { formatDate, formatDateTime } from '../../../core/format';
import { NOTIFICACAO_ESTADOS, type CrismaNotificacao } from '../../../shared/schemas/sacramentos';
import { noticeLetterUrl } from '../api';
import { useNoticeSentForm } from '../useRecordActions';

const DONE = new Set(['anotada', 'confirmada', 'enviada']);

/**
 * A confirmation's notice to the baptism parish (c. 535 §2): where it went and how far it got; a letter to a
 * parish outside the portal is printed here and, for the office, marked sent with its day.
 */
export function NoticeSection({ id, notice: n, write }: { id: number; notice: CrismaNotificacao; write: boolean }) {
  const [sending, setSending] = useState(false);
  const letter = n.estado === 'a_enviar' || n.estado === 'enviada';
  const times = [
    n.impressa_em && `Carta impressa em ${formatDateTime(n.impressa_em)}`,
    n.enviada_em && `${letter ? 'Carta enviada em' : 'Enviada em'} ${letter ? formatDate(n.enviada_em) : formatDateTime(n.enviada_em)}`,
    n.respondida_em && `Respondida em ${formatDateTime(n.respondida_em)}`,
    n.motivo,
  ].filter(Boolean);
  return (
    <section className="card" aria-labelledby="notice-title" data-estado={n.estado}>
      <h2 id="notice-title">Notificação à paróquia do batismo</h2>
      <p>
        {n.paroquia}:{' '}
        <span className={`badge ${DONE.has(n.estado) ? 'badge-ok' : n.estado === 'recusada' ? 'badge-danger' : 'badge-warn'}`}>
          {NOTIFICACAO_ESTADOS[n.estado]}
        </span>
      </p>
      {times.length > 0 && <p className="muted small">{times.join(' · ')}</p>}
      {write && letter && (
        <p className="row-actions">
          <a className="btn btn-small" href={noticeLetterUrl(id)} target="_blank" rel="noopener">
            Imprimir a carta
          </a>
          {n.estado === 'a_enviar' && (
            <button type="button" className="btn btn-small" onClick={() => setSending(true)}>
              Registrar envio
            </button>
          )}
        </p>
      )}
      {sending && <SentDialog id={id} onClose={() => setSending(false)} />}
    </section>
  );
}

function SentDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const f = useNoticeSentForm(id, useParishToday(), onClose);
  return (
    <ModalForm title="Envio da carta de notificação" submit="Registrar envio" controller={f} onClose={onClose} className="form">
      <TextField name="data" label="Data do envio" type="date" />
    </ModalForm>
  );
}
