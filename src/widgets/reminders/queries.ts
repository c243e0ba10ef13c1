import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderInput, ReminderStatus } from '../../shared/schemas/reminders';
import { completeReminder, createReminder, deleteReminder, fetchReminders, snoozeReminder, updateReminder } from './api';

/** Query keys of the module: every change invalidates `all` (a completion moves a reminder between tabs). */
const reminderKeys = {
  all: ['reminders'] as const,
  list: (status: ReminderStatus) => ['reminders', status] as const,
};

export function useReminderList(status: ReminderStatus) {
  return useQuery({ queryKey: reminderKeys.list(status), queryFn: () => fetchReminders(status) });
}

/** After any change both tabs are read again. */
function useInvalidateReminders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reminderKeys.all });
}

export function useCreateReminder() {
  return useMutation({ mutationFn: createReminder, onSuccess: useInvalidateReminders() });
}

export function useUpdateReminder() {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: ReminderInput }) => updateReminder(id, input), onSuccess: useInvalidateReminders() });
}

export function useCompleteReminder() {
  return useMutation({ mutationFn: completeReminder, onSuccess: useInvalidateReminders() });
}

export function useSnoozeReminder() {
  return useMutation({ mutationFn: ({ id, minutes }: { id: number; minutes: number }) => snoozeReminder(id, minutes), onSuccess: useInvalidateReminders() });
}

export function useDeleteReminder() {
  return useMutation({ mutationFn: deleteReminder, onSuccess: useInvalidateReminders() });
}
