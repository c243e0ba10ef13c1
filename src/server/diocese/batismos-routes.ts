import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BatismoBuscaQuery, BatismoBuscaResponse, DIOCESE_MSG } from '../../shared/schemas/diocese';
import { SACRAMENTOS_MSG, SacramentoResponse, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import { z } from '../../shared/schemas/zod';
import { found, HttpError } from '../http-error';
import { idParams, listMeta } from '../http/schemas';
import { actorOf, logAccess, type Actor } from '../lgpd/access-log';
import { requireCapability } from '../plugins/access-rules';
import { findDetail } from '../sacramentos/repository';
import { buscarBatismos, recordInDiocese } from './batismos-repository';
import { dioceseOf, motivoOf, personal } from './context';

const chancery = { preValidation: requireCapability('dioceseChancery'), ...personal };
const Motivo = z.object({ motivo: z.string().trim().min(3, DIOCESE_MSG.motivoRequired).max(300).optional() });

/**
 * The chancery reads the books of every parish of the diocese, each read logged in that parish's access log with the
 * reason (`motivo` on the request, or the one given for the session): 'where was this person baptised?' across the
 * diocese, and any record in full. It never writes into a parish's books.
 */
export const batismosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** The read, in the log of the parish whose books were read: the chancery's user, the reason, what was read. */
  const logIn = (actor: Actor, paroquiaId: number, details: Record<string, unknown>) =>
    logAccess(db, { ...actor, paroquiaId }, null, 'diocese_search', { curia: true, ...details });

  const search = {
    summary: 'Chancelaria: onde foi batizado(a)? Busca nos livros de batismo de todas as paróquias da diocese (nome sem acentos, pais, período)',
    querystring: BatismoBuscaQuery,
    response: { 200: BatismoBuscaResponse },
  };
  app.get('/api/diocese/batismos', { ...chancery, schema: search }, async (request) => {
    const dioceseId = await dioceseOf(db, request);
    const { motivo: given, page, limit, ...filtro } = request.query;
    const motivo = await motivoOf(db, request, given);
    const { rows, total, exact } = await buscarBatismos(db, dioceseId, request.query);
    const actor = actorOf(request);
    for (const paroquiaId of new Set(rows.map((r) => r.paroquia_id)))
      await logIn(actor, paroquiaId, { motivo, filtro, registros: rows.filter((r) => r.paroquia_id === paroquiaId).map((r) => r.id) });
    return { data: rows, meta: { ...listMeta(total, page, limit), total_exato: exact } };
  });

  const read = {
    summary: 'Chancelaria: um registro dos livros de qualquer paróquia da diocese, com anotações (lido com motivo)',
    params: idParams(SACRAMENTOS_MSG.notFound),
    querystring: Motivo,
    response: { 200: SacramentoResponse },
  };
  app.get('/api/diocese/registros/:id', { ...chancery, schema: read }, async (request) => {
    const dioceseId = await dioceseOf(db, request);
    const where = found(await recordInDiocese(db, dioceseId, request.params.id), () => new HttpError(404, SACRAMENTOS_MSG.notFound));
    const motivo = await motivoOf(db, request, request.query.motivo);
    const record = found(await findDetail(db, where.paroquia_id, where.kind as SacramentoTipo, request.params.id));
    await logIn(actorOf(request), where.paroquia_id, { motivo, sacramento: record.tipo, registro: record.id });
    return { data: record };
  });
};
