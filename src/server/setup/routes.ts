import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FIRST_ADMIN_ROLES, SETUP_MSG, SetupBody, SetupStatus } from '../../shared/schemas/setup';
import { MessageResponse } from '../../shared/schemas/zod';
import { createAccount, INSTALLATION } from '../accounts/repository';
import { countTry, refuseWhileThrottled } from '../http/throttle';
import { HttpError } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { createParish } from '../parishes/repository';
import { hashPassword } from '../session/passwords';
import { startSession } from '../session/start';
import { endSetup, isSetupToken, SETUP_LOCK, setupPending } from './token';

/**
 * GET/POST /api/instalar: the first run of an empty install (public, opened by the set-up token printed at
 * start). The parish, its first administrator (roles 1 and 111) and their session are made in one
 * transaction; the token is then gone and both calls answer 404.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const status = { summary: 'Se a configuração inicial está pendente (404 depois de feita)', response: { 200: SetupStatus, 404: ErrorBody } };
  app.get('/api/instalar', { schema: status }, async () => {
    if (!(await setupPending(db))) throw new HttpError(404, SETUP_MSG.notPending);
    return { pendente: true as const };
  });

  const setup = {
    summary: 'Configuração inicial: a paróquia e o primeiro administrador, que já entra no portal',
    body: SetupBody,
    response: { 201: MessageResponse, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/instalar', { schema: setup }, async (request, reply) => {
    await refuseWhileThrottled(request, reply, 'instalar');
    const { token, paroquia, admin } = request.body;
    const now = app.clock();
    const passwordHash = await hashPassword(admin.senha);
    const outcome = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
      if (!(await setupPending(tx))) return 'done' as const;
      const { rows } = await tx.query<{ token_hash: string }>('SELECT token_hash FROM instance_setup');
      if (!isSetupToken(rows[0].token_hash, token)) return 'refused' as const;
      const paroquiaId = await createParish(tx, paroquia);
      const account = {
        nome: admin.nome,
        usuario: admin.usuario,
        email: admin.email,
        regras: FIRST_ADMIN_ROLES,
        paroquiaId,
        passwordHash,
        requirePasswordChange: false,
      };
      const id = await createAccount(tx, account, INSTALLATION, now);
      await startSession(tx, request, reply, { id, paroquia_id: paroquiaId, username: admin.usuario }, true, now);
      await endSetup(tx, app.config.dataDir);
      return 'made' as const;
    });
    if (outcome === 'done') throw new HttpError(404, SETUP_MSG.notPending);
    if (outcome === 'refused') {
      await countTry(request, 'instalar');
      throw new HttpError(403, SETUP_MSG.tokenInvalid);
    }
    request.log.info('configuração inicial concluída: paróquia e primeiro administrador criados');
    return reply.code(201).send({ message: SETUP_MSG.done });
  });
};
