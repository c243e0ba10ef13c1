import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookCreditBody, DismissCreditBody, DIZIMO_MSG, OfxImportResult, PendingCreditList } from '../../shared/schemas/dizimo';
import { MessageResponse, z } from '../../shared/schemas/zod';
import { HttpError, invalidField } from '../http-error';
import { formBody, idParams, multipart } from '../http/schemas';
import { bookCredit, dismissCredit, importCredits, pendingCredits } from './bank-import';
import { admin, parishOf, receiverOf } from './context';
import { decodeOfx, parseOfx } from './ofx';
import { titherExists } from './tithers-repository';

const OFX_MAX_BYTES = 5 * 1024 * 1024;
const CreditParams = idParams(DIZIMO_MSG.creditNotFound);

/**
 * The bank statement (/api/dizimo/extrato): an OFX import whose PIX credits carrying a carnê's txid become
 * contributions, and the credits left pending, booked to a tither (or as an anonymous offering) or dismissed.
 */
export const bankImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const ofx = {
    summary: 'Importar extrato do banco (OFX): créditos PIX com o txid de um carnê viram contribuições',
    ...multipart(z.object({}), { arquivo: 'Extrato OFX, até 5 MB' }),
    response: { 200: OfxImportResult },
  };
  app.post('/api/dizimo/extrato', { ...admin, schema: ofx }, async (request) => {
    const paroquiaId = parishOf(request);
    const part = request.isMultipart() ? await request.file({ limits: { fileSize: OFX_MAX_BYTES, files: 1 } }) : undefined;
    if (!part) throw invalidField('arquivo', DIZIMO_MSG.ofxFileRequired);
    const bytes = await part.toBuffer();
    let statement;
    try {
      statement = parseOfx(decodeOfx(bytes));
    } catch (error) {
      throw invalidField('arquivo', (error as Error).message);
    }
    const result = await db.transaction((tx) => importCredits(tx, paroquiaId, statement, receiverOf(request), app.clock(), app.config.productName));
    return { message: result.taxas ? `${DIZIMO_MSG.ofxImported} ${DIZIMO_MSG.ofxFeesPaid(result.taxas)}` : DIZIMO_MSG.ofxImported, ...result };
  });

  app.get(
    '/api/dizimo/extrato/pendentes',
    { ...admin, schema: { summary: 'Créditos do extrato sem dizimista', response: { 200: PendingCreditList } } },
    async (request) => ({
      data: await pendingCredits(db, parishOf(request)),
    }),
  );

  const book = {
    summary: 'Lançar um crédito pendente (a um dizimista, ou como oferta anônima)',
    params: CreditParams,
    ...formBody(BookCreditBody),
    response: { 201: MessageResponse },
  };
  app.post('/api/dizimo/extrato/pendentes/:id', { ...admin, schema: book }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const titherId = request.body.dizimista_id ?? null;
    if (titherId && !(await titherExists(db, paroquiaId, titherId))) throw invalidField('dizimista_id', DIZIMO_MSG.titherNotFound);
    const booked = await db.transaction((tx) => bookCredit(tx, paroquiaId, request.params.id, titherId, receiverOf(request)));
    if (!booked) throw new HttpError(404, DIZIMO_MSG.creditNotFound);
    return reply.code(201).send({ message: DIZIMO_MSG.contributionCreated });
  });

  const dismiss = {
    summary: 'Descartar um crédito pendente (fica registrado, fora da lista, sem virar contribuição)',
    params: CreditParams,
    ...formBody(DismissCreditBody),
    response: { 200: MessageResponse },
  };
  app.post('/api/dizimo/extrato/pendentes/:id/descartar', { ...admin, schema: dismiss }, async (request) => {
    if (!(await dismissCredit(db, parishOf(request), request.params.id, request.body.motivo ?? null, receiverOf(request), app.clock())))
      throw new HttpError(404, DIZIMO_MSG.creditNotFound);
    return { message: DIZIMO_MSG.creditDismissed };
  });
};
