import type { User } from '../../../shared/schemas/session';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ParishCard } from '../components/ParishInfo';
import { UserSummary } from '../components/UserSummary';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /profile: the signed-in user's own page. */
export function ProfileView({ container, user }: ViewProps & { user: User }) {
  return (
    <div className="settings-home">
      <section className="card">
        <UserSummary user={user} heading="Meu perfil" />
      </section>
      <ParishCard paroquia={user.paroquia} />
      <div className="form-actions">
        <ElementLink to={pathTo('/settings')} container={container} className="btn btn-primary">
          Ir para configurações
        </ElementLink>
      </div>
    </div>
  );
}
