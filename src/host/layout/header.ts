import { html, nothing } from 'lit-html';
import { can } from '../../shared/roles';
import type { User } from '../../shared/schemas/session';
import { DEFAULT_IMAGE_URL, LOGO_URL, productName, useDefaultImage } from '../brand';
import { ensureWidget } from '../widgets';
import { closeDrawer, openDrawer } from './drawer';
import { layoutUi } from './ui-state';
import { userMenu } from './user-menu';
import { pathTo } from '../../core/paths';

function parish(user: User) {
  if (!user.paroquia) return nothing;
  return html`
    <div class="parish">
      <img class="parish-logo" src=${user.paroquia.logo || DEFAULT_IMAGE_URL} alt="" width="32" height="32" @error=${useDefaultImage} />
      <span class="parish-name">${user.paroquia.name}</span>
      ${user.paroquia.atuando ? html`<span class="acting-badge">atuando</span>` : nothing}
    </div>
  `;
}

export function header(user: User) {
  // The header's widgets download after the page shell; if one is missing its tag stays empty.
  ensureWidget('sacra-weather');
  ensureWidget('sacra-notifications');
  const { drawerOpen } = layoutUi.getState();
  return html`
    <header class="topbar" ?inert=${drawerOpen}>
      <button
        id="menu-toggle"
        class="icon-button menu-toggle"
        type="button"
        aria-controls="sidebar"
        aria-expanded=${drawerOpen ? 'true' : 'false'}
        aria-label="Menu de navegação"
        @click=${drawerOpen ? closeDrawer : openDrawer}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16" /></svg>
      </button>
      <a class="brand" href=${pathTo('/dashboard')} title="Ir para a Home">
        <img src=${LOGO_URL} alt="" width="32" height="32" @error=${useDefaultImage} />
        <span>${productName()}</span>
      </a>
      ${parish(user)}
      <div class="topbar-tools">
        ${can(user, 'suiteLink') ? html`<a class="suite-link" href=${pathTo('/suite')}>Painel Suite Sacratech</a>` : nothing}
        <sacra-weather></sacra-weather>
        <sacra-notifications></sacra-notifications>
        ${userMenu(user)}
      </div>
    </header>
  `;
}
