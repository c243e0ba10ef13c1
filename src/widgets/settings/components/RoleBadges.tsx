import { roleIds, roleName, type HasRoles } from '../../../shared/roles';

/** The user's roles by name, as badges ('Regra {n}' for unknown ids). */
export function RoleBadges({ user }: { user: HasRoles }) {
  const ids = roleIds(user);
  if (ids.length === 0) return <p className="muted">Nenhuma permissão atribuída.</p>;
  return (
    <ul className="badges" aria-label="Permissões">
      {ids.map((id) => (
        <li key={id} className="badge">
          {roleName(id)}
        </li>
      ))}
    </ul>
  );
}
