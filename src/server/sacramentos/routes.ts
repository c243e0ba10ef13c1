import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnulBody,
  AssinantesResponse,
  BookList,
  CertificateBody,
  HistoryResponse,
  NoteBody,
  SACRAMENTO_BODIES,
  SACRAMENTO_TIPO_LIST,
  SACRAMENTO_TIPOS,
  SACRAMENTOS_MSG,
  SacramentoList,
  SacramentoListQuery,
  SacramentoResponse,
  type CrismaBody,
  type SacramentoBody,
  type SacramentoRecord,
  type SacramentoTipo,
} from '../../shared/schemas/sacramentos';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams, listMeta } from '../http/schemas';
import { actorOf, type Actor } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { isUniqueViolation } from '../catechesis/sql';
import { sacramentoBookRoutes } from './book-routes';
import { listBooks } from './book-register';
import { parishSigners } from './certificates';
import { crismaClassRoutes } from './class-records';
import { judgeBaptismOfConfirmed, sendConfirmationNotice } from './confirmation-notice';
import { confirmationNoticeRoutes } from './confirmation-notice-routes';
import { issueCertificate, logRecord as logRecordIn, refuseUncertifiable, sendCertificate } from './issue-certificate';
import { judgeRecord } from './judge';
import { publicCertificateRoutes } from './public-routes';
import {
  addNote,
  annulRecord,
  columnsOf,
  findDetail,
  findRecord,
  givenNumbers,
  insertRecord,
  listRecords,
  noteOnBaptism,
  numbersTaken,
  recordHistory,
  updateRecord,
} from './repository';

const read = { preValidation: requireCapability('sacramentosRead'), config: { personalData: true } };
const write = { preValidation: requireCapability('sacramentosWrite'), config: { personalData: true } };
const Params = idParams(SACRAMENTOS_MSG.notFound);
const recordNotFound = () => new HttpError(404, SACRAMENTOS_MSG.notFound);
const pdf = { 200: fileResponse('application/pdf', 'PDF; o código de verificação também no cabeçalho X-Certidao-Codigo') };
const numberTaken = () => invalidField('termo', SACRAMENTOS_MSG.numberTaken);

/**
 * The sacramental books: baptisms, confirmations, marriages and funerals, read by
 * sacramentosRead (1, 111, 2), written, annulled and certified by sacramentosWrite (1, 111). Every
 * query is scoped by the session's parish and the route's kind: another parish's record, or one of
 * another book, answers 404 as a missing one does. Views and certificates go into the access log.
 * Each kind has its own routes (same URLs as /api/sacramentos/{tipo}) so each documents its own body.
 */
export const sacramentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const parishOf = (request: FastifyRequest) => actorOf(request).paroquiaId;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());

  /** Every register the record names, one entry each, in the access log. */
  const logRecord = (actor: Actor, r: SacramentoRecord, action: 'sacrament_view' | 'sacrament_certificate', details: Record<string, unknown> = {}) =>
    logRecordIn(db, actor, r, action, details);

  const detailOr404 = async (paroquiaId: number, kind: SacramentoTipo, id: number) => found(await findDetail(db, paroquiaId, kind, id), recordNotFound);

  const books = {
    summary: 'Livros da paróquia: abertos e encerrados (com as datas) e os de papel digitalizados; registros, folhas usadas, últimos números e datas',
    response: { 200: BookList },
  };
  app.get('/api/sacramentos/livros', { ...read, schema: books }, async (request) => ({ data: await listBooks(db, parishOf(request)) }));

  const signers = { summary: 'Quem pode assinar as certidões: o pároco e os vigários da paróquia', response: { 200: AssinantesResponse } };
  app.get('/api/sacramentos/assinantes', { ...write, schema: signers }, async (request) => ({ data: await parishSigners(db, parishOf(request)) }));

  for (const kind of SACRAMENTO_TIPO_LIST) {
    const base = `/api/sacramentos/${kind}`;
    const name = SACRAMENTO_TIPOS[kind];
    const Body = SACRAMENTO_BODIES[kind];

    const list = { summary: `${name}: registros do livro`, querystring: SacramentoListQuery, response: { 200: SacramentoList } };
    app.get(base, { ...read, schema: list }, async (request) => {
      const { rows, total, exact } = await listRecords(db, parishOf(request), kind, request.query);
      return { data: rows, meta: { ...listMeta(total, request.query.page, request.query.limit), total_exato: exact } };
    });

    const create = {
      summary: `${name}: lançar registro (numerado pelo sistema se livro, folha e termo ficarem em branco)`,
      ...formBody(Body),
      response: { 201: SacramentoResponse },
    };
    app.post(base, { ...write, schema: create }, async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body as SacramentoBody;
      const people = await judgeRecord(db, actor.paroquiaId, kind, body, await today(actor.paroquiaId));
      if (kind === 'crisma') await judgeBaptismOfConfirmed(db, actor.paroquiaId, body as CrismaBody);
      const numbers = givenNumbers(body);
      if (numbers && (await numbersTaken(db, actor.paroquiaId, kind, numbers))) throw numberTaken();
      const columns = columnsOf(kind, body, people);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const newId = await insertRecord(tx, actor.paroquiaId, kind, columns, numbers, actor);
          const record = found(await findRecord(tx, actor.paroquiaId, kind, newId));
          await noteOnBaptism(tx, actor.paroquiaId, record, actor);
          await sendConfirmationNotice(tx, actor, record);
          return newId;
        });
      } catch (error) {
        throw isUniqueViolation(error) ? numberTaken() : error;
      }
      return reply.code(201).send({ message: SACRAMENTOS_MSG.created, data: await detailOr404(actor.paroquiaId, kind, id) });
    });

    app.get(
      `${base}/:id`,
      { ...read, schema: { summary: `${name}: um registro, com anotações e certidões`, params: Params, response: { 200: SacramentoResponse } } },
      async (request) => {
        const actor = actorOf(request);
        const record = await detailOr404(actor.paroquiaId, kind, request.params.id);
        await logRecord(actor, record, 'sacrament_view');
        return { data: record };
      },
    );

    const update = {
      summary: `${name}: corrigir registro (a versão anterior fica no histórico)`,
      params: Params,
      ...formBody(Body),
      response: { 200: SacramentoResponse, 409: ErrorBody },
    };
    app.put(`${base}/:id`, { ...write, schema: update }, async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body as SacramentoBody;
      // Another parish's record is a 404 before anything about the body is told.
      const current = found(await findRecord(db, actor.paroquiaId, kind, id), recordNotFound);
      if (current.anulado) throw new HttpError(409, SACRAMENTOS_MSG.annulledReadOnly);
      const people = await judgeRecord(db, actor.paroquiaId, kind, body, await today(actor.paroquiaId));
      if (kind === 'crisma') await judgeBaptismOfConfirmed(db, actor.paroquiaId, body as CrismaBody);
      const numbers = givenNumbers(body);
      if (numbers && (await numbersTaken(db, actor.paroquiaId, kind, numbers, id))) throw numberTaken();
      let outcome;
      try {
        outcome = await db.transaction(async (tx) => {
          const done = await updateRecord(tx, actor.paroquiaId, kind, id, columnsOf(kind, body, people), numbers, actor);
          // A baptism parish given in a correction gets the notice then (once per entry).
          if (done === 'updated') await sendConfirmationNotice(tx, actor, found(await findRecord(tx, actor.paroquiaId, kind, id)));
          return done;
        });
      } catch (error) {
        throw isUniqueViolation(error) ? numberTaken() : error;
      }
      if (outcome === 'missing') throw recordNotFound();
      if (outcome === 'annulled') throw new HttpError(409, SACRAMENTOS_MSG.annulledReadOnly);
      return { message: SACRAMENTOS_MSG.updated, data: await detailOr404(actor.paroquiaId, kind, id) };
    });

    const note = {
      summary: `${name}: acrescentar anotação à margem (nunca editada), datada de hoje ou do dia informado`,
      params: Params,
      ...formBody(NoteBody),
      response: { 201: SacramentoResponse },
    };
    app.post(`${base}/:id/anotacoes`, { ...write, schema: note }, async (request, reply) => {
      const actor = actorOf(request);
      const record = found(await findRecord(db, actor.paroquiaId, kind, request.params.id), recordNotFound);
      const { texto, data } = request.body;
      if (data && data > (await today(actor.paroquiaId))) throw invalidField('data', SACRAMENTOS_MSG.noteDateFuture);
      if (data && data < record.data) throw invalidField('data', SACRAMENTOS_MSG.noteBeforeSacrament);
      await addNote(db, record.id, texto, actor, { day: data });
      return reply.code(201).send({ message: SACRAMENTOS_MSG.noteAdded, data: await detailOr404(actor.paroquiaId, kind, record.id) });
    });

    const annul = {
      summary: `${name}: anular registro, com motivo (nunca é excluído)`,
      params: Params,
      ...formBody(AnnulBody),
      response: { 200: SacramentoResponse, 409: ErrorBody },
    };
    app.post(`${base}/:id/anular`, { ...write, schema: annul }, async (request) => {
      const actor = actorOf(request);
      const outcome = await db.transaction((tx) => annulRecord(tx, actor.paroquiaId, kind, request.params.id, request.body.motivo, actor));
      if (outcome === 'missing') throw recordNotFound();
      if (outcome === 'already') throw new HttpError(409, SACRAMENTOS_MSG.alreadyAnnulled);
      return { message: SACRAMENTOS_MSG.annulled, data: await detailOr404(actor.paroquiaId, kind, request.params.id) };
    });

    app.get(
      `${base}/:id/historico`,
      { ...read, schema: { summary: `${name}: versões do registro`, params: Params, response: { 200: HistoryResponse } } },
      async (request) => {
        const actor = actorOf(request);
        const record = found(await findRecord(db, actor.paroquiaId, kind, request.params.id), recordNotFound);
        await logRecord(actor, record, 'sacrament_view', { historico: true });
        return { data: await recordHistory(db, record) };
      },
    );

    const certificate = {
      summary: `${name}: emitir certidão (PDF com código de verificação), em breve relato ou de inteiro teor, assinada pelo pároco ou um vigário; recusada (422) enquanto faltarem dados que o direito canônico exige`,
      params: Params,
      ...formBody(CertificateBody),
      response: { ...pdf, 409: ErrorBody },
    };
    app.post(`${base}/:id/certidao`, { ...write, schema: certificate }, async (request, reply) => {
      const actor = actorOf(request);
      const record = await detailOr404(actor.paroquiaId, kind, request.params.id);
      refuseUncertifiable(record);
      const { assinante } = request.body;
      const signers = await parishSigners(db, actor.paroquiaId);
      const signer = assinante ? signers.find((s) => s.chave === assinante) : signers[0];
      if (!signer) throw invalidField('assinante', signers.length ? SACRAMENTOS_MSG.signerUnknown : SACRAMENTOS_MSG.noSigner);
      const issued = await issueCertificate(request, { paroquiaId: actor.paroquiaId, record, body: request.body, signer, actor });
      await logRecord(actor, record, 'sacrament_certificate', { codigo: issued.code });
      return sendCertificate(reply, record, issued);
    });
  }

  await app.register(publicCertificateRoutes);
  await app.register(sacramentoBookRoutes);
  await app.register(crismaClassRoutes);
  await app.register(confirmationNoticeRoutes);
};
