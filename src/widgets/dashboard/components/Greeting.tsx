import { displayTimeZone } from '../../../core/format';
import type { User } from '../../../shared/schemas/session';

/** 'Olá, {name}', the parish and today's date, and the user's own roles by name. */
export function Greeting({ user, roles, now }: { user: User; roles: string[]; now: Date }) {
  const today = now.toLocaleDateString('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: displayTimeZone(user.timezone) });
  return (
    <header className="greeting" part="greeting">
      <div>
        <h1>Olá, {user.name}</h1>
        {user.paroquia?.name && <p className="greeting-parish">{user.paroquia.name}</p>}
        <p className="muted today">{today}</p>
      </div>
      <section className="roles" aria-labelledby="roles-title">
        <h2 id="roles-title" className="roles-title">
          Suas permissões
        </h2>
        {roles.length ? (
          <ul className="role-list" part="roles">
            {roles.map((role) => (
              <li key={role} className="badge">
                {role}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nenhuma permissão atribuída.</p>
        )}
      </section>
    </header>
  );
}
