import type { FastifyPluginAsync } from 'fastify';
import { MSG } from '../../shared/messages';
import { NameChangeBody, PasswordChangeBody, TimezoneBody } from '../../shared/schemas/session';
import { forbidden, invalidField } from '../http-error';
import { signedIn } from '../plugins/auth';
import { hashPassword, verifyPassword } from '../session/passwords';
import { deleteOtherSessions, setPasswordVerifiedAt } from '../session/repository';
import { uploadUrl } from '../uploads/url';
import { AVATAR_KIND, AVATAR_MAX_BYTES, refuseAvatar, storeAvatar } from './avatar';
import { passwordHashOf, replaceAvatar, updateName, updatePassword, updateTimezone } from './repository';

/** How long a 'verify current password' step (JSON POST /api/login) allows a password change. */
export const PASSWORD_VERIFICATION_MS = 5 * 60 * 1000;

/** The signed-in user's own account: photo, password, name, time zone. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db, storage } = app;

  app.post('/api/me/avatar', async (request) => {
    const { user } = signedIn(request);
    if (!request.isMultipart()) throw refuseAvatar(MSG.photoMissing);
    const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    const avatar = await storeAvatar(storage, part);
    let previous: string | null;
    try {
      previous = await replaceAvatar(db, user.id, avatar);
    } catch (error) {
      await storage.remove(AVATAR_KIND, avatar);
      throw error;
    }
    if (previous && previous !== avatar) {
      // The new photo is saved either way; a leftover old file is only disk space.
      await storage.remove(AVATAR_KIND, previous).catch((err) => request.log.warn({ err }, 'old avatar not removed'));
    }
    return { message: MSG.photoUpdated, avatar: uploadUrl(AVATAR_KIND, avatar) };
  });

  app.post('/api/me/password', async (request) => {
    const { user, session } = signedIn(request);
    const now = app.clock().getTime();
    const verifiedAt = session.password_verified_at?.getTime();
    if (verifiedAt === undefined || now - verifiedAt > PASSWORD_VERIFICATION_MS || verifiedAt > now) {
      throw forbidden(MSG.passwordVerifyFirst);
    }
    const body = PasswordChangeBody.parse(request.body);
    if (await verifyPassword(await passwordHashOf(db, user.id), body.new_password)) {
      throw invalidField('new_password', MSG.passwordSame, MSG.passwordSame);
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await updatePassword(tx, user.id, passwordHash);
      // One verification, one change: the next change needs the (new) current password again.
      await setPasswordVerifiedAt(tx, session.id, null);
      await deleteOtherSessions(tx, user.id, session.id);
    });
    return { message: MSG.passwordChanged };
  });

  app.post('/api/me/name', async (request) => {
    const { user } = signedIn(request);
    const { name } = NameChangeBody.parse(request.body);
    await updateName(db, user.id, name);
    return { message: MSG.nameUpdated };
  });

  app.post('/api/me/timezone', async (request) => {
    const { user } = signedIn(request);
    const { timezone } = TimezoneBody.parse(request.body);
    await updateTimezone(db, user.id, timezone);
    return { message: MSG.timezoneUpdated };
  });
};
