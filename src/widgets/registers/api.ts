/** The registers' calls, as the parish's other systems make them, parsed at the boundary with the shared schemas. */
import { request, upload, type UploadProgress } from '../../core/api/client';
import { getConfig } from '../../core/config';
import { pageFromMeta, type Page } from '../../core/list';
import {
  AttachmentsResponse,
  AttachmentsUploadResponse,
  MessageResponse,
  RegisterListResponse,
  RegisterResponse,
  type Register,
  type RegisterAttachment,
  type RegisterSummary,
} from '../../shared/schemas/registers';
import { registerFormData, type FormValues } from './form-values';
import { filterQuery, type RegisterFilter } from './list-params';

/**
 * GET /api/registers?q&civil_status&work_state&race&city&home_situation&limit&page -> data.data, data.meta; this screen
 * says 'mais de 1.000' (total_exato=0: a search of a parish of over 100,000 people counts up to 1,000).
 */
export async function fetchRegisters(query: Record<string, string | number>, signal?: AbortSignal): Promise<Page<RegisterSummary>> {
  const { data } = RegisterListResponse.parse(await request('/api/registers', { query: { ...query, total_exato: 0 }, signal }));
  return pageFromMeta(data.data, data.meta);
}

export async function fetchRegister(id: number, signal?: AbortSignal): Promise<Register> {
  return RegisterResponse.parse(await request(`/api/registers/${id}`, { signal })).data;
}

export async function fetchAttachments(id: number, signal?: AbortSignal): Promise<RegisterAttachment[]> {
  return AttachmentsResponse.parse(await request(`/api/registers/${id}/attachments`, { signal })).data;
}

/** POST /api/registers: multipart with every field but paroquia_id, plus the photo. */
export async function createRegister(values: FormValues, photo: File | null, extra?: Record<string, string>): Promise<Register> {
  return RegisterResponse.parse(await request('/api/registers', { method: 'POST', body: registerFormData(values, { photo, extra }) })).data;
}

/** POST /api/registers/{id} with _method=PUT: every field, the photo when a new one was chosen. */
export async function updateRegister(
  id: number,
  values: FormValues,
  photo: File | null,
  removePhoto: boolean,
  extra?: Record<string, string>,
): Promise<Register> {
  const body = registerFormData(values, { photo, removePhoto, update: true, extra });
  return RegisterResponse.parse(await request(`/api/registers/${id}`, { method: 'POST', body })).data;
}

/** POST /api/registers/{id}/attachments with files[], with upload progress; answers the stored items. */
export async function uploadAttachments(id: number, files: File[], onProgress?: UploadProgress): Promise<RegisterAttachment[]> {
  const body = new FormData();
  for (const file of files) body.append('files[]', file, file.name);
  return AttachmentsUploadResponse.parse(await upload(`/api/registers/${id}/attachments`, body, onProgress)).items;
}

export async function deleteAttachment(id: number, attachmentId: number): Promise<void> {
  MessageResponse.parse(await request(`/api/registers/${id}/attachments/${attachmentId}`, { method: 'DELETE' }));
}

export async function deleteRegister(id: number): Promise<string | undefined> {
  return MessageResponse.parse(await request(`/api/registers/${id}`, { method: 'DELETE' })).message;
}

/** A server path (/uploads/..., /api/...) as a URL the page can open, also when the element is embedded elsewhere. */
export function portalUrl(path: string): string {
  return `${getConfig().apiBase}${path}`;
}

/** GET /api/registers/export with the list's filters: the CSV download (roles 1 and 111). */
export function exportUrl(filter: RegisterFilter): string {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return portalUrl(`/api/registers/export${query ? `?${query}` : ''}`);
}
