/** The notices module's calls, parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { portalUrl } from '../../core/config';
import { pageFromMeta, type ListState, type Page } from '../../core/list';
import { NOTICE_PAGE_SIZE, NOTICE_SEARCH_DEBOUNCE_MS } from '../../shared/schemas/notices-base';
import { NoticeList, NoticeResponse, NoticeViews, type Notice } from '../../shared/schemas/notices';

/** Search (300 ms after the last key), importance ('' every level) and attachment ('1' with, '0' without, '' both); 10 a page. */
export const NOTICE_LIST = {
  key: 'notices',
  filter: { q: '', level: '', has_attachment: '' },
  typed: ['q'] as const,
  debounceMs: NOTICE_SEARCH_DEBOUNCE_MS,
  perPage: NOTICE_PAGE_SIZE,
  pageSizes: [NOTICE_PAGE_SIZE],
};
export type NoticeFilter = (typeof NOTICE_LIST)['filter'];

/** What GET /api/feed-posts is sent for a list state: the filters that are set, the page and per_page. */
export function noticesQuery({ filter, page, perPage }: ListState<NoticeFilter>): Record<string, string | number> {
  const query: Record<string, string | number> = { page, per_page: perPage };
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query[key] = value.trim();
  return query;
}

/** What the create and edit forms send. `file` replaces the attachment; `removeAttachment` drops it. */
export interface NoticeDraft {
  title: string;
  legend: string;
  level_importance: number;
  /** ISO instant, or '' to send now. */
  send_at: string;
  file: File | null;
  removeAttachment?: boolean;
}

// The public feed's call lives in ./public-api.ts, apart from ofetch and full zod (see there).
export { portalUrl } from '../../core/config';

/** GET /api/feed-posts?page&per_page&q&level&has_attachment -> data {items, total, page, last_page}. */
export async function listNotices(query: Record<string, string | number>, signal?: AbortSignal): Promise<Page<Notice>> {
  const { data } = NoticeList.parse(await request('/api/feed-posts', { query, signal }));
  return pageFromMeta(data.items, data);
}

export async function fetchNotice(id: number): Promise<Notice> {
  return NoticeResponse.parse(await request(`/api/feed-posts/${id}`)).data;
}

function formOf(draft: NoticeDraft): FormData {
  const body = new FormData();
  body.append('title', draft.title);
  body.append('legend', draft.legend);
  body.append('level_importance', String(draft.level_importance));
  body.append('send_at', draft.send_at);
  if (draft.removeAttachment && !draft.file) body.append('remove_anexo', '1');
  if (draft.file) body.append('anexo', draft.file, draft.file.name);
  return body;
}

/** POST /api/feed-posts, multipart {title, legend, level_importance, send_at, anexo}. */
export async function createNotice(draft: NoticeDraft): Promise<Notice> {
  return NoticeResponse.parse(await request('/api/feed-posts', { method: 'POST', body: formOf(draft) })).data;
}

/** POST /api/feed-posts/{id} with _method=PUT, multipart; remove_anexo=1 drops the attachment. */
export async function updateNotice(id: number, draft: NoticeDraft): Promise<Notice> {
  const body = formOf(draft);
  body.append('_method', 'PUT');
  return NoticeResponse.parse(await request(`/api/feed-posts/${id}`, { method: 'POST', body })).data;
}

export async function deleteNotice(id: number): Promise<void> {
  await request(`/api/feed-posts/${id}`, { method: 'DELETE' });
}

/** Counts the signed-in user's reading (once per person); answers the notice's views. */
export async function markViewed(id: number): Promise<number> {
  return NoticeViews.parse(await request(`/api/feed-posts/${id}/views`, { method: 'POST' })).data.views;
}

/** HEAD on the attachment URL: whether the file is still there for this user. */
export async function attachmentExists(path: string): Promise<boolean> {
  try {
    return (await fetch(portalUrl(path), { method: 'HEAD', credentials: 'include' })).ok;
  } catch {
    return false;
  }
}
