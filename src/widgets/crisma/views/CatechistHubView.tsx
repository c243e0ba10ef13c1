import { ElementLink } from '../../../core/ui/ElementLink';
import type { ViewProps } from './types';

/** /catequistas: which catechists to manage; only Crisma exists for now. */
export function CatechistHubView({ container }: ViewProps) {
  return (
    <section className="page" aria-labelledby="hub-title">
      <h1 id="hub-title">Catequistas</h1>
      <p className="muted">Escolha o grupo de catequistas que deseja gerenciar.</p>
      <ul className="hub">
        <li>
          <ElementLink to="/catequistas/crisma" container={container} className="card hub-card">
            <span className="hub-title">Catequistas de Crisma</span>
            <span className="muted small">Cadastre, edite e acompanhe os catequistas das turmas de Crisma.</span>
            <span className="badge badge-on">Ativo</span>
          </ElementLink>
        </li>
        <li>
          <div className="card hub-card disabled" aria-disabled="true">
            <span className="hub-title">Catequistas de 1ª Eucaristia</span>
            <span className="muted small">Gestão dos catequistas da Primeira Eucaristia.</span>
            <span className="badge badge-off">Em breve</span>
          </div>
        </li>
      </ul>
    </section>
  );
}
