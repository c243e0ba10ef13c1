import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PixSettingsBody } from '../../shared/pix';
import {
  BookCreditBody,
  CampaignBody,
  DismissCreditBody,
  CampaignList,
  CampaignResponse,
  ContributionBody,
  ContributionList,
  ContributionListQuery,
  ContributionResponse,
  DIZIMO_MSG,
  MyTithe,
  OfxImportResult,
  PendingCreditList,
  Report,
  ReportQuery,
  ReversalBody,
  StatementQuery,
  TitherBody,
  TitherDetail,
  TitherList,
  TitherListQuery,
  TitherResponse,
  TitherUpdate,
  titherTxid,
} from '../../shared/schemas/dizimo';
import { DATE_MSG, periodTooLong } from '../../shared/schemas/date-filter';
import { RegisterPickerResponse } from '../../shared/schemas/registers';
import { MessageResponse, PageQuery, OptionalText, z } from '../../shared/schemas/zod';
import { PIX_MSG } from '../../shared/pix';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams, listMeta, multipart } from '../http/schemas';
import { actorOf, logAccess } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { bookCredit, dismissCredit, importCredits, pendingCredits } from './bank-import';
import { findCampaign, insertCampaign, listCampaigns, updateCampaign } from './campaigns-repository';
import { contributionsCsv, tithersCsv } from './csv';
import {
  allContributions,
  campaignInParish,
  findContribution,
  insertContribution,
  listContributions,
  reverseContribution,
  type Receiver,
} from './contributions-repository';
import { decodeOfx, parseOfx } from './ofx';
import { brCode, buildBrCode, loadPix, savePix } from './pix-settings';
import { carnePdf, receiptPdf, statementPdf } from './receipts';
import { tithesReport } from './reports';
import {
  allTithers,
  contributionYears,
  findTither,
  insertTither,
  listTithers,
  registerInParish,
  registerOfTither,
  titherCandidates,
  titherCpf,
  titherExists,
  titherOfRegister,
  updateTither,
} from './tithers-repository';
import { monthStart, upToDateSince, yearAgo } from './months';

const OFX_MAX_BYTES = 5 * 1024 * 1024;
const admin = { preValidation: requireCapability('dizimoAdmin'), config: { personalData: true } };
const own = { preValidation: requireCapability('dizimoOwn'), config: { personalData: true } };
const TitherParams = idParams(DIZIMO_MSG.titherNotFound);
const ContributionParams = idParams(DIZIMO_MSG.contributionNotFound);
const CampaignParams = idParams(DIZIMO_MSG.campaignNotFound);
const CreditParams = idParams(DIZIMO_MSG.creditNotFound);
const titherNotFound = () => new HttpError(404, DIZIMO_MSG.titherNotFound);
const contributionNotFound = () => new HttpError(404, DIZIMO_MSG.contributionNotFound);
const campaignNotFound = () => new HttpError(404, DIZIMO_MSG.campaignNotFound);
const pdf = { 200: fileResponse('application/pdf', 'PDF') };
const csv = { 200: fileResponse('text/csv', 'UTF-8 com BOM, separado por ;') };

const parishOf = (request: FastifyRequest) => signedIn(request).user.paroquia_id;
const receiverOf = (request: FastifyRequest): Receiver => {
  const { user } = signedIn(request);
  return { userId: user.id, userName: user.name };
};

/**
 * The tithe and campaigns (roles dizimoAdmin: 1, 111, 11) and 'Meu dízimo' (dizimoOwn: 14). Every
 * query is scoped by the session's parish; another parish's tither, contribution or campaign answers
 * 404 as a missing one does. Reading a person's contributions, receipts or a CSV goes into the access log.
 */
export const dizimoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());
  const since = async (paroquiaId: number) => upToDateSince(await today(paroquiaId));
  const titherOr404 = async (paroquiaId: number, id: number) => found(await findTither(db, paroquiaId, await since(paroquiaId), id), titherNotFound);

  /** A PDF answer, named for download. */
  const sendPdf = (reply: import('fastify').FastifyReply, name: string, bytes: Buffer) =>
    reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(bytes);

  // ---------------------------------------------------------------- tithers

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

  // ---------------------------------------------------------------- contributions

  const contributions = {
    summary: 'Contribuições, com os totais do filtro',
    querystring: ContributionListQuery,
    response: { 200: ContributionList, 404: ErrorBody },
  };
  app.get('/api/dizimo/contribuicoes', { ...admin, schema: contributions }, async (request) => {
    const paroquiaId = parishOf(request);
    const { page, limit, ...filter } = request.query;
    if (filter.dizimista_id) {
      const tither = await titherOr404(paroquiaId, filter.dizimista_id);
      await logAccess(db, actorOf(request), tither.register_id, 'tithe_view', { dizimista: tither.id });
    }
    const { rows, total, totals } = await listContributions(db, paroquiaId, filter, { page, limit });
    return { data: rows, meta: listMeta(total, page, limit), totais: totals };
  });

  const contributionsExport = { summary: 'Contribuições filtradas em CSV', querystring: ContributionListQuery, response: csv };
  app.get('/api/dizimo/contribuicoes/export', { ...admin, schema: contributionsExport }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { page: _p, limit: _l, ...filter } = request.query;
    await logAccess(db, actorOf(request), null, 'tithe_csv', { contribuicoes: filter });
    const rows = await allContributions(db, paroquiaId, filter);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="contribuicoes-${await today(paroquiaId)}.csv"`)
      .send(contributionsCsv(rows));
  });

  const create = { summary: 'Nova contribuição (com recibo numerado)', ...formBody(ContributionBody), response: { 201: ContributionResponse } };
  app.post('/api/dizimo/contribuicoes', { ...admin, schema: create }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { body } = request;
    if (body.data > (await today(paroquiaId))) throw invalidField('data', DIZIMO_MSG.dateFuture);
    if (body.dizimista_id && !(await titherExists(db, paroquiaId, body.dizimista_id))) throw invalidField('dizimista_id', DIZIMO_MSG.titherNotFound);
    if (body.campanha_id && !(await campaignInParish(db, paroquiaId, body.campanha_id))) throw invalidField('campanha_id', DIZIMO_MSG.campaignNotInParish);
    const id = await db.transaction((tx) => insertContribution(tx, paroquiaId, body, receiverOf(request)));
    return reply.code(201).send({ message: DIZIMO_MSG.contributionCreated, data: found(await findContribution(db, paroquiaId, id)) });
  });

  const reverse = {
    summary: 'Estornar contribuição (um lançamento oposto, com motivo)',
    params: ContributionParams,
    ...formBody(ReversalBody),
    response: { 201: ContributionResponse, 409: ErrorBody },
  };
  app.post('/api/dizimo/contribuicoes/:id/estorno', { ...admin, schema: reverse }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const day = await today(paroquiaId);
    const outcome = await db.transaction((tx) => reverseContribution(tx, paroquiaId, request.params.id, request.body.motivo, day, receiverOf(request)));
    if (outcome === 'missing') throw contributionNotFound();
    if (outcome === 'reversal') throw new HttpError(409, DIZIMO_MSG.reversalOfReversal);
    if (outcome === 'already') throw new HttpError(409, DIZIMO_MSG.alreadyReversed);
    return reply.code(201).send({ message: DIZIMO_MSG.reversed, data: found(await findContribution(db, paroquiaId, outcome.id)) });
  });

  /** A contribution's receipt, logged against the tither's register. */
  async function receipt(request: FastifyRequest, reply: import('fastify').FastifyReply, paroquiaId: number, id: number, ownedBy?: number) {
    const c = await findContribution(db, paroquiaId, id);
    if (!c || !c.recibo_numero || (ownedBy !== undefined && c.dizimista_id !== ownedBy)) throw contributionNotFound();
    await logAccess(db, actorOf(request), c.dizimista_id ? await registerOfTither(db, c.dizimista_id) : null, 'tithe_receipt', { contribuicao: c.id });
    const cpf = c.dizimista_id ? await titherCpf(db, c.dizimista_id) : null;
    const bytes = await receiptPdf(await loadLetterhead(db, storage, paroquiaId), c, await today(paroquiaId), cpf);
    return sendPdf(reply, `recibo-${c.recibo_numero.replace('/', '-')}.pdf`, bytes);
  }
  const receiptSchema = { summary: 'Recibo da contribuição (PDF)', params: ContributionParams, response: pdf };
  app.get('/api/dizimo/contribuicoes/:id/recibo', { ...admin, schema: receiptSchema }, (request, reply) =>
    receipt(request, reply, parishOf(request), request.params.id),
  );

  // ---------------------------------------------------------------- reports

  app.get(
    '/api/dizimo/relatorios',
    { ...admin, schema: { summary: 'Relatório do dízimo', querystring: ReportQuery, response: { 200: Report } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      const day = await today(paroquiaId);
      // Without an end, up to today; without a start, the 12 months that end at the end.
      const ate = request.query.ate ?? day;
      const de = request.query.de ?? (request.query.ate ? monthStart(ate, -11) : yearAgo(day));
      const field = request.query.de && !request.query.ate ? 'de' : 'ate';
      if (ate < de) throw invalidField(field, DIZIMO_MSG.periodInvalid);
      if (periodTooLong(de, ate)) throw invalidField(field, DATE_MSG.periodTooLong);
      return tithesReport(db, paroquiaId, de, ate);
    },
  );

  // ---------------------------------------------------------------- campaigns

  app.get('/api/campanhas', { ...admin, schema: { summary: 'Campanhas', response: { 200: CampaignList } } }, async (request) => ({
    data: await listCampaigns(db, parishOf(request)),
  }));

  app.post(
    '/api/campanhas',
    { ...admin, schema: { summary: 'Nova campanha', ...formBody(CampaignBody), response: { 201: CampaignResponse } } },
    async (request, reply) => {
      const paroquiaId = parishOf(request);
      const id = await insertCampaign(db, paroquiaId, request.body);
      return reply.code(201).send({ message: DIZIMO_MSG.campaignCreated, data: found(await findCampaign(db, paroquiaId, id)) });
    },
  );

  app.get(
    '/api/campanhas/:id',
    { ...admin, schema: { summary: 'Uma campanha', params: CampaignParams, response: { 200: CampaignResponse } } },
    async (request) => ({
      data: found(await findCampaign(db, parishOf(request), request.params.id), campaignNotFound),
    }),
  );

  const campaignUpdate = { summary: 'Editar campanha', params: CampaignParams, ...formBody(CampaignBody), response: { 200: CampaignResponse } };
  app.put('/api/campanhas/:id', { ...admin, schema: campaignUpdate }, async (request) => {
    const paroquiaId = parishOf(request);
    if (!(await updateCampaign(db, paroquiaId, request.params.id, request.body))) throw campaignNotFound();
    return { message: DIZIMO_MSG.campaignUpdated, data: found(await findCampaign(db, paroquiaId, request.params.id)) };
  });

  // ---------------------------------------------------------------- PIX

  const PixAnswer = z.object({ data: PixSettingsBody.nullable(), pix: z.object({ payload: z.string() }).nullable(), message: z.string().optional() });
  app.get('/api/dizimo/pix', { ...admin, schema: { summary: 'Chave PIX da paróquia', response: { 200: PixAnswer } } }, async (request) => {
    const settings = await loadPix(db, parishOf(request));
    return { data: settings, pix: brCode(settings) };
  });

  app.put(
    '/api/dizimo/pix',
    { ...admin, schema: { summary: 'Salvar a chave PIX', ...formBody(PixSettingsBody), response: { 200: PixAnswer } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      // The BR Code is built before the settings are saved: what is saved always makes one.
      try {
        buildBrCode(request.body);
      } catch (error) {
        const message = (error as Error).message;
        throw invalidField(message === PIX_MSG.payloadText ? 'beneficiario' : 'chave', message);
      }
      await savePix(db, paroquiaId, request.body, app.clock());
      const settings = await loadPix(db, paroquiaId);
      return { message: DIZIMO_MSG.pixSaved, data: settings, pix: brCode(settings) };
    },
  );

  // ---------------------------------------------------------------- bank statement

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
    const result = await db.transaction((tx) => importCredits(tx, paroquiaId, statement, receiverOf(request), app.clock()));
    return { message: DIZIMO_MSG.ofxImported, ...result };
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

  // ---------------------------------------------------------------- mine (role 14)

  /** The signed-in member's own tither record, or 404 when their account is not linked to one. */
  async function myTither(request: FastifyRequest) {
    const { user } = signedIn(request);
    const { rows } = await db.query<{ register_id: number }>('SELECT register_id FROM user_registers WHERE user_id = $1', [user.id]);
    const registerId = rows[0]?.register_id;
    const tither = registerId ? await titherOfRegister(db, user.paroquia_id, await since(user.paroquia_id), registerId) : null;
    return found(tither, () => new HttpError(404, DIZIMO_MSG.notTither));
  }

  app.get(
    '/api/dizimo/meu',
    { ...own, schema: { summary: 'Meu dízimo: meu carnê, minhas contribuições e meu PIX', response: { 200: MyTithe, 404: ErrorBody } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      const tither = await myTither(request);
      const rows = await allContributions(db, paroquiaId, { dizimista_id: tither.id });
      return { dizimista: tither, contribuicoes: rows.reverse(), pix: brCode(await loadPix(db, paroquiaId), titherTxid(Number(tither.numero_carne))) };
    },
  );

  const myReceipt = { summary: 'Recibo de uma contribuição minha (PDF)', params: ContributionParams, response: pdf };
  app.get('/api/dizimo/meu/recibos/:id', { ...own, schema: myReceipt }, async (request, reply) => {
    const tither = await myTither(request);
    return receipt(request, reply, parishOf(request), request.params.id, tither.id);
  });
};
