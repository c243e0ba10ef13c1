/** What the marriage files' route files share: who may do what, the parish of the call, common answers. */
import type { FastifyReply } from 'fastify';
import { CASAMENTOS_MSG } from '../../shared/schemas/casamentos';
import { HttpError } from '../http-error';
import { fileResponse } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';

/** Files read (casamentosRead: 1, 111, 2, 16) and written (casamentosWrite: 1, 111); answers name people. */
export const read = { preValidation: requireCapability('casamentosRead'), config: { personalData: true } };
export const write = { preValidation: requireCapability('casamentosWrite'), config: { personalData: true } };

export const casamentoNotFound = () => new HttpError(404, CASAMENTOS_MSG.notFound);
export const closed = () => new HttpError(409, CASAMENTOS_MSG.closed);

/** Where uploaded documents and permission scans are kept. */
export const FILE_KIND = 'casamentos';

export const pdfAnswer = (description: string) => ({ 200: fileResponse('application/pdf', description) });
export const sendPdf = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(bytes);
