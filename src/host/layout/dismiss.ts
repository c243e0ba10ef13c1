import { closeDrawer } from './drawer';
import { closeOverlays, layoutUi, setUserMenu } from './ui-state';

function focusById(id: string): void {
  document.getElementById(id)?.focus();
}

/** Escape closes the user menu, then the drawer, returning focus to the button that opened it; a click outside closes the menu. */
export function installDismissal(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const { userMenuOpen, drawerOpen } = layoutUi.getState();
    if (userMenuOpen) {
      setUserMenu(false);
      focusById('user-menu-button');
    } else if (drawerOpen) {
      closeDrawer();
    }
  });
  document.addEventListener('click', (event) => {
    if (!layoutUi.getState().userMenuOpen) return;
    const menu = document.getElementById('user-menu-root');
    if (menu && !event.composedPath().includes(menu)) setUserMenu(false);
  });
  // A drawer left open when the window widens would otherwise come back on the next narrow view.
  matchMedia('(min-width: 900px)').addEventListener('change', (event) => {
    if (event.matches) closeOverlays();
  });
}
