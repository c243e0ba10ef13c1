import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAIXA_MSG, ContaBody, ContaList, ContaResponse } from '../../shared/schemas/caixa';
import { found, invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { authorOf, caixaContext, parishOf, read, write } from './context';
import { findConta, insertConta, listContas } from './contas-repository';

const REFUSAL = {
  parent: ['pai_id', CAIXA_MSG.contaPaiNotFound],
  level: ['pai_id', CAIXA_MSG.contaNivel],
  name: ['nome', CAIXA_MSG.contaNomeRepetido],
  full: ['pai_id', CAIXA_MSG.contasFull],
} as const;

/** The chart of accounts (/api/caixa/contas): the common parish plan, extended by the treasurer on two levels. */
export const contasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { ready } = caixaContext(app);

  app.get('/api/caixa/contas', { ...read, schema: { summary: 'Plano de contas', response: { 200: ContaList } } }, async (request) => {
    const paroquiaId = parishOf(request);
    await ready(paroquiaId);
    return { data: await listContas(db, paroquiaId) };
  });

  const create = { summary: 'Nova conta (o código é dado pelo sistema)', ...formBody(ContaBody), response: { 201: ContaResponse } };
  app.post('/api/caixa/contas', { ...write, schema: create }, async (request, reply) => {
    const { paroquiaId } = authorOf(request);
    await ready(paroquiaId);
    const outcome = await db.transaction((tx) => insertConta(tx, paroquiaId, request.body));
    if (typeof outcome === 'string') throw invalidField(REFUSAL[outcome][0], REFUSAL[outcome][1]);
    return reply.code(201).send({ message: CAIXA_MSG.contaCreated, data: found(await findConta(db, paroquiaId, outcome.id)) });
  });
};
