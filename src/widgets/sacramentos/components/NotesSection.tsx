import { useState } from 'react';
import { FieldFrame } from '../../../core/form';
import { formatDate, formatDateTime } from '../../../core/format';
import type { SacramentoNote } from '../../../shared/schemas/sacramentos';

interface Props {
  notes: SacramentoNote[];
  /** The 'add a note' form, for those who write the books. */
  write?: { busy: boolean; error: string | null; add: (texto: string, data?: string) => Promise<boolean> };
}

/** The marginal notes, oldest first (never edited, only added), and the form that adds one. */
export function NotesSection({ notes, write }: Props) {
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
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
        <form
          className="note-form"
          onSubmit={(e) => {
            e.preventDefault();
            void write.add(text, day || undefined).then((ok) => ok && (setText(''), setDay('')));
          }}
        >
          <FieldFrame label="Nova anotação" hint="Uma anotação não pode ser alterada depois de acrescentada." error={write.error ?? undefined}>
            {(control) => <textarea {...control} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />}
          </FieldFrame>
          <FieldFrame
            label="Data da anotação"
            hint="Em branco, hoje. Ao transcrever uma anotação do livro de papel, a data dela (nunca futura nem anterior ao sacramento)."
          >
            {(control) => <input {...control} type="date" value={day} onChange={(e) => setDay(e.target.value)} />}
          </FieldFrame>
          <button type="submit" className="btn" disabled={write.busy}>
            {write.busy ? 'Acrescentando...' : 'Acrescentar anotação'}
          </button>
        </form>
      )}
    </section>
  );
}
