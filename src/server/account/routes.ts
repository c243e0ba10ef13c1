import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { NameChangeBody, PasswordChangeBody, TimezoneBody } from '../../shared/schemas/session';
import { MessageResponse, z } from '../../shared/schemas/zod';
import { forbidden, invalidField } from '../http-error';
import { formBody, multipart } from '../http/schemas';
import { signedIn } from '../plugins/auth';
import { hashPassword, verifyPassword } from '../session/passwords';
import { deleteOtherSessions, setPasswordVerifiedAt } from '../session/repository';
import { uploadUrl } from '../uploads/url';
import { receiveImage, replaceImage } from '../uploads/image';
import { AVATAR } from './avatar';
import { passwordHashOf, replaceAvatar, updateName, updatePassword, updateTimezone } from './repository';

/** How long a 'verify current password' step (JSON POST /api/login) allows a password change. */
const PASSWORD_VERIFICATION_MS = 5 * 60 * 1000;

/** The signed-in user's own account: photo, password, name, time zone. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  const avatar = {
    summary: 'Nova foto de perfil',
    ...multipart(z.object({}), { avatar: 'JPEG, PNG ou WEBP (pelo conteúdo), até 5 MB' }),
    response: { 200: MessageResponse.extend({ avatar: z.string().nullable() }) },
  };
  app.post('/api/me/avatar', { schema: avatar }, async (request) => {
    const { user } = signedIn(request);
    const avatar = await receiveImage(request, storage, AVATAR);
    await replaceImage(request, storage, AVATAR.kind, avatar, () => replaceAvatar(db, user.id, avatar));
    return { message: MSG.photoUpdated, avatar: uploadUrl(AVATAR.kind, avatar) };
  });

  // 403 until the current password was confirmed (JSON POST /api/login) in the last minutes, whatever the body says.
  const verifiedRecently = async (request: FastifyRequest) => {
    const verifiedAt = signedIn(request).session.password_verified_at?.getTime();
    const now = app.clock().getTime();
    if (verifiedAt === undefined || now - verifiedAt > PASSWORD_VERIFICATION_MS || verifiedAt > now) throw forbidden(MSG.passwordVerifyFirst);
  };
  const password = { summary: 'Nova senha (após confirmar a atual)', ...formBody(PasswordChangeBody), response: { 200: MessageResponse } };
  app.post('/api/me/password', { preValidation: verifiedRecently, schema: password }, async (request) => {
    const { user, session } = signedIn(request);
    const { body } = request;
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

  app.post(
    '/api/me/name',
    { schema: { summary: 'Novo nome de exibição', ...formBody(NameChangeBody), response: { 200: MessageResponse } } },
    async (request) => {
      const { user } = signedIn(request);
      const { name } = request.body;
      await updateName(db, user.id, name);
      return { message: MSG.nameUpdated };
    },
  );

  app.post(
    '/api/me/timezone',
    { schema: { summary: 'Fuso horário do usuário (IANA)', body: TimezoneBody, response: { 200: MessageResponse } } },
    async (request) => {
      const { user } = signedIn(request);
      const { timezone } = request.body;
      await updateTimezone(db, user.id, timezone);
      return { message: MSG.timezoneUpdated };
    },
  );
};
