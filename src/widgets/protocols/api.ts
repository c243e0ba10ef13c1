/** The protocols module's calls: one's own protocols, and the parish's (roles 1 and 111), parsed at the boundary. */
import { request, type UploadProgress } from '../../core/api/client';
import { pageFromMeta, type ListState, type Page } from '../../core/list';
import { MessageResponse, ProtocolItems, ProtocolPage, ProtocolResponse, type Protocol, type ProtocolFile } from '../../shared/schemas/protocols';
import { sendFiles, uploadedFiles } from './upload';

/** The parish's protocols by status ('' for all), 12 a page. */
export const PARISH_LIST = { key: 'protocols', filter: { status: '' }, perPage: 12, pageSizes: [12] };
export type ParishFilter = (typeof PARISH_LIST)['filter'];

export function parishQuery({ filter, page, perPage }: ListState<ParishFilter>): Record<string, string | number> {
  return { page, limit: perPage, ...(filter.status ? { status: filter.status } : {}) };
}

/** GET /api/protocols/me -> items. */
export async function fetchMyProtocols(): Promise<Protocol[]> {
  return ProtocolItems.parse(await request('/api/protocols/me')).items;
}

/** GET /api/protocols?status&page&limit (roles 1 and 111). */
export async function fetchParishProtocols(query: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Protocol>> {
  const { items, meta } = ProtocolPage.parse(await request('/api/protocols', { query, signal }));
  return pageFromMeta(items, meta);
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
