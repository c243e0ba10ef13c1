/** One sacrament's catechesis calls (classes, students, attendance, catechists), parsed at the boundary with the shared schemas. */
import { form, request } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { pageFromMeta, type Page } from '../../core/list';
import {
  CatechistAccountList,
  CatechistList,
  CatechistResponse,
  ClassList,
  ClassResponse,
  CrismandoList,
  AttendanceBody,
  EncounterBody,
  EncounterList,
  EncounterResponse,
  EnrolResponse,
  OkResponse,
  CATECHIST_DROPDOWN_LIMIT,
  type Catechist,
  type CatechistAccount,
  type CrismaClass,
  type Crismando,
  type Encounter,
} from '../../shared/schemas/catechesis';
import {
  AvisoTurmaList,
  ContaResponsavelList,
  MensagemFamiliasResponse,
  VinculoList,
  VinculoResponse,
  type AvisoTurma,
  type ContaResponsavel,
  type MensagemFamiliasBody,
  type Vinculo,
  type VinculoBody,
} from '../../shared/schemas/familia';
import { z } from '../../shared/schemas/zod';
import type { SacramentUi } from './sacrament';

// ---------------------------------------------------------------- classes

export async function fetchClasses(s: SacramentUi, signal?: AbortSignal): Promise<CrismaClass[]> {
  return ClassList.parse(await request(s.api.classes, { signal })).data;
}

export async function fetchClass(s: SacramentUi, id: number, signal?: AbortSignal): Promise<CrismaClass> {
  return ClassResponse.parse(await request(`${s.api.classes}/${id}`, { signal })).item;
}

export interface ClassPayload {
  turma: string;
  tutor: number;
  inicio?: string;
  termino: string;
  status: number;
}

// The new class's id comes as item.id or id (other systems answer either): anything else is 'ID da turma não retornado pela API'.
const CreatedId = z.union([
  z.object({ item: z.object({ id: z.number().int() }) }).transform((b) => b.item.id),
  z.object({ id: z.number().int() }).transform((b) => b.id),
]);

/** POST /api/turmas/{sacramento} as a form; answers the new class's id (início left out is today on the server). */
export async function createClass(s: SacramentUi, { inicio, ...payload }: ClassPayload): Promise<number> {
  const body = form(inicio ? { ...payload, inicio } : payload);
  const parsed = CreatedId.safeParse(await request(s.api.classes, { method: 'POST', body }));
  if (!parsed.success) throw new ApiError(200, null, s.msg.classIdMissing);
  return parsed.data;
}

/** PUT /api/turmas/{sacramento}/{id} with JSON, the same fields. */
export async function updateClass(s: SacramentUi, id: number, payload: ClassPayload): Promise<CrismaClass> {
  return ClassResponse.parse(await request(`${s.api.classes}/${id}`, { method: 'PUT', body: payload })).item;
}

export async function deleteClass(s: SacramentUi, id: number): Promise<string | undefined> {
  return OkResponse.parse(await request(`${s.api.classes}/${id}`, { method: 'DELETE' })).message;
}

// ---------------------------------------------------------------- students

export async function fetchStudents(s: SacramentUi, turmaId: number, signal?: AbortSignal): Promise<Crismando[]> {
  return CrismandoList.parse(await request(s.api.students, { query: { turma_id: turmaId }, signal })).data;
}

export async function enrol(s: SacramentUi, turmaId: number, items: Array<{ register_id: number; batizado: 0 | 1 }>): Promise<string | undefined> {
  return EnrolResponse.parse(await request(`${s.api.students}/batch`, { method: 'POST', body: { turma_id: turmaId, items } })).message;
}

export async function transfer(s: SacramentUi, fromId: number, toId: number, registerIds: number[]): Promise<string | undefined> {
  const body = { from_turma_id: fromId, to_turma_id: toId, register_ids: registerIds };
  return EnrolResponse.parse(await request(`${s.api.students}/transfer`, { method: 'POST', body })).message;
}

// ---------------------------------------------------------------- attendance

export async function fetchEncounters(s: SacramentUi, turmaId: number, signal?: AbortSignal): Promise<EncounterList> {
  return EncounterList.parse(await request(`${s.api.classes}/${turmaId}/encontros`, { signal }));
}

export async function createEncounter(s: SacramentUi, turmaId: number, body: EncounterBody): Promise<Encounter> {
  return EncounterResponse.parse(await request(`${s.api.classes}/${turmaId}/encontros`, { method: 'POST', body })).item;
}

export async function saveAttendance(s: SacramentUi, turmaId: number, encontroId: number, items: AttendanceBody['items']): Promise<Encounter> {
  const url = `${s.api.classes}/${turmaId}/encontros/${encontroId}/presencas`;
  return EncounterResponse.parse(await request(url, { method: 'PUT', body: { items } })).item;
}

// ---------------------------------------------------------------- messages to the class's families

export async function fetchFamilyMessages(turmaId: number, signal?: AbortSignal): Promise<AvisoTurma[]> {
  return AvisoTurmaList.parse(await request(`/api/familia/turmas/${turmaId}/mensagens`, { signal })).data;
}

/** 'Mensagem às famílias': answers the server's text ('Mensagem enviada a 3 famílias.'). */
export async function sendFamilyMessage(turmaId: number, body: MensagemFamiliasBody): Promise<string> {
  return MensagemFamiliasResponse.parse(await request(`/api/familia/turmas/${turmaId}/mensagens`, { method: 'POST', body })).message;
}

// ---------------------------------------------------------------- guardians' accounts linked to a student

export async function fetchGuardianLinks(registerId: number, signal?: AbortSignal): Promise<Vinculo[]> {
  return VinculoList.parse(await request('/api/familia/vinculos', { query: { register_id: registerId }, signal })).data;
}

export async function fetchGuardianAccounts(signal?: AbortSignal): Promise<ContaResponsavel[]> {
  return ContaResponsavelList.parse(await request('/api/familia/contas', { signal })).data;
}

export async function linkGuardian(body: VinculoBody): Promise<string> {
  return VinculoResponse.parse(await request('/api/familia/vinculos', { method: 'POST', body })).message;
}

export async function unlinkGuardian(id: number): Promise<string> {
  return VinculoResponse.parse(await request(`/api/familia/vinculos/${id}`, { method: 'DELETE' })).message;
}

// ---------------------------------------------------------------- catechists

/** GET /api/catequistas/{sacramento}?q&status&ent_id&limit&page. */
export async function fetchCatechists(s: SacramentUi, query: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Catechist>> {
  const { data, meta } = CatechistList.parse(await request(s.api.catechists, { query, signal }));
  return pageFromMeta(data, meta);
}

/** The dropdown variant (limit=1000): every catechist of the parish, for the Tutor(a) select. */
export async function fetchCatechistOptions(s: SacramentUi, signal?: AbortSignal): Promise<Catechist[]> {
  return (await fetchCatechists(s, { page: 1, limit: CATECHIST_DROPDOWN_LIMIT }, signal)).items;
}

export async function fetchCatechist(s: SacramentUi, id: number, signal?: AbortSignal): Promise<Catechist> {
  return CatechistResponse.parse(await request(`${s.api.catechists}/${id}`, { signal })).item;
}

/** What the catechist form saves: `user_id` is the catechist's account (null: none). */
export interface CatechistFields {
  register_id?: number;
  ent_id: number;
  status: number;
  user_id?: number | null;
}

/** POST /api/catequistas/{sacramento} as a form (no account: user_id ''). */
export async function createCatechist(s: SacramentUi, { user_id, ...fields }: CatechistFields & { register_id: number }): Promise<Catechist> {
  return CatechistResponse.parse(await request(s.api.catechists, { method: 'POST', body: form({ ...fields, user_id: user_id ?? '' }) })).item;
}

/** PUT /api/catequistas/{sacramento}/{id} with JSON {ent_id, status, user_id}. */
export async function updateCatechist(s: SacramentUi, id: number, { ent_id, status, user_id }: CatechistFields): Promise<string | undefined> {
  return CatechistResponse.parse(await request(`${s.api.catechists}/${id}`, { method: 'PUT', body: { ent_id, status, user_id: user_id ?? null } })).message;
}

/** GET /api/catequistas/{sacramento}/contas: the accounts a catechist may be linked to (coordinators only). */
export async function fetchCatechistAccounts(s: SacramentUi, signal?: AbortSignal): Promise<CatechistAccount[]> {
  return CatechistAccountList.parse(await request(`${s.api.catechists}/contas`, { signal })).data;
}

export async function deleteCatechist(s: SacramentUi, id: number): Promise<string | undefined> {
  return OkResponse.parse(await request(`${s.api.catechists}/${id}`, { method: 'DELETE' })).message;
}
