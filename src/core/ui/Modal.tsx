import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Escape and the close button call it; without it the modal cannot be dismissed. */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra class on the dialog box (e.g. 'modal-sm'). */
  className?: string;
}

/** An accessible modal dialog: labelled by its title, focus trapped inside, Escape closes. */
export function Modal({ open, title, onClose, children, footer, className }: ModalProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(boxRef, open, onClose);
  if (!open) return null;
  return (
    <div className="modal-backdrop" part="modal-backdrop">
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal${className ? ` ${className}` : ''}`}
        part="modal"
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="modal-close" aria-label="Fechar" onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>
  );
}
