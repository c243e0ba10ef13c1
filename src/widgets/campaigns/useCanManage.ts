import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';

/** Whether the signed-in user manages campaigns (roles 1, 111, 11): anyone else is told so, without a call the server would refuse. */
export function useCanManage(): boolean {
  return can(
    useSession((s) => s.user),
    'dizimoAdmin',
  );
}
