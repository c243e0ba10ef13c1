import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui';
import type { Reversal } from './useReversal';

/** The question before a reversal (useReversal): what `message` says of the receipt, its reason (the refusal under it), then 'Estornar'. */
export function ReversalDialog<T>({
  reversal,
  title,
  fieldId,
  message,
}: {
  reversal: Reversal<T>;
  title: string;
  fieldId: string;
  message: (target: T) => ReactNode;
}) {
  const { reversing, reasonError } = reversal;
  return (
    <ConfirmDialog
      open={reversing !== null}
      title={title}
      danger
      busy={reversal.busy}
      confirmLabel="Estornar"
      onCancel={reversal.cancel}
      onConfirm={() => void reversal.confirm()}
      message={
        reversing !== null && (
          <>
            {message(reversing)}
            <div className="field">
              <label htmlFor={fieldId}>Motivo do estorno</label>
              <textarea
                id={fieldId}
                value={reversal.reason}
                onChange={(e) => reversal.type(e.target.value)}
                maxLength={500}
                rows={2}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${fieldId}-error` : undefined}
              />
              {reasonError && (
                <p id={`${fieldId}-error`} className="field-error">
                  {reasonError}
                </p>
              )}
            </div>
          </>
        )
      }
    />
  );
}
