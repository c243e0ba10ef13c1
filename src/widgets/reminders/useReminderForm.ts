import { useState, type FormEvent } from 'react';
import { toast } from '../../core/ui';
import { REMINDER_MSG, type Reminder } from '../../shared/schemas/reminders';
import { failureText } from '../../core/api/errors';
import { useReminderMutations } from './queries';
import { emptyForm, formFrom, toRequest, type FormErrors, type ReminderFormValues } from './reminder-form';

/** The create/edit modal: values, field errors, the alert ('Falha ao criar lembrete' / 'Falha ao atualizar lembrete'). */
export function useReminderForm(editing: Reminder | null, onDone: () => void) {
  const [values, setValues] = useState<ReminderFormValues>(() => (editing ? formFrom(editing) : emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { create, update } = useReminderMutations();
  const busy = create.isPending || update.isPending;

  function set<K extends keyof ReminderFormValues>(key: K, value: ReminderFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = toRequest(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setAlert(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input: result.input });
      else await create.mutateAsync(result.input);
    } catch (err) {
      setAlert(failureText(editing ? REMINDER_MSG.updateFailed : REMINDER_MSG.createFailed, err));
      return;
    }
    toast.success(editing ? REMINDER_MSG.updated : REMINDER_MSG.created);
    onDone();
  }

  return { values, set, errors, alert, busy, onSubmit };
}
