import type { ReactNode } from 'react';
import type { ConfirmedDelete } from '../query/useConfirmedDelete';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a Modal; Escape and 'Cancelar' cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel = 'Confirmar', cancelLabel = 'Cancelar', danger, busy, onConfirm, onCancel } = props;
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? undefined : onCancel}
      className="modal-sm"
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div>{message}</div>
    </Modal>
  );
}

/** The question before a deletion (useConfirmedDelete): `title`, what `message` says of the target, then 'Excluir'. */
export function DeleteDialog<T>({ deletion, title, message }: { deletion: ConfirmedDelete<T>; title: string; message: (target: T) => ReactNode }) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title={title}
      message={deletion.target !== null && message(deletion.target)}
      confirmLabel={deletion.busy ? 'Excluindo...' : 'Excluir'}
      danger
      busy={deletion.busy}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}
