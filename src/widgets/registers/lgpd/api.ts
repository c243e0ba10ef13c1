/** The LGPD calls of the registers module (access log, data export, anonymisation, retention), parsed with the shared schemas. */
import { request } from '../../../core/api/client';
import { pageFromMeta, type ListState, type Page } from '../../../core/list';
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

/** The log's filters as the screen holds them ('' for none), 20 entries a page. */
export const LOG_LIST = {
  key: 'access-log',
  filter: { user_id: '', action: '', from: '', to: '' },
  perPage: 20,
  pageSizes: [20],
  inAddress: false,
};
export type LogFilter = (typeof LOG_LIST)['filter'];

/** What GET .../access-log is sent: the filters that are set, the page and its size. */
export function logQuery({ filter, page, perPage }: ListState<LogFilter>): Record<string, string | number> {
  const query: Record<string, string | number> = { page, limit: perPage };
  for (const [key, value] of Object.entries(filter)) if (value) query[key] = value;
  return query;
}

/** GET /api/registers/{id}/access-log, or the parish's whole log when `registerId` is null. */
export async function fetchAccessLog(registerId: number | null, query: Record<string, string | number>, signal?: AbortSignal): Promise<Page<AccessLogEntry>> {
  const path = registerId === null ? '/api/registers/access-log' : `/api/registers/${registerId}/access-log`;
  const { data, meta } = AccessLogResponse.parse(await request(path, { query, signal }));
  return pageFromMeta(data, meta);
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

export async function fetchDue(page: number, limit: number, signal?: AbortSignal): Promise<Page<RetentionDue>> {
  const { data, meta } = RetentionDueResponse.parse(await request('/api/lgpd/retention/due', { query: { page, limit }, signal }));
  return pageFromMeta(data, meta);
}
