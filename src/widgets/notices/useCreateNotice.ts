import { useState, type FormEvent } from 'react';
import { errorText } from '../../core/api/errors';
import { NOTICES_MSG, type Notice } from '../../shared/schemas/notices';
import { useNoticeMutations } from './queries';
import { noticeToast } from './toasts';
import { useNoticeForm } from './useNoticeForm';

/** The 'Novo aviso' modal: validates, sends, toasts 'Aviso criado com sucesso!' and closes; on failure says why. */
export function useCreateNotice(zone: string, onCreated: (notice: Notice) => void) {
  const form = useNoticeForm(zone);
  const { create } = useNoticeMutations();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    const draft = form.validate(event);
    if (!draft) return;
    setFailure(null);
    let created: Notice;
    try {
      created = await create.mutateAsync(draft);
    } catch (error) {
      form.showServerErrors(error);
      setFailure(errorText(error, NOTICES_MSG.createFailed));
      noticeToast.error(NOTICES_MSG.createError);
      return;
    }
    noticeToast.success(NOTICES_MSG.created);
    form.reset();
    onCreated(created);
  }

  return { form, submit, busy: create.isPending, failure, dismissFailure: () => setFailure(null) };
}
