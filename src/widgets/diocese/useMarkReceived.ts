import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { DIOCESE_MSG } from '../../shared/schemas/diocese';
import { useMarkReceivedMutation } from './queries';

/** 'Marcar recebida': the archive checked a parish's duplicate; the button of the one being marked waits. */
export function useMarkReceived() {
  const mutation = useMarkReceivedMutation();
  function mark(id: number) {
    mutation.mutate(id, {
      onSuccess: (saved) => toast.success(saved.message ?? DIOCESE_MSG.duplicataReceived),
      onError: (error) => toast.error(errorText(error, 'Falha ao marcar a duplicata')),
    });
  }
  return { mark, busy: mutation.isPending ? mutation.variables : null };
}
