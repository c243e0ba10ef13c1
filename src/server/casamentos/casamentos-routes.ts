import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import {
  CancelarBody,
  CASAMENTOS_MSG,
  CasamentoBody,
  CasamentoList,
  CasamentoListQuery,
  CasamentoParams,
  CasamentoResponse,
  ChecklistBody,
  ChecklistResponse,
  habilitarMissingText,
  type CasamentoEstado,
} from '../../shared/schemas/casamentos';
import { communityName } from '../agenda/repository';
import type { Db } from '../db/types';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, formBody, listMeta } from '../http/schemas';
import { actorOf, logAccess, type Actor } from '../lgpd/access-log';
import { parishToday } from '../parish-time';
import { personInParish } from '../sacramentos/repository';
import { holdSlot, releaseSlot } from './agenda-slot';
import { parishChecklist, saveChecklist } from './checklist';
import { casamentoNotFound, closed, read, write } from './context';
import {
  endBannsInFeed,
  findCasamento,
  insertCasamento,
  listCasamentos,
  OPEN_STATES,
  setEstado,
  updateCasamento,
  type CasamentoRow,
  type SpouseSource,
} from './repository';
import { casamentoOf, resumosOf } from './view';

/**
 * The files themselves (/api/casamentos): list, open, read, change, habilitar and cancel, and the parish's
 * checklist of documents. Read by casamentosRead (1, 111, 2, 16), written by casamentosWrite (1, 111); every
 * query scoped by the session's parish (another parish's file is a 404). Reads go into the access log.
 */
export const casamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const today = (paroquiaId: number) => parishToday(db, paroquiaId, app.clock());

  const checklist = { summary: 'Documentos pedidos a cada noivo (a lista da paróquia, ou a comum)', response: { 200: ChecklistResponse } };
  app.get('/api/casamentos/checklist', { ...read, schema: checklist }, async (request) => ({
    data: { itens: await parishChecklist(db, actorOf(request).paroquiaId) },
  }));
  const saveList = { summary: 'Mudar os documentos pedidos a cada noivo', ...formBody(ChecklistBody), response: { 200: ChecklistResponse } };
  app.put('/api/casamentos/checklist', { ...write, schema: saveList }, async (request) => {
    const actor = actorOf(request);
    await saveChecklist(db, actor.paroquiaId, request.body.itens, actor.at);
    return { message: CASAMENTOS_MSG.checklistSaved, data: { itens: await parishChecklist(db, actor.paroquiaId) } };
  });

  const list = {
    summary: 'Processos de casamento: estado, data, documentos faltando e prazos',
    querystring: CasamentoListQuery,
    response: { 200: CasamentoList },
  };
  app.get('/api/casamentos', { ...read, schema: list }, async (request) => {
    const { paroquiaId } = actorOf(request);
    const [{ rows, total }, day] = await Promise.all([listCasamentos(db, paroquiaId, request.query), today(paroquiaId)]);
    return { data: await resumosOf(db, paroquiaId, rows, day), meta: listMeta(total, request.query.page, request.query.limit) };
  });

  /** The spouses as the body names them: registers of this parish, a baptism parish of this portal. */
  const spousesOf = async (paroquiaId: number, b: CasamentoBody): Promise<[SpouseSource, SpouseSource]> => {
    const out: SpouseSource[] = [];
    for (const n of [1, 2] as const) {
      const body = n === 1 ? b.conjuge1 : b.conjuge2;
      const register = body.register_id ? await personInParish(db, paroquiaId, body.register_id) : null;
      if (body.register_id && !register) throw invalidField(`conjuge${n}.register_id`, CASAMENTOS_MSG.registerNotInParish);
      if (body.paroquia_batismo_id && !(await parishName(db, body.paroquia_batismo_id)))
        throw invalidField(`conjuge${n}.paroquia_batismo_id`, CASAMENTOS_MSG.parishNotFound);
      out.push({ body, register });
    }
    return [out[0], out[1]];
  };

  /** The body's checks against the parish: registers, church, date not past; then the calendar's hold (in `tx`). */
  const judged = async (tx: Db, actor: Actor, b: CasamentoBody, eventoId: number | null) => {
    const spouses = await spousesOf(actor.paroquiaId, b);
    if (b.ent_id && !(await communityName(tx, actor.paroquiaId, b.ent_id))) throw invalidField('ent_id', CASAMENTOS_MSG.igrejaNotFound);
    if (b.data_prevista && b.data_prevista < (await today(actor.paroquiaId))) throw invalidField('data_prevista', CASAMENTOS_MSG.datePast);
    const titulo = `Casamento: ${spouses[0].register?.name ?? b.conjuge1.nome} e ${spouses[1].register?.name ?? b.conjuge2.nome}`;
    const evento =
      b.data_prevista && b.hora_prevista && b.ent_id
        ? await holdSlot(tx, actor.paroquiaId, { data: b.data_prevista, hora: b.hora_prevista, ent_id: b.ent_id, titulo }, eventoId)
        : (await releaseSlot(tx, actor.paroquiaId, eventoId), null);
    return { spouses, evento };
  };

  const create = {
    summary: 'Abrir processo de casamento (data e horário conferidos na agenda da igreja)',
    ...formBody(CasamentoBody),
    response: { 201: CasamentoResponse },
  };
  app.post('/api/casamentos', { ...write, schema: create }, async (request, reply) => {
    const actor = actorOf(request);
    const id = await db.transaction(async (tx) => {
      const { spouses, evento } = await judged(tx, actor, request.body, null);
      return insertCasamento(tx, actor, request.body, spouses[0], spouses[1], evento);
    });
    return reply.code(201).send({ message: CASAMENTOS_MSG.created, data: await answer(request, id) });
  });

  /** The file as the caller sees it; a read goes into the access log, once per spouse linked to a register. */
  const answer = async (request: FastifyRequest, id: number, log = false) => {
    const actor = actorOf(request);
    const r = found(await findCasamento(db, actor.paroquiaId, id), casamentoNotFound);
    if (log) await logFile(db, actor, r, { casamento: id });
    return casamentoOf(db, actor.paroquiaId, r, await today(actor.paroquiaId), { userId: actor.userId, writes: can(request.user, 'casamentosWrite') });
  };

  const one = { summary: 'Um processo: noivos, documentos, impedimentos e permissões, proclamas, prazos e notificações', params: CasamentoParams };
  app.get('/api/casamentos/:id', { ...read, schema: { ...one, response: { 200: CasamentoResponse } } }, async (request) => ({
    data: await answer(request, request.params.id, true),
  }));

  const update = {
    summary: 'Alterar os dados do processo (enquanto em preparação)',
    params: CasamentoParams,
    ...formBody(CasamentoBody),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.put('/api/casamentos/:id', { ...write, schema: update }, async (request) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const current = await openFile(tx, actor.paroquiaId, request.params.id);
      const { spouses, evento } = await judged(tx, actor, request.body, current.evento_id);
      await updateCasamento(tx, actor.paroquiaId, current.id, request.body, spouses[0], spouses[1], evento, actor.at);
    });
    return { message: CASAMENTOS_MSG.updated, data: await answer(request, request.params.id) };
  });

  const habilitar = {
    summary: 'Habilitar: recusado (422) enquanto faltar documento, permissão, proclamas ou houver objeção',
    params: CasamentoParams,
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/habilitar', { ...write, schema: habilitar }, async (request) => {
    const actor = actorOf(request);
    const file = await answer(request, request.params.id);
    if (!(['aberto', 'documentacao', 'proclamas'] as CasamentoEstado[]).includes(file.estado)) throw new HttpError(409, CASAMENTOS_MSG.notReadyState);
    if (file.faltando.length) throw new HttpError(422, habilitarMissingText(file.faltando), { faltando: file.faltando });
    await setEstado(db, actor.paroquiaId, file.id, 'habilitado', actor.at);
    return { message: CASAMENTOS_MSG.habilitado, data: await answer(request, file.id) };
  });

  const cancel = {
    summary: 'Cancelar o processo, com motivo (libera o horário na agenda)',
    params: CasamentoParams,
    ...formBody(CancelarBody),
    response: { 200: CasamentoResponse, 409: ErrorBody },
  };
  app.post('/api/casamentos/:id/cancelar', { ...write, schema: cancel }, async (request) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const current = await openFile(tx, actor.paroquiaId, request.params.id);
      await releaseSlot(tx, actor.paroquiaId, current.evento_id);
      await endBannsInFeed(tx, actor.paroquiaId, current.id, actor.at);
      await setEstado(tx, actor.paroquiaId, current.id, 'cancelado', actor.at, request.body.motivo);
    });
    return { message: CASAMENTOS_MSG.cancelled, data: await answer(request, request.params.id) };
  });
};

/** A file of the parish still in preparation, locked for the change; else 404 or 409. */
export async function openFile(tx: Db, paroquiaId: number, id: number): Promise<CasamentoRow> {
  const r = found(await findCasamento(tx, paroquiaId, id, true), casamentoNotFound);
  if (!OPEN_STATES.includes(r.estado)) throw closed();
  return r;
}

/** One access-log entry per spouse linked to a register (one with none when neither is). */
export async function logFile(db: Db, actor: Actor, r: Pick<CasamentoRow, 'conjuge1' | 'conjuge2'>, details: Record<string, unknown>): Promise<void> {
  const linked = [r.conjuge1.register_id, r.conjuge2.register_id].filter((id): id is number => id !== null);
  for (const id of linked.length ? linked : [null]) await logAccess(db, actor, id, 'casamento_view', details);
}

/** A parish of this portal by id (a spouse's baptism parish, a request's addressee). */
export async function parishName(db: Db, id: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [id]);
  return rows[0]?.name ?? null;
}
