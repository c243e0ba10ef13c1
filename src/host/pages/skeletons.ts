import { html, type TemplateResult } from 'lit-html';
import { displayTimeZone } from '../../core/format';
import { roleIds, roleName } from '../../shared/roles';
import type { User } from '../../shared/schemas/session';

/**
 * What a route's element will show first, drawn by the host in the element's light DOM while its
 * module (and React) downloads; the element's shadow root hides it once the module defines the tag.
 * The greeting is the largest thing on a phone's first screen: drawn here with the same text at the
 * same size, it is on screen before React instead of after it (the largest paint comes sooner).
 */
const SKELETONS: Partial<Record<string, (user: User) => TemplateResult>> = {
  'sacra-dashboard': dashboardSkeleton,
};

export function elementSkeleton(tag: string, user: User | null): TemplateResult | null {
  const skeleton = SKELETONS[tag];
  return skeleton && user ? skeleton(user) : null;
}

/** The greeting of <sacra-dashboard> (src/widgets/dashboard/components/Greeting.tsx), same markup and sizes. */
function dashboardSkeleton(user: User): TemplateResult {
  const today = new Date().toLocaleDateString('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: displayTimeZone(user.timezone),
  });
  const roles = roleIds(user).map(roleName);
  return html`
    <div class="skeleton dashboard-skeleton">
      <header class="greeting">
        <div>
          <h1>Olá, ${user.name}</h1>
          ${user.paroquia?.name ? html`<p class="greeting-parish">${user.paroquia.name}</p>` : null}
          <p class="muted today">${today}</p>
        </div>
        <section class="roles">
          <h2 class="roles-title">Suas permissões</h2>
          ${
            roles.length
              ? html`<ul class="role-list">
                  ${roles.map((role) => html`<li class="badge">${role}</li>`)}
                </ul>`
              : html`<p class="muted">Nenhuma permissão atribuída.</p>`
          }
        </section>
      </header>
      <p class="module-loading" role="status"><span class="spinner" aria-hidden="true"></span> Carregando...</p>
    </div>
  `;
}
