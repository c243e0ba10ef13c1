import type { TransferController } from '../useTransfer';
import { useSacrament } from '../sacrament';
import { Field } from './Field';

/** Destination, names picked from this class's people, and 'Transferir'. */
export function TransferSection({ t }: { t: TransferController }) {
  const s = useSacrament();
  return (
    <section className="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Transferir {s.students}</h2>
      <p className="muted small">Mova {s.students} desta turma para outra turma da paróquia.</p>
      <Field label="Turma de destino">
        {(a) => (
          <select {...a} value={t.destination} onChange={(e) => t.setDestination(e.target.value)}>
            <option value="">Selecione a turma</option>
            {t.destinations.map((c) => (
              <option key={c.id} value={c.id}>
                {c.turma}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="inline-add">
        <Field label={`${s.Students.slice(0, -1)} desta turma`}>
          {(a) => (
            <select {...a} value={t.candidate} onChange={(e) => t.setCandidate(e.target.value)} disabled={t.candidates.length === 0}>
              <option value="">{t.candidates.length ? 'Selecione um nome' : 'Nenhum nome disponível'}</option>
              {t.candidates.map((s) => (
                <option key={s.register_id} value={s.register_id}>
                  {s.register_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className="btn" onClick={t.addName} disabled={!t.candidate}>
          Adicionar nome
        </button>
      </div>
      {t.chosen.length > 0 && (
        <ul className="chips" aria-label="Nomes para transferir">
          {t.chosen.map((s) => (
            <li key={s.register_id} className="chip">
              <span>{s.register_name}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Tirar da transferência: ${s.register_name}`}
                onClick={() => t.removeName(s.register_id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {t.problem && (
        <p className="field-error" role="alert">
          {t.problem}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => void t.submit()} disabled={t.moving}>
          {t.moving ? 'Transferindo...' : 'Transferir'}
        </button>
      </div>
    </section>
  );
}
