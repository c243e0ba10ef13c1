import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderInput, ReminderStatus } from '../../shared/schemas/reminders';
import { completeReminder, createReminder, deleteReminder, fetchReminders, snoozeReminder, updateReminder } from './api';

/** Query keys of the module: every change invalidates `all` (a completion moves a reminder between tabs). */
export const reminderKeys = {
  all: ['reminders'] as const,
  list: (status: ReminderStatus) => ['reminders', status] as const,
};

export function useReminderList(status: ReminderStatus) {
  return useQuery({ queryKey: reminderKeys.list(status), queryFn: () => fetchReminders(status) });
}

export function useReminderMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: reminderKeys.all });
  return {
    create: useMutation({ mutationFn: createReminder, onSuccess }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: ReminderInput }) => updateReminder(id, input), onSuccess }),
    complete: useMutation({ mutationFn: completeReminder, onSuccess }),
    snooze: useMutation({ mutationFn: ({ id, minutes }: { id: number; minutes: number }) => snoozeReminder(id, minutes), onSuccess }),
    remove: useMutation({ mutationFn: deleteReminder, onSuccess }),
  };
}
