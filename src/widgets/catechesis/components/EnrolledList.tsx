import { useState } from 'react';
import type { Crismando } from '../../../shared/schemas/catechesis';
import type { SacramentUi } from '../sacrament';
import { Avatar } from '../../../core/people/Avatar';
import { GuardiansDialog } from './GuardiansDialog';

/** The people already in the class, with their baptised state; each one's guardians ('Responsáveis') in a dialog. */
export function EnrolledList({ items, s }: { items: Crismando[]; s: SacramentUi }) {
  const [guardiansOf, setGuardiansOf] = useState<Crismando | null>(null);
  return (
    <>
      <ul className="people-list enrolled-list" aria-label={`${s.Students} associados`}>
        {items.map((s) => (
          <li key={s.register_id}>
            <Avatar name={s.register_name} photo={s.photo} />
            <span className="person-name">{s.register_name}</span>
            <span className={`badge ${s.batizado ? 'badge-ok' : 'badge-off'}`}>{s.batizado ? 'Batizado' : 'Não batizado'}</span>
            <button type="button" className="btn btn-small" aria-label={`Responsáveis: ${s.register_name}`} onClick={() => setGuardiansOf(s)}>
              Responsáveis
            </button>
          </li>
        ))}
      </ul>
      {guardiansOf && <GuardiansDialog key={guardiansOf.register_id} student={guardiansOf} onClose={() => setGuardiansOf(null)} />}
    </>
  );
}
