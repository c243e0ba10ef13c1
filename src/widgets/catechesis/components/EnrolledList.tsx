import type { Crismando } from '../../../shared/schemas/catechesis';
import type { SacramentUi } from '../sacrament';
import { Avatar } from '../../../core/people/Avatar';

/** The people already in the class, with their baptised state. */
export function EnrolledList({ items, s }: { items: Crismando[]; s: SacramentUi }) {
  return (
    <ul className="people-list enrolled-list" aria-label={`${s.Students} associados`}>
      {items.map((s) => (
        <li key={s.register_id}>
          <Avatar name={s.register_name} photo={s.photo} />
          <span className="person-name">{s.register_name}</span>
          <span className={`badge ${s.batizado ? 'badge-ok' : 'badge-off'}`}>{s.batizado ? 'Batizado' : 'Não batizado'}</span>
        </li>
      ))}
    </ul>
  );
}
