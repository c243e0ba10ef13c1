import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationList, NotificationListQuery, UnreadCount } from '../../shared/schemas/notifications';
import { OkResponse } from '../../shared/schemas/zod';
import { signedIn } from '../plugins/auth';
import { deleteAll, listNotifications, markAllRead, unreadCount, type Owner } from './repository';

function ownerOf(request: FastifyRequest): Owner {
  const { user } = signedIn(request);
  return { userId: user.id, paroquiaId: user.paroquia_id };
}

/** The header bell: the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const unread = { summary: 'Notificações não lidas', response: { 200: UnreadCount } };
  app.get('/api/notifications/unread-count', { schema: unread }, async (request) => ({ data: { count: await unreadCount(db, ownerOf(request)) } }));

  const list = { summary: 'Últimas notificações', querystring: NotificationListQuery, response: { 200: NotificationList } };
  app.get('/api/notifications', { schema: list }, async (request) => ({ data: await listNotifications(db, ownerOf(request), request.query.limit) }));

  app.post('/api/notifications/mark-all-read', { schema: { summary: 'Marcar todas como lidas', response: { 200: OkResponse } } }, async (request) => {
    await markAllRead(db, ownerOf(request));
    return { ok: true as const };
  });

  app.post('/api/notifications/delete-all', { schema: { summary: 'Apagar todas', response: { 200: OkResponse } } }, async (request) => {
    await deleteAll(db, ownerOf(request));
    return { ok: true as const };
  });
};
