import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { CreateItem, ID_MAX, INVENTORY_MSG, InventoryListQuery, ParishClaim, UpdateItem } from '../../shared/schemas/inventory';
import { Id, z } from '../../shared/schemas/zod';
import { forbidden, HttpError, type FieldErrors } from '../http-error';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { formFields } from './form-fields';
import {
  createItem,
  deleteItem,
  getItem,
  inventoryStats,
  listCategories,
  listCommunities,
  listItems,
  referencesOf,
  updateItem,
} from './repository';

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

/** The item id of the path; anything that is not one is an item that does not exist. */
function itemId(request: FastifyRequest): number {
  const parsed = z.object({ id: Id.max(ID_MAX) }).safeParse(request.params);
  if (!parsed.success) throw itemNotFound();
  return parsed.data.id;
}

const write = { preHandler: requireCapability('inventoryWrite') };

/**
 * The parish inventory (spec section 7, Inventory). Everyone of the parish reads; roles with
 * inventoryWrite (1, 111, 2, 11) create, edit and delete. Every query is scoped by the
 * session's parish; another parish's item answers 404, as a missing one does.
 */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /** The body's category and community must be the parish's own: 422 on the field otherwise. */
  async function checkReferences(paroquiaId: number, input: CreateItem): Promise<void> {
    const found = await referencesOf(db, paroquiaId, input.category_id, input.ent_id);
    const errors: FieldErrors = {};
    if (!found.category) errors.category_id = [INVENTORY_MSG.categoryNotInParish];
    if (!found.community) errors.ent_id = [INVENTORY_MSG.communityNotInParish];
    if (Object.keys(errors).length) throw new HttpError(422, MSG.invalidData, errors);
  }

  app.get('/api/inventory/categories', async (request) => ({ data: await listCategories(db, parishOf(request)) }));

  app.get('/api/inventory/entities', async (request) => ({ data: await listCommunities(db, parishOf(request)) }));

  app.get('/api/inventory/stats', async (request) => {
    const { paroquia_id } = ParishClaim.parse(request.query);
    return inventoryStats(db, parishOf(request, paroquia_id));
  });

  app.get('/api/inventory', async (request) => {
    const query = InventoryListQuery.parse(request.query);
    return { data: await listItems(db, parishOf(request, query.paroquia_id), query) };
  });

  app.get('/api/inventory/:id', async (request) => {
    const item = await getItem(db, parishOf(request), itemId(request));
    if (!item) throw itemNotFound();
    return { data: item };
  });

  app.post('/api/inventory', write, async (request, reply) => {
    const input = CreateItem.parse(await formFields(request));
    const paroquiaId = parishOf(request, input.paroquia_id);
    await checkReferences(paroquiaId, input);
    const item = await createItem(db, paroquiaId, input, app.clock());
    return reply.code(201).send({ message: INVENTORY_MSG.created, data: item });
  });

  app.put('/api/inventory/:id', write, async (request) => {
    const id = itemId(request);
    const input = UpdateItem.parse(await formFields(request));
    const paroquiaId = parishOf(request, input.paroquia_id);
    if (!(await getItem(db, paroquiaId, id))) throw itemNotFound();
    await checkReferences(paroquiaId, input);
    const item = await updateItem(db, paroquiaId, id, input, app.clock());
    if (!item) throw itemNotFound();
    return { message: INVENTORY_MSG.updated, data: item };
  });

  app.delete('/api/inventory/:id', write, async (request) => {
    if (!(await deleteItem(db, parishOf(request), itemId(request)))) throw itemNotFound();
    return { message: INVENTORY_MSG.deleted };
  });
};
