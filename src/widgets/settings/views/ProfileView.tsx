import type { User } from '../../../shared/schemas/session';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ParishInfo } from '../components/ParishInfo';
import { UserSummary } from '../components/UserSummary';
import type { ViewProps } from './types';

/** /profile: the signed-in user's own page. */
export function ProfileView({ container, user }: ViewProps & { user: User }) {
  return (
    <div className="settings-home">
      <section className="card">
        <UserSummary user={user} heading="Meu perfil" />
      </section>
      <section className="card">
        <h2>Paróquia</h2>
        <ParishInfo paroquia={user.paroquia} />
      </section>
      <div className="actions">
        <ElementLink to="/settings" container={container} className="btn btn-primary">
          Ir para configurações
        </ElementLink>
      </div>
    </div>
  );
}
