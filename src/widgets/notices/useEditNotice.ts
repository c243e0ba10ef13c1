import { emit, navigate } from '../../core/elements/events';
import { useFormSubmit } from '../../core/form';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useUpdateNoticeMutation } from './queries';
import { noticeToast } from './text';
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
  const update = useUpdateNoticeMutation();
  const save = (values: NoticeFormValues) =>
    update.mutateAsync({ id: stored.id, draft: notice.draftOf(values) }).catch((error: unknown) => {
      noticeToast.error(NOTICES_MSG.saveError);
      throw error;
    });
  const { onSubmit, failure, dismissFailure } = useFormSubmit(notice.form, save, {
    failed: NOTICES_MSG.saveFailed,
    onSaved() {
      emit(container, 'sacra-notice-saved', { id: stored.id, created: false });
      navigate(container, LIST_PATH, { [TOAST_STATE_KEY]: NOTICES_MSG.updated });
    },
  });
  return { notice, submit: onSubmit, busy: update.isPending, failure, dismissFailure };
}
