import { DataFrame, fromQuery } from '../../../core/data';
import { ElementLink } from '../../../core/ui/ElementLink';
import type { SacramentSlug } from '../../../shared/sacraments';
import type { ShortcutGroup } from '../shortcuts';
import { useTaughtClasses } from '../queries';
import { pathTo } from '../../../core/paths';

type Container = HTMLElement | ShadowRoot | undefined;

/** The home page's shortcuts of the user's roles (shortcuts.ts), one card per group. */
export function Shortcuts({ groups, container }: { groups: ShortcutGroup[]; container: Container }) {
  if (!groups.length) return null;
  return (
    <section className="shortcuts" part="shortcuts" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className="sr-only">
        Atalhos
      </h2>
      {groups.map((g) => (
        <nav key={g.id} className="card shortcut-group" aria-labelledby={`shortcuts-${g.id}`}>
          <h3 id={`shortcuts-${g.id}`}>{g.title}</h3>
          {g.classesOf && <TaughtClasses slug={g.classesOf} container={container} />}
          <ul className="shortcut-list">
            {g.links.map(([path, label, hint]) => (
              <li key={path}>
                <ElementLink to={path} container={container} className="link-tile">
                  <span className="shortcut-label">{label}</span>
                  {hint && <span className="muted small">{hint}</span>}
                </ElementLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </section>
  );
}

/** The catechist's classes in progress, each with a way to today's attendance. */
function TaughtClasses({ slug, container }: { slug: SacramentSlug; container: Container }) {
  const classes = useTaughtClasses(slug);
  return (
    <DataFrame
      state={fromQuery(classes)}
      loading="Carregando suas turmas..."
      failed="Falha ao carregar suas turmas"
      empty={<p className="muted">Nenhuma turma sua em catequese agora.</p>}
    >
      {(inProgress) => (
        <ul className="shortcut-list">
          {inProgress.map((c) => (
            <li key={c.id}>
              <ElementLink
                to={pathTo(`/turmas/${slug}/{id}/presencas`, { id: c.id })}
                container={container}
                className="link-tile"
                label={`Presenças de hoje: ${c.turma}`}
              >
                <span className="shortcut-label">Presenças de hoje</span>
                <span className="muted small">{c.turma}</span>
              </ElementLink>
            </li>
          ))}
        </ul>
      )}
    </DataFrame>
  );
}
