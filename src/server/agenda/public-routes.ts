import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENDA_MSG, HorariosQuery, HorariosResponse, type Ocorrencia } from '../../shared/schemas/agenda';
import { PublicParams } from '../../shared/schemas/dizimo';
import { HttpError } from '../http-error';
import { fileResponse, publicParishSchema } from '../http/schemas';
import { parishTimeZone, parishToday } from '../parish-time';
import { icsFeed } from './ics';
import { agendaOf, ocorrenciaWire } from './occurrences';
import { addDays } from '../../shared/plain-date';
import { zonedInstant } from './recurrence';
import { answerAnySite } from '../plugins/cors';

/** The feed's window: a month back (what was), six months ahead. */
const FEED_PAST_DAYS = 30;
const FEED_DAYS = 180;

/**
 * What a parish website shows (listed in PUBLIC_API_ROUTES): the Mass times and the calendar feed of
 * public celebrations and events. No session, no cookies, any site (`Access-Control-Allow-Origin: *`);
 * never an intention. An unknown parish answers 404.
 */
export const publicAgendaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.addHook('onRequest', async (_request, reply) => {
    answerAnySite(reply);
  });

  async function parish(id: number) {
    const { rows } = await db.query<{ id: number; nome: string }>('SELECT id, name AS nome FROM paroquias WHERE id = $1', [id]);
    if (!rows[0]) throw new HttpError(404, AGENDA_MSG.parishNotFound);
    const zone = await parishTimeZone(db, id);
    return { ...rows[0], time_zone: zone, today: await parishToday(db, id, app.clock()) };
  }

  const horarios = publicParishSchema('Horários de missa da semana, por comunidade (sem login)', HorariosQuery, HorariosResponse);
  app.get('/api/public/paroquias/:id/horarios', { schema: horarios }, async (request, reply) => {
    const { today, ...paroquia } = await parish(request.params.id);
    const { community, days } = request.query;
    const masses = await agendaOf(db, paroquia.id, paroquia.time_zone, today, addDays(today, days - 1), { kind: 'missa', publica: true, community });
    const groups = new Map<number, { ent_id: number; ent_name: string; ocorrencias: Ocorrencia[] }>();
    for (const o of masses) {
      const group = groups.get(o.ent_id!) ?? { ent_id: o.ent_id!, ent_name: o.ent_name!, ocorrencias: [] };
      group.ocorrencias.push(ocorrenciaWire(o));
      groups.set(o.ent_id!, group);
    }
    // Checked again on every visit: a Mass cancelled this morning must not show on the website for a minute more.
    reply.header('Cache-Control', 'no-cache');
    return { paroquia, data: [...groups.values()].sort((a, b) => a.ent_id - b.ent_id) };
  });

  const feed = {
    summary: 'Agenda pública em iCalendar, para assinar no Google Agenda ou no Calendário da Apple (sem login)',
    params: PublicParams,
    response: { 200: fileResponse('text/calendar', 'iCalendar (RFC 5545)') },
  };
  app.get('/api/public/paroquias/:id/agenda.ics', { schema: feed }, async (request, reply) => {
    const p = await parish(request.params.id);
    const [from, to] = [addDays(p.today, -FEED_PAST_DAYS), addDays(p.today, FEED_DAYS)];
    const occurrences = await agendaOf(db, p.id, p.time_zone, from, to, { publica: true });
    const text = icsFeed({
      paroquiaId: p.id,
      name: p.nome,
      zone: p.time_zone,
      from: zonedInstant(from, '00:00', p.time_zone).getTime(),
      to: zonedInstant(to, '23:59', p.time_zone).getTime(),
      stamp: app.clock(),
      occurrences,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `inline; filename="agenda-paroquia-${p.id}.ics"`)
      .header('Cache-Control', 'public, max-age=900')
      .send(text);
  });
};
