import { createStore } from 'zustand/vanilla';
import { User } from '../../shared/schemas/session';
import { onUnauthorized, request } from '../api/client';
import { errorText } from '../api/errors';

export interface SessionState {
  loading: boolean;
  user: User | null;
  error: string | null;
  /** Runs GET /api/me: success stores the user and clears the error; failure clears the user and keeps the message. */
  refresh: () => Promise<User | null>;
  /** POST /api/logout, errors ignored; the user is cleared either way. */
  logout: () => Promise<void>;
  setUser: (user: User | null) => void;
}

function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    loading: true,
    user: null,
    error: null,
    async refresh() {
      try {
        const user = User.parse(await request('/api/me'));
        set({ loading: false, user, error: null });
        return user;
      } catch (error) {
        set({ loading: false, user: null, error: errorText(error) });
        return null;
      }
    },
    async logout() {
      try {
        await request('/api/logout', { method: 'POST' });
      } catch {
        // Signing out clears the user whether or not the server answered: the user asked to leave.
      }
      set({ user: null, error: null, loading: false });
    },
    setUser(user) {
      set({ user, loading: false });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

// One session per page, even when elements come from separately built bundles.
const slot = globalThis as typeof globalThis & { __sacraSession?: SessionStore; __sacraSessionStarted?: boolean };
export const sessionStore: SessionStore = (slot.__sacraSession ??= createSessionStore());

/**
 * Whether this browser may hold a session: the server sets a cookie scripts can read ('sacra_in') beside the
 * session's own, which they cannot, and clears both together (server/session/cookie.ts).
 */
function maySignedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)sacra_in=/.test(document.cookie);
}

/**
 * Asks the server who is signed in, once per page. The portal's host page does it at start; elements on
 * a page without the host (the suite's pages embedding them from /widgets) do it on first use (useSession).
 * `onlyIfSignedIn` (the public pages: /login, /certidoes...): no question, and so no 401, unless this
 * browser signed in; the answer is then 'nobody'.
 */
export function startSession({ onlyIfSignedIn = false } = {}): void {
  if (slot.__sacraSessionStarted) return;
  slot.__sacraSessionStarted = true;
  if (onlyIfSignedIn && !maySignedIn()) sessionStore.getState().setUser(null);
  else void sessionStore.getState().refresh();
}

onUnauthorized(() => {
  if (sessionStore.getState().user) sessionStore.setState({ user: null, error: null, loading: false });
});
