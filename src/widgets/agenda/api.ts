/** The calendar's calls, parsed at the boundary with the shared schemas (shared/schemas/agenda.ts). */
import { request } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import {
  AgendaResponse,
  CelebracaoList,
  CelebracaoResponse,
  EventoResponse,
  IntencaoList,
  IntencaoResponse,
  TransferenciaResponse,
  type ExcecaoBody,
  type TransferenciaBody,
} from '../../shared/schemas/agenda';
import { MessageResponse } from '../../shared/schemas/zod';

/** GET /api/agenda: the occurrences from `from` to `to`, filtered by community and kind. */
export const fetchAgenda = async (query: { from: string; to: string; community?: string; kind?: string }, signal?: AbortSignal) =>
  AgendaResponse.parse(await request('/api/agenda', { query: { ...query, community: query.community || undefined, kind: query.kind || undefined }, signal }))
    .data;

export const fetchCelebracoes = async (signal?: AbortSignal) => CelebracaoList.parse(await request('/api/agenda/celebracoes', { signal })).data;
/** A celebration of the parish; null when there is none. */
export async function fetchCelebracao(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`/api/agenda/celebracoes/${id}`, { signal }));
  return answer === null ? null : CelebracaoResponse.parse(answer).data;
}
export const saveCelebracao = async (id: number | null, body: object) =>
  CelebracaoResponse.parse(await request(id ? `/api/agenda/celebracoes/${id}` : '/api/agenda/celebracoes', { method: id ? 'PUT' : 'POST', body }));
export const deleteCelebracao = async (id: number) => MessageResponse.parse(await request(`/api/agenda/celebracoes/${id}`, { method: 'DELETE' })).message;
/** One date cancelled or moved. */
export const saveExcecao = async (id: number, body: ExcecaoBody) =>
  CelebracaoResponse.parse(await request(`/api/agenda/celebracoes/${id}/excecoes`, { method: 'POST', body })).message;

/** An event of the parish; null when there is none. */
export async function fetchEvento(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`/api/agenda/eventos/${id}`, { signal }));
  return answer === null ? null : EventoResponse.parse(answer).data;
}
export const saveEvento = async (id: number | null, body: object) =>
  EventoResponse.parse(await request(id ? `/api/agenda/eventos/${id}` : '/api/agenda/eventos', { method: id ? 'PUT' : 'POST', body }));
export const deleteEvento = async (id: number) => MessageResponse.parse(await request(`/api/agenda/eventos/${id}`, { method: 'DELETE' })).message;

/** The intentions of one Mass (a celebration's date), in the order they will be read. */
export const fetchIntencoes = async (query: { celebracao_id: number; data: string }, signal?: AbortSignal) =>
  IntencaoList.parse(await request('/api/agenda/intencoes', { query, signal })).data.sort((a, b) => a.ordem - b.ordem);
export const createIntencao = async (body: object) => IntencaoResponse.parse(await request('/api/agenda/intencoes', { method: 'POST', body }));
export const deleteIntencao = async (id: number) => MessageResponse.parse(await request(`/api/agenda/intencoes/${id}`, { method: 'DELETE' })).message;
/** Every intention of one Mass to another; answers the message ('2 intenções transferidas.'). */
export const transferIntencoes = async (body: TransferenciaBody) =>
  TransferenciaResponse.parse(await request('/api/agenda/intencoes/transferir', { method: 'POST', body })).message;
