import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError } from '../http-error';
import { fileResponse, idParams } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { findContribution, type Receiver } from './contributions-repository';
import { upToDateSince } from './months';
import { receiptPdf } from './receipts';
import { findTither, registerOfTither, titherCpf } from './tithers-repository';

/** The tithe and campaigns' office (dizimoAdmin: 1, 111, 11); every answer names people. */
export const admin = { preValidation: requireCapability('dizimoAdmin'), config: { personalData: true } };
/** 'Meu dízimo' (dizimoOwn: 14). */
export const own = { preValidation: requireCapability('dizimoOwn'), config: { personalData: true } };

export const TitherParams = idParams(DIZIMO_MSG.titherNotFound);
export const ContributionParams = idParams(DIZIMO_MSG.contributionNotFound);
export const titherNotFound = () => new HttpError(404, DIZIMO_MSG.titherNotFound);
export const contributionNotFound = () => new HttpError(404, DIZIMO_MSG.contributionNotFound);
export const pdf = { 200: fileResponse('application/pdf', 'PDF') };
export const csv = { 200: fileResponse('text/csv', 'UTF-8 com BOM, separado por ;') };

/** The session's parish: every query of the tithe is scoped by it. */
export const parishOf = (request: FastifyRequest) => signedIn(request).user.paroquia_id;

/** Who receives a contribution: the signed-in user, printed on the receipt. */
export const receiverOf = (request: FastifyRequest): Receiver => {
  const { user } = signedIn(request);
  return { userId: user.id, userName: user.name };
};

/** A PDF answer, named for download. */
export const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(bytes);

/**
 * What the tithe's route files share that needs the app: the parish's today (and the month from which a
 * tither is up to date), a tither or 404, and a contribution's receipt.
 */
export function dizimoContext(app: FastifyInstance) {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());
  const since = async (paroquiaId: number) => upToDateSince(await today(paroquiaId));
  return {
    today,
    since,
    titherOr404: async (paroquiaId: number, id: number) => found(await findTither(db, paroquiaId, await since(paroquiaId), id), titherNotFound),
    /** A contribution's receipt (only of `ownedBy`'s contributions when given), logged against the tither's register. */
    async sendReceipt(request: FastifyRequest, reply: FastifyReply, id: number, ownedBy?: number) {
      const paroquiaId = parishOf(request);
      const c = await findContribution(db, paroquiaId, id);
      if (!c || !c.recibo_numero || (ownedBy !== undefined && c.dizimista_id !== ownedBy)) throw contributionNotFound();
      await logAccess(db, actorOf(request), c.dizimista_id ? await registerOfTither(db, c.dizimista_id) : null, 'tithe_receipt', { contribuicao: c.id });
      const cpf = c.dizimista_id ? await titherCpf(db, c.dizimista_id) : null;
      const bytes = await receiptPdf(await loadLetterhead(db, storage, paroquiaId), c, await today(paroquiaId), cpf);
      return sendPdf(reply, `recibo-${c.recibo_numero.replace('/', '-')}.pdf`, bytes);
    },
  };
}
