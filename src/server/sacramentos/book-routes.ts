import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookParams, BookPdfQuery, SACRAMENTO_TIPO_LIST, SACRAMENTO_TIPOS, SACRAMENTOS_MSG } from '../../shared/schemas/sacramentos';
import { loadLetterhead } from '../documents/letterhead';
import { HttpError } from '../http-error';
import { fileResponse } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { bookPdf } from './book-pdf';
import { bookEntries, bookExists, logBookPrint } from './books';

// The official book (every entry with its people) is printed by those who keep it.
const write = { preValidation: requireCapability('sacramentosWrite'), config: { personalData: true } };

/** The printed book, whole or one page, as PDF (the books' list is GET /api/sacramentos/livros, routes.ts). */
export const sacramentoBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  for (const kind of SACRAMENTO_TIPO_LIST) {
    const schema = {
      summary: `${SACRAMENTO_TIPOS[kind]}: imprimir o livro (termos de abertura e encerramento, folhas com os registros e as anotações à margem), ou só uma folha`,
      params: BookParams,
      querystring: BookPdfQuery,
      response: { 200: fileResponse('application/pdf', 'PDF do livro, ou da folha pedida') },
    };
    app.get(`/api/sacramentos/${kind}/livros/:livro/pdf`, { ...write, schema }, async (request, reply) => {
      const actor = actorOf(request);
      const { livro } = request.params;
      const folha = request.query.folha ?? null;
      const entries = await bookEntries(db, actor.paroquiaId, kind, livro, folha);
      if (!entries.length) {
        const pageMissing = folha !== null && (await bookExists(db, actor.paroquiaId, kind, livro));
        throw new HttpError(404, pageMissing ? SACRAMENTOS_MSG.pageNotFound : SACRAMENTOS_MSG.bookNotFound);
      }
      const today = await parishToday(db, actor.paroquiaId, app.clock());
      const bytes = await bookPdf({ head: await loadLetterhead(db, storage, actor.paroquiaId), tipo: kind, livro, entries, folha, today, printedBy: actor.userName });
      await logBookPrint(db, actor, entries, { sacramento: kind, livro, folha });
      const name = `livro-${kind}-${livro}${folha === null ? '' : `-folha-${folha}`}.pdf`;
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(bytes);
    });
  }
};
