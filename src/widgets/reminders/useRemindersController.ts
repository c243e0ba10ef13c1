import { useState } from 'react';
import { toast } from '../../core/ui';
import { DEFAULT_SNOOZE_MINUTES, REMINDER_MSG, SnoozeBody, type Reminder, type ReminderStatus } from '../../shared/schemas/reminders';
import { failureText } from '../../core/api/errors';
import { useReminderList, useReminderMutations } from './queries';

/** Which modal is open: the form (new or editing one), the snooze question, the delete confirmation. */
type Dialog = { kind: 'form'; reminder: Reminder | null } | { kind: 'snooze'; reminder: Reminder } | { kind: 'delete'; reminder: Reminder } | null;

/** The reminders screen: the two tabs, the list of the chosen one, and every action on a reminder. */
export function useRemindersController() {
  const [tab, setTab] = useState<ReminderStatus>('ativo');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [minutes, setMinutes] = useState(String(DEFAULT_SNOOZE_MINUTES));
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const list = useReminderList(tab);
  const { complete, snooze, remove } = useReminderMutations();
  const close = () => setDialog(null);

  async function run(action: () => Promise<unknown>, success: string, failed: string) {
    try {
      await action();
      toast.success(success);
      close();
    } catch (err) {
      toast.error(failureText(failed, err));
    }
  }

  return {
    tab,
    setTab,
    list,
    dialog,
    close,
    openNew: () => setDialog({ kind: 'form', reminder: null }),
    openEdit: (reminder: Reminder) => setDialog({ kind: 'form', reminder }),
    openSnooze(reminder: Reminder) {
      setMinutes(String(DEFAULT_SNOOZE_MINUTES));
      setMinutesError(null);
      setDialog({ kind: 'snooze', reminder });
    },
    openDelete: (reminder: Reminder) => setDialog({ kind: 'delete', reminder }),
    complete: (r: Reminder) => run(() => complete.mutateAsync(r.id), REMINDER_MSG.completed, REMINDER_MSG.completeFailed),
    minutes,
    setMinutes,
    minutesError,
    async confirmSnooze() {
      if (dialog?.kind !== 'snooze') return;
      const parsed = SnoozeBody.safeParse({ minutes: minutes.trim() === '' ? undefined : minutes });
      if (!parsed.success) {
        setMinutesError(parsed.error.issues[0].message);
        return;
      }
      const id = dialog.reminder.id;
      await run(() => snooze.mutateAsync({ id, minutes: parsed.data.minutes }), REMINDER_MSG.snoozed(parsed.data.minutes), REMINDER_MSG.snoozeFailed);
    },
    async confirmDelete() {
      if (dialog?.kind !== 'delete') return;
      const id = dialog.reminder.id;
      await run(() => remove.mutateAsync(id), REMINDER_MSG.deleted, REMINDER_MSG.deleteFailed);
    },
    busy: complete.isPending || snooze.isPending || remove.isPending,
  };
}
