import { FieldFrame } from '../../../core/form';
import { Options, type Choices } from '../../../core/ui/Options';
import type { Crismando } from '../../../shared/schemas/catechesis';
import { useSacrament } from '../sacrament';
import { useTransfer } from '../useTransfer';
import { BatchSubmit } from './BatchSubmit';

/** A select outside a form, with its label: its first option is the one for no choice. */
function Choice(props: { label: string; value: string; onChange: (value: string) => void; none: string; choices: Choices; disabled?: boolean }) {
  return (
    <FieldFrame label={props.label}>
      {(a) => (
        <select {...a} value={props.value} onChange={(e) => props.onChange(e.target.value)} disabled={props.disabled}>
          <option value="">{props.none}</option>
          <Options choices={props.choices} />
        </select>
      )}
    </FieldFrame>
  );
}

/** Destination, names picked from this class's people, and 'Transferir'. */
export function TransferSection({ classId, enrolled }: { classId: number; enrolled: readonly Crismando[] }) {
  const s = useSacrament();
  const t = useTransfer(classId, enrolled);
  return (
    <section className="card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Transferir {s.students}</h2>
      <p className="muted small">Mova {s.students} desta turma para outra turma da paróquia.</p>
      <Choice
        label="Turma de destino"
        value={t.destination}
        onChange={t.setDestination}
        none="Selecione a turma"
        choices={t.destinations.map((c) => [c.id, c.turma] as const)}
      />
      <div className="inline-add">
        <Choice
          label={`${s.Students.slice(0, -1)} desta turma`}
          value={t.candidate}
          onChange={t.setCandidate}
          none={t.candidates.length ? 'Selecione um nome' : 'Nenhum nome disponível'}
          choices={t.candidates.map((c) => [c.register_id, c.register_name] as const)}
          disabled={t.candidates.length === 0}
        />
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
      <BatchSubmit problem={t.problem} busy={t.moving} busyText="Transferindo..." onSubmit={t.submit}>
        Transferir
      </BatchSubmit>
    </section>
  );
}
