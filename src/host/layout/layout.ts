import { html, type TemplateResult } from 'lit-html';
import type { User } from '../../shared/schemas/session';
import { copyright } from '../brand';
import { ensureWidget } from '../widgets';
import { actingBar } from './acting';
import { breadcrumbs } from './breadcrumbs';
import { header } from './header';
import { sidebar } from './sidebar';
import { layoutUi } from './ui-state';

type Content = TemplateResult | Node;

/** The protected group's common layout: header, sidebar, breadcrumbs, page, footer. */
export function layout(user: User, pathname: string, content: Content) {
  // <sacra-timezone-prompt> lives in the settings module and shows itself only when the user has no zone:
  // nobody else downloads that module on every page.
  if (!user.timezone?.trim()) ensureWidget('sacra-timezone-prompt');
  // While the drawer is open on a narrow screen, only the drawer takes focus and clicks.
  const { drawerOpen } = layoutUi.getState();
  return html`
    <a class="skip-link" href="#main">Pular para o conteúdo</a>
    <div class="shell">
      ${header(user)} ${sidebar(user, pathname)}
      <main id="main" class="content" tabindex="-1" ?inert=${drawerOpen}>${actingBar(user)} ${breadcrumbs(user, pathname)} ${content}</main>
      <footer class="site-footer" ?inert=${drawerOpen}>${copyright()}</footer>
    </div>
    <sacra-timezone-prompt></sacra-timezone-prompt>
  `;
}
