import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { useActAsParish } from './queries';
import { pathTo } from '../../core/paths';

/**
 * Acting as a parish (or back home, null): the session moves on the server, then the page starts
 * afresh at /dashboard, so nothing cached of the other parish shows.
 */
export function useActAs() {
  const move = useActAsParish();
  async function go(id: number | null) {
    try {
      await move.mutateAsync(id);
    } catch (error) {
      toast.error(errorText(error, 'Falha ao trocar de paróquia'));
      return;
    }
    location.assign(pathTo('/dashboard'));
  }
  return { go, busy: move.isPending };
}
