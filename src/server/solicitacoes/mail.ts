import { SOLICITACAO_TIPOS, SOLICITACAO_ESTADOS, solicitacaoCodigo, type SolicitacaoEstado, type SolicitacaoTipo } from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import { queueMail } from '../reminders/repository';
import { parishName } from './repository';

interface To {
  id: number;
  paroquia_id: number;
  tipo: SolicitacaoTipo;
  nome: string;
  requerente: string;
  email: string;
}

const subjectOf = (r: To, parish: string) => `Pedido de ${SOLICITACAO_TIPOS[r.tipo].toLowerCase()} ${solicitacaoCodigo(r.id)} — ${parish}`;
// Only the first e-mail carries the address: the secret is kept as its sha256 alone, so later ones point back to it.
const FOLLOW = 'Acompanhe o pedido pelo link de acompanhamento enviado no primeiro e-mail.';

async function send(tx: Db, r: To, text: string, at: Date, product: string): Promise<void> {
  const parish = (await parishName(tx, r.paroquia_id)) ?? '';
  const body = `Olá, ${r.requerente}.\n\n${text}\n\n${parish}\n${product}\n`;
  await queueMail(tx, { paroquiaId: r.paroquia_id, to: r.email, subject: subjectOf(r, parish), body }, at);
}

/** The e-mail of a new request: its number and the follow-up address (a secret: whoever has it sees the request). */
export const mailCreated = (tx: Db, r: To, link: string, at: Date, product: string, pedido: string | null = null) =>
  send(
    tx,
    r,
    `Recebemos o seu pedido de ${SOLICITACAO_TIPOS[r.tipo].toLowerCase()} (${r.nome}), número ${solicitacaoCodigo(r.id)}.${pedido ? `\nPedido: ${pedido}` : ''}\n\n` +
      `Acompanhe o pedido, pague a taxa (quando houver) e fale com a secretaria por este endereço, que é só seu (não o compartilhe):\n${link}`,
    at,
    product,
  );

/** The office's message to the family. */
export const mailMessage = (tx: Db, r: To, texto: string, at: Date, product: string) =>
  send(tx, r, `A secretaria escreveu sobre o pedido ${solicitacaoCodigo(r.id)} (${r.nome}):\n\n${texto}\n\n${FOLLOW}`, at, product);

/** A change of state the family should know of. */
export const mailEstado = (tx: Db, r: To, estado: SolicitacaoEstado, detalhe: string | null, at: Date, product: string) =>
  send(
    tx,
    r,
    `O pedido ${solicitacaoCodigo(r.id)} (${r.nome}) passou para: ${SOLICITACAO_ESTADOS[estado]}.${detalhe ? `\n\n${detalhe}` : ''}\n\n${FOLLOW}`,
    at,
    product,
  );
