import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATE_MSG, periodTooLong } from '../../shared/schemas/date-filter';
import { DIZIMO_MSG, Report, ReportQuery } from '../../shared/schemas/dizimo';
import { invalidField } from '../http-error';
import { admin, dizimoContext, parishOf } from './context';
import { monthStart, yearAgo } from './months';
import { tithesReport } from './reports';

/** The tithe's report (/api/dizimo/relatorios): a period's totals by month, method and campaign. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { today } = dizimoContext(app);

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
};
