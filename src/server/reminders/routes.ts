import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_MSG, ReminderBody, ReminderItems, ReminderListQuery, ReminderResponse, SnoozeBody } from '../../shared/schemas/reminders';
import { MessageResponse } from '../../shared/schemas/zod';
import { found, HttpError, notFound } from '../http-error';
import { callerOf } from '../http/caller';
import { ErrorBody, idParams } from '../http/schemas';
import { parishTimeZone } from '../parish-time';
import { signedIn } from '../plugins/auth';
import { dayOfMonthIn, reminderZone } from './recurrence';
import { completeReminder, deleteReminder, insertReminder, listReminders, reminderStatus, snoozeReminder, updateReminder } from './repository';

/** The zone whose wall clock the caller's reminders keep: theirs, else the parish's. */
async function zoneOf(request: FastifyRequest): Promise<string> {
  const { user } = signedIn(request);
  return reminderZone(user.timezone, await parishTimeZone(request.server.db, user.paroquia_id));
}

const Params = idParams();

/** The signed-in user's own reminders; another user's or parish's id answers 404. */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  const list = { summary: 'Lembretes', querystring: ReminderListQuery, response: { 200: ReminderItems } };
  app.get('/api/reminders', { schema: list }, async (request) => ({ items: await listReminders(db, callerOf(request), request.query.status) }));

  app.post('/api/reminders', { schema: { summary: 'Novo lembrete', body: ReminderBody, response: { 201: ReminderResponse } } }, async (request, reply) => {
    const [owner, zone] = [callerOf(request), await zoneOf(request)];
    const { body } = request;
    const item = await insertReminder(db, owner, body, dayOfMonthIn(body.data_hora.at, zone), clock());
    return reply.code(201).send({ item, message: REMINDER_MSG.created });
  });

  const update = { summary: 'Editar lembrete', params: Params, body: ReminderBody, response: { 200: ReminderResponse } };
  app.put('/api/reminders/:id', { schema: update }, async (request) => {
    const [owner, zone] = [callerOf(request), await zoneOf(request)];
    const {
      params: { id },
      body,
    } = request;
    const item = found(await updateReminder(db, owner, id, body, dayOfMonthIn(body.data_hora.at, zone), clock()));
    return { item, message: REMINDER_MSG.updated };
  });

  app.post(
    '/api/reminders/:id/concluir',
    { schema: { summary: 'Concluir lembrete', params: Params, response: { 200: ReminderResponse } } },
    async (request) => {
      const { id } = request.params;
      return { item: found(await completeReminder(db, callerOf(request), id, clock())), message: REMINDER_MSG.completed };
    },
  );

  // A completed reminder is not snoozed (409).
  const snooze = { summary: 'Adiar lembrete', params: Params, body: SnoozeBody, response: { 200: ReminderResponse, 409: ErrorBody } };
  app.post('/api/reminders/:id/snooze', { schema: snooze }, async (request) => {
    const owner = callerOf(request);
    const {
      params: { id },
      body: { minutes },
    } = request;
    const item = await snoozeReminder(db, owner, id, minutes, clock());
    if (!item) throw (await reminderStatus(db, owner, id)) ? new HttpError(409, REMINDER_MSG.snoozeCompleted) : notFound();
    return { item, message: REMINDER_MSG.snoozed(minutes) };
  });

  app.delete('/api/reminders/:id', { schema: { summary: 'Excluir lembrete', params: Params, response: { 200: MessageResponse } } }, async (request) => {
    const { id } = request.params;
    if (!(await deleteReminder(db, callerOf(request), id))) throw notFound();
    return { message: REMINDER_MSG.deleted };
  });
};
