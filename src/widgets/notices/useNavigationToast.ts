import { useEffect } from 'react';
import { noticeToast } from './toasts';

/** The key of history.state that carries a success toast to the next screen (e.g. after saving an edit). */
export const TOAST_STATE_KEY = 'toast';

/**
 * Shows the success toast another screen handed over through navigation state, once: the state is
 * cleared afterwards so going back or reloading does not show it again.
 */
export function useNavigationToast(): void {
  useEffect(() => {
    const state: unknown = history.state;
    if (!state || typeof state !== 'object') return;
    const text = (state as Record<string, unknown>)[TOAST_STATE_KEY];
    if (typeof text !== 'string' || !text) return;
    noticeToast.success(text);
    history.replaceState({ ...state, [TOAST_STATE_KEY]: undefined }, '');
  }, []);
}
