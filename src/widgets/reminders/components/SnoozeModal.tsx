import { useId } from 'react';
import { FormModal } from '../../../core/form';
import { MAX_SNOOZE_MINUTES, type Reminder } from '../../../shared/schemas/reminders';

export interface SnoozeModalProps {
  reminder: Reminder;
  minutes: string;
  error: string | null;
  busy: boolean;
  onMinutes: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Adiar lembrete': how many minutes later (10 by default). */
export function SnoozeModal({ reminder, minutes, error, busy, onMinutes, onConfirm, onCancel }: SnoozeModalProps) {
  const id = useId();
  return (
    <FormModal title="Adiar lembrete" className="modal-sm" formId={`${id}-form`} submit="Adiar" busyText="Adiar" busy={busy} onClose={onCancel}>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        <p className="reminder-text">{reminder.descricao}</p>
        <div className="field">
          <label htmlFor={id}>Minutos</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SNOOZE_MINUTES}
            step={1}
            value={minutes}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onMinutes(e.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </form>
    </FormModal>
  );
}
