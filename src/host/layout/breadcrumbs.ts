import { html } from 'lit-html';
import type { User } from '../../shared/schemas/session';
import { breadcrumbTrail } from './breadcrumb-trail';

export function breadcrumbs(user: User, pathname: string) {
  const trail = breadcrumbTrail(pathname, user);
  return html`
    <nav class="breadcrumbs" aria-label="Você está em">
      <ol>
        ${trail.map((crumb, i) =>
          i === trail.length - 1 ? html`<li><span aria-current="page">${crumb.title}</span></li>` : html`<li><a href=${crumb.path}>${crumb.title}</a></li>`,
        )}
      </ol>
    </nav>
  `;
}
