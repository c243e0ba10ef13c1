/** The notices module's calls (spec section 7, Notices), parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { portalUrl } from '../../core/config';
import { NoticeList, NoticeResponse, NoticeViews, type Notice } from '../../shared/schemas/notices';

/** The list contract every module's screens use (react-admin's getList): filters and page in, a page of items out. */
export interface ListParams<F> {
  page: number;
  limit: number;
  filter: F;
}
export interface ListResult<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

export interface NoticeFilter {
  q?: string;
  /** '' for every level. */
  level?: '' | '0' | '1' | '2';
  /** '1' with an attachment, '0' without, '' both. */
  hasAttachment?: '' | '0' | '1';
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

export async function listNotices({ page, limit, filter }: ListParams<NoticeFilter>): Promise<ListResult<Notice>> {
  const query = { page, per_page: limit, q: filter.q || undefined, level: filter.level || undefined, has_attachment: filter.hasAttachment || undefined };
  const { data } = NoticeList.parse(await request('/api/feed-posts', { query }));
  return { items: data.items, total: data.total, page: data.page, lastPage: data.last_page };
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

/** HEAD on the attachment URL (spec section 7): whether the file is still there for this user. */
export async function attachmentExists(path: string): Promise<boolean> {
  try {
    return (await fetch(portalUrl(path), { method: 'HEAD', credentials: 'include' })).ok;
  } catch {
    return false;
  }
}
