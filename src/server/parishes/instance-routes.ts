import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingText, ActingResponse, NewParishBody, PARISHES_MSG, ParishCreated, ParishList, ParishListQuery } from '../../shared/schemas/parishes';
import { createAccount } from '../accounts/repository';
import { queueLinkMail, sendSoon } from '../accounts/mail';
import { acrossParishes } from '../db/scope';
import { found, HttpError } from '../http-error';
import { idParams, listMeta } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { hashPassword } from '../session/passwords';
import { moveSession, listParishes, parishName, parishSummary } from './instance';
import { createParish } from './repository';

const notFound = () => new HttpError(404, PARISHES_MSG.notFound);

/** A 422 of createAccount names the account's fields; in POST /api/paroquias they sit under `admin`. */
function underAdmin(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.errors) return error;
  return new HttpError(error.statusCode, error.message, Object.fromEntries(Object.entries(error.errors).map(([field, texts]) => [`admin.${field}`, texts])));
}

/**
 * /paroquias (role 111): the instance's parishes, a new one with its first administrator, and acting as any
 * of them for the session.
 */
export const instanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const instance = { preValidation: requireCapability('parishes') };
  // The instance's parishes, not one parish's: a new parish's rows, every parish's accounts counted, a session moved
  // between two. These routes run without the parish scope of row-level security (db/scope.ts).
  app.addHook('preHandler', (_request, _reply, done) => acrossParishes(done));

  app.get(
    '/api/paroquias',
    { ...instance, schema: { summary: 'As paróquias desta instalação', querystring: ParishListQuery, response: { 200: ParishList } } },
    async (request) => {
      const { rows, total } = await listParishes(db, request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.limit) };
    },
  );

  const create = { summary: 'Nova paróquia com seu primeiro administrador (numa transação)', body: NewParishBody, response: { 201: ParishCreated } };
  app.post('/api/paroquias', { ...instance, schema: create }, async (request, reply) => {
    const { user } = signedIn(request);
    const { paroquia, admin } = request.body;
    const at = app.clock();
    // Without a temporary password the account has none until its invitation is accepted (as in /usuarios).
    const passwordHash = admin.senha_temporaria ? await hashPassword(admin.senha_temporaria) : '';
    const created = await db
      .transaction(async (tx) => {
        const paroquiaId = await createParish(tx, paroquia);
        const account = { ...admin, regras: [1], paroquiaId, passwordHash, requirePasswordChange: admin.senha_temporaria !== undefined };
        const userId = await createAccount(tx, account, { id: user.id, name: user.name }, at);
        if (admin.senha_temporaria === undefined)
          await queueLinkMail(tx, request, 'convite', { id: userId, paroquiaId, nome: admin.nome, usuario: admin.usuario, email: admin.email }, at);
        return { paroquiaId, userId };
      })
      .catch((error: unknown) => {
        throw underAdmin(error);
      });
    const invited = admin.senha_temporaria === undefined;
    if (invited) sendSoon(app);
    return reply.code(201).send({
      message: invited ? PARISHES_MSG.createdInvited : PARISHES_MSG.createdWithPassword,
      data: found(await parishSummary(db, created.paroquiaId)),
      admin: { id: created.userId, usuario: admin.usuario, convite: invited },
    });
  });

  const act = { summary: 'Atuar como esta paróquia nesta sessão', params: idParams(PARISHES_MSG.notFound), response: { 200: ActingResponse } };
  app.post('/api/paroquias/:id/atuar', { ...instance, schema: act }, async (request) => {
    const name = found(await parishName(db, request.params.id), notFound);
    await move(request, request.params.id);
    return { message: actingText(name), paroquia: { id: request.params.id, name } };
  });

  app.post('/api/paroquias/voltar', { ...instance, schema: { summary: 'Voltar à própria paróquia', response: { 200: ActingResponse } } }, async (request) => {
    const home = signedIn(request).user.home_paroquia_id;
    await move(request, home);
    return { message: PARISHES_MSG.returned, paroquia: { id: home, name: found(await parishName(db, home)) } };
  });

  function move(request: FastifyRequest, to: number): Promise<void> {
    const { user, session } = signedIn(request);
    const actor = { userId: user.id, userName: user.name, ip: request.ip ?? null, at: app.clock() };
    return db.transaction((tx) => moveSession(tx, session.id, actor, { home: user.home_paroquia_id, from: user.paroquia_id, to }));
  }
};
