import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { placeServerErrors } from '../../core/form';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useNoticeMutations } from './queries';
import { noticeToast } from './toasts';
import { useNoticeForm, type NoticeFormValues } from './useNoticeForm';

/** The 'Novo aviso' modal: validates, sends, toasts 'Aviso criado com sucesso!' and closes; on failure says why. */
export function useCreateNotice(zone: string, onCreated: (notice: Notice) => void) {
  const notice = useNoticeForm(zone);
  const { create } = useNoticeMutations();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: NoticeFormValues) {
    setFailure(null);
    let created: Notice;
    try {
      created = await create.mutateAsync(notice.draftOf(values));
    } catch (error) {
      placeServerErrors(notice.form, error);
      setFailure(errorText(error, NOTICES_MSG.createFailed));
      noticeToast.error(NOTICES_MSG.createError);
      return;
    }
    noticeToast.success(NOTICES_MSG.created);
    notice.reset();
    onCreated(created);
  }

  return { notice, submit, busy: create.isPending, failure, dismissFailure: () => setFailure(null) };
}
