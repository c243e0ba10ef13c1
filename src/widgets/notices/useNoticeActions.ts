import { useCallback, useState } from 'react';
import { errorText } from '../../core/api/errors';
import { emit } from '../../core/elements/events';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useDeleteNoticeMutation, useMarkViewedMutation } from './queries';
import { noticeToast } from './text';

type Container = HTMLElement | ShadowRoot | undefined;

/** The list's dialogs: opening a notice (counts the view, emits sacra-notice-opened), creating, deleting. */
export function useNoticeActions(container: Container) {
  const { mutate: countView } = useMarkViewedMutation();
  const remove = useDeleteNoticeMutation();
  const [previewing, setPreviewing] = useState<Notice | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Stable: the table's columns are built once per user and zone, not on every render.
  const open = useCallback(
    (notice: Notice) => {
      setPreviewing(notice);
      emit(container, 'sacra-notice-opened', { id: notice.id });
      // Counting is best effort: the notice is on screen either way.
      countView(notice.id);
    },
    [container, countView],
  );

  const askDelete = useCallback((notice: Notice) => {
    setDeleteError(null);
    setDeleting(notice);
  }, []);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (error) {
      setDeleteError(errorText(error, NOTICES_MSG.deleteFailed));
      noticeToast.error(NOTICES_MSG.deleteError);
      return;
    }
    setDeleting(null);
    noticeToast.success(NOTICES_MSG.deleted);
    emit(container, 'sacra-notice-deleted', { id: deleting.id });
  }

  return {
    previewing,
    open,
    closePreview: () => setPreviewing(null),
    creating,
    startCreate: () => setCreating(true),
    stopCreate: () => setCreating(false),
    created(notice: Notice) {
      setCreating(false);
      emit(container, 'sacra-notice-saved', { id: notice.id, created: true });
    },
    deleting,
    deleteError,
    deleteBusy: remove.isPending,
    askDelete,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}
