/** The protocols module's calls (spec section 7, Protocols; the parish side from decisions.md), parsed at the boundary. */
import { request, type UploadProgress } from '../../core/api/client';
import { MessageResponse, ProtocolItems, ProtocolPage, ProtocolResponse, type Protocol, type ProtocolFile } from '../../shared/schemas/protocols';
import { sendFiles, uploadedFiles } from './upload';

export interface ParishFilter {
  status?: number;
  page: number;
  limit: number;
}

/** GET /api/protocols/me -> items. */
export async function fetchMyProtocols(): Promise<Protocol[]> {
  return ProtocolItems.parse(await request('/api/protocols/me')).items;
}

/** GET /api/protocols?status&page&limit (roles 1 and 111), adapted to the one list contract. */
export async function fetchParishProtocols(filter: ParishFilter) {
  const query = { page: filter.page, limit: filter.limit, ...(filter.status === undefined ? {} : { status: filter.status }) };
  const { items, meta } = ProtocolPage.parse(await request('/api/protocols', { query }));
  return { items, total: meta.total, page: meta.page, lastPage: meta.last_page };
}

/** POST /api/protocols JSON {description} -> item. */
export async function createProtocol(description: string): Promise<Protocol> {
  return ProtocolResponse.parse(await request('/api/protocols', { method: 'POST', body: { description } })).item;
}

/** POST /api/protocols/{id}/files multipart files[] -> files, with upload progress. */
export async function uploadProtocolFiles(id: number, files: File[], onProgress?: UploadProgress): Promise<ProtocolFile[]> {
  return uploadedFiles(await sendFiles(`/api/protocols/${id}/files`, files, onProgress));
}

/** DELETE /api/protocols/{id} (the owner, within 24 hours of creation). */
export async function deleteProtocol(id: number): Promise<string> {
  return MessageResponse.parse(await request(`/api/protocols/${id}`, { method: 'DELETE' })).message;
}

/** POST /api/protocols/{id}/status {status: 1 | 2 | 3} (roles 1 and 111). */
export async function decideProtocol(id: number, status: 1 | 2 | 3): Promise<Protocol> {
  return ProtocolResponse.parse(await request(`/api/protocols/${id}/status`, { method: 'POST', body: { status } })).item;
}
