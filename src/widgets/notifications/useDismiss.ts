import { useEffect } from 'react';

/**
 * Closes a popover on Escape or on a click outside the element's host. The host is
 * compared through composedPath because clicks inside the shadow root are retargeted.
 */
export function useDismiss(open: boolean, host: Element | null, onClose: (reason: 'escape' | 'outside') => void): void {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (host && !event.composedPath().includes(host)) onClose('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose('escape');
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, host, onClose]);
}
