/** The inventory's calls, as the parish's other systems make them, parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { pageFromMeta, type Page } from '../../core/list';
import {
  CategoryList,
  InventoryItemResponse,
  InventoryList,
  InventoryStats,
  MessageResponse,
  type Category,
  type InventoryItem,
} from '../../shared/schemas/inventory';
import type { ItemPayload } from './form-values';
import type { ItemsQuery } from './list-params';

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return CategoryList.parse(await request('/api/inventory/categories', { signal })).data;
}

export async function fetchStats(paroquiaId: number | undefined, signal?: AbortSignal): Promise<InventoryStats> {
  return InventoryStats.parse(await request('/api/inventory/stats', { query: { paroquia_id: paroquiaId }, signal }));
}

/** GET /api/inventory?q&category_id&ent_id&limit&page&paroquia_id -> data.data, data.meta. */
export async function fetchItems(query: ItemsQuery, signal?: AbortSignal): Promise<Page<InventoryItem>> {
  const { data } = InventoryList.parse(await request('/api/inventory', { query, signal }));
  return pageFromMeta(data.data, data.meta);
}

/** An item of the parish; null when there is none. */
export async function fetchItem(id: number, signal?: AbortSignal): Promise<InventoryItem | null> {
  const answer = await nullWhenMissing(request(`/api/inventory/${id}`, { signal }));
  return answer === null ? null : InventoryItemResponse.parse(answer).data;
}

/** POST /api/inventory as form data, the category under both names, with Accept JSON and X-Requested-With. */
export async function createItem(payload: ItemPayload): Promise<InventoryItem> {
  const body = new FormData();
  const fields = { ...payload, category: payload.category_id, description: payload.description ?? '' };
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  return InventoryItemResponse.parse(await request('/api/inventory', { method: 'POST', body, headers })).data;
}

/** PUT /api/inventory/{id} with JSON, the same fields. */
export async function updateItem(id: number, payload: ItemPayload): Promise<InventoryItem> {
  const body = { ...payload, category: payload.category_id };
  return InventoryItemResponse.parse(await request(`/api/inventory/${id}`, { method: 'PUT', body })).data;
}

export async function deleteItem(id: number): Promise<string> {
  return MessageResponse.parse(await request(`/api/inventory/${id}`, { method: 'DELETE' })).message;
}
