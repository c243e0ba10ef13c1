import type { ReactNode } from 'react';

export interface BannerProps {
  kind?: 'success' | 'error' | 'info';
  children: ReactNode;
  /** Shows a close button when given. */
  onClose?: () => void;
}

/** An inline message box; errors are announced as alerts, the rest politely. */
export function Banner({ kind = 'info', children, onClose }: BannerProps) {
  return (
    <div className={`alert alert-${kind}${onClose ? ' alert-dismissible' : ''}`} role={kind === 'error' ? 'alert' : 'status'} part="banner">
      <div>{children}</div>
      {onClose && (
        <button type="button" className="alert-close" aria-label="Fechar" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
