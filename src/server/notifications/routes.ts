import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotificationListQuery } from '../../shared/schemas/notifications';
import { signedIn } from '../plugins/auth';
import { deleteAll, listNotifications, markAllRead, unreadCount, type Owner } from './repository';

function ownerOf(request: FastifyRequest): Owner {
  const { user } = signedIn(request);
  return { userId: user.id, paroquiaId: user.paroquia_id };
}

/** The header bell: the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.get('/api/notifications/unread-count', async (request) => ({ data: { count: await unreadCount(db, ownerOf(request)) } }));

  app.get('/api/notifications', async (request) => {
    const { limit } = NotificationListQuery.parse(request.query);
    return { data: await listNotifications(db, ownerOf(request), limit) };
  });

  app.post('/api/notifications/mark-all-read', async (request) => {
    await markAllRead(db, ownerOf(request));
    return { ok: true };
  });

  app.post('/api/notifications/delete-all', async (request) => {
    await deleteAll(db, ownerOf(request));
    return { ok: true };
  });
};
