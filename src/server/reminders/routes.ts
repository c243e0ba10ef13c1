import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { REMINDER_MSG, ReminderBody, ReminderListQuery, ReminderParams, SnoozeBody } from '../../shared/schemas/reminders';
import { HttpError, notFound } from '../http-error';
import { signedIn } from '../plugins/auth';
import { dayOfMonthIn, reminderZone } from './recurrence';
import {
  completeReminder,
  deleteReminder,
  insertReminder,
  listReminders,
  reminderStatus,
  snoozeReminder,
  updateReminder,
  type Owner,
} from './repository';

/** The caller and, for reminders they write, the day of the month a monthly one keeps (in their time zone). */
function caller(request: FastifyRequest): { owner: Owner; zone: string } {
  const { user } = signedIn(request);
  return { owner: { userId: user.id, paroquiaId: user.paroquia_id }, zone: reminderZone(user.timezone) };
}

const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

/** The signed-in user's own reminders (spec section 7); another user's or parish's id answers 404. */
export const remindersRoutes: FastifyPluginAsync = async (app) => {
  const { db, clock } = app;

  app.get('/api/reminders', async (request) => {
    const { status } = ReminderListQuery.parse(request.query);
    return { items: await listReminders(db, caller(request).owner, status) };
  });

  app.post('/api/reminders', async (request, reply) => {
    const { owner, zone } = caller(request);
    const body = ReminderBody.parse(request.body);
    const item = await insertReminder(db, owner, body, dayOfMonthIn(body.data_hora.at, zone), clock());
    return reply.code(201).send({ item, message: REMINDER_MSG.created });
  });

  app.put('/api/reminders/:id', async (request) => {
    const { owner, zone } = caller(request);
    const { id } = ReminderParams.parse(request.params);
    const body = ReminderBody.parse(request.body);
    const item = found(await updateReminder(db, owner, id, body, dayOfMonthIn(body.data_hora.at, zone), clock()));
    return { item, message: REMINDER_MSG.updated };
  });

  app.post('/api/reminders/:id/concluir', async (request) => {
    const { id } = ReminderParams.parse(request.params);
    return { item: found(await completeReminder(db, caller(request).owner, id, clock())), message: REMINDER_MSG.completed };
  });

  app.post('/api/reminders/:id/snooze', async (request) => {
    const { owner } = caller(request);
    const { id } = ReminderParams.parse(request.params);
    const { minutes } = SnoozeBody.parse(request.body);
    const item = await snoozeReminder(db, owner, id, minutes, clock());
    if (!item) throw (await reminderStatus(db, owner, id)) ? new HttpError(409, REMINDER_MSG.snoozeCompleted) : notFound();
    return { item, message: REMINDER_MSG.snoozed(minutes) };
  });

  app.delete('/api/reminders/:id', async (request) => {
    const { id } = ReminderParams.parse(request.params);
    if (!(await deleteReminder(db, caller(request).owner, id))) throw notFound();
    return { message: REMINDER_MSG.deleted };
  });
};
