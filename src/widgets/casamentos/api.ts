/** The marriage files' and the parish office's calls, parsed at the boundary with the shared schemas (shared/schemas/casamentos.ts). */
import { request, upload } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { apiUrl } from '../../core/api/url';
import { pageFromMeta, type Page } from '../../core/list';
import {
  AnotacaoList,
  AnotacaoResponse,
  CasamentoList,
  CasamentoResponse,
  CelebrarResponse,
  ChecklistResponse,
  EntrevistaResponse,
  QuestionarioResponse,
  ParoquiasResponse,
  PedidoList,
  PedidoResponse,
  type CasamentoBody,
  type CasamentoResumo,
  type Direcao,
  type EntrevistaBody,
  type ImpedimentoTipo,
  type Pedido,
  type ProclamasBody,
} from '../../shared/schemas/casamentos';
import { SacramentoList } from '../../shared/schemas/sacramentos';
import { z } from '../../shared/schemas/zod';

export type Query = Record<string, string | number | undefined>;
const file = (id: number) => `/api/casamentos/${id}`;
/** What a write answers beyond the file: its message, when it has one. */
const Said = z.object({ message: z.string().optional() });

export async function fetchCasamentos(query: Query, signal?: AbortSignal): Promise<Page<CasamentoResumo>> {
  const { data, meta } = CasamentoList.parse(await request('/api/casamentos', { query, signal }));
  return pageFromMeta(data, meta);
}

/** A file; null when there is none in this parish. */
export async function fetchCasamento(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(file(id), { signal }));
  return answer === null ? null : CasamentoResponse.parse(answer).data;
}

/** A new file (POST) or its data changed (PUT): the message and the file. */
export const saveCasamento = async (id: number | null, body: CasamentoBody | object) =>
  CasamentoResponse.parse(await request(id ? file(id) : '/api/casamentos', { method: id ? 'PUT' : 'POST', body }));

/** The documents the parish asks of each spouse (its own list, or the common one). */
export const fetchChecklist = async (signal?: AbortSignal) => ChecklistResponse.parse(await request('/api/casamentos/checklist', { signal })).data.itens;
export const saveChecklist = async (body: object) => ChecklistResponse.parse(await request('/api/casamentos/checklist', { method: 'PUT', body }));
export const fetchQuestionario = async (signal?: AbortSignal) =>
  QuestionarioResponse.parse(await request('/api/casamentos/questionario', { signal })).data.perguntas;
export const saveQuestionario = async (body: object) => QuestionarioResponse.parse(await request('/api/casamentos/questionario', { method: 'PUT', body }));

/** A checklist item delivered (multipart): the form's fields (empty ones left out) and the file, if any. */
export async function deliverDocument(id: number, fields: Record<string, string>, arquivo: File | null) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  if (arquivo) body.append('arquivo', arquivo);
  return Said.parse(await upload(`${file(id)}/documentos`, body));
}
export const removeDocument = async (id: number, docId: number) => Said.parse(await request(`${file(id)}/documentos/${docId}`, { method: 'DELETE' }));

export async function fetchEntrevista(id: number, signal?: AbortSignal) {
  return EntrevistaResponse.parse(await request(`${file(id)}/entrevista`, { signal }));
}
export const saveEntrevista = async (id: number, body: EntrevistaBody) =>
  EntrevistaResponse.parse(await request(`${file(id)}/entrevista`, { method: 'PUT', body }));

/** Publish the banns, record an objection or resolve one. */
export const postProclamas = async (id: number, body: ProclamasBody) => Said.parse(await request(`${file(id)}/proclamas`, { method: 'POST', body }));

/** A permission's grant (multipart, with the scan if any). */
export async function grantPermission(id: number, fields: Record<string, string>, arquivo: File | null) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (arquivo) body.append('arquivo', arquivo);
  return Said.parse(await upload(`${file(id)}/permissoes`, body));
}

export const habilitar = async (id: number) => Said.parse(await request(`${file(id)}/habilitar`, { method: 'POST', body: {} }));
export const celebrar = async (id: number, data: string) => CelebrarResponse.parse(await request(`${file(id)}/celebrar`, { method: 'POST', body: { data } }));
export const cancelar = async (id: number, motivo: string) => Said.parse(await request(`${file(id)}/cancelar`, { method: 'POST', body: { motivo } }));
export const letterSent = async (id: number, conjuge: 1 | 2, data: string) =>
  Said.parse(await request(`${file(id)}/notificacao/${conjuge}/enviada`, { method: 'POST', body: { data } }));

/** The file's documents to open or print (the session cookie goes along). */
export const PDF = {
  documento: (id: number, docId: number) => apiUrl(`${file(id)}/documentos/${docId}/arquivo`),
  proclamas: (id: number) => apiUrl(`${file(id)}/proclamas.pdf`),
  permissao: (id: number, impedimento: ImpedimentoTipo) => apiUrl(`${file(id)}/permissoes/${impedimento}.pdf`),
  notificacao: (id: number, conjuge: 1 | 2) => apiUrl(`${file(id)}/notificacao/${conjuge}.pdf`),
};

/** The other parishes of this portal (requests go to them; a baptism parish may be one of them). */
export const fetchParoquias = async (signal?: AbortSignal) => ParoquiasResponse.parse(await request('/api/pedidos/paroquias', { signal })).data;

export async function fetchPedidos(direcao: Direcao, query: Query, signal?: AbortSignal): Promise<Page<Pedido>> {
  const { data, meta } = PedidoList.parse(await request('/api/pedidos', { query: { ...query, direcao }, signal }));
  return pageFromMeta(data, meta);
}
export const createPedido = async (body: object) => PedidoResponse.parse(await request('/api/pedidos', { method: 'POST', body }));
export const atender = async (id: number, body: object) => PedidoResponse.parse(await request(`/api/pedidos/${id}/atender`, { method: 'POST', body }));
export const recusarPedido = async (id: number, motivo: string) =>
  PedidoResponse.parse(await request(`/api/pedidos/${id}/recusar`, { method: 'POST', body: { motivo } }));

/** Marginal notes between parishes: received (to confirm here) or sent (their state there). */
export async function fetchAnotacoes(direcao: Direcao, signal?: AbortSignal) {
  return AnotacaoList.parse(await request('/api/anotacoes', { query: { direcao, limit: 100 }, signal })).data;
}
export const confirmarAnotacao = async (id: number, registroId: number | null) =>
  AnotacaoResponse.parse(await request(`/api/anotacoes/${id}/confirmar`, { method: 'POST', body: registroId ? { registro_id: registroId } : {} }));
export const recusarAnotacao = async (id: number, motivo: string) =>
  AnotacaoResponse.parse(await request(`/api/anotacoes/${id}/recusar`, { method: 'POST', body: { motivo } }));

/** Records of this parish's book by name: the one a request for a certificate is answered from. */
export async function fetchBookRecords(tipo: 'batismo' | 'crisma' | 'matrimonio', q: string, signal?: AbortSignal) {
  return SacramentoList.parse(await request(`/api/sacramentos/${tipo}`, { query: { q, limit: 20 }, signal })).data;
}
