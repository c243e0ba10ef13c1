import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENDA_MSG, CELEBRACAO_TIPOS, IntencaoBody, IntencaoList, IntencaoResponse, IntencoesListaQuery, IntencoesQuery } from '../../shared/schemas/agenda';
import { can } from '../../shared/roles';
import { MessageResponse } from '../../shared/schemas/zod';
import { loadLetterhead } from '../documents/letterhead';
import { shortDate } from '../documents/words';
import { found, HttpError, invalidField } from '../http-error';
import { ErrorBody, fileResponse, formBody, idParams } from '../http/schemas';
import { parishTimeZone, parishToday } from '../parish-time';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { intencoesPdf } from './intencoes-pdf';
import { deleteIntencao, findIntencao, insertIntencao, listIntencoes } from './intencoes-repository';
import { celebracaoOcorrencias } from './occurrences';
import { addDays } from '../../shared/plain-date';
import { findCelebracao } from './repository';

/** How far 'the next available Mass' is looked for. */
const NEXT_MASS_DAYS = 60;
const write = { preValidation: requireCapability('intencoesWrite'), config: { personalData: true } };
const read = { config: { personalData: true } };
const celebracaoNotFound = () => new HttpError(404, AGENDA_MSG.celebracaoNotFound);

/**
 * Mass intentions: written by intencoesWrite (1, 111, 2), read by every signed-in user of
 * the parish (the celebrant's list), never public. The requester's contact is shown only to those who
 * write. An offering is booked in the tithe's books as an anonymous offering, reversed if the intention
 * is deleted.
 */
export const intencoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  /** The occurrence of the celebration on `day`, exceptions applied, or undefined when it has none. */
  async function occurrence(paroquiaId: number, celebracaoId: number, day: string) {
    const c = await findCelebracao(db, paroquiaId, celebracaoId);
    if (!c) return { c: null, o: undefined };
    return { c, o: celebracaoOcorrencias(c, day, day, await parishTimeZone(db, paroquiaId))[0] };
  }

  app.get('/api/agenda/intencoes', { ...read, schema: { summary: 'Intenções de missa (de uma missa, de um dia ou de uma celebração)', querystring: IntencoesQuery, response: { 200: IntencaoList } } }, async (request) => {
    const { user } = signedIn(request);
    const { data, celebracao_id } = request.query;
    const today = await parishToday(db, user.paroquia_id, app.clock());
    const rows = await listIntencoes(db, user.paroquia_id, { data: data ?? (celebracao_id ? undefined : today), celebracao_id, since: data ? undefined : today });
    return { data: can(user, 'intencoesWrite') ? rows : rows.map((r) => ({ ...r, contato: null })) };
  });

  app.post('/api/agenda/intencoes', { ...write, schema: { summary: 'Nova intenção de missa', ...formBody(IntencaoBody), response: { 201: IntencaoResponse } } }, async (request, reply) => {
    const { user } = signedIn(request);
    const paroquiaId = user.paroquia_id;
    const { body } = request;
    const c = await findCelebracao(db, paroquiaId, body.celebracao_id);
    if (!c) throw invalidField('celebracao_id', AGENDA_MSG.celebracaoNotFound);
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
    const day = mass.inicio.slice(0, 10);
    const note = `Espórtula de intenção de missa: ${c.titulo ?? CELEBRACAO_TIPOS[c.tipo]} de ${shortDate(day)} às ${mass.inicio.slice(11, 16)}, ${c.ent_name}`;
    const id = await db.transaction((tx) => insertIntencao(tx, paroquiaId, { ...body, data: day }, { today, note, by: { userId: user.id, userName: user.name } }, user.id));
    return reply.code(201).send({ message: AGENDA_MSG.intencaoCreated, data: found(await findIntencao(db, paroquiaId, id)) });
  });

  const remove = { summary: 'Excluir intenção (a oferta, se houver, é estornada)', params: idParams(AGENDA_MSG.intencaoNotFound), response: { 200: MessageResponse } };
  app.delete('/api/agenda/intencoes/:id', { ...write, schema: remove }, async (request) => {
    const { user } = signedIn(request);
    const today = await parishToday(db, user.paroquia_id, app.clock());
    const deleted = await db.transaction((tx) => deleteIntencao(tx, user.paroquia_id, request.params.id, today, { userId: user.id, userName: user.name }));
    if (!deleted) throw new HttpError(404, AGENDA_MSG.intencaoNotFound);
    return { message: AGENDA_MSG.intencaoDeleted };
  });

  const list = { summary: 'Lista do celebrante: as intenções de uma missa, na ordem de leitura (PDF)', querystring: IntencoesListaQuery, response: { 200: fileResponse('application/pdf', 'PDF'), 404: ErrorBody } };
  app.get('/api/agenda/intencoes/lista', { ...read, schema: list }, async (request, reply) => {
    const paroquiaId = parishOf(request);
    const { celebracao_id, data } = request.query;
    const { c, o } = await occurrence(paroquiaId, celebracao_id, data);
    if (!c) throw celebracaoNotFound();
    if (!o) throw invalidField('data', AGENDA_MSG.noOccurrence);
    const rows = await listIntencoes(db, paroquiaId, { data, celebracao_id });
    const mass = { titulo: o.titulo, ent_name: c.ent_name, data, hora: o.inicio.slice(11, 16), celebrante: c.celebrante, cancelada: o.cancelada };
    const bytes = await intencoesPdf(await loadLetterhead(db, storage, paroquiaId), mass, rows);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="intencoes-${data}-${celebracao_id}.pdf"`).send(bytes);
  });
};

const parishOf = (request: FastifyRequest) => signedIn(request).user.paroquia_id;
