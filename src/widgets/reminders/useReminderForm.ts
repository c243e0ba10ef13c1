import { useState } from 'react';
import { placeServerErrors, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { REMINDER_MSG, type Reminder } from '../../shared/schemas/reminders';
import { failureText } from '../../core/api/errors';
import { useReminderMutations } from './queries';
import { emptyForm, formFrom, ReminderForm, toRequest, type ReminderFormValues } from './reminder-form';

/** The create/edit modal: values, field errors, the alert ('Falha ao criar lembrete' / 'Falha ao atualizar lembrete'). */
export function useReminderForm(editing: Reminder | null, onDone: () => void) {
  const form = useSchemaForm<ReminderFormValues>(ReminderForm, editing ? formFrom(editing) : emptyForm());
  const [alert, setAlert] = useState<string | null>(null);
  const { create, update } = useReminderMutations();
  const busy = create.isPending || update.isPending;

  async function onSubmit(values: ReminderFormValues) {
    setAlert(null);
    const input = toRequest(values);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input });
      else await create.mutateAsync(input);
    } catch (err) {
      placeServerErrors(form, err);
      setAlert(failureText(editing ? REMINDER_MSG.updateFailed : REMINDER_MSG.createFailed, err));
      return;
    }
    toast.success(editing ? REMINDER_MSG.updated : REMINDER_MSG.created);
    onDone();
  }

  return { form, alert, busy, onSubmit };
}
