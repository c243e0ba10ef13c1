/** The Crisma module's calls (classes, students, catechists), parsed at the boundary with the shared schemas. */
import { form, request } from '../../core/api/client';
import { pageFromMeta, type Page } from '../../core/list';
import {
  CatechistList,
  CatechistResponse,
  ClassList,
  ClassResponse,
  CrismandoList,
  CRISMA_MSG,
  EnrolResponse,
  OkResponse,
  CATECHIST_DROPDOWN_LIMIT,
  type Catechist,
  type CrismaClass,
  type Crismando,
} from '../../shared/schemas/catechesis';
import { CommunityList, type Community } from '../../shared/schemas/inventory';
import { RegisterPickerResponse, type RegisterPick } from '../../shared/schemas/registers';
import { z } from '../../shared/schemas/zod';

// ---------------------------------------------------------------- classes

export async function fetchClasses(signal?: AbortSignal): Promise<CrismaClass[]> {
  return ClassList.parse(await request('/api/turmas/crisma', { signal })).data;
}

export async function fetchClass(id: number, signal?: AbortSignal): Promise<CrismaClass> {
  return ClassResponse.parse(await request(`/api/turmas/crisma/${id}`, { signal })).item;
}

export interface ClassPayload {
  turma: string;
  tutor: number;
  inicio?: string;
  termino: string;
  status: number;
}

// The new class's id comes as item.id or id (other systems answer either): anything else is 'ID da turma não retornado pela API'.
const CreatedId = z.union([z.object({ item: z.object({ id: z.number().int() }) }).transform((b) => b.item.id), z.object({ id: z.number().int() }).transform((b) => b.id)]);

/** POST /api/turmas/crisma as a form; answers the new class's id (início left out is today on the server). */
export async function createClass({ inicio, ...payload }: ClassPayload): Promise<number> {
  const body = form(inicio ? { ...payload, inicio } : payload);
  const parsed = CreatedId.safeParse(await request('/api/turmas/crisma', { method: 'POST', body }));
  if (!parsed.success) throw new Error(CRISMA_MSG.classIdMissing);
  return parsed.data;
}

/** PUT /api/turmas/crisma/{id} with JSON, the same fields. */
export async function updateClass(id: number, payload: ClassPayload): Promise<CrismaClass> {
  return ClassResponse.parse(await request(`/api/turmas/crisma/${id}`, { method: 'PUT', body: payload })).item;
}

export async function deleteClass(id: number): Promise<string | undefined> {
  return OkResponse.parse(await request(`/api/turmas/crisma/${id}`, { method: 'DELETE' })).message;
}

// ---------------------------------------------------------------- students

export async function fetchCrismandos(turmaId: number, signal?: AbortSignal): Promise<Crismando[]> {
  return CrismandoList.parse(await request('/api/crismandos', { query: { turma_id: turmaId }, signal })).data;
}

export async function enrol(turmaId: number, items: Array<{ register_id: number; batizado: 0 | 1 }>): Promise<string | undefined> {
  return EnrolResponse.parse(await request('/api/crismandos/batch', { method: 'POST', body: { turma_id: turmaId, items } })).message;
}

export async function transfer(fromId: number, toId: number, registerIds: number[]): Promise<string | undefined> {
  const body = { from_turma_id: fromId, to_turma_id: toId, register_ids: registerIds };
  return EnrolResponse.parse(await request('/api/crismandos/transfer', { method: 'POST', body })).message;
}

// ---------------------------------------------------------------- catechists

/** GET /api/catequistas/crisma?q&status&ent_id&limit&page. */
export async function fetchCatechists(query: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Catechist>> {
  const { data, meta } = CatechistList.parse(await request('/api/catequistas/crisma', { query, signal }));
  return pageFromMeta(data, meta);
}

/** The dropdown variant (limit=1000): every catechist of the parish, for the Tutor(a) select. */
export async function fetchCatechistOptions(signal?: AbortSignal): Promise<Catechist[]> {
  return (await fetchCatechists({ page: 1, limit: CATECHIST_DROPDOWN_LIMIT }, signal)).items;
}

export async function fetchCatechist(id: number, signal?: AbortSignal): Promise<Catechist> {
  return CatechistResponse.parse(await request(`/api/catequistas/crisma/${id}`, { signal })).item;
}

/** POST /api/catequistas/crisma as a form. */
export async function createCatechist(fields: { register_id: number; ent_id: number; status: number }): Promise<Catechist> {
  return CatechistResponse.parse(await request('/api/catequistas/crisma', { method: 'POST', body: form(fields) })).item;
}

/** PUT /api/catequistas/crisma/{id} with JSON {ent_id, status} only. */
export async function updateCatechist(id: number, fields: { ent_id: number; status: number }): Promise<string | undefined> {
  return CatechistResponse.parse(await request(`/api/catequistas/crisma/${id}`, { method: 'PUT', body: fields })).message;
}

export async function deleteCatechist(id: number): Promise<string | undefined> {
  return OkResponse.parse(await request(`/api/catequistas/crisma/${id}`, { method: 'DELETE' })).message;
}

// ---------------------------------------------------------------- other modules' lists

/** The parish's communities (the inventory module's list, readable by the whole parish). */
export async function fetchCommunities(signal?: AbortSignal): Promise<Community[]> {
  return CommunityList.parse(await request('/api/inventory/entities', { signal })).data;
}

/** The registers list's picker variant (id, name, photo): roles 3 and 13 get only these; full readers get more, parsed away here. */
export async function pickPeople(params: { q?: string; page: number; limit: number }, signal?: AbortSignal): Promise<Page<RegisterPick>> {
  const { data } = RegisterPickerResponse.parse(await request('/api/registers', { query: params, signal }));
  return { items: data.data, total: data.meta.total, page: data.meta.page, lastPage: data.meta.last_page };
}
