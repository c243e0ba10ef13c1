import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { useMarkReceivedMutation } from './queries';
import { DIOCESE_TEXT } from './text';

/** 'Marcar recebida': the archive checked a parish's duplicate; the button of the one being marked waits. */
export function useMarkReceived() {
  const mutation = useMarkReceivedMutation();
  function mark(id: number) {
    mutation.mutate(id, {
      onSuccess: (saved) => toast.success(saved.message),
      onError: (error) => toast.error(errorText(error, DIOCESE_TEXT.markReceivedFailed)),
    });
  }
  return { mark, busy: mutation.isPending ? mutation.variables : null };
}
