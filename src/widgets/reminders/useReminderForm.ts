import { failureText } from '../../core/api/errors';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { REMINDER_MSG, type Reminder } from '../../shared/schemas/reminders';
import { useCreateReminder, useUpdateReminder } from './queries';
import { emptyForm, formFrom, ReminderForm, toRequest, type ReminderFormValues } from './reminder-form';

/** The create/edit modal: values, field errors, the alert ('Falha ao criar lembrete' / 'Falha ao atualizar lembrete'). */
export function useReminderForm(editing: Reminder | null, onDone: () => void) {
  const form = useSchemaForm<ReminderFormValues>(ReminderForm, editing ? formFrom(editing) : emptyForm());
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const failed = editing ? REMINDER_MSG.updateFailed : REMINDER_MSG.createFailed;
  const submit = useFormSubmit(
    form,
    (values: ReminderFormValues) => (editing ? update.mutateAsync({ id: editing.id, input: toRequest(values) }) : create.mutateAsync(toRequest(values))),
    {
      failed,
      // The spec's alert line, then what the server said (also when its texts are under their fields).
      failureText: (error) => failureText(failed, error),
      onSaved: () => {
        toast.success(editing ? REMINDER_MSG.updated : REMINDER_MSG.created);
        onDone();
      },
    },
  );
  return { form, alert: submit.failure, busy: create.isPending || update.isPending, onSubmit: submit.onSubmit };
}
