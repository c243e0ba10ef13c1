/** The rosters' calls, parsed at the boundary with the shared schemas (shared/schemas/escalas.ts). */
import { request } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { CelebracaoList } from '../../shared/schemas/agenda';
import {
  AcaoResponse,
  DesignacaoResponse,
  EscalaResponse,
  IcalResponse,
  IndisponibilidadeResponse,
  MembroList,
  MembroResponse,
  MinhaEscalaResponse,
  MinisterioList,
  MinisterioResponse,
  PreencherResponse,
  PublicarResponse,
  type DesignacaoBody,
  type IndisponibilidadeBody,
  type MesBody,
  type MinhasPreferenciasBody,
  type NecessidadeDataBody,
  type NecessidadesBody,
} from '../../shared/schemas/escalas';
import { MessageResponse, z } from '../../shared/schemas/zod';

export const fetchMinisterios = async (signal?: AbortSignal) => MinisterioList.parse(await request('/api/ministerios', { signal })).data;

/** A ministry with its needs; null when there is none. */
export async function fetchMinisterio(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`/api/ministerios/${id}`, { signal }));
  return answer === null ? null : MinisterioResponse.parse(answer).data;
}
export type MinisterioDetail = z.infer<typeof MinisterioResponse>['data'];

export const saveMinisterio = async (id: number | null, body: object) =>
  MinisterioResponse.parse(await request(id ? `/api/ministerios/${id}` : '/api/ministerios', { method: id ? 'PUT' : 'POST', body }));
export const deleteMinisterio = async (id: number) => MessageResponse.parse(await request(`/api/ministerios/${id}`, { method: 'DELETE' })).message;

/** The whole table of what each celebration rule needs. */
export const saveNecessidades = async (id: number, body: NecessidadesBody) =>
  MessageResponse.parse(await request(`/api/ministerios/${id}/necessidades`, { method: 'PUT', body })).message;
/** One date's needs (a feast needs more). */
export const saveNecessidadeData = async (body: NecessidadeDataBody) =>
  MessageResponse.parse(await request('/api/escalas/necessidades', { method: 'PUT', body })).message;

export const fetchMembros = async (id: number, signal?: AbortSignal) => MembroList.parse(await request(`/api/ministerios/${id}/membros`, { signal })).data;
export const saveMembro = async (ministerioId: number, membroId: number | null, body: object) =>
  MembroResponse.parse(
    await request(membroId ? `/api/ministerios/${ministerioId}/membros/${membroId}` : `/api/ministerios/${ministerioId}/membros`, {
      method: membroId ? 'PUT' : 'POST',
      body,
    }),
  );
export const deleteMembro = async (ministerioId: number, membroId: number) =>
  MessageResponse.parse(await request(`/api/ministerios/${ministerioId}/membros/${membroId}`, { method: 'DELETE' })).message;

/** The people a ministry may take in: the registers' picker shape, without its members (coordinators do not have the registers' picker). */
export const candidatesPath = (ministerioId: number) => `/api/ministerios/${ministerioId}/candidatos`;

/** The parish's active accounts (a coordinator, a member's account): the people picker's shape, searched by name. */
export const USUARIOS_PATH = '/api/ministerios/usuarios';

/** The agenda's celebrations (the rules needs are set on). */
export const fetchCelebracoes = async (signal?: AbortSignal) => CelebracaoList.parse(await request('/api/agenda/celebracoes', { signal })).data;

export const fetchEscala = async (q: { ministerio_id: number; de: string; ate: string }, signal?: AbortSignal) =>
  EscalaResponse.parse(await request('/api/escalas', { query: q, signal }));
export const saveDesignacao = async (body: DesignacaoBody) => DesignacaoResponse.parse(await request('/api/escalas/designacoes', { method: 'PUT', body }));
export const preencher = async (body: MesBody) => PreencherResponse.parse(await request('/api/escalas/preencher', { method: 'POST', body }));
export const publicar = async (body: MesBody) => PublicarResponse.parse(await request('/api/escalas/publicar', { method: 'POST', body }));

/** A volunteer's answer, a swap asked or taken, or the coordinator's mark after the Mass. */
export type Acao = 'aceitar' | 'recusar' | 'substituir' | 'assumir' | 'presenca';
export const actOn = async (id: number, acao: Acao, body: object = {}) =>
  AcaoResponse.parse(await request(`/api/designacoes/${id}/${acao}`, { method: 'POST', body })).message;

export const fetchMinha = async (signal?: AbortSignal) => MinhaEscalaResponse.parse(await request('/api/minha-escala', { signal })).data;
export const savePreferencias = async (body: MinhasPreferenciasBody) =>
  MessageResponse.parse(await request('/api/minha-escala/preferencias', { method: 'PUT', body })).message;
export const renewIcal = async () => IcalResponse.parse(await request('/api/minha-escala/ical', { method: 'POST', body: {} })).message;
export const createIndisponibilidade = async (body: IndisponibilidadeBody) =>
  IndisponibilidadeResponse.parse(await request('/api/indisponibilidades', { method: 'POST', body })).message;
export const deleteIndisponibilidade = async (id: number) =>
  MessageResponse.parse(await request(`/api/indisponibilidades/${id}`, { method: 'DELETE' })).message;
