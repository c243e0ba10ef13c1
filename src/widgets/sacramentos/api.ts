/** The sacramental books' calls, parsed at the boundary with the shared schemas. */
import { request, requestFile } from '../../core/api/client';
import { getConfig } from '../../core/config';
import { nullWhenMissing } from '../../core/api/missing';
import { pageFromMeta, type Page } from '../../core/list';
import { ParoquiasResponse } from '../../shared/schemas/casamentos';
import { ClassList, type CrismaClass } from '../../shared/schemas/catechesis';
import {
  AssinantesResponse,
  BookList,
  BookResponse,
  ClassPreview,
  ClassRecordsResponse,
  HistoryResponse,
  SacramentoList,
  SacramentoResponse,
  type ClassRecordsBody,
  type SacramentoRecord,
  type SacramentoTipo,
} from '../../shared/schemas/sacramentos';

export type Query = Record<string, string | number | undefined>;
const base = (tipo: SacramentoTipo) => `/api/sacramentos/${tipo}`;

export async function fetchRecords(tipo: SacramentoTipo, query: Query, signal?: AbortSignal): Promise<Page<SacramentoRecord>> {
  const { data, meta } = SacramentoList.parse(await request(base(tipo), { query, signal }));
  return pageFromMeta(data, meta);
}

/** A record of the book; null when there is none. */
export async function fetchRecord(tipo: SacramentoTipo, id: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`${base(tipo)}/${id}`, { signal }));
  return answer === null ? null : SacramentoResponse.parse(answer).data;
}

export const fetchHistory = async (tipo: SacramentoTipo, id: number, signal?: AbortSignal) =>
  HistoryResponse.parse(await request(`${base(tipo)}/${id}/historico`, { signal })).data;

export const fetchBooks = async (signal?: AbortSignal) => BookList.parse(await request('/api/sacramentos/livros', { signal })).data;

/** A new record (POST) or a correction of one (PUT); the answer's message and the record. */
export const saveRecord = async (tipo: SacramentoTipo, id: number | null, body: Record<string, unknown>) =>
  SacramentoResponse.parse(await request(id ? `${base(tipo)}/${id}` : base(tipo), { method: id ? 'PUT' : 'POST', body }));

export const addNote = async (tipo: SacramentoTipo, id: number, texto: string, data?: string) =>
  SacramentoResponse.parse(await request(`${base(tipo)}/${id}/anotacoes`, { method: 'POST', body: data ? { texto, data } : { texto } }));

export const annul = async (tipo: SacramentoTipo, id: number, motivo: string) =>
  SacramentoResponse.parse(await request(`${base(tipo)}/${id}/anular`, { method: 'POST', body: { motivo } }));

/** The other parishes of this portal (ids and names): a confirmation's baptism parish may be one of them. */
export const fetchParishes = async (signal?: AbortSignal) => ParoquiasResponse.parse(await request('/api/pedidos/paroquias', { signal })).data;

/** A confirmation's letter to a baptism parish outside the portal: the day it was sent. */
export const markNoticeSent = async (id: number, data: string) =>
  SacramentoResponse.parse(await request(`${base('crisma')}/${id}/notificacao/enviada`, { method: 'POST', body: { data } }));

/** The letter's PDF (printing it is recorded). */
export const noticeLetterUrl = (id: number) => `${getConfig().apiBase}${base('crisma')}/${id}/notificacao.pdf`;

/** Who may sign the certificates: the pároco, then the vigários. */
export const fetchSigners = async (signal?: AbortSignal) => AssinantesResponse.parse(await request('/api/sacramentos/assinantes', { signal })).data;

/** Opens the kind's next book; closes its book `livro`. The answer's message and the book. */
export const openBook = async (tipo: SacramentoTipo) => BookResponse.parse(await request(`${base(tipo)}/livros`, { method: 'POST', body: {} }));
export const closeBook = async (tipo: SacramentoTipo, livro: number) =>
  BookResponse.parse(await request(`${base(tipo)}/livros/${livro}/encerrar`, { method: 'POST', body: {} }));

/** The certificate's PDF and its verification code (the X-Certidao-Codigo header). */
export async function issueCertificate(
  tipo: SacramentoTipo,
  id: number,
  choice: { finalidade?: string; forma: string; assinante?: string },
): Promise<{ pdf: Blob; code: string }> {
  const body = Object.fromEntries(Object.entries(choice).filter(([, v]) => v !== undefined));
  const { blob, headers } = await requestFile(`${base(tipo)}/${id}/certidao`, { method: 'POST', body });
  return { pdf: blob, code: headers.get('X-Certidao-Codigo') ?? '' };
}

/** A Crisma class and its students, each said to be in the book already or not (writers of the books). */
export async function fetchClassPreview(turmaId: number, signal?: AbortSignal) {
  const answer = await nullWhenMissing(request(`/api/sacramentos/crisma/turmas/${turmaId}`, { signal }));
  return answer === null ? null : ClassPreview.parse(answer);
}

/** A concluded class into the Crisma book: one numbered record per student not yet in it; the answer's message and the records. */
export const postClassRecords = async (turmaId: number, body: Record<keyof ClassRecordsBody, string>) =>
  ClassRecordsResponse.parse(await request(`/api/sacramentos/crisma/turmas/${turmaId}`, { method: 'POST', body }));

/** 'Crismada': the catechesis status of a class that received the sacrament. */
export const CLASS_CONCLUDED = 3;

/** The parish's concluded Crisma classes (status 3), newest first: those whose students may go into the book. */
export async function fetchConcludedClasses(signal?: AbortSignal): Promise<CrismaClass[]> {
  const { data } = ClassList.parse(await request('/api/turmas/crisma', { signal }));
  return data.filter((c) => c.status === CLASS_CONCLUDED).sort((a, b) => (b.termino ?? '').localeCompare(a.termino ?? '') || b.id - a.id);
}
