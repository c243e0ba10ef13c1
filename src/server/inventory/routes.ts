import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import {
  CategoryList,
  CommunityList,
  CreateItem,
  INVENTORY_MSG,
  InventoryItemResponse,
  InventoryList,
  InventoryListQuery,
  InventoryStats,
  MessageResponse,
  ParishClaim,
} from '../../shared/schemas/inventory';
import { forbidden, HttpError, type FieldErrors } from '../http-error';
import { formBody, idParams } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { textFormBody } from '../plugins/body-parsers';
import { createItem, deleteItem, getItem, inventoryStats, listCategories, listCommunities, listItems, referencesOf, updateItem } from './repository';

/**
 * The session's parish. A paroquia_id sent by the client (query or body) is only compared
 * with it: a different one is refused with 403, never used.
 */
function parishOf(request: FastifyRequest, claimed?: number): number {
  const { user } = signedIn(request);
  if (claimed !== undefined && claimed !== user.paroquia_id) throw forbidden();
  return user.paroquia_id;
}

const itemNotFound = () => new HttpError(404, INVENTORY_MSG.notFound);
const Params = idParams(INVENTORY_MSG.notFound);
const write = requireCapability('inventoryWrite');

/**
 * The parish inventory. Everyone of the parish reads; roles with inventoryWrite (1, 111, 2, 11)
 * create, edit and delete. Every query is scoped by the session's parish; another parish's item
 * answers 404, as a missing one does.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** The body's category and community must be the parish's own: 422 on the field otherwise. */
  async function checkReferences(paroquiaId: number, input: CreateItem): Promise<void> {
    const found = await referencesOf(db, paroquiaId, input.category_id, input.ent_id);
    const errors: FieldErrors = {};
    if (!found.category) errors.category_id = [INVENTORY_MSG.categoryNotInParish];
    if (!found.community) errors.ent_id = [INVENTORY_MSG.communityNotInParish];
    if (Object.keys(errors).length) throw new HttpError(422, MSG.invalidData, errors);
  }

  const categories = { summary: 'Categorias do inventário', response: { 200: CategoryList } };
  app.get('/api/inventory/categories', { schema: categories }, async (request) => ({ data: await listCategories(db, parishOf(request)) }));

  const communities = { summary: 'Comunidades', response: { 200: CommunityList } };
  app.get('/api/inventory/entities', { schema: communities }, async (request) => ({ data: await listCommunities(db, parishOf(request)) }));

  const stats = { summary: 'Resumo do inventário', querystring: ParishClaim, response: { 200: InventoryStats } };
  app.get('/api/inventory/stats', { schema: stats }, async (request) => inventoryStats(db, parishOf(request, request.query.paroquia_id)));

  const list = { summary: 'Itens do inventário', querystring: InventoryListQuery, response: { 200: InventoryList } };
  app.get('/api/inventory', { schema: list }, async (request) => ({ data: await listItems(db, parishOf(request, request.query.paroquia_id), request.query) }));

  app.get('/api/inventory/:id', { schema: { summary: 'Um item', params: Params, response: { 200: InventoryItemResponse } } }, async (request) => {
    const item = await getItem(db, parishOf(request), request.params.id);
    if (!item) throw itemNotFound();
    return { data: item };
  });

  // The spec sends the new item as the browser's FormData (multipart text fields): textFormBody reads it.
  const create = { summary: 'Novo item', ...formBody(CreateItem, { multipartText: true }), response: { 201: InventoryItemResponse } };
  app.post('/api/inventory', { preValidation: [write, textFormBody], schema: create }, async (request, reply) => {
    const input = request.body;
    const paroquiaId = parishOf(request, input.paroquia_id);
    await checkReferences(paroquiaId, input);
    const item = await createItem(db, paroquiaId, input, app.clock());
    return reply.code(201).send({ message: INVENTORY_MSG.created, data: item });
  });

  const update = { summary: 'Editar item', params: Params, body: CreateItem, response: { 200: InventoryItemResponse } };
  app.put('/api/inventory/:id', { preValidation: write, schema: update }, async (request) => {
    const { id } = request.params;
    const input = request.body;
    const paroquiaId = parishOf(request, input.paroquia_id);
    if (!(await getItem(db, paroquiaId, id))) throw itemNotFound();
    await checkReferences(paroquiaId, input);
    const item = await updateItem(db, paroquiaId, id, input, app.clock());
    if (!item) throw itemNotFound();
    return { message: INVENTORY_MSG.updated, data: item };
  });

  const remove = { summary: 'Excluir item', params: Params, response: { 200: MessageResponse } };
  app.delete('/api/inventory/:id', { preValidation: write, schema: remove }, async (request) => {
    if (!(await deleteItem(db, parishOf(request), request.params.id))) throw itemNotFound();
    return { message: INVENTORY_MSG.deleted };
  });
};
