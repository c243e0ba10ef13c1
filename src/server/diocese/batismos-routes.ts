import { acrossParishes } from '../db/scope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BatismoBuscaQuery, BatismoBuscaResponse, CertidaoCuriaBody, DIOCESE_MSG } from '../../shared/schemas/diocese';
import { SACRAMENTOS_MSG, SacramentoResponse, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import { z } from '../../shared/schemas/zod';
import { found, HttpError } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams, listMeta } from '../http/schemas';
import { actorOf, logAccess, type Actor } from '../lgpd/access-log';
import { requireCapability } from '../plugins/access-rules';
import { parishSigners } from '../sacramentos/certificates';
import { issueCertificate, logRecord, refuseUncertifiable, sendCertificate } from '../sacramentos/issue-certificate';
import { findDetail } from '../sacramentos/repository';
import { buscarBatismos, recordInDiocese } from './batismos-repository';
import { dioceseOf, motivoOf, personal } from './context';
import { dioceseHead } from './decretos';

const chancery = { preValidation: requireCapability('dioceseChancery'), ...personal };
const Motivo = z.object({ motivo: z.string().trim().min(3, DIOCESE_MSG.motivoRequired).max(300).optional() });

/**
 * The chancery reads the books of every parish of the diocese, each read logged in that parish's access log with the
 * reason (`motivo` on the request, or the one given for the session): 'where was this person baptised?' across the
 * diocese, and any record in full. It never writes into a parish's books; it issues a certificate of an entry of a
 * vacant parish (no pároco to sign), signed by the chancellor.
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

  const certificate = {
    summary:
      'Chancelaria: certidão de um registro de paróquia vacante (sem pároco), assinada pelo chanceler, com código de verificação (PDF); recusada (409) se a paróquia tem pároco',
    params: idParams(SACRAMENTOS_MSG.notFound),
    ...formBody(CertidaoCuriaBody),
    response: { 200: fileResponse('application/pdf', 'PDF; o código de verificação também no cabeçalho X-Certidao-Codigo'), 409: ErrorBody },
  };
  app.post('/api/diocese/registros/:id/certidao', { ...chancery, schema: certificate }, async (request, reply) => {
    const dioceseId = await dioceseOf(db, request);
    const where = found(await recordInDiocese(db, dioceseId, request.params.id), () => new HttpError(404, SACRAMENTOS_MSG.notFound));
    // Vacant: no pároco among the parish's certificate signers (the parish's own certificates need one, or a vigário).
    if ((await parishSigners(db, where.paroquia_id)).some((s) => s.chave === 'paroco')) throw new HttpError(409, DIOCESE_MSG.parishNotVacant);
    const head = found(await dioceseHead(db, dioceseId), () => new HttpError(409, DIOCESE_MSG.noChancellorCertidao));
    const motivo = await motivoOf(db, request, request.body.motivo);
    const record = found(await findDetail(db, where.paroquia_id, where.kind as SacramentoTipo, request.params.id));
    refuseUncertifiable(record);
    const actor = { ...actorOf(request), paroquiaId: where.paroquia_id };
    const signer = { chave: 'chanceler', nome: head.chanceler_nome, titulo: head.chanceler_titulo };
    // The certificate is the vacant parish's row, written by the chancery on its behalf (db/scope.ts).
    const issued = await acrossParishes(() => issueCertificate(request, { paroquiaId: where.paroquia_id, record, body: request.body, signer, actor }));
    await logRecord(db, actor, record, 'sacrament_certificate', { curia: true, motivo, codigo: issued.code });
    return sendCertificate(reply, record, issued);
  });
};
