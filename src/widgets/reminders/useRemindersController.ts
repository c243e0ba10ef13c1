import { useState } from 'react';
import { failureText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { REMINDER_MSG, type Reminder, type ReminderStatus } from '../../shared/schemas/reminders';
import { useCompleteReminder, useDeleteReminder, useReminderList } from './queries';

/** Which modal is open: the form (new or editing one), the snooze question, the delete confirmation. */
type Dialog = { kind: 'form'; reminder: Reminder | null } | { kind: 'snooze'; reminder: Reminder } | { kind: 'delete'; reminder: Reminder } | null;

/** The reminders screen: the two tabs, the list of the chosen one, and the actions on a reminder. */
export function useRemindersController() {
  const [tab, setTab] = useState<ReminderStatus>('ativo');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useReminderList(tab);
  const complete = useCompleteReminder();
  const remove = useDeleteReminder();
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
    openSnooze: (reminder: Reminder) => setDialog({ kind: 'snooze', reminder }),
    openDelete: (reminder: Reminder) => setDialog({ kind: 'delete', reminder }),
    complete: (r: Reminder) => run(() => complete.mutateAsync(r.id), REMINDER_MSG.completed, REMINDER_MSG.completeFailed),
    async confirmDelete() {
      if (dialog?.kind !== 'delete') return;
      const id = dialog.reminder.id;
      await run(() => remove.mutateAsync(id), REMINDER_MSG.deleted, REMINDER_MSG.deleteFailed);
    },
    busy: complete.isPending || remove.isPending,
  };
}
