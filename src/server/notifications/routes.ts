import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationList, NotificationListQuery, UnreadCount } from '../../shared/schemas/notifications';
import { OkResponse } from '../../shared/schemas/zod';
import { callerOf } from '../http/caller';
import { deleteAll, listNotifications, markAllRead, unreadCount } from './repository';

/** The header bell: the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const unread = { summary: 'Notificações não lidas', response: { 200: UnreadCount } };
  app.get('/api/notifications/unread-count', { schema: unread }, async (request) => ({ data: { count: await unreadCount(db, callerOf(request)) } }));

  const list = { summary: 'Últimas notificações', querystring: NotificationListQuery, response: { 200: NotificationList } };
  app.get('/api/notifications', { schema: list }, async (request) => ({ data: await listNotifications(db, callerOf(request), request.query.limit) }));

  app.post('/api/notifications/mark-all-read', { schema: { summary: 'Marcar todas como lidas', response: { 200: OkResponse } } }, async (request) => {
    await markAllRead(db, callerOf(request));
    return { ok: true as const };
  });

  app.post('/api/notifications/delete-all', { schema: { summary: 'Apagar todas', response: { 200: OkResponse } } }, async (request) => {
    await deleteAll(db, callerOf(request));
    return { ok: true as const };
  });
};
