import { failureText } from '../../core/api/errors';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { DEFAULT_SNOOZE_MINUTES, REMINDER_MSG, type Reminder } from '../../shared/schemas/reminders';
import { useSnoozeReminder } from './queries';
import { snoozeMinutes, SnoozeForm, type SnoozeValues } from './snooze-form';

/** 'Adiar lembrete': how many minutes (10 by default), checked with the shared schema; a refusal under the field or in the alert. */
export function useSnoozeForm(reminder: Reminder, onDone: () => void) {
  const form = useSchemaForm<SnoozeValues>(SnoozeForm, { minutes: String(DEFAULT_SNOOZE_MINUTES) });
  const snooze = useSnoozeReminder();
  const submit = useFormSubmit(form, (values: SnoozeValues) => snooze.mutateAsync({ id: reminder.id, minutes: snoozeMinutes(values) }), {
    failed: REMINDER_MSG.snoozeFailed,
    failureText: (error) => failureText(REMINDER_MSG.snoozeFailed, error),
    onSaved: (_saved, values) => {
      toast.success(REMINDER_MSG.snoozed(snoozeMinutes(values)));
      onDone();
    },
  });
  return { form, alert: submit.failure, busy: snooze.isPending, onSubmit: submit.onSubmit };
}
