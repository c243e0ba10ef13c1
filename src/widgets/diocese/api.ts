/** The diocese's calls (its offices and the parish's petitions), parsed at the boundary with the shared schemas. */
import { request, requestFile, upload } from '../../core/api/client';
import { nullWhenMissing } from '../../core/api/missing';
import { pageFromMeta, type Page } from '../../core/list';
import {
  BatismoBuscaResponse,
  DioceseResponse,
  DuplicataResponse,
  DuplicatasArquivo,
  DuplicatasEnviadas,
  EstatisticasResponse,
  ParoquiasSituacaoResponse,
  PeticaoList,
  PeticaoResponse,
  type BatismoEncontrado,
  type Peticao,
  type RespostaBody,
} from '../../shared/schemas/diocese';
import { OkResponse } from '../../shared/schemas/zod';

export type Query = Record<string, string | number | undefined>;

export const fetchDiocese = async (signal?: AbortSignal) => DioceseResponse.parse(await request('/api/diocese', { signal })).data;
export const fetchSituacao = async (signal?: AbortSignal) => ParoquiasSituacaoResponse.parse(await request('/api/diocese/paroquias', { signal })).data;

export async function fetchBatismos(query: Query, signal?: AbortSignal): Promise<Page<BatismoEncontrado>> {
  const { data, meta } = BatismoBuscaResponse.parse(await request('/api/diocese/batismos', { query, signal }));
  return pageFromMeta(data, meta);
}
/** The chancery's certificate of an entry of a vacant parish, signed by the chancellor: the PDF and its verification code. */
export async function issueCertidao(id: number): Promise<{ pdf: Blob; code: string }> {
  const { blob, headers } = await requestFile(`/api/diocese/registros/${id}/certidao`, { method: 'POST', body: {} });
  return { pdf: blob, code: headers.get('X-Certidao-Codigo') ?? '' };
}
/** The reason for reading the parishes' books, given once for the session (kept in each parish's access log). */
export const giveMotivo = async (motivo: string) => OkResponse.parse(await request('/api/diocese/motivo', { method: 'POST', body: { motivo } }));

export async function fetchPeticoes(query: Query, signal?: AbortSignal): Promise<Page<Peticao>> {
  const { data, meta } = PeticaoList.parse(await request('/api/peticoes', { query, signal }));
  return pageFromMeta(data, meta);
}
/** A petition with its history and documents; null when there is none (or not the caller's). */
export async function fetchPeticao(id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`/api/peticoes/${id}`, { signal }));
  return answer === null ? null : PeticaoResponse.parse(answer).data;
}
export const createPeticao = async (body: object) => PeticaoResponse.parse(await request('/api/peticoes', { method: 'POST', body }));
export const answerPeticao = async (id: number, body: RespostaBody) =>
  PeticaoResponse.parse(await request(`/api/peticoes/${id}/responder`, { method: 'POST', body }));

/** POST /api/peticoes/{id}/documentos as multipart: the file (`arquivo`) and which of the type's documents it is (`chave`). */
export async function sendDocumento(id: number, file: File, chave: string) {
  const body = new FormData();
  if (chave) body.append('chave', chave);
  body.append('arquivo', file);
  return PeticaoResponse.parse(await upload(`/api/peticoes/${id}/documentos`, body));
}

export const ESTATISTICAS_PATH = '/api/diocese/estatisticas';
export const fetchEstatisticas = async (query: Query, signal?: AbortSignal) =>
  EstatisticasResponse.parse(await request(ESTATISTICAS_PATH, { query, signal })).data;

/** The duplicate books: the parish sends a past year's; the archive lists what arrived and what is missing, and marks each received. */
export const sendDuplicatas = async (ano: number) => DuplicatasEnviadas.parse(await request(`/api/diocese/duplicatas/${ano}`, { method: 'POST' }));
export const fetchDuplicatas = async (ano: number, signal?: AbortSignal) =>
  DuplicatasArquivo.parse(await request('/api/diocese/duplicatas', { query: { ano }, signal })).data;
export const receiveDuplicata = async (id: number) => DuplicataResponse.parse(await request(`/api/diocese/duplicatas/${id}/recebida`, { method: 'POST' }));
