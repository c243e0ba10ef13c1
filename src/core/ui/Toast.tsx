import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { dismissToast, registerToastHost, toastStore } from './toastStore';

/**
 * Draws the page's toasts (raise them with `toast.success(...)` / `toast.error(...)`).
 * Any element may render one; only the oldest mounted Toaster on the page draws.
 */
export function Toaster() {
  const [hostId, setHostId] = useState<number | null>(null);
  useEffect(() => {
    const [id, unregister] = registerToastHost();
    setHostId(id);
    return unregister;
  }, []);
  const items = useStore(toastStore, (s) => s.items);
  const drawing = useStore(toastStore, (s) => s.hosts[0] === hostId);
  if (!drawing || hostId === null) return null;
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
