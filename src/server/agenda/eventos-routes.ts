import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENDA_MSG, EventoBody, EventoList, EventoResponse } from '../../shared/schemas/agenda';
import { MessageResponse } from '../../shared/schemas/zod';
import { found, HttpError } from '../http-error';
import { formBody, idParams } from '../http/schemas';
import { parishTimeZone } from '../parish-time';
import { checkCommunity, parishOf, write } from './context';
import { isoIn } from './recurrence';
import { deleteEvento, findEvento, insertEvento, listEventos, updateEvento, type EventoRow } from './repository';

const EventoParams = idParams(AGENDA_MSG.eventoNotFound);
const eventoNotFound = () => new HttpError(404, AGENDA_MSG.eventoNotFound);

/** The one-off events (/api/agenda/eventos), their start and end written in the parish's zone. */
export const eventosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const evento = async (v: EventoRow, paroquiaId: number) => {
    const zone = await parishTimeZone(db, paroquiaId);
    return { ...v, inicio: isoIn(v.inicio, zone), fim: isoIn(v.fim, zone) };
  };
  const eventoOr404 = async (paroquiaId: number, id: number) => evento(found(await findEvento(db, paroquiaId, id), eventoNotFound), paroquiaId);

  app.get('/api/agenda/eventos', { schema: { summary: 'Eventos', response: { 200: EventoList } } }, async (request) => {
    const paroquiaId = parishOf(request);
    return { data: await Promise.all((await listEventos(db, paroquiaId)).map((v) => evento(v, paroquiaId))) };
  });

  app.get('/api/agenda/eventos/:id', { schema: { summary: 'Um evento', params: EventoParams, response: { 200: EventoResponse } } }, async (request) => ({
    data: await eventoOr404(parishOf(request), request.params.id),
  }));

  app.post(
    '/api/agenda/eventos',
    { ...write, schema: { summary: 'Novo evento', ...formBody(EventoBody), response: { 201: EventoResponse } } },
    async (request, reply) => {
      const paroquiaId = parishOf(request);
      await checkCommunity(db, paroquiaId, request.body.ent_id);
      const id = await insertEvento(db, paroquiaId, request.body);
      return reply.code(201).send({ message: AGENDA_MSG.eventoCreated, data: await eventoOr404(paroquiaId, id) });
    },
  );

  const eventoUpdate = { summary: 'Editar evento', params: EventoParams, ...formBody(EventoBody), response: { 200: EventoResponse } };
  app.put('/api/agenda/eventos/:id', { ...write, schema: eventoUpdate }, async (request) => {
    const paroquiaId = parishOf(request);
    await eventoOr404(paroquiaId, request.params.id);
    await checkCommunity(db, paroquiaId, request.body.ent_id);
    if (!(await updateEvento(db, paroquiaId, request.params.id, request.body))) throw eventoNotFound();
    return { message: AGENDA_MSG.eventoUpdated, data: await eventoOr404(paroquiaId, request.params.id) };
  });

  app.delete(
    '/api/agenda/eventos/:id',
    { ...write, schema: { summary: 'Excluir evento', params: EventoParams, response: { 200: MessageResponse } } },
    async (request) => {
      if (!(await deleteEvento(db, parishOf(request), request.params.id))) throw eventoNotFound();
      return { message: AGENDA_MSG.eventoDeleted };
    },
  );
};
