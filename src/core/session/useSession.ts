import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './store';

/** The session inside a React element (each element is its own React root; the store is the shared singleton). */
export function useSession<T = SessionState>(selector: (state: SessionState) => T = (s) => s as T): T {
  return useStore(sessionStore, selector);
}
