import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIZIMO_MSG,
  StatementQuery,
  TitherBody,
  TitherDetail,
  TitherList,
  TitherListQuery,
  TitherResponse,
  TitherUpdate,
  titherTxid,
} from '../../shared/schemas/dizimo';
import { RegisterPickerResponse } from '../../shared/schemas/registers';
import { OptionalText, PageQuery } from '../../shared/schemas/zod';
import { loadLetterhead } from '../documents/letterhead';
import { HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, listMeta } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { admin, csv, dizimoContext, parishOf, pdf, sendPdf, TitherParams, titherNotFound } from './context';
import { allContributions } from './contributions-repository';
import { tithersCsv } from './csv';
import { brCode, loadPix } from './pix-settings';
import { carnePdf, statementPdf } from './receipts';
import { allTithers, contributionYears, insertTither, listTithers, registerInParish, titherCandidates, titherCpf, updateTither } from './tithers-repository';

/** The tithers (/api/dizimo/dizimistas): list, CSV, enrolment from the registers, edit, the yearly statement and the carnê. */
export const tithersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const { today, since, titherOr404 } = dizimoContext(app);

  app.get(
    '/api/dizimo/dizimistas',
    { ...admin, schema: { summary: 'Dizimistas', querystring: TitherListQuery, response: { 200: TitherList } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      const { rows, total } = await listTithers(db, paroquiaId, await since(paroquiaId), request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.limit) };
    },
  );

  const tithersExport = { summary: 'Dizimistas filtrados em CSV', querystring: TitherListQuery, response: csv };
  app.get('/api/dizimo/dizimistas/export', { ...admin, schema: tithersExport }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { page: _p, limit: _l, ...filter } = request.query;
    await logAccess(db, actorOf(request), null, 'tithe_csv', { dizimistas: filter });
    const rows = await allTithers(db, paroquiaId, await since(paroquiaId), filter);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="dizimistas-${await today(paroquiaId)}.csv"`)
      .send(tithersCsv(rows));
  });

  app.post(
    '/api/dizimo/dizimistas',
    { ...admin, schema: { summary: 'Novo dizimista', ...formBody(TitherBody), response: { 201: TitherResponse, 409: ErrorBody } } },
    async (request, reply) => {
      const paroquiaId = parishOf(request);
      const { body } = request;
      if (!(await registerInParish(db, paroquiaId, body.register_id))) throw invalidField('register_id', DIZIMO_MSG.registerNotInParish);
      const joined = await today(paroquiaId);
      const id = await db.transaction((tx) => insertTither(tx, paroquiaId, joined, body));
      if (id === null) throw new HttpError(409, DIZIMO_MSG.alreadyTither, { register_id: [DIZIMO_MSG.alreadyTither] });
      if (id === 'full') throw new HttpError(409, DIZIMO_MSG.cardsExhausted);
      await logAccess(db, actorOf(request), body.register_id, 'update', { dizimista: id });
      return reply.code(201).send({ message: DIZIMO_MSG.titherCreated, data: await titherOr404(paroquiaId, id) });
    },
  );

  const candidates = {
    summary: "Pessoas dos registros que ainda não são dizimistas ('Novo dizimista'): id, nome e foto",
    querystring: PageQuery.extend({ q: OptionalText(100) }),
    response: { 200: RegisterPickerResponse },
  };
  app.get('/api/dizimo/candidatos', { ...admin, schema: candidates }, async (request) => {
    const { q, page, limit } = request.query;
    const { rows, total } = await titherCandidates(db, parishOf(request), q, { page, limit });
    return { data: { data: rows, meta: listMeta(total, page, limit) } };
  });

  const one = { summary: 'Um dizimista, com os anos em que contribuiu (as declarações anuais)', params: TitherParams, response: { 200: TitherDetail } };
  app.get('/api/dizimo/dizimistas/:id', { ...admin, schema: one }, async (request) => {
    const paroquiaId = parishOf(request);
    const tither = await titherOr404(paroquiaId, request.params.id);
    await logAccess(db, actorOf(request), tither.register_id, 'tithe_view', { dizimista: tither.id });
    return { data: tither, anos: await contributionYears(db, paroquiaId, tither.id) };
  });

  const update = { summary: 'Editar dizimista', params: TitherParams, ...formBody(TitherUpdate), response: { 200: TitherResponse } };
  app.put('/api/dizimo/dizimistas/:id', { ...admin, schema: update }, async (request) => {
    const paroquiaId = parishOf(request);
    if (!(await updateTither(db, paroquiaId, request.params.id, request.body, app.clock()))) throw titherNotFound();
    return { message: DIZIMO_MSG.titherUpdated, data: await titherOr404(paroquiaId, request.params.id) };
  });

  const statement = { summary: 'Declaração anual do dizimista (PDF)', params: TitherParams, querystring: StatementQuery, response: pdf };
  app.get('/api/dizimo/dizimistas/:id/declaracao', { ...admin, schema: statement }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const tither = await titherOr404(paroquiaId, request.params.id);
    const day = await today(paroquiaId);
    const year = request.query.ano ?? Number(day.slice(0, 4)) - 1;
    const rows = await allContributions(db, paroquiaId, { dizimista_id: tither.id, de: `${year}-01-01`, ate: `${year}-12-31` });
    await logAccess(db, actorOf(request), tither.register_id, 'tithe_statement', { dizimista: tither.id, ano: year });
    const bytes = await statementPdf(await loadLetterhead(db, storage, paroquiaId), tither, year, rows, day, await titherCpf(db, tither.id));
    return sendPdf(reply, `declaracao-${year}-carne-${tither.numero_carne}.pdf`, bytes);
  });

  const carne = { summary: 'Carnê do ano, com o PIX do dizimista em cada folha (PDF)', params: TitherParams, querystring: StatementQuery, response: pdf };
  app.get('/api/dizimo/dizimistas/:id/carne', { ...admin, schema: carne }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const tither = await titherOr404(paroquiaId, request.params.id);
    const year = request.query.ano ?? Number((await today(paroquiaId)).slice(0, 4));
    const pix = brCode(await loadPix(db, paroquiaId), titherTxid(Number(tither.numero_carne)));
    const bytes = await carnePdf(await loadLetterhead(db, storage, paroquiaId), tither, year, pix?.payload ?? null);
    return sendPdf(reply, `carne-${year}-${tither.numero_carne}.pdf`, bytes);
  });
};
