import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalBase } from '../http/portal-base';
import type { Db } from '../db/types';
import { queueMail } from '../reminders/repository';
import { issueAccountToken, type AccountTokenKind } from './tokens';

/** The account a link is sent to. */
export interface Recipient {
  id: number;
  paroquiaId: number;
  nome: string;
  usuario: string;
  email: string;
}

/** Why a link is sent: a new account's invitation, an administrator's new link for an account, or 'Esqueci minha senha'. */
export type LinkReason = 'convite' | 'nova_senha' | 'esqueci';

const KIND: Record<LinkReason, AccountTokenKind> = { convite: 'convite', nova_senha: 'convite', esqueci: 'senha' };
const PAGE: Record<AccountTokenKind, string> = { convite: '/convite', senha: '/redefinir-senha' };

function mailText(reason: LinkReason, r: Recipient, parish: string, link: string, product: string): { subject: string; body: string } {
  const intro: Record<LinkReason, string> = {
    convite: `Você foi convidado(a) para o portal da ${parish}. Seu usuário é: ${r.usuario}\n\nPara escolher a sua senha, abra o endereço abaixo (válido por 72 horas, uma só vez):`,
    nova_senha: `A secretaria da ${parish} enviou um link para você escolher uma nova senha no portal. Seu usuário é: ${r.usuario}\n\nAbra o endereço abaixo (válido por 72 horas, uma só vez):`,
    esqueci: `Recebemos um pedido para redefinir a sua senha no portal da ${parish} (usuário ${r.usuario}).\n\nPara escolher uma nova senha, abra o endereço abaixo (válido por 1 hora, uma só vez):`,
  };
  const subject: Record<LinkReason, string> = {
    convite: `Convite para o portal da ${parish}`,
    nova_senha: `Escolha sua nova senha — ${parish}`,
    esqueci: `Redefinição de senha — ${parish}`,
  };
  const ignore =
    reason === 'esqueci' ? 'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.' : 'Se você não esperava esta mensagem, ignore-a.';
  return { subject: subject[reason], body: `Olá, ${r.nome}.\n\n${intro[reason]}\n${link}\n\n${ignore}\n\n${product}\n` };
}

/**
 * Issues the account's one-time link and queues its e-mail, in the caller's transaction: the e-mail
 * exists exactly when the link does. The queue sends it (SMTP_URL or DATA_DIR/outbox); call `sendSoon` after the commit.
 */
export async function queueLinkMail(tx: Db, request: FastifyRequest, reason: LinkReason, r: Recipient, now: Date): Promise<void> {
  const kind = KIND[reason];
  const token = await issueAccountToken(tx, r.id, kind, now);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [r.paroquiaId]);
  const link = `${portalBase(request)}${PAGE[kind]}?token=${token}`;
  const { subject, body } = mailText(reason, r, rows[0].name, link, request.server.config.productName);
  await queueMail(tx, { paroquiaId: r.paroquiaId, to: r.email, subject, body }, now);
}

/** Sends the queued e-mails now rather than at the scheduler's next turn (a person is waiting for this one). */
export function sendSoon(app: FastifyInstance): void {
  app.reminderScheduler.tick().catch((err) => app.log.error({ err }, 'e-mail de conta não enviado agora: segue na fila'));
}
