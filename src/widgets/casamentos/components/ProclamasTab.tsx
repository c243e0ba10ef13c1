import { useState } from 'react';
import { useParishToday } from '../../../core/calendar/parish-clock';
import { Form, ModalForm, SubmitButton, TextAreaField, TextField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { Banner } from '../../../core/ui';
import { MAX_DOMINGOS, type Casamento, type Objecao } from '../../../shared/schemas/casamentos';
import { PDF } from '../api';
import { TEXT } from '../text';
import { useObjectionForm, usePublishForm, useResolveForm } from '../useProclamasForms';

/** The banns: published on the Sundays chosen (in the notices), the certificate of banns, and the objections. */
export function ProclamasTab({ casamento: c, write }: { casamento: Casamento; write: boolean }) {
  const p = c.proclamas;
  const [objecting, setObjecting] = useState(false);
  const [resolving, setResolving] = useState<Objecao | null>(null);
  if (!p) return write ? <PublishForm id={c.id} /> : <p className="card muted">{TEXT.proclamasNotPublished}</p>;
  return (
    <>
      <section className="card" aria-labelledby="banns-title">
        <h2 id="banns-title">{TEXT.bannsTitle}</h2>
        <p>{`${TEXT.bannsSundays}: ${p.domingos.map((d) => formatDate(d)).join(', ')}`}</p>
        {p.publicadas_em && <p className="muted">{TEXT.publishedOn(formatDate(p.publicadas_em))}</p>}
        {p.outras_paroquias.length > 0 && <p className="muted">{TEXT.alsoIn(p.outras_paroquias.join(', '))}</p>}
        <a className="btn" href={PDF.proclamas(c.id)} target="_blank" rel="noopener">
          {TEXT.bannsPdf}
        </a>
      </section>
      <section className="card" aria-labelledby="objections-title">
        <h2 id="objections-title">{TEXT.objections}</h2>
        {p.objecoes.length === 0 ? (
          <p className="muted">{TEXT.noObjections}</p>
        ) : (
          <ul className="objections">
            {p.objecoes.map((o) => (
              <li key={o.id}>
                <p>{o.texto}</p>
                <p className="muted small">
                  {[o.informante, `${o.registrada_por}, ${formatDate(o.registrada_em)}`].filter(Boolean).join(' · ')} ·{' '}
                  {o.resolucao ? TEXT.resolved(formatDate(o.resolvida_em), o.resolucao) : TEXT.open}
                </p>
                {write && !o.resolucao && (
                  <button type="button" className="btn btn-small" onClick={() => setResolving(o)}>
                    {TEXT.resolve}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {write && (
          <button type="button" className="btn" onClick={() => setObjecting(true)}>
            {TEXT.addObjection}
          </button>
        )}
      </section>
      {objecting && <ObjectionDialog id={c.id} onClose={() => setObjecting(false)} />}
      {resolving && <ResolveDialog id={c.id} objecao={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}

function PublishForm({ id }: { id: number }) {
  const f = usePublishForm(id, useParishToday());
  const error = f.form.formState.errors.domingos;
  return (
    <section className="card" aria-labelledby="publish-title">
      <h2 id="publish-title">{TEXT.bannsTitle}</h2>
      <p className="muted">{TEXT.proclamasNotPublished}</p>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="form" aria-labelledby="publish-title">
        <fieldset className="field-group">
          <legend>{TEXT.bannsSundays}</legend>
          <p className="muted small">{TEXT.bannsHint}</p>
          <div className="field-row">
            {Array.from({ length: MAX_DOMINGOS }, (_, i) => (
              <TextField key={i} name={`domingos.${i}`} label={TEXT.sunday(i + 1)} type="date" />
            ))}
          </div>
          {(error?.message ?? error?.root?.message) && (
            <p className="field-error" role="alert">
              {error?.message ?? error?.root?.message}
            </p>
          )}
        </fieldset>
        <div className="form-actions">
          <SubmitButton busy={f.form.formState.isSubmitting} busyText={TEXT.publishing}>
            {TEXT.publish}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function ObjectionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const f = useObjectionForm(id, onClose);
  return (
    <ModalForm title={TEXT.addObjection} submit={TEXT.addObjection} controller={f} onClose={onClose} className="form">
      <TextAreaField name="texto" label={TEXT.objectionText} rows={3} maxLength={2000} />
      <TextField name="informante" label={TEXT.informant} maxLength={150} autoComplete="off" />
    </ModalForm>
  );
}

function ResolveDialog({ id, objecao, onClose }: { id: number; objecao: Objecao; onClose: () => void }) {
  const f = useResolveForm(id, objecao.id, onClose);
  return (
    <ModalForm title={TEXT.resolveTitle} submit={TEXT.resolve} controller={f} onClose={onClose} className="form">
      <p>{objecao.texto}</p>
      <TextAreaField name="resolucao" label={TEXT.resolution} rows={3} maxLength={2000} />
    </ModalForm>
  );
}
