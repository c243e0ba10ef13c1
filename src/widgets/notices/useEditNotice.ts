import { useState, type FormEvent } from 'react';
import { errorText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useNoticeMutations } from './queries';
import { noticeToast } from './toasts';
import { TOAST_STATE_KEY } from './useNavigationToast';
import { useNoticeForm } from './useNoticeForm';

export const LIST_PATH = '/eventos';

/**
 * /eventos/{id}/editar once the notice is loaded: saves with remove or replace of the attachment, then
 * returns to the list, which shows 'Aviso atualizado com sucesso!' from the navigation state.
 */
export function useEditNotice(notice: Notice, zone: string, container?: HTMLElement | ShadowRoot) {
  const form = useNoticeForm(zone, notice);
  const { update } = useNoticeMutations();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    const draft = form.validate(event);
    if (!draft) return;
    setFailure(null);
    try {
      await update.mutateAsync({ id: notice.id, draft });
    } catch (error) {
      form.showServerErrors(error);
      setFailure(errorText(error, NOTICES_MSG.saveFailed));
      noticeToast.error(NOTICES_MSG.saveError);
      return;
    }
    emit(container, 'sacra-notice-saved', { id: notice.id, created: false });
    navigate(container, LIST_PATH, { [TOAST_STATE_KEY]: NOTICES_MSG.updated });
  }

  return { form, submit, busy: update.isPending, failure, dismissFailure: () => setFailure(null) };
}
