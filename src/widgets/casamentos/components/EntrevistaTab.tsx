import { useParishToday } from '../../../core/calendar/parish-clock';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../core/form';
import { formatDate, formatDateTime } from '../../../core/format';
import { Banner } from '../../../core/ui';
import type { Casamento, Entrevista, PerguntaItem } from '../../../shared/schemas/casamentos';
import { TEXT } from '../text';
import { useEntrevistaForm } from '../useEntrevistaForm';

/** The interview, for roles 1, 111 and the priest who recorded it: each spouse's answers; a form while the file is open. */
export function EntrevistaTab({ casamento: c, write }: { casamento: Casamento; write: boolean }) {
  const f = useEntrevistaForm(c.id, useParishToday());
  return (
    <section className="card" aria-labelledby="interview-title">
      <h2 id="interview-title">{TEXT.interviewTitle}</h2>
      <p className="muted small">{TEXT.interviewHint}</p>
      <DataFrame state={fromQuery(f.entrevista)} loading={TEXT.loadingInterview} failed={TEXT.interviewFailed}>
        {(answer) => (
          <>
            {answer.data ? (
              <p className="muted">{TEXT.recordedBy(answer.data.registrada_por, formatDateTime(answer.data.registrada_em))}</p>
            ) : (
              <p className="muted">{TEXT.interviewNone}</p>
            )}
            {answer.data && (!write || asked(answer.data.perguntas) !== asked(answer.perguntas)) && (
              <Recorded casamento={c} entrevista={answer.data} note={write ? TEXT.interviewOldQuestions : null} />
            )}
            {write && (
              <>
                {f.failure && <Banner kind="error">{f.failure}</Banner>}
                <Form form={f.form} onSubmit={f.onSubmit} className="form" aria-labelledby="interview-title">
                  <TextField name="data" label={TEXT.interviewDate} type="date" />
                  {([1, 2] as const).map((n) => (
                    <fieldset key={n} className="field-group">
                      <legend>{TEXT.answersOf(n, n === 1 ? c.conjuge1.nome : c.conjuge2.nome)}</legend>
                      {answer.perguntas.map((p) => (
                        <TextAreaField key={p.chave} name={`conjuge${n}.${p.chave}`} label={p.texto} rows={2} maxLength={4000} />
                      ))}
                    </fieldset>
                  ))}
                  <div className="form-actions">
                    <SubmitButton busy={f.form.formState.isSubmitting}>{TEXT.interviewSave}</SubmitButton>
                  </div>
                </Form>
              </>
            )}
          </>
        )}
      </DataFrame>
    </section>
  );
}

const asked = (perguntas: PerguntaItem[]) => JSON.stringify(perguntas);

/** The answers as recorded, each under the question as it was asked then. */
function Recorded({ casamento: c, entrevista: e, note }: { casamento: Casamento; entrevista: Entrevista; note: string | null }) {
  return (
    <>
      {note && <p className="muted small">{note}</p>}
      <p>{`${TEXT.interviewDate}: ${formatDate(e.data)}`}</p>
      {([1, 2] as const).map((n) => (
        <dl key={n} className="answers" aria-label={TEXT.answersOf(n, n === 1 ? c.conjuge1.nome : c.conjuge2.nome)}>
          {e.perguntas.map((p) => (
            <div key={p.chave}>
              <dt>{p.texto}</dt>
              <dd>{(n === 1 ? e.conjuge1 : e.conjuge2)[p.chave] || TEXT.notInformed}</dd>
            </div>
          ))}
        </dl>
      ))}
    </>
  );
}
