import { useEffect } from 'react';
import { useHandedOver } from '../../core/hooks/useHandedOver';
import { noticeToast } from './text';

/** The key of history.state that carries a success toast to the next screen (e.g. after saving an edit). */
export const TOAST_STATE_KEY = 'toast';

/** Shows the success toast another screen handed over through the navigation state, once. */
export function useNavigationToast(): void {
  const text = useHandedOver(TOAST_STATE_KEY);
  useEffect(() => {
    if (typeof text === 'string' && text) noticeToast.success(text);
  }, [text]);
}
