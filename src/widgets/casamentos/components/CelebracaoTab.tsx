import { useState } from 'react';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { Form, ModalForm, SubmitButton, TextField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { pathTo } from '../../../core/paths';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { NOTIFICACAO_ESTADOS, type Casamento, type Notificacao } from '../../../shared/schemas/casamentos';
import { PDF } from '../api';
import { TEXT } from '../text';
import { useCelebrarForm, useLetterSentForm } from '../useFileActions';

interface Props {
  casamento: Casamento;
  write: boolean;
  container?: HTMLElement | ShadowRoot;
}

/**
 * 'Registrar celebração' with the day it was actually celebrated: the entry goes into the marriage book and the
 * file is archived. Then the entry, and each spouse's notice to their baptism parish (c. 1122) and how far it went.
 */
export function CelebracaoTab({ casamento: c, write, container }: Props) {
  return (
    <>
      <section className="card" aria-labelledby="celebration-title">
        <h2 id="celebration-title">{TEXT.celebrationTitle}</h2>
        {c.registro ? (
          <>
            {c.data_celebracao && <p>{TEXT.celebratedOn(formatDate(c.data_celebracao))}</p>}
            <p>
              {TEXT.entry(c.registro.livro, c.registro.folha, c.registro.termo)}.{' '}
              <ElementLink to={pathTo('/sacramentos/{tipo}/{id}', { tipo: 'matrimonio', id: c.registro.id })} container={container}>
                {TEXT.openEntry}
              </ElementLink>
            </p>
          </>
        ) : write && c.estado === 'habilitado' ? (
          <CelebrarForm casamento={c} />
        ) : (
          <p className="muted">{TEXT.notReady}</p>
        )}
      </section>
      <Notices casamento={c} write={write} />
    </>
  );
}

function CelebrarForm({ casamento: c }: { casamento: Casamento }) {
  const f = useCelebrarForm(c.id, c.data_prevista);
  return (
    <>
      <p className="muted">{TEXT.celebrationHint}</p>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="form" aria-labelledby="celebration-title">
        <TextField name="data" label={TEXT.celebrationDate} type="date" />
        <div className="form-actions">
          <SubmitButton busy={f.form.formState.isSubmitting} busyText={TEXT.celebrating}>
            {TEXT.celebrate}
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

function Notices({ casamento: c, write }: { casamento: Casamento; write: boolean }) {
  const [sending, setSending] = useState<Notificacao | null>(null);
  return (
    <section className="card" aria-labelledby="notices-title">
      <h2 id="notices-title">{TEXT.noticesTitle}</h2>
      {c.notificacoes.length === 0 ? (
        <p className="muted">{TEXT.noNotices}</p>
      ) : (
        <ul className="notices" aria-label={TEXT.notices}>
          {c.notificacoes.map((n) => (
            <li key={n.conjuge} data-estado={n.estado}>
              <p>
                <strong>{n.conjuge === 1 ? c.conjuge1.nome : c.conjuge2.nome}</strong> — {n.paroquia}:{' '}
                <span
                  className={`badge ${['anotada', 'confirmada', 'enviada'].includes(n.estado) ? 'badge-ok' : n.estado === 'recusada' ? 'badge-danger' : 'badge-warn'}`}
                >
                  {NOTIFICACAO_ESTADOS[n.estado]}
                </span>
              </p>
              <p className="muted small">
                {[
                  n.enviada_em && `${TEXT.sentOn} ${formatDate(n.enviada_em)}`,
                  n.respondida_em && `${TEXT.answeredOn} ${formatDate(n.respondida_em)}`,
                  n.motivo,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {(n.estado === 'a_enviar' || n.estado === 'enviada') && (
                <span className="row-actions">
                  <a
                    className="btn btn-small"
                    href={PDF.notificacao(c.id, n.conjuge)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${TEXT.letterPdf}: ${n.paroquia}`}
                  >
                    {TEXT.letterPdf}
                  </a>
                  {write && n.estado === 'a_enviar' && (
                    <button type="button" className="btn btn-small" onClick={() => setSending(n)}>
                      {TEXT.markSent}
                    </button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {sending && <SentDialog id={c.id} conjuge={sending.conjuge} onClose={() => setSending(null)} />}
    </section>
  );
}

function SentDialog({ id, conjuge, onClose }: { id: number; conjuge: 1 | 2; onClose: () => void }) {
  const f = useLetterSentForm(id, conjuge, useParishToday(), onClose);
  return (
    <ModalForm title={TEXT.sentTitle} submit={TEXT.markSent} controller={f} onClose={onClose} className="form">
      <TextField name="data" label={TEXT.sentDate} type="date" />
    </ModalForm>
  );
}
