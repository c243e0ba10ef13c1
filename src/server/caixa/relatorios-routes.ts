import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Anual,
  AnoQuery,
  Balancete,
  BalanceteQuery,
  CAIXA_MSG,
  Orcamento,
  OrcamentoBody,
  Prestacao,
  PrestacaoQuery,
  RepasseBody,
  RepasseResponse,
} from '../../shared/schemas/caixa';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadLetterhead } from '../documents/letterhead';
import { invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { MessageResponse } from '../../shared/schemas/zod';
import { authorOf, caixaContext, jsonOrFile, parishOf, read, sendCsv, sendPdf, write } from './context';
import { anualTable, balanceteTable, orcamentoTable, prestacaoTable, reportCsv, reportPdf, type ReportTable } from './report-files';
import { anual, balancete, orcamento, prestacao, saveOrcamento } from './reports';
import { findRepasse, saveRepasse } from './repasse';

/**
 * Reports (/api/caixa/relatorios): the monthly statement, the year by month, the budget against what
 * happened, and the prestação de contas (by group, no names, with signature lines); JSON, or
 * ?formato=pdf|csv. The budget (PUT /api/caixa/orcamento) and the diocese's share (/api/caixa/repasse).
 */
export const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const { ready } = caixaContext(app);

  /** The report in the asked format: JSON as is, or its table as PDF or CSV named `name`. */
  async function answer<T>(request: FastifyRequest, reply: FastifyReply, formato: string | undefined, report: T, table: (r: T) => ReportTable, name: string) {
    if (formato === 'pdf') return sendPdf(reply, `${name}.pdf`, await reportPdf(await loadLetterhead(db, storage, parishOf(request)), table(report)));
    if (formato === 'csv') return sendCsv(reply, `${name}.csv`, reportCsv(table(report)));
    return report;
  }

  const balanceteSchema = { summary: 'Balancete mensal', querystring: BalanceteQuery, response: jsonOrFile(Balancete) };
  app.get('/api/caixa/relatorios/balancete', { ...read, schema: balanceteSchema }, async (request, reply) => {
    const { mes, formato } = request.query;
    const report = await balancete(db, parishOf(request), mes);
    return answer(request, reply, formato, report, balanceteTable, `balancete-${mes}`);
  });

  const anualSchema = { summary: 'O ano mês a mês', querystring: AnoQuery, response: jsonOrFile(Anual) };
  app.get('/api/caixa/relatorios/anual', { ...read, schema: anualSchema }, async (request, reply) => {
    const { ano, formato } = request.query;
    return answer(request, reply, formato, await anual(db, parishOf(request), ano), anualTable, `anual-${ano}`);
  });

  const orcamentoSchema = { summary: 'Orçamento e realizado por conta', querystring: AnoQuery, response: jsonOrFile(Orcamento) };
  app.get('/api/caixa/relatorios/orcamento', { ...read, schema: orcamentoSchema }, async (request, reply) => {
    const { ano, formato } = request.query;
    const paroquiaId = parishOf(request);
    await ready(paroquiaId);
    return answer(request, reply, formato, await orcamento(db, paroquiaId, ano), orcamentoTable, `orcamento-${ano}`);
  });

  const prestacaoSchema = {
    summary: 'Prestação de contas (por grupo, sem nomes, com assinaturas)',
    querystring: PrestacaoQuery,
    response: jsonOrFile(Prestacao),
  };
  app.get('/api/caixa/relatorios/prestacao', { ...read, schema: prestacaoSchema }, async (request, reply) => {
    const { de, ate, formato } = request.query;
    return answer(request, reply, formato, await prestacao(db, parishOf(request), de, ate), prestacaoTable, `prestacao-de-contas-${de}-a-${ate}`);
  });

  const budget = { summary: 'Orçamento do ano por conta', ...formBody(OrcamentoBody), response: { 200: MessageResponse } };
  app.put('/api/caixa/orcamento', { ...write, schema: budget }, async (request) => {
    const { paroquiaId } = authorOf(request);
    await ready(paroquiaId);
    if (!(await db.transaction((tx) => saveOrcamento(tx, paroquiaId, request.body)))) throw invalidField('contas', CAIXA_MSG.contaNotFound);
    return { message: CAIXA_MSG.orcamentoSaved };
  });

  app.get(
    '/api/caixa/repasse',
    { ...read, schema: { summary: 'Repasse à diocese: percentual, contas e meses fechados', response: { 200: RepasseResponse } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      await ready(paroquiaId);
      return { data: await findRepasse(db, paroquiaId) };
    },
  );

  const share = { summary: 'Definir o repasse à diocese (percentual e contas da base)', ...formBody(RepasseBody), response: { 200: RepasseResponse } };
  app.put('/api/caixa/repasse', { ...write, schema: share }, async (request) => {
    const { paroquiaId } = authorOf(request);
    await ready(paroquiaId);
    if (!(await db.transaction((tx) => saveRepasse(tx, paroquiaId, request.body)))) throw invalidField('contas', CAIXA_MSG.repasseContasInvalid);
    return { message: CAIXA_MSG.repasseSaved, data: await findRepasse(db, paroquiaId) };
  });
};
