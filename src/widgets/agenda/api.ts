/** The calendar's calls, parsed at the boundary with the shared schemas (shared/schemas/agenda.ts). */
import { request } from '../../core/api/client';
import { AgendaResponse, Celebracao, Evento, Intencao, type ExcecaoBody } from '../../shared/schemas/agenda';
import { z } from '../../shared/schemas/zod';

export type Query = Record<string, string | number | undefined>;

/** What a write answers: its message and the record (only its id is read here). */
const Saved = z.object({ message: z.string().optional(), data: z.object({ id: z.number().int() }).loose().optional() });
const Message = z.object({ message: z.string().optional() }).loose();
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** GET /api/agenda: the occurrences from `from` to `to`, filtered by community and kind. */
export const fetchAgenda = async (query: { from: string; to: string; community?: string; kind?: string }, signal?: AbortSignal) =>
  AgendaResponse.parse(await request('/api/agenda', { query: { ...query, community: query.community || undefined, kind: query.kind || undefined }, signal })).data;

export const fetchCelebracoes = async (signal?: AbortSignal) => dataOf(z.array(Celebracao)).parse(await request('/api/agenda/celebracoes', { signal })).data;
export const fetchCelebracao = async (id: number, signal?: AbortSignal) => dataOf(Celebracao).parse(await request(`/api/agenda/celebracoes/${id}`, { signal })).data;
export const saveCelebracao = async (id: number | null, body: object) =>
  Saved.parse(await request(id ? `/api/agenda/celebracoes/${id}` : '/api/agenda/celebracoes', { method: id ? 'PUT' : 'POST', body }));
export const deleteCelebracao = async (id: number) => Message.parse(await request(`/api/agenda/celebracoes/${id}`, { method: 'DELETE' })).message;
/** One date cancelled or moved. */
export const saveExcecao = async (id: number, body: ExcecaoBody) => Message.parse(await request(`/api/agenda/celebracoes/${id}/excecoes`, { method: 'POST', body })).message;

export const fetchEvento = async (id: number, signal?: AbortSignal) => dataOf(Evento).parse(await request(`/api/agenda/eventos/${id}`, { signal })).data;
export const saveEvento = async (id: number | null, body: object) =>
  Saved.parse(await request(id ? `/api/agenda/eventos/${id}` : '/api/agenda/eventos', { method: id ? 'PUT' : 'POST', body }));
export const deleteEvento = async (id: number) => Message.parse(await request(`/api/agenda/eventos/${id}`, { method: 'DELETE' })).message;

/** The intentions of one Mass (a celebration's date), in the order they will be read. */
export const fetchIntencoes = async (query: { celebracao_id: number; data: string }, signal?: AbortSignal) =>
  dataOf(z.array(Intencao)).parse(await request('/api/agenda/intencoes', { query, signal })).data.sort((a, b) => a.ordem - b.ordem);
export const createIntencao = async (body: object) =>
  z.object({ message: z.string().optional(), data: Intencao.partial().optional() }).parse(await request('/api/agenda/intencoes', { method: 'POST', body }));
export const deleteIntencao = async (id: number) => Message.parse(await request(`/api/agenda/intencoes/${id}`, { method: 'DELETE' })).message;
