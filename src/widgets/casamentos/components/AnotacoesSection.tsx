import { useState } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { FieldFrame, ModalForm, TextAreaField } from '../../../core/form';
import { formatDate } from '../../../core/format';
import { ANOTACAO_ESTADOS, ANOTACAO_TIPOS, type Anotacao } from '../../../shared/schemas/casamentos';
import { useAnotacoes } from '../queries';
import { TEXT } from '../text';
import { useConfirmNote, useRecusarAnotacaoForm } from '../usePedidoActions';

/** Marginal notes between parishes: those other parishes send here (confirmed onto a baptism entry in one click), and those sent from here. */
export function AnotacoesSection() {
  const received = useAnotacoes('recebidos');
  const sent = useAnotacoes('enviados');
  const [refusing, setRefusing] = useState<Anotacao | null>(null);
  return (
    <>
      <section className="card" aria-labelledby="notes-received-title">
        <h2 id="notes-received-title">{TEXT.notesReceived}</h2>
        <DataFrame state={fromQuery(received)} loading={TEXT.loadingNotes} failed={TEXT.notesFailed} empty={<p className="muted">{TEXT.noNotes}</p>}>
          {(notes) => (
            <ul className="notes-list">
              {notes.map((a) => (
                <ReceivedNote key={a.id} note={a} refuse={() => setRefusing(a)} />
              ))}
            </ul>
          )}
        </DataFrame>
      </section>
      <section className="card" aria-labelledby="notes-sent-title">
        <h2 id="notes-sent-title">{TEXT.notesSent}</h2>
        <DataFrame state={fromQuery(sent)} loading={TEXT.loadingNotes} failed={TEXT.notesFailed} empty={<p className="muted">{TEXT.noSentNotes}</p>}>
          {(notes) => (
            <ul className="notes-list">
              {notes.map((a) => (
                <li key={a.id}>
                  <NoteText note={a} />
                </li>
              ))}
            </ul>
          )}
        </DataFrame>
      </section>
      {refusing && <RefuseDialog note={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}

function NoteText({ note: a }: { note: Anotacao }) {
  return (
    <>
      <p>
        <strong>{a.nome}</strong> — {`${ANOTACAO_TIPOS[a.tipo]}, ${a.paroquia.nome}`}{' '}
        <span className={`badge ${a.estado === 'confirmada' ? 'badge-ok' : a.estado === 'recusada' ? 'badge-danger' : 'badge-warn'}`}>
          {ANOTACAO_ESTADOS[a.estado]}
        </span>
      </p>
      <p>{a.texto}</p>
      <p className="muted small">
        {[
          a.pai && `${TEXT.father}: ${a.pai}`,
          a.mae && `${TEXT.mother}: ${a.mae}`,
          a.data_batismo && `${TEXT.baptismDate}: ${formatDate(a.data_batismo)}`,
          a.respondida_em && `${TEXT.answeredOn} ${formatDate(a.respondida_em)}${a.respondida_por ? ` (${a.respondida_por})` : ''}`,
          a.motivo,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </>
  );
}

function ReceivedNote({ note: a, refuse }: { note: Anotacao; refuse: () => void }) {
  const confirm = useConfirmNote();
  const [registro, setRegistro] = useState(String(a.registro_id ?? a.candidatos[0]?.id ?? ''));
  return (
    <li>
      <NoteText note={a} />
      {a.estado === 'pendente' && (
        <div className="note-actions">
          {a.candidatos.length === 0 ? (
            <p className="muted small">{TEXT.noCandidates}</p>
          ) : (
            <FieldFrame label={`${TEXT.baptismEntry}: ${a.nome}`}>
              {(control) => (
                <select {...control} value={registro} onChange={(e) => setRegistro(e.target.value)}>
                  {a.candidatos.map((r) => (
                    <option key={r.id} value={r.id}>
                      {`${r.nome} — ${formatDate(r.data)} (livro ${r.livro}, folha ${r.folha}, termo ${r.termo})`}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
          )}
          <span className="row-actions">
            <button
              type="button"
              className="btn btn-primary btn-small"
              disabled={confirm.busy || !registro}
              onClick={() => confirm.run(a.id, registro ? Number(registro) : null)}
              aria-label={TEXT.confirmarLabel(a.nome)}
            >
              {TEXT.confirmar}
            </button>
            <button type="button" className="btn btn-small" onClick={refuse} aria-label={TEXT.recusarNota(a.nome)}>
              {TEXT.recusar}
            </button>
          </span>
        </div>
      )}
    </li>
  );
}

function RefuseDialog({ note, onClose }: { note: Anotacao; onClose: () => void }) {
  const f = useRecusarAnotacaoForm(note.id, onClose);
  return (
    <ModalForm title={TEXT.recusarNota(note.nome)} submit={TEXT.recusar} controller={f} onClose={onClose} className="form">
      <TextAreaField name="motivo" label={TEXT.reason} rows={3} maxLength={500} />
    </ModalForm>
  );
}
