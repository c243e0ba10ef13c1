import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daysBetween } from '../../shared/plain-date';
import { AGENDA_MAX_DAYS, AGENDA_MSG, AgendaQuery, AgendaResponse } from '../../shared/schemas/agenda';
import { invalidField } from '../http-error';
import { parishTimeZone } from '../parish-time';
import { parishOf } from './context';
import { agendaOf, ocorrenciaWire } from './occurrences';

/** The calendar's occurrences in a period (/api/agenda), for any signed-in user of the parish, in its zone. */
export const occurrencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/agenda',
    { schema: { summary: 'Ocorrências da agenda no período (no fuso da paróquia)', querystring: AgendaQuery, response: { 200: AgendaResponse } } },
    async (request) => {
      const { from, to, community, kind } = request.query;
      if (to < from) throw invalidField('to', AGENDA_MSG.endBeforeStart);
      if (daysBetween(from, to) > AGENDA_MAX_DAYS) throw invalidField('to', AGENDA_MSG.periodTooLong);
      const paroquiaId = parishOf(request);
      return { data: (await agendaOf(db, paroquiaId, await parishTimeZone(db, paroquiaId), from, to, { community, kind })).map(ocorrenciaWire) };
    },
  );
};
