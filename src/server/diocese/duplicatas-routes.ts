import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import {
  AnoParams,
  DIOCESE_MSG,
  DuplicataResponse,
  DuplicatasArquivo,
  DuplicatasEnviadas,
  DuplicatasQuery,
  LIVROS_DUPLICATA,
  type LivroDuplicata,
} from '../../shared/schemas/diocese';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError } from '../http-error';
import { ErrorBody, fileResponse, idParams } from '../http/schemas';
import { actorOf } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { bookPdf } from '../sacramentos/book-pdf';
import { logBookPrint, yearEntries } from '../sacramentos/books';
import { parishSigners } from '../sacramentos/certificates';
import { dioceseOf, personal } from './context';
import { findDuplicata, listDuplicatas, missingDuplicatas, receiveDuplicata, saveDuplicata } from './duplicatas-repository';

const DUPLICATA_KIND = 'duplicatas';
const notFound = () => new HttpError(404, DIOCESE_MSG.duplicataNotFound);

/**
 * The duplicate books: each year the parish sends the year's entries of each of its books to the diocesan archive
 * (the printed book's pages of the year, through the books' own printing, and the entries' data); the chancery lists
 * what arrived and what is missing, and marks each received. A parish sees its own only.
 */
export const duplicatasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  /** The chancery sees the whole diocese (or the parish it asks for); a parish only its own. */
  const parishOf = (request: Parameters<typeof signedIn>[0], asked: number | null = null) => {
    const { user } = signedIn(request);
    return can(user, 'dioceseChancery') ? asked : user.paroquia_id;
  };

  const send = {
    summary: 'A paróquia envia ao arquivo diocesano a duplicata do ano: de cada livro com registros no ano, as folhas impressas e os dados',
    params: AnoParams,
    response: { 201: DuplicatasEnviadas, 409: ErrorBody },
  };
  app.post('/api/diocese/duplicatas/:ano', { preValidation: requireCapability('peticoesWrite'), ...personal, schema: send }, async (request, reply) => {
    const actor = actorOf(request);
    const dioceseId = await dioceseOf(db, request);
    const { ano } = request.params;
    const today = await parishToday(db, actor.paroquiaId, actor.at);
    if (ano >= Number(today.slice(0, 4))) throw new HttpError(409, DIOCESE_MSG.duplicataFuture);
    const [head, [paroco = null]] = await Promise.all([
      loadLetterhead(db, storage, actor.paroquiaId),
      parishSigners(db, actor.paroquiaId).then((s) => s.filter((x) => x.chave === 'paroco')),
    ]);
    const stored: string[] = [];
    const replaced: string[] = [];
    try {
      await db.transaction(async (tx) => {
        for (const livro of Object.keys(LIVROS_DUPLICATA) as LivroDuplicata[]) {
          const entries = await yearEntries(tx, actor.paroquiaId, livro, ano);
          if (!entries.length) continue;
          const bytes = await bookPdf({
            head,
            tipo: livro,
            livro: entries[0].livro,
            entries,
            folha: null,
            kept: null,
            today,
            printedBy: actor.userName,
            paroco,
            ano,
          });
          const arquivo = await storage.put(DUPLICATA_KIND, bytes, 'pdf');
          stored.push(arquivo);
          const antigo = await saveDuplicata(tx, { ano, livro, registros: entries.length, arquivo, dados: entries }, actor);
          if (antigo) replaced.push(antigo);
          await logBookPrint(tx, actor, entries, { sacramento: livro, livro: entries[0].livro, folha: null });
        }
        if (!stored.length) throw new HttpError(409, DIOCESE_MSG.duplicataEmpty);
      });
    } catch (error) {
      for (const name of stored) await storage.remove(DUPLICATA_KIND, name);
      throw error;
    }
    for (const name of replaced) await storage.remove(DUPLICATA_KIND, name);
    return reply.code(201).send({ message: DIOCESE_MSG.duplicataSent, data: await listDuplicatas(db, dioceseId, ano, actor.paroquiaId) });
  });

  const archive = {
    summary: 'O arquivo diocesano do ano: as duplicatas enviadas (recebidas ou não) e os livros com registros no ano ainda sem duplicata',
    querystring: DuplicatasQuery,
    response: { 200: DuplicatasArquivo },
  };
  app.get('/api/diocese/duplicatas', { preValidation: requireCapability('peticoesRead'), schema: archive }, async (request) => {
    const dioceseId = await dioceseOf(db, request);
    const { ano, paroquia_id } = request.query;
    const paroquia = parishOf(request, paroquia_id ?? null);
    const [duplicatas, faltando] = [await listDuplicatas(db, dioceseId, ano, paroquia), await missingDuplicatas(db, dioceseId, ano, paroquia)];
    return { data: { ano, duplicatas, faltando } };
  });

  const receive = {
    summary: 'Chancelaria: marcar a duplicata como recebida no arquivo diocesano',
    params: idParams(DIOCESE_MSG.duplicataNotFound),
    response: { 200: DuplicataResponse, 409: ErrorBody },
  };
  app.post('/api/diocese/duplicatas/:id/recebida', { preValidation: requireCapability('dioceseChancery'), schema: receive }, async (request) => {
    const dioceseId = await dioceseOf(db, request);
    const { id } = request.params;
    found(await findDuplicata(db, dioceseId, id, null), notFound);
    if (!(await receiveDuplicata(db, id, actorOf(request)))) throw new HttpError(409, DIOCESE_MSG.duplicataAlreadyReceived);
    const { arquivo: _a, ...data } = found(await findDuplicata(db, dioceseId, id, null), notFound);
    return { message: DIOCESE_MSG.duplicataReceived, data };
  });

  const pdf = {
    summary: 'As folhas do ano de um livro, como a paróquia as enviou (PDF)',
    params: idParams(DIOCESE_MSG.duplicataNotFound),
    response: { 200: fileResponse('application/pdf', 'A duplicata') },
  };
  app.get('/api/diocese/duplicatas/:id/pdf', { preValidation: requireCapability('peticoesRead'), ...personal, schema: pdf }, async (request, reply) => {
    const d = found(await findDuplicata(db, await dioceseOf(db, request), request.params.id, parishOf(request)), notFound);
    const file = found(await storage.open(DUPLICATA_KIND, d.arquivo), notFound);
    return reply
      .type('application/pdf')
      .header('Content-Length', file.size)
      .header('Content-Disposition', `attachment; filename="duplicata-${d.livro}-${d.ano}.pdf"`)
      .send(file.stream);
  });
};
