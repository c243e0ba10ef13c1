import type { SelectedPerson } from '../enrol-rules';
import { Avatar } from '../../../core/people/Avatar';

/** The people chosen to enrol, each with its baptised toggle and a remove button. */
export function SelectedList(props: { items: SelectedPerson[]; onBaptised: (id: number, value: boolean) => void; onRemove: (id: number) => void }) {
  if (!props.items.length) return <p className="muted empty-line">Nenhuma pessoa selecionada.</p>;
  return (
    <ul className="people-list" aria-label="Pessoas selecionadas">
      {props.items.map((p) => (
        <li key={p.register_id}>
          <Avatar name={p.name} photo={p.photo} />
          <span className="person-name">{p.name}</span>
          <label className="switch">
            <input
              type="checkbox"
              checked={p.batizado === 1}
              onChange={(e) => props.onBaptised(p.register_id, e.target.checked)}
              aria-label={`Batizado: ${p.name}`}
            />
            <span aria-hidden="true">{p.batizado === 1 ? 'Batizado' : 'Não batizado'}</span>
          </label>
          <button type="button" className="btn btn-small" aria-label={`Remover da seleção: ${p.name}`} onClick={() => props.onRemove(p.register_id)}>
            Remover
          </button>
        </li>
      ))}
    </ul>
  );
}
