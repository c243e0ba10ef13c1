import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountCreateBody,
  AccountDetail,
  AccountList,
  AccountListQuery,
  AccountResponse,
  AccountUpdateBody,
  AuditList,
  USERS_MSG,
  UsernameAnswer,
  UsernameQuery,
  mayManage,
  type AuditAction,
} from '../../shared/schemas/users';
import { MessageResponse, PageQuery } from '../../shared/schemas/zod';
import type { Db } from '../db/types';
import { forbidden, found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, idParams, listMeta } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { parishTimeZone, parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { hashPassword } from '../session/passwords';
import { changeAccount, checkGrant, type AccountChange, type Administrator } from './changes';
import { accountsCsv } from './csv';
import { allAccounts, findAccount, listAccounts, listAudit, usernameTaken } from './list';
import { queueLinkMail, sendSoon } from './mail';
import { createAccount, recordAudit } from './repository';

const admin = { preValidation: requireCapability('usersAdmin'), config: { personalData: true } };
const Params = idParams(USERS_MSG.notFound);
const notFound = () => new HttpError(404, USERS_MSG.notFound);

const administratorOf = (request: FastifyRequest): Administrator => {
  const { user } = signedIn(request);
  return { id: user.id, name: user.name, roles: user.roles, paroquiaId: user.paroquia_id };
};

/**
 * /api/usuarios (roles 1 and 111): the accounts of the caller's parish, and nobody else's (another
 * parish's account answers 404 as a missing one). Creating, editing, blocking and links follow the rules of
 * changes.ts; every change is audited, and changes of an account linked to a register go into the access log.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const detailOr404 = async (paroquiaId: number, id: number) => found(await findAccount(db, paroquiaId, id), notFound);

  /** The access log's entries of a change, against the account's registers (before and after). */
  const logChange = (tx: Db, request: FastifyRequest, id: number, registers: number[], acoes: AuditAction[]) =>
    Promise.all(acoes.length ? registers.map((r) => logAccess(tx, actorOf(request), r, 'account_change', { conta: id, acoes })) : []);

  app.get(
    '/api/usuarios',
    { ...admin, schema: { summary: 'Contas da paróquia', querystring: AccountListQuery, response: { 200: AccountList } } },
    async (request) => {
      const { rows, total } = await listAccounts(db, signedIn(request).user.paroquia_id, request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.limit) };
    },
  );

  const csv = {
    summary: 'Contas filtradas em CSV',
    querystring: AccountListQuery,
    response: { 200: fileResponse('text/csv', 'UTF-8 com BOM, separado por ;') },
  };
  app.get('/api/usuarios/export', { ...admin, schema: csv }, async (request, reply) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    const { page: _p, limit: _l, ...filter } = request.query;
    await logAccess(db, actorOf(request), null, 'account_csv', { contas: filter });
    const rows = await allAccounts(db, paroquiaId, filter);
    const name = `contas-${await parishToday(db, paroquiaId, app.clock())}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(accountsCsv(rows, await parishTimeZone(db, paroquiaId)));
  });

  const free = {
    summary: 'Se um nome de usuário está livre no portal (qualquer paróquia, sem diferença de maiúsculas)',
    querystring: UsernameQuery,
    response: { 200: UsernameAnswer },
  };
  app.get('/api/usuarios/disponivel', { ...admin, schema: free }, async (request) => ({
    disponivel: !(await usernameTaken(db, request.query.usuario, request.query.exceto)),
  }));

  const create = { summary: 'Nova conta: com senha temporária, ou com um convite por e-mail', body: AccountCreateBody, response: { 201: AccountResponse } };
  app.post('/api/usuarios', { ...admin, schema: create }, async (request, reply) => {
    const actor = administratorOf(request);
    const { senha_temporaria, ...fields } = request.body;
    checkGrant(actor, fields.regras);
    const now = app.clock();
    const passwordHash = senha_temporaria ? await hashPassword(senha_temporaria) : '';
    const id = await db.transaction(async (tx) => {
      const account = { ...fields, paroquiaId: actor.paroquiaId, passwordHash, requirePasswordChange: Boolean(senha_temporaria) };
      const id = await createAccount(tx, account, actor, now);
      if (!senha_temporaria) {
        await queueLinkMail(tx, request, 'convite', { id, paroquiaId: actor.paroquiaId, nome: fields.nome, usuario: fields.usuario, email: fields.email }, now);
        await recordAudit(tx, { paroquiaId: actor.paroquiaId, userId: id, actor, action: 'convite', detail: { email: fields.email }, at: now });
      }
      await logChange(tx, request, id, fields.register_id ? [fields.register_id] : [], ['criada']);
      return id;
    });
    if (!senha_temporaria) sendSoon(app);
    return reply.code(201).send({ message: senha_temporaria ? USERS_MSG.created : USERS_MSG.createdInvited, data: await detailOr404(actor.paroquiaId, id) });
  });

  app.get(
    '/api/usuarios/:id',
    { ...admin, schema: { summary: 'Uma conta, com os últimos acessos', params: Params, response: { 200: AccountDetail } } },
    async (request) => detailOr404(signedIn(request).user.paroquia_id, request.params.id),
  );

  /** Applies `change` to the account (changes.ts) with its access-log entries; answers the account as it is now. */
  async function change(request: FastifyRequest, id: number, what: AccountChange, message: string) {
    const actor = administratorOf(request);
    await db.transaction(async (tx) => {
      const { actions, registers } = await changeAccount(tx, actor, id, what, app.clock());
      await logChange(tx, request, id, registers, actions);
    });
    return { message, data: await detailOr404(actor.paroquiaId, id) };
  }

  const update = {
    summary: 'Altera a conta (dados, funções, situação, senha temporária)',
    params: Params,
    body: AccountUpdateBody,
    response: { 200: AccountResponse },
  };
  app.put('/api/usuarios/:id', { ...admin, schema: update }, async (request) => {
    const { nome, usuario, email, register_id, regras, status, senha_temporaria } = request.body;
    const temporaryPasswordHash = senha_temporaria ? await hashPassword(senha_temporaria) : undefined;
    return change(
      request,
      request.params.id,
      { fields: { nome, usuario, email, register_id }, roles: regras, status, temporaryPasswordHash },
      USERS_MSG.updated,
    );
  });

  const block = { summary: 'Bloqueia a conta: as sessões dela terminam na hora, em todos os processos', params: Params, response: { 200: AccountResponse } };
  app.post('/api/usuarios/:id/bloquear', { ...admin, schema: block }, async (request) =>
    change(request, request.params.id, { status: 'bloqueado' }, USERS_MSG.blocked),
  );

  const unblock = { summary: 'Desbloqueia a conta', params: Params, response: { 200: AccountResponse } };
  app.post('/api/usuarios/:id/desbloquear', { ...admin, schema: unblock }, async (request) =>
    change(request, request.params.id, { status: 'ativo' }, USERS_MSG.unblocked),
  );

  const invite = {
    summary: 'Envia por e-mail um link para escolher a senha (72 horas): o convite, ou uma nova senha',
    params: Params,
    response: { 200: MessageResponse, 422: ErrorBody },
  };
  app.post('/api/usuarios/:id/convite', { ...admin, schema: invite }, async (request) => {
    const actor = administratorOf(request);
    const account = await detailOr404(actor.paroquiaId, request.params.id);
    if (!mayManage(actor.roles, account.regras)) throw forbidden(USERS_MSG.manageSystemAdmin);
    if (account.status === 'bloqueado') throw new HttpError(422, USERS_MSG.blockedNoInvite);
    if (!account.email) throw invalidField('email', USERS_MSG.emailRequired, USERS_MSG.emailRequired);
    const now = app.clock();
    const recipient = { id: account.id, paroquiaId: actor.paroquiaId, nome: account.nome, usuario: account.usuario, email: account.email };
    await db.transaction(async (tx) => {
      await queueLinkMail(tx, request, account.status === 'convite' ? 'convite' : 'nova_senha', recipient, now);
      await recordAudit(tx, { paroquiaId: actor.paroquiaId, userId: account.id, actor, action: 'convite', detail: { email: account.email }, at: now });
      await logChange(tx, request, account.id, account.register_id ? [account.register_id] : [], ['convite']);
    });
    sendSoon(app);
    return { message: USERS_MSG.inviteSent };
  });

  const audit = { summary: 'O histórico da conta: quem alterou o quê e quando', params: Params, querystring: PageQuery, response: { 200: AuditList } };
  app.get('/api/usuarios/:id/auditoria', { ...admin, schema: audit }, async (request) => {
    const account = await detailOr404(signedIn(request).user.paroquia_id, request.params.id);
    const { rows, total } = await listAudit(db, account.id, request.query);
    return { data: rows, meta: listMeta(total, request.query.page, request.query.limit) };
  });
};
