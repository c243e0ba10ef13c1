import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { dismissToast, registerToastHost, toastStore } from './toastStore';

/**
 * Draws the page's toasts (raise them with `toast.success(...)` / `toast.error(...)`).
 * Any element may render one; only the oldest mounted Toaster on the page draws.
 */
export function Toaster() {
  // Its own identity from the first render; registered once mounted (and again after a remount).
  const [host] = useState(() => Symbol('toaster'));
  useEffect(() => registerToastHost(host)[1], [host]);
  const items = useStore(toastStore, (s) => s.items);
  const drawing = useStore(toastStore, (s) => s.hosts[0] === host);
  if (!drawing) return null;
  return (
    <div className="toast-stack" part="toasts">
      {items.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>{t.text}</span>
          <button type="button" className="toast-close" aria-label="Fechar mensagem" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
