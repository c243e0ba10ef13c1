/** The office's calls for requests from the website, baptism dates and course sessions, parsed with the shared schemas. */
import { request } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { apiUrl } from '../../core/api/url';
import { pageFromMeta, type Page } from '../../core/list';
import {
  BatizarResponse,
  CursoResponse,
  EmitirResponse,
  SolicitacaoList,
  SolicitacaoResponse,
  VagaList,
  VagaResponse,
  type ArquivoCampo,
  type SolicitacaoResumo,
} from '../../shared/schemas/solicitacoes';

export type Query = Record<string, string | number | undefined>;
/** Baptism dates or course sessions: the same shape at two paths. */
export type Agenda = 'datas' | 'cursos';
const one = (id: number) => `/api/solicitacoes/${id}`;

export async function fetchSolicitacoes(query: Query, signal?: AbortSignal): Promise<Page<SolicitacaoResumo>> {
  const { data, meta } = SolicitacaoList.parse(await request('/api/solicitacoes', { query, signal }));
  return pageFromMeta(data, meta);
}

/** A request; null when there is none in this parish. */
export async function fetchSolicitacao(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(one(id), { signal }));
  return answer === null ? null : SolicitacaoResponse.parse(answer).data;
}

export const updateSolicitacao = async (id: number, body: object) => SolicitacaoResponse.parse(await request(one(id), { method: 'PUT', body }));
export const sendMensagem = async (id: number, texto: string) => request(`${one(id)}/mensagens`, { method: 'POST', body: { texto } });
export const batizar = async (id: number, body: object) => BatizarResponse.parse(await request(`${one(id)}/batizar`, { method: 'POST', body }));
export const emitir = async (id: number) => EmitirResponse.parse(await request(`${one(id)}/emitir`, { method: 'POST', body: {} }));

export const fetchAgenda = async (agenda: Agenda, signal?: AbortSignal) => VagaList.parse(await request(`/api/batismo/${agenda}`, { signal })).data;
export const createVaga = async (agenda: Agenda, body: object) => VagaResponse.parse(await request(`/api/batismo/${agenda}`, { method: 'POST', body }));

export async function fetchCurso(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`/api/batismo/cursos/${id}`, { signal }));
  return answer === null ? null : CursoResponse.parse(answer).data;
}
export const savePresencas = async (id: number, presencas: Array<{ participante_id: number; presente: boolean }>) =>
  request(`/api/batismo/cursos/${id}/presencas`, { method: 'PUT', body: { presencas } });

/** Files to open (the session cookie goes along). */
export const FILES = {
  arquivo: (id: number, campo: ArquivoCampo) => apiUrl(`${one(id)}/arquivos/${campo}`),
  certificado: (curso: number, participante: number) => apiUrl(`/api/batismo/cursos/${curso}/certificados/${participante}.pdf`),
};
