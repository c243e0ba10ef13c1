import { sessionStore } from '../core/session/store';
import { navigateTo } from './router';
import { pathTo } from '../core/paths';

/** 'Sair' everywhere: end the session (server errors ignored by the store), then /login. */
export async function signOut(): Promise<void> {
  await sessionStore.getState().logout();
  navigateTo(pathTo('/login'));
}
