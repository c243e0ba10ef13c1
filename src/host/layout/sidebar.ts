import { html, nothing } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import type { User } from '../../shared/schemas/session';
import { mayOpen } from '../guard';
import { findRoute } from '../route-match';
import { NAV_GROUPS, currentState, type NavGroup } from './nav';
import { closeDrawer } from './drawer';
import { isExpanded, layoutUi, toggleGroup } from './ui-state';

/** Entries whose route the user may open; groups left empty disappear. */
function visibleGroups(user: User): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => {
      const match = findRoute(item.path);
      return match !== null && mayOpen(match.route, user);
    }),
  })).filter((group) => group.items.length > 0);
}

function navGroup(group: NavGroup, pathname: string) {
  const expanded = isExpanded(group.id);
  const listId = `nav-group-${group.id}`;
  return html`
    <div class="nav-group">
      <h2 class="nav-group-title">
        <button type="button" aria-expanded=${expanded ? 'true' : 'false'} aria-controls=${listId} @click=${() => toggleGroup(group.id)}>
          <span>${group.label}</span>
          <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 6l4 4 4-4" /></svg>
        </button>
      </h2>
      <ul id=${listId} ?hidden=${!expanded}>
        ${group.items.map((item) => html`<li><a href=${item.path} aria-current=${ifDefined(currentState(item.path, pathname))}>${item.label}</a></li>`)}
      </ul>
    </div>
  `;
}

/** The sidebar: always shown on wide screens, a drawer below 900 px (styles.css) with its title and a close button. */
export function sidebar(user: User, pathname: string) {
  const { drawerOpen } = layoutUi.getState();
  return html`
    <nav id="sidebar" class="sidebar ${drawerOpen ? 'open' : ''}" aria-label="Menu principal">
      <div class="drawer-head">
        <h2>Menu</h2>
        <button type="button" class="icon-button" aria-label="Fechar menu" @click=${closeDrawer}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" /></svg>
        </button>
      </div>
      ${visibleGroups(user).map((group) => navGroup(group, pathname))}
    </nav>
    ${drawerOpen ? html`<div class="drawer-backdrop" @click=${closeDrawer}></div>` : nothing}
  `;
}
