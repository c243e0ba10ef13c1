/** The sacramental books' calls, parsed at the boundary with the shared schemas. */
import { request, requestFile } from '../../core/api/client';
import { pageFromMeta, type Page } from '../../core/list';
import { BookList, HistoryResponse, SacramentoList, SacramentoResponse, type SacramentoRecord, type SacramentoTipo } from '../../shared/schemas/sacramentos';

export type Query = Record<string, string | number | undefined>;
const base = (tipo: SacramentoTipo) => `/api/sacramentos/${tipo}`;

export async function fetchRecords(tipo: SacramentoTipo, query: Query, signal?: AbortSignal): Promise<Page<SacramentoRecord>> {
  const { data, meta } = SacramentoList.parse(await request(base(tipo), { query, signal }));
  return pageFromMeta(data, meta);
}

export const fetchRecord = async (tipo: SacramentoTipo, id: number, signal?: AbortSignal) => SacramentoResponse.parse(await request(`${base(tipo)}/${id}`, { signal })).data;

export const fetchHistory = async (tipo: SacramentoTipo, id: number, signal?: AbortSignal) => HistoryResponse.parse(await request(`${base(tipo)}/${id}/historico`, { signal })).data;

export const fetchBooks = async (signal?: AbortSignal) => BookList.parse(await request('/api/sacramentos/livros', { signal })).data;

/** A new record (POST) or a correction of one (PUT); the answer's message and the record. */
export const saveRecord = async (tipo: SacramentoTipo, id: number | null, body: Record<string, unknown>) =>
  SacramentoResponse.parse(await request(id ? `${base(tipo)}/${id}` : base(tipo), { method: id ? 'PUT' : 'POST', body }));

export const addNote = async (tipo: SacramentoTipo, id: number, texto: string) =>
  SacramentoResponse.parse(await request(`${base(tipo)}/${id}/anotacoes`, { method: 'POST', body: { texto } }));

export const annul = async (tipo: SacramentoTipo, id: number, motivo: string) =>
  SacramentoResponse.parse(await request(`${base(tipo)}/${id}/anular`, { method: 'POST', body: { motivo } }));

/** The certificate's PDF and its verification code (the X-Certidao-Codigo header). */
export async function issueCertificate(tipo: SacramentoTipo, id: number, finalidade: string | undefined): Promise<{ pdf: Blob; code: string }> {
  const { blob, headers } = await requestFile(`${base(tipo)}/${id}/certidao`, { method: 'POST', body: finalidade ? { finalidade } : {} });
  return { pdf: blob, code: headers.get('X-Certidao-Codigo') ?? '' };
}
