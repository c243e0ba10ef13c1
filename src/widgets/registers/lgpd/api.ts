/** The LGPD calls of the registers module (docs/contracts.md, 'Personal data under the LGPD'), parsed with the shared schemas. */
import { request } from '../../../core/api/client';
import {
  AccessLogResponse,
  AccessLogUsersResponse,
  AnonymisePreviewResponse,
  AnonymiseResponse,
  RetentionDueResponse,
  RetentionResponse,
  type AccessLogEntry,
  type AnonymisePreview,
  type RetentionDue,
} from '../../../shared/schemas/lgpd';
import { portalUrl } from '../api';

/** The log's filters as the screen holds them: '' for none. */
export interface LogFilters {
  user_id: string;
  action: string;
  from: string;
  to: string;
}
export const NO_LOG_FILTERS: LogFilters = { user_id: '', action: '', from: '', to: '' };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

function logQuery(filters: LogFilters, page: number, limit: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, limit };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return query;
}

/** GET /api/registers/{id}/access-log, or the parish's whole log when `registerId` is null. */
export async function fetchAccessLog(registerId: number | null, filters: LogFilters, page: number, limit: number, signal?: AbortSignal): Promise<Page<AccessLogEntry>> {
  const path = registerId === null ? '/api/registers/access-log' : `/api/registers/${registerId}/access-log`;
  const { data, meta } = AccessLogResponse.parse(await request(path, { query: logQuery(filters, page, limit), signal }));
  return { items: data, total: meta.total, page: meta.page, lastPage: meta.last_page };
}

export async function fetchLogUsers(signal?: AbortSignal): Promise<Array<{ user_id: number; user_name: string }>> {
  return AccessLogUsersResponse.parse(await request('/api/registers/access-log/users', { signal })).data;
}

export async function fetchAnonymisePreview(id: number, signal?: AbortSignal): Promise<AnonymisePreview> {
  return AnonymisePreviewResponse.parse(await request(`/api/registers/${id}/anonymise`, { signal })).data;
}

export async function anonymiseRegister(id: number): Promise<{ message: string; data: AnonymisePreview }> {
  return AnonymiseResponse.parse(await request(`/api/registers/${id}/anonymise`, { method: 'POST' }));
}

/** GET /api/registers/{id}/export: the person's data as a ZIP (a download, so a plain link). */
export function dataExportUrl(id: number): string {
  return portalUrl(`/api/registers/${id}/export`);
}

export async function fetchRetention(signal?: AbortSignal): Promise<number | null> {
  return RetentionResponse.parse(await request('/api/lgpd/retention', { signal })).data.retention_months;
}

export async function saveRetention(months: number | null): Promise<string | undefined> {
  return RetentionResponse.parse(await request('/api/lgpd/retention', { method: 'PUT', body: { retention_months: months } })).message;
}

export async function fetchDue(page: number, limit: number, signal?: AbortSignal): Promise<Page<RetentionDue> & { months: number | null }> {
  const { data, meta } = RetentionDueResponse.parse(await request('/api/lgpd/retention/due', { query: { page, limit }, signal }));
  return { items: data, total: meta.total, page: meta.page, lastPage: meta.last_page, months: meta.retention_months };
}
