import { useId } from 'react';
import { Form, FormModal, TextField } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { MAX_SNOOZE_MINUTES, type Reminder } from '../../../shared/schemas/reminders';
import { useSnoozeForm } from '../useSnoozeForm';

/** 'Adiar lembrete': how many minutes later (10 by default). */
export function SnoozeModal({ reminder, onClose }: { reminder: Reminder; onClose: () => void }) {
  const snooze = useSnoozeForm(reminder, onClose);
  const id = useId();
  return (
    <FormModal title="Adiar lembrete" className="modal-sm" formId={`${id}-form`} submit="Adiar" busyText="Adiar" busy={snooze.busy} onClose={onClose}>
      <Form form={snooze.form} onSubmit={snooze.onSubmit} id={`${id}-form`}>
        {snooze.alert && <Banner kind="error">{snooze.alert}</Banner>}
        <p className="reminder-text">{reminder.descricao}</p>
        <TextField name="minutes" label="Minutos" type="number" inputMode="numeric" min={1} max={MAX_SNOOZE_MINUTES} step={1} />
      </Form>
    </FormModal>
  );
}
