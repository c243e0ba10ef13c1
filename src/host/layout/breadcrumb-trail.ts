import type { HasRoles } from '../../shared/roles';
import { mayOpen } from '../guard';
import { findRoute, normalizePath } from '../route-match';
import { pathTo } from '../../core/paths';

export interface Crumb {
  path: string;
  title: string;
}

/**
 * Home, then every ancestor of the path that is a screen of the layout, then the page:
 * /registros/12/editar -> Home › Registros gerais › Editar registro. Ancestors the user
 * may not open are left out rather than offered as links to 'Acesso restrito'.
 */
export function breadcrumbTrail(pathname: string, user: HasRoles | null): Crumb[] {
  const path = normalizePath(pathname);
  const segments = path.split('/').filter(Boolean);
  const home = pathTo('/dashboard');
  const trail: Crumb[] = path === home ? [] : [{ path: home, title: 'Home' }];
  segments.forEach((_, i) => {
    const prefix = `/${segments.slice(0, i + 1).join('/')}`;
    const match = findRoute(prefix);
    if (!match || match.route.gate !== 'protected') return;
    const isPage = prefix === path;
    if (isPage || mayOpen(match.route, user)) trail.push({ path: prefix, title: match.route.title });
  });
  return trail;
}
