import { html } from 'lit-html';
import { initials } from '../../core/format';
import type { User } from '../../shared/schemas/session';
import { signOut } from '../sign-out';
import { layoutUi, setUserMenu } from './ui-state';
import { pathTo } from '../../core/paths';

function avatar(user: User) {
  const { brokenAvatar } = layoutUi.getState();
  if (user.avatar && user.avatar !== brokenAvatar) {
    const broken = () => layoutUi.setState({ brokenAvatar: user.avatar });
    return html`<img class="avatar" src=${user.avatar} alt="" width="32" height="32" @error=${broken} />`;
  }
  return html`<span class="avatar avatar-initials" aria-hidden="true">${initials(user.name)}</span>`;
}

/**
 * Avatar button opening the account links (disclosure pattern: Tab moves through them,
 * Escape closes). The name shows inside the panel; the bar has no room for it next to the weather.
 */
export function userMenu(user: User) {
  const open = layoutUi.getState().userMenuOpen;
  return html`
    <div class="user-menu" id="user-menu-root">
      <button
        id="user-menu-button"
        class="user-menu-button"
        type="button"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls="user-menu"
        aria-label=${`Menu do usuário: ${user.name}`}
        @click=${() => setUserMenu(!open)}
      >
        ${avatar(user)}
        <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 6l4 4 4-4" /></svg>
      </button>
      <div id="user-menu" class="user-menu-panel" ?hidden=${!open}>
        <p class="user-menu-who"><strong>${user.name}</strong><span class="muted">@${user.user}</span></p>
        <ul>
          <li><a href=${pathTo('/profile')}>Meu perfil</a></li>
          <li><a href=${pathTo('/settings')}>Configurações</a></li>
          <li><button type="button" @click=${signOut}>Sair</button></li>
        </ul>
      </div>
    </div>
  `;
}
