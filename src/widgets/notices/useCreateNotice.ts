import { useFormSubmit } from '../../core/form';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useCreateNoticeMutation } from './queries';
import { noticeToast } from './text';
import { useNoticeForm, type NoticeFormValues } from './useNoticeForm';

/** The 'Novo aviso' modal: validates, sends, toasts 'Aviso criado com sucesso!' and closes; on failure says why. */
export function useCreateNotice(zone: string, onCreated: (notice: Notice) => void) {
  const notice = useNoticeForm(zone);
  const create = useCreateNoticeMutation();
  const save = (values: NoticeFormValues) =>
    create.mutateAsync(notice.draftOf(values)).catch((error: unknown) => {
      noticeToast.error(NOTICES_MSG.createError);
      throw error;
    });
  const { onSubmit, failure, dismissFailure } = useFormSubmit(notice.form, save, {
    failed: NOTICES_MSG.createFailed,
    onSaved(created) {
      noticeToast.success(NOTICES_MSG.created);
      notice.reset();
      onCreated(created);
    },
  });
  return { notice, submit: onSubmit, busy: create.isPending, failure, dismissFailure };
}
