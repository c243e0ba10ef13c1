/** The reminders module's calls, parsed at the boundary. */
import { request } from '../../core/api/client';
import { ReminderItems, ReminderResponse, type Reminder, type ReminderInput, type ReminderStatus } from '../../shared/schemas/reminders';
import { z } from '../../shared/schemas/zod';

const Message = z.object({ message: z.string() });

/** GET /api/reminders?status=ativo|concluido. */
export async function fetchReminders(status: ReminderStatus): Promise<Reminder[]> {
  return ReminderItems.parse(await request('/api/reminders', { query: { status } })).items;
}

/** POST /api/reminders {descricao, data_hora, repeat, pref_email}; data_hora carries its offset. */
export async function createReminder(input: ReminderInput): Promise<Reminder> {
  return ReminderResponse.parse(await request('/api/reminders', { method: 'POST', body: input })).item;
}

/** PUT /api/reminders/{id}: the same fields. */
export async function updateReminder(id: number, input: ReminderInput): Promise<Reminder> {
  return ReminderResponse.parse(await request(`/api/reminders/${id}`, { method: 'PUT', body: input })).item;
}

/** POST /api/reminders/{id}/concluir. */
export async function completeReminder(id: number): Promise<Reminder> {
  return ReminderResponse.parse(await request(`/api/reminders/${id}/concluir`, { method: 'POST' })).item;
}

/** POST /api/reminders/{id}/snooze {minutes}. */
export async function snoozeReminder(id: number, minutes: number): Promise<Reminder> {
  return ReminderResponse.parse(await request(`/api/reminders/${id}/snooze`, { method: 'POST', body: { minutes } })).item;
}

/** DELETE /api/reminders/{id}. */
export async function deleteReminder(id: number): Promise<string> {
  return Message.parse(await request(`/api/reminders/${id}`, { method: 'DELETE' })).message;
}
