import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { placeServerErrors } from '../../core/form';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useNoticeMutations } from './queries';
import { noticeToast } from './toasts';
import { TOAST_STATE_KEY } from './useNavigationToast';
import { useNoticeForm, type NoticeFormValues } from './useNoticeForm';
import { pathTo } from '../../core/paths';

export const LIST_PATH = pathTo('/eventos');

/**
 * /eventos/{id}/editar once the notice is loaded: saves with remove or replace of the attachment, then
 * returns to the list, which shows 'Aviso atualizado com sucesso!' from the navigation state.
 */
export function useEditNotice(stored: Notice, zone: string, container?: HTMLElement | ShadowRoot) {
  const notice = useNoticeForm(zone, stored);
  const { update } = useNoticeMutations();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: NoticeFormValues) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: stored.id, draft: notice.draftOf(values) });
    } catch (error) {
      placeServerErrors(notice.form, error);
      setFailure(errorText(error, NOTICES_MSG.saveFailed));
      noticeToast.error(NOTICES_MSG.saveError);
      return;
    }
    emit(container, 'sacra-notice-saved', { id: stored.id, created: false });
    navigate(container, LIST_PATH, { [TOAST_STATE_KEY]: NOTICES_MSG.updated });
  }

  return { notice, submit, busy: update.isPending, failure, dismissFailure: () => setFailure(null) };
}
