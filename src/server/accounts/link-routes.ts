import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgotBody, InviteAcceptBody, InviteInfo, LINK_MSG, LinkToken, ResetBody } from '../../shared/schemas/password-links';
import { MessageResponse, z } from '../../shared/schemas/zod';
import { logAccess } from '../lgpd/access-log';
import { HttpError } from '../http-error';
import { ErrorBody } from '../http/schemas';
import { hashPassword } from '../session/passwords';
import { startSession } from '../session/start';
import { queueLinkMail, sendSoon } from './mail';
import { recordAudit, type AuditAction } from './repository';
import { countTry, recordTry, refuseWhileThrottled, throttleWait } from '../http/throttle';
import { accountOfToken, spendAccountToken, type AccountTokenKind } from './tokens';

/** 'Esqueci minha senha' answers no sooner than this, whether or not it sent an e-mail: its timing tells nothing either. */
export const FORGOT_ANSWER_MS = 300;

const linkInvalid = () => new HttpError(404, LINK_MSG.linkInvalid);
const TokenParams = z.object({ token: LinkToken });

interface LinkAccount {
  id: number;
  paroquia_id: number;
  username: string;
  name: string;
  email: string | null;
  status: number;
  register_id: number | null;
}

const ACCOUNT = `SELECT u.id, u.paroquia_id, u.username, u.name, u.email, u.status, ur.register_id
  FROM users u LEFT JOIN user_registers ur ON ur.user_id = u.id`;

/**
 * The public account links: 'Esqueci minha senha' (an e-mail with a reset link, 1 h), the reset itself,
 * and an invitation (72 h) seen and accepted. A link opens once; choosing the password ends the account's
 * other sessions, is audited, and signs the person in. Tries of links that open nothing are throttled per address.
 */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const forgot = {
    summary: "'Esqueci minha senha': envia o link de redefinição, se o usuário existir e tiver e-mail",
    body: ForgotBody,
    response: { 200: MessageResponse, 429: ErrorBody },
  };
  app.post('/api/senha/esqueci', { schema: forgot }, async (request, reply) => {
    const started = performance.now();
    await refuseWhileThrottled(request, reply, 'esqueci');
    await countTry(request, 'esqueci');
    const now = app.clock();
    const { rows } = await db.query<LinkAccount>(`${/* sql-fragment: fixed */ ACCOUNT} WHERE lower(u.username) = lower($1)`, [request.body.usuario]);
    const account = rows[0];
    // No e-mail to a blocked account, and a few an hour at most to any (the answer stays the same).
    if (account?.email && account.status === 0 && (await throttleWait(db, 'esqueciConta', String(account.id), now)) === 0) {
      const recipient = { id: account.id, paroquiaId: account.paroquia_id, nome: account.name, usuario: account.username, email: account.email };
      await db.transaction((tx) => queueLinkMail(tx, request, 'esqueci', recipient, now));
      await recordTry(db, 'esqueciConta', String(account.id), now);
      sendSoon(app);
    }
    const left = FORGOT_ANSWER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    return { message: LINK_MSG.forgotSent };
  });

  /** Sets the password a live link of `kind` opens, ends the account's sessions, audits, signs in; 404 for a link that opens nothing. */
  async function choosePassword(request: FastifyRequest, reply: FastifyReply, token: string, kind: AccountTokenKind, password: string): Promise<void> {
    await refuseWhileThrottled(request, reply, 'link');
    const now = app.clock();
    const passwordHash = await hashPassword(password);
    const done = await db.transaction(async (tx) => {
      const userId = await spendAccountToken(tx, token, kind, now);
      if (userId === null) return false;
      const { rows } = await tx.query<LinkAccount>(`${/* sql-fragment: fixed */ ACCOUNT} WHERE u.id = $1`, [userId]);
      const account = rows[0];
      await tx.query('UPDATE users SET password_hash = $2, require_password_change = false WHERE id = $1', [userId, passwordHash]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      const action: AuditAction = kind === 'convite' ? 'senha_definida' : 'senha_redefinida';
      const self = { id: account.id, name: account.name };
      await recordAudit(tx, { paroquiaId: account.paroquia_id, userId, actor: self, action, detail: { por: 'link' }, at: now });
      if (account.register_id !== null) {
        const actor = { paroquiaId: account.paroquia_id, userId, userName: account.name, ip: request.ip ?? null, at: now };
        await logAccess(tx, actor, account.register_id, 'account_change', { conta: userId, acoes: [action] });
      }
      await startSession(tx, request, reply, { id: account.id, paroquia_id: account.paroquia_id, username: account.username }, true, now);
      return true;
    });
    if (!done) {
      await countTry(request, 'link');
      throw linkInvalid();
    }
  }

  const reset = {
    summary: 'Nova senha pelo link de redefinição (uma vez, em até 1 hora); entra no portal',
    body: ResetBody,
    response: { 200: MessageResponse, 404: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/senha/redefinir', { schema: reset }, async (request, reply) => {
    await choosePassword(request, reply, request.body.token, 'senha', request.body.senha);
    return { message: LINK_MSG.passwordReset };
  });

  const invite = {
    summary: 'Quem foi convidado (nome e usuário); 404 para convite usado ou expirado',
    params: TokenParams,
    response: { 200: InviteInfo, 404: ErrorBody, 429: ErrorBody },
  };
  app.get('/api/convites/:token', { schema: invite }, async (request, reply) => {
    await refuseWhileThrottled(request, reply, 'link');
    const userId = await accountOfToken(db, request.params.token, 'convite', app.clock());
    const { rows } =
      userId === null
        ? { rows: [] }
        : await db.query<{ nome: string; usuario: string }>('SELECT name AS nome, username AS usuario FROM users WHERE id = $1', [userId]);
    if (!rows[0]) {
      await countTry(request, 'link');
      throw linkInvalid();
    }
    return rows[0];
  });

  const accept = {
    summary: 'Aceita o convite: define a senha (uma vez, em até 72 horas) e entra no portal',
    params: TokenParams,
    body: InviteAcceptBody,
    response: { 200: MessageResponse, 404: ErrorBody, 429: ErrorBody },
  };
  app.post('/api/convites/:token', { schema: accept }, async (request, reply) => {
    await choosePassword(request, reply, request.params.token, 'convite', request.body.senha);
    return { message: LINK_MSG.passwordSet };
  });
};
