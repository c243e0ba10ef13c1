/** The imports' calls, parsed at the boundary with the shared schemas. */
import { request, upload, type UploadProgress } from '../../core/api/client';
import { apiUrl } from '../../core/api/url';
import { pageFromMeta, type Page } from '../../core/list';
import {
  ConfirmAnswer,
  ImportDetail,
  ImportList,
  UploadAnswer,
  ValidationAnswer,
  type ImportKind,
  type ImportSummary,
  type Mapping,
} from '../../shared/schemas/imports';
import { MessageResponse, z } from '../../shared/schemas/zod';

export interface ImportsQuery {
  tipo?: ImportKind;
  page: number;
  limit: number;
}

/** GET /api/importacoes: the parish's imports of the kinds the user may import, newest first. */
export async function fetchImports(query: ImportsQuery, signal?: AbortSignal): Promise<Page<ImportSummary>> {
  const { data, meta } = ImportList.parse(await request('/api/importacoes', { query, signal }));
  return pageFromMeta(data, meta);
}

const DetailAnswer = z.object({ data: ImportDetail });
export const fetchImport = async (id: number, signal?: AbortSignal): Promise<ImportDetail> =>
  DetailAnswer.parse(await request(`/api/importacoes/${id}`, { signal })).data;

/** POST /api/importacoes (multipart: tipo, arquivo), with the upload's progress. */
export async function sendSheet(file: File, tipo: ImportKind, onProgress?: UploadProgress): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('tipo', tipo);
  body.append('arquivo', file);
  return UploadAnswer.parse(await upload('/api/importacoes', body, onProgress));
}

export const checkLines = async (id: number, mapeamento: Mapping) =>
  ValidationAnswer.parse(await request(`/api/importacoes/${id}/validar`, { method: 'POST', body: { mapeamento } }));

export const importLines = async (id: number) => ConfirmAnswer.parse(await request(`/api/importacoes/${id}/confirmar`, { method: 'POST', body: {} }));

/** DELETE /api/importacoes/{id}: undoes an import, or cancels one not imported yet; the server's message. */
export const undoImport = async (id: number) => MessageResponse.parse(await request(`/api/importacoes/${id}`, { method: 'DELETE' })).message;

export const templateUrl = (tipo: ImportKind, formato: 'csv' | 'xlsx') => apiUrl(`/api/importacoes/modelos/${tipo}`, { formato });
