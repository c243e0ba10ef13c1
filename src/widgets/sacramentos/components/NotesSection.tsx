import { Form, TextAreaField, TextField } from '../../../core/form';
import { formatDate, formatDateTime } from '../../../core/format';
import type { SacramentoNote } from '../../../shared/schemas/sacramentos';
import type { useNoteForm } from '../useRecordActions';

interface Props {
  notes: SacramentoNote[];
  /** The 'add a note' form, for those who write the books. */
  write?: ReturnType<typeof useNoteForm>;
}

/** The marginal notes, oldest first (never edited, only added), and the form that adds one. */
export function NotesSection({ notes, write }: Props) {
  return (
    <section className="card" aria-labelledby="notes-title">
      <h2 id="notes-title">Anotações</h2>
      {notes.length === 0 ? (
        <p className="muted">Nenhuma anotação.</p>
      ) : (
        <ol className="notes">
          {notes.map((n) => (
            <li key={n.id}>
              <p>{n.texto}</p>
              <p className="muted small">
                {formatDate(n.data)} · {n.automatica ? 'Anotação automática' : n.criado_por}, lançada em {formatDateTime(n.criado_em)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {write && (
        <Form form={write.form} onSubmit={write.onSubmit} className="note-form">
          <TextAreaField name="texto" label="Nova anotação" hint="Uma anotação não pode ser alterada depois de acrescentada." rows={3} maxLength={2000} />
          <TextField
            name="data"
            label="Data da anotação"
            hint="Em branco, hoje. Ao transcrever uma anotação do livro de papel, a data dela (nunca futura nem anterior ao sacramento)."
            type="date"
          />
          {write.failure && (
            <p className="field-error" role="alert">
              {write.failure}
            </p>
          )}
          <button type="submit" className="btn" disabled={write.busy}>
            {write.busy ? 'Acrescentando...' : 'Acrescentar anotação'}
          </button>
        </Form>
      )}
    </section>
  );
}
