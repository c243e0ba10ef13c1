import { ElementLink } from '../../../core/ui/ElementLink';
import { useSession } from '../../../core/session/useSession';
import { can } from '../../../shared/roles';
import { SACRAMENT_SLUGS, SACRAMENTS } from '../../../shared/sacraments';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /catequistas: which catechists to manage, one card per sacrament; a sacrament the user may not read is shown as such. */
export function CatechistHubView({ container }: ViewProps) {
  const user = useSession((s) => s.user);
  return (
    <section className="page" aria-labelledby="hub-title">
      <h1 id="hub-title">Catequistas</h1>
      <p className="muted">Escolha o grupo de catequistas que deseja gerenciar.</p>
      <ul className="hub">
        {SACRAMENT_SLUGS.map((slug) => {
          const { name, read } = SACRAMENTS[slug];
          const body = (
            <>
              <span className="hub-title">Catequistas de {name}</span>
              <span className="muted small">Cadastre, edite e acompanhe os catequistas das turmas de {name}.</span>
            </>
          );
          return (
            <li key={slug}>
              {can(user, read) ? (
                <ElementLink to={pathTo(`/catequistas/${slug}`)} container={container} className="card hub-card">
                  {body}
                  <span className="badge badge-ok">Ativo</span>
                </ElementLink>
              ) : (
                <div className="card hub-card disabled" aria-disabled="true">
                  {body}
                  <span className="badge badge-off">Sem acesso</span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
