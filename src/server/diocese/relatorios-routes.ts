import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BalanceteQuery } from '../../shared/schemas/caixa';
import { DIOCESE_MSG } from '../../shared/schemas/diocese';
import { sendPdf } from '../caixa/context';
import { balanceteTable, prestacaoTable, reportPdf } from '../caixa/report-files';
import { balancete, prestacao } from '../caixa/reports';
import { loadLetterhead } from '../documents/letterhead';
import { HttpError } from '../http-error';
import { fileResponse, idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { dioceseOf, personal } from './context';

/**
 * The economato reads a parish's closed months (read-only): the month's balancete and its prestação de contas, as the
 * parish prints them (its letterhead, caixa/report-files.ts). Only a parish of the caller's diocese, only a closed month.
 */
export const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const params = idParams(DIOCESE_MSG.parishNotInDiocese);
  const querystring = BalanceteQuery.pick({ mes: true });

  /** The month's last day, when `paroquiaId` is in the caller's diocese and has closed `mes`; 404 otherwise. */
  async function closedMonth(dioceseId: number, paroquiaId: number, mes: string): Promise<string> {
    const { rows } = await db.query<{ ate: string | null }>(
      `SELECT (SELECT to_char(m.mes + interval '1 month' - interval '1 day', 'YYYY-MM-DD') FROM caixa_meses m
                WHERE m.paroquia_id = p.id AND m.mes = $3::date) AS ate
         FROM paroquias p WHERE p.id = $1 AND p.diocese_id = $2`,
      [paroquiaId, dioceseId, `${mes}-01`],
    );
    if (!rows.length) throw new HttpError(404, DIOCESE_MSG.parishNotInDiocese);
    if (!rows[0].ate) throw new HttpError(404, DIOCESE_MSG.mesNotClosed);
    return rows[0].ate;
  }

  const pdf = (summary: string) => ({ summary, params, querystring, response: { 200: fileResponse('application/pdf', summary) } });
  const options = { preValidation: requireCapability('dioceseEconomato'), ...personal };

  app.get(
    '/api/diocese/paroquias/:id/balancete',
    { ...options, schema: pdf('Economato: o balancete de um mês fechado da paróquia (PDF)') },
    async (request, reply) => {
      const { id } = request.params;
      const { mes } = request.query;
      await closedMonth(await dioceseOf(db, request), id, mes);
      const report = await balancete(db, id, mes);
      return sendPdf(reply, `balancete-${id}-${mes}.pdf`, await reportPdf(await loadLetterhead(db, storage, id), balanceteTable(report)));
    },
  );

  app.get(
    '/api/diocese/paroquias/:id/prestacao',
    { ...options, schema: pdf('Economato: a prestação de contas de um mês fechado da paróquia (PDF)') },
    async (request, reply) => {
      const { id } = request.params;
      const { mes } = request.query;
      const ate = await closedMonth(await dioceseOf(db, request), id, mes);
      const report = await prestacao(db, id, `${mes}-01`, ate);
      return sendPdf(reply, `prestacao-de-contas-${id}-${mes}.pdf`, await reportPdf(await loadLetterhead(db, storage, id), prestacaoTable(report)));
    },
  );
};
