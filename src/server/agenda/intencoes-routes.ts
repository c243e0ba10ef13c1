import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENDA_MSG,
  agendaCount,
  IntencaoBody,
  IntencaoList,
  IntencaoResponse,
  IntencoesListaQuery,
  IntencoesLivroQuery,
  IntencoesQuery,
  TransferenciaBody,
  TransferenciaResponse,
  type Intencao,
} from '../../shared/schemas/agenda';
import { can } from '../../shared/roles';
import { MessageResponse } from '../../shared/schemas/zod';
import { loadLetterhead } from '../documents/letterhead';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams } from '../http/schemas';
import { parishTimeZone, parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { intencoesPdf, livroPdf } from './intencoes-pdf';
import { deleteIntencao, findIntencao, insertIntencao, intencaoAvisos, listIntencoes } from './intencoes-repository';
import { destinationMass, massLabel, moveIntencoes } from './intencoes-transfer';
import { celebracaoOcorrencias } from './occurrences';
import { addDays } from '../../shared/plain-date';
import { findCelebracao, listCelebracoes } from './repository';

/** How far 'the next available Mass' is looked for. */
const NEXT_MASS_DAYS = 60;
const write = { preValidation: requireCapability('intencoesWrite'), config: { personalData: true } };
const read = { config: { personalData: true } };
const celebracaoNotFound = () => new HttpError(404, AGENDA_MSG.celebracaoNotFound);

/**
 * What a member who does not take intentions sees: what is read aloud at Mass (text, kind, form, order,
 * celebrated). Who asked, the contact and the offering are the office's; health intentions are left out
 * altogether (health data, LGPD art. 11: the celebrant reads them from the office's printed list).
 */
const forMembers = (rows: Intencao[]): Intencao[] =>
  rows
    .filter((r) => r.tipo !== 'saude')
    .map(({ id, celebracao_id, data, hora, ordem, intencao, tipo, forma, celebrada, created_at }) => ({
      id,
      celebracao_id,
      data,
      hora,
      ordem,
      intencao,
      tipo,
      forma,
      celebrada,
      created_at,
    }));

/**
 * Mass intentions: taken, moved and deleted by intencoesWrite (1, 111, 2), who also print the
 * celebrant's list and the intentions book; every signed-in user of the parish reads the list of what is
 * read at Mass (forMembers). An offering is only recorded here: a treasurer confirms it into the
 * stipends' account (esportulas-routes), and a booked one is never undone by deleting the intention.
 */
export const intencoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/api/agenda/intencoes',
    {
      ...read,
      schema: { summary: 'Intenções de missa (de uma missa, de um dia ou de uma celebração)', querystring: IntencoesQuery, response: { 200: IntencaoList } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { data, celebracao_id } = request.query;
      const today = await parishToday(db, user.paroquia_id, app.clock());
      const rows = await listIntencoes(
        db,
        user.paroquia_id,
        { data: data ?? (celebracao_id ? undefined : today), celebracao_id, since: data ? undefined : today },
        app.clock(),
      );
      return { data: can(user, 'intencoesWrite') ? rows : forMembers(rows) };
    },
  );

  const create = {
    summary: 'Nova intenção de missa (a oferta aguarda o tesoureiro; avisos quando uma regra é excedida)',
    ...formBody(IntencaoBody),
    response: { 201: IntencaoResponse },
  };
  app.post('/api/agenda/intencoes', { ...write, schema: create }, async (request, reply) => {
    const { user } = signedIn(request);
    const paroquiaId = user.paroquia_id;
    const { body } = request;
    const c = await findCelebracao(db, paroquiaId, body.celebracao_id);
    if (!c) throw invalidField('celebracao_id', AGENDA_MSG.celebracaoNotFound);
    if (c.tipo !== 'missa') throw invalidField('celebracao_id', AGENDA_MSG.notAMass);
    if (body.forma === 'coletiva' && !c.publica) throw invalidField('forma', AGENDA_MSG.coletivaPublica);
    const zone = await parishTimeZone(db, paroquiaId);
    const today = await parishToday(db, paroquiaId, app.clock());
    let mass;
    if (body.data) {
      mass = celebracaoOcorrencias(c, body.data, body.data, zone)[0];
      if (!mass) throw invalidField('data', AGENDA_MSG.noOccurrence);
      if (mass.cancelada) throw invalidField('data', AGENDA_MSG.cancelledMass);
    } else {
      const now = app.clock().getTime();
      mass = celebracaoOcorrencias(c, today, addDays(today, NEXT_MASS_DAYS - 1), zone).find((o) => !o.cancelada && Date.parse(o.inicio) > now);
      if (!mass) throw invalidField('data', AGENDA_MSG.noMassAvailable);
    }
    const id = await db.transaction((tx) => insertIntencao(tx, paroquiaId, { ...body, data: mass.inicio.slice(0, 10) }, user.id));
    if (id === null) throw invalidField('data', AGENDA_MSG.cancelledMass);
    const avisos = await intencaoAvisos(db, paroquiaId, id);
    return reply
      .code(201)
      .send({ message: AGENDA_MSG.intencaoCreated, data: found(await findIntencao(db, paroquiaId, id, app.clock())), ...(avisos.length ? { avisos } : {}) });
  });

  const remove = {
    summary: 'Excluir intenção (uma oferta já lançada pede antes o estorno do tesoureiro)',
    params: idParams(AGENDA_MSG.intencaoNotFound),
    response: { 200: MessageResponse, 409: ErrorBody },
  };
  app.delete('/api/agenda/intencoes/:id', { ...write, schema: remove }, async (request) => {
    const outcome = await deleteIntencao(db, signedIn(request).user.paroquia_id, request.params.id);
    if (outcome === 'missing') throw new HttpError(404, AGENDA_MSG.intencaoNotFound);
    if (outcome === 'booked') throw new HttpError(409, AGENDA_MSG.ofertaLancada);
    return { message: AGENDA_MSG.intencaoDeleted };
  });

  const transfer = {
    summary: 'Transferir as intenções de uma missa para outra (quem pediu é avisado pelo contato deixado)',
    ...formBody(TransferenciaBody),
    response: { 200: TransferenciaResponse, 404: ErrorBody },
  };
  app.post('/api/agenda/intencoes/transferir', { ...write, schema: transfer }, async (request) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    const { body } = request;
    const c = found(await findCelebracao(db, paroquiaId, body.celebracao_id), celebracaoNotFound);
    const zone = await parishTimeZone(db, paroquiaId);
    const o = celebracaoOcorrencias(c, body.data, body.data, zone)[0];
    if (!o) throw invalidField('data', AGENDA_MSG.noOccurrence);
    const from = { celebracao_id: c.id, data: body.data, label: massLabel(o) };
    const to = await destinationMass(db, paroquiaId, zone, from, { celebracao_id: body.destino_celebracao_id, data: body.destino_data }, app.clock());
    const moved = await db.transaction((tx) => moveIntencoes(tx, paroquiaId, from, to, { cancelada: o.cancelada, motivo: body.motivo }, app.clock()));
    if (!moved.length) throw invalidField('data', AGENDA_MSG.noIntentionsToMove);
    const rows = await listIntencoes(db, paroquiaId, { celebracao_id: to.celebracao_id, data: to.data }, app.clock());
    return { message: agendaCount.moved(moved.length), data: rows.filter((r) => moved.includes(r.id)) };
  });

  const list = {
    summary: 'Lista do celebrante: as intenções de uma missa, na ordem de leitura, com quem pediu e a oferta (PDF)',
    querystring: IntencoesListaQuery,
    response: { 200: fileResponse('application/pdf', 'PDF'), 404: ErrorBody },
  };
  app.get('/api/agenda/intencoes/lista', { ...write, schema: list }, async (request, reply) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    const { celebracao_id, data } = request.query;
    const c = found(await findCelebracao(db, paroquiaId, celebracao_id), celebracaoNotFound);
    const o = celebracaoOcorrencias(c, data, data, await parishTimeZone(db, paroquiaId))[0];
    if (!o) throw invalidField('data', AGENDA_MSG.noOccurrence);
    const rows = await listIntencoes(db, paroquiaId, { data, celebracao_id }, app.clock());
    const mass = { titulo: o.titulo, ent_name: c.ent_name, data, hora: o.inicio.slice(11, 16), celebrante: c.celebrante, cancelada: o.cancelada };
    const bytes = await intencoesPdf(await loadLetterhead(db, storage, paroquiaId), mass, rows);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="intencoes-${data}-${celebracao_id}.pdf"`).send(bytes);
  });

  const book = {
    summary: 'Livro de intenções de um mês (cân. 958): intenções, ofertas e se foram celebradas (PDF)',
    querystring: IntencoesLivroQuery,
    response: { 200: fileResponse('application/pdf', 'PDF') },
  };
  app.get('/api/agenda/intencoes/livro', { ...write, schema: book }, async (request, reply) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    const { mes } = request.query;
    const first = `${mes}-01`;
    const next = addDays(`${mes}-28`, 7).slice(0, 7);
    const rows = await listIntencoes(db, paroquiaId, { since: first, until: `${next}-01` }, app.clock());
    const masses = new Map((await listCelebracoes(db, paroquiaId)).map((c) => [c.id, { titulo: c.titulo ?? 'Missa', ent_name: c.ent_name }]));
    const bytes = await livroPdf(await loadLetterhead(db, storage, paroquiaId), mes, rows, masses);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="livro-intencoes-${mes}.pdf"`).send(bytes);
  });
};
