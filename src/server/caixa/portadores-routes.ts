import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAIXA_MSG, PortadorBody, PortadorEdit, PortadorList, PortadorResponse } from '../../shared/schemas/caixa';
import { found, HttpError, invalidField } from '../http-error';
import { formBody } from '../http/schemas';
import { authorOf, caixaContext, parishOf, PortadorParams, read, write } from './context';
import { communityInParish, findPortador, insertPortador, listPortadores, updatePortador } from './portadores-repository';

/** Money holders (/api/caixa/portadores): cash boxes (the secretaria's, each community's) and bank accounts, with their balances. */
export const portadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const { ready } = caixaContext(app);

  app.get(
    '/api/caixa/portadores',
    { ...read, schema: { summary: 'Caixas e contas bancárias, com saldo', response: { 200: PortadorList } } },
    async (request) => {
      const paroquiaId = parishOf(request);
      await ready(paroquiaId);
      return { data: await listPortadores(db, paroquiaId) };
    },
  );

  const create = { summary: 'Novo caixa ou conta bancária (com saldo inicial)', ...formBody(PortadorBody), response: { 201: PortadorResponse } };
  app.post('/api/caixa/portadores', { ...write, schema: create }, async (request, reply) => {
    const { paroquiaId } = authorOf(request);
    const { body } = request;
    if (body.comunidade_id && !(await communityInParish(db, paroquiaId, body.comunidade_id))) throw invalidField('comunidade_id', CAIXA_MSG.comunidadeNotFound);
    await ready(paroquiaId);
    const id = await db.transaction((tx) => insertPortador(tx, paroquiaId, body));
    if (id === null) throw invalidField('nome', CAIXA_MSG.portadorNomeRepetido);
    return reply.code(201).send({ message: CAIXA_MSG.portadorCreated, data: found(await findPortador(db, paroquiaId, id)) });
  });
  const edit = {
    summary: 'Corrige um caixa ou conta bancária (nome, banco, agência, conta, comunidade, padrão)',
    params: PortadorParams,
    ...formBody(PortadorEdit),
    response: { 200: PortadorResponse },
  };
  app.put('/api/caixa/portadores/:id', { ...write, schema: edit }, async (request) => {
    const { paroquiaId } = authorOf(request);
    const { body } = request;
    const { id } = request.params;
    if (!(await findPortador(db, paroquiaId, id))) throw new HttpError(404, CAIXA_MSG.portadorNotFound);
    if (body.comunidade_id && !(await communityInParish(db, paroquiaId, body.comunidade_id))) throw invalidField('comunidade_id', CAIXA_MSG.comunidadeNotFound);
    const refused = await db.transaction((tx) => updatePortador(tx, paroquiaId, id, body));
    if (refused === 'nome') throw invalidField('nome', CAIXA_MSG.portadorNomeRepetido);
    if (refused === 'tipo') throw invalidField('tipo', CAIXA_MSG.portadorTipoFixo);
    if (refused === 'padrao') throw invalidField('padrao', CAIXA_MSG.portadorPadraoFica);
    return { message: CAIXA_MSG.portadorUpdated, data: found(await findPortador(db, paroquiaId, id)) };
  });
};
