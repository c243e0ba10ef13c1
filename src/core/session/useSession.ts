import { useEffect } from 'react';
import { useStore } from 'zustand';
import { sessionStore, startSession, type SessionState } from './store';

/**
 * The session inside a React element (each element is its own React root; the store is the shared singleton).
 * The first element to ask starts it when no host page has (an element alone on one of the suite's pages).
 */
export function useSession<T = SessionState>(selector: (state: SessionState) => T = (s) => s as T): T {
  useEffect(startSession, []);
  return useStore(sessionStore, selector);
}
