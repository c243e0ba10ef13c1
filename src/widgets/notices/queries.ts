import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListState } from '../../core/list';
import type { Notice } from '../../shared/schemas/notices';
import {
  createNotice,
  deleteNotice,
  fetchNotice,
  listNotices,
  markViewed,
  updateNotice,
  attachmentExists,
  noticesQuery,
  type NoticeDraft,
  type NoticeFilter,
} from './api';

/** Query keys of the module, in one place: every change invalidates `all`. */
const noticeKeys = {
  all: ['notices'] as const,
  lists: ['notices', 'list'] as const,
  list: (query: Record<string, string | number>) => ['notices', 'list', query] as const,
  detail: (id: number) => ['notices', 'detail', id] as const,
  attachment: (url: string) => ['notices', 'attachment', url] as const,
};

/** A page of the parish's notices, cached by what is sent. */
export function noticeListQuery(state: ListState<NoticeFilter>) {
  const query = noticesQuery(state);
  return queryOptions({ queryKey: noticeKeys.list(query), queryFn: ({ signal }) => listNotices(query, signal) });
}

export function useNotice(id: number) {
  return useQuery({ queryKey: noticeKeys.detail(id), queryFn: () => fetchNotice(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}

/** The HEAD existence check of the preview; never cached across openings (a file may be gone since). */
export function useAttachmentExists(url: string) {
  return useQuery({ queryKey: noticeKeys.attachment(url), queryFn: () => attachmentExists(url), gcTime: 0, staleTime: 0 });
}

function useRefreshNotices() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: noticeKeys.all });
}

export function useCreateNoticeMutation() {
  return useMutation({ mutationFn: (draft: NoticeDraft) => createNotice(draft), onSuccess: useRefreshNotices() });
}

/** The saved notice is the detail at once (the edit screen going back to the list shows no stale copy). */
export function useUpdateNoticeMutation() {
  const client = useQueryClient();
  const refresh = useRefreshNotices();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: NoticeDraft }) => updateNotice(id, draft),
    onSuccess: (notice: Notice) => {
      client.setQueryData(noticeKeys.detail(notice.id), notice);
      return refresh();
    },
  });
}

export function useDeleteNoticeMutation() {
  return useMutation({ mutationFn: (id: number) => deleteNotice(id), onSuccess: useRefreshNotices() });
}

/** A view changes only the lists' counts: the open preview and its attachment check stay as they are. */
export function useMarkViewedMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => markViewed(id), onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.lists }) });
}
