import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '../../shared/roles';
import { DIOCESE_MSG, EstatisticasQuery, EstatisticasResponse } from '../../shared/schemas/diocese';
import { jsonOrFile, sendCsv, sendPdf } from '../caixa/context';
import { reportCsv, reportPdf } from '../caixa/report-files';
import { invalidField } from '../http-error';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { dioceseOf } from './context';
import { dioceseHead } from './decretos';
import { dioceseLetterhead } from './decreto-pdf';
import { findDiocese } from './diocese-repository';
import { estatisticas, estatisticasTable } from './estatisticas';

/**
 * The year's statistics (/api/diocese/estatisticas): the diocese's offices for every parish or one, a parish's
 * administration (1) for its own only; JSON, or CSV and PDF in the shape of the sacraments section of the Holy See's
 * annual questionnaire.
 */
export const estatisticasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const schema = {
    summary: 'Estatística do ano: batismos por idade, primeiras comunhões, crismas, matrimônios, exéquias, catequese (?formato=csv|pdf)',
    querystring: EstatisticasQuery,
    response: jsonOrFile(EstatisticasResponse),
  };
  app.get('/api/diocese/estatisticas', { preValidation: requireCapability('dioceseStats'), schema }, async (request, reply) => {
    const { user } = signedIn(request);
    const dioceseId = await dioceseOf(db, request);
    const diocese = await findDiocese(db, dioceseId);
    const { ano, formato } = request.query;
    // A parish's administration sees its own parish only, whatever it asks.
    const asked = can(user, 'dioceseRead') ? (request.query.paroquia_id ?? null) : user.paroquia_id;
    const paroquias = diocese.paroquias.filter((p) => asked === null || p.id === asked);
    if (!paroquias.length) throw invalidField('paroquia_id', DIOCESE_MSG.parishNotInDiocese);
    const data = await estatisticas(db, paroquias, ano, asked);
    if (formato === 'json') return { data };
    const table = estatisticasTable(data, asked === null ? diocese.nome : paroquias[0].nome);
    const name = `estatistica-${ano}${asked ? `-paroquia-${asked}` : ''}`;
    if (formato === 'csv') return sendCsv(reply, `${name}.csv`, reportCsv(table));
    const head = (await dioceseHead(db, dioceseId)) ?? { ...diocese, chanceler_nome: '', chanceler_titulo: '' };
    return sendPdf(reply, `${name}.pdf`, await reportPdf(dioceseLetterhead(head), table));
  });
};
