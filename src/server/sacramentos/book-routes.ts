import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookParams,
  BookPdfQuery,
  BookResponse,
  bookClosedNow,
  bookOpened,
  SACRAMENTO_TIPO_LIST,
  SACRAMENTO_TIPOS,
  SACRAMENTOS_MSG,
} from '../../shared/schemas/sacramentos';
import { loadLetterhead } from '../documents/letterhead';
import { HttpError } from '../http-error';
import { ErrorBody, fileResponse } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { bookPdf } from './book-pdf';
import { closeBook, keptBook, listBooks, openBook } from './book-register';
import { bookEntries, bookExists, logBookPrint } from './books';
import { parishSigners } from './certificates';

// The official book (every entry with its people) is printed, opened and closed by those who keep it.
const write = { preValidation: requireCapability('sacramentosWrite'), config: { personalData: true } };

/**
 * The books of each kind: the printed book, whole or one page, as PDF; opening the next book and closing
 * the open one (the books' list is GET /api/sacramentos/livros, routes.ts).
 */
export const sacramentoBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());

  for (const kind of SACRAMENTO_TIPO_LIST) {
    const base = `/api/sacramentos/${kind}/livros`;
    const schema = {
      summary: `${SACRAMENTO_TIPOS[kind]}: imprimir o livro (termos de abertura e encerramento, folhas com os registros e as anotações à margem), ou só uma folha`,
      params: BookParams,
      querystring: BookPdfQuery,
      response: { 200: fileResponse('application/pdf', 'PDF do livro, ou da folha pedida') },
    };
    app.get(`${base}/:livro/pdf`, { ...write, schema }, async (request, reply) => {
      const actor = actorOf(request);
      const { livro } = request.params;
      const folha = request.query.folha ?? null;
      const entries = await bookEntries(db, actor.paroquiaId, kind, livro, folha);
      if (!entries.length) {
        const pageMissing = folha !== null && (await bookExists(db, actor.paroquiaId, kind, livro));
        throw new HttpError(404, pageMissing ? SACRAMENTOS_MSG.pageNotFound : SACRAMENTOS_MSG.bookNotFound);
      }
      const [head, kept, [paroco = null], day] = await Promise.all([
        loadLetterhead(db, storage, actor.paroquiaId),
        keptBook(db, actor.paroquiaId, kind, livro),
        parishSigners(db, actor.paroquiaId).then((signers) => signers.filter((s) => s.chave === 'paroco')),
        today(actor.paroquiaId),
      ]);
      const bytes = await bookPdf({ head, tipo: kind, livro, entries, folha, kept, today: day, printedBy: actor.userName, paroco });
      await logBookPrint(db, actor, entries, { sacramento: kind, livro, folha });
      const name = `livro-${kind}-${livro}${folha === null ? '' : `-folha-${folha}`}.pdf`;
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(bytes);
    });

    const open = {
      summary: `${SACRAMENTO_TIPOS[kind]}: abrir o próximo livro (número seguinte, aberto hoje); recusado enquanto outro estiver aberto`,
      response: { 201: BookResponse, 409: ErrorBody },
    };
    app.post(base, { ...write, schema: open }, async (request, reply) => {
      const { paroquiaId } = actorOf(request);
      const livro = await db.transaction(async (tx) => openBook(tx, paroquiaId, kind, await today(paroquiaId)));
      const [book] = await listBooks(db, paroquiaId, { kind, livro });
      return reply.code(201).send({ message: bookOpened(kind, livro), data: book });
    });

    const close = {
      summary: `${SACRAMENTO_TIPOS[kind]}: encerrar o livro aberto (hoje); depois dele, nenhum registro novo`,
      params: BookParams,
      response: { 200: BookResponse, 409: ErrorBody },
    };
    app.post(`${base}/:livro/encerrar`, { ...write, schema: close }, async (request) => {
      const { paroquiaId } = actorOf(request);
      const { livro } = request.params;
      await db.transaction(async (tx) => closeBook(tx, paroquiaId, kind, livro, await today(paroquiaId)));
      const [book] = await listBooks(db, paroquiaId, { kind, livro });
      return { message: bookClosedNow(kind, livro), data: book };
    });
  }
};
