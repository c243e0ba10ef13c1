import { useUser } from '../../core/session/SignedIn';
import { can } from '../../shared/roles';

/** Whether the user may write the books (roles 1, 111, 11) or only read them (role 2, the economic council). */
export function useCaixaAccess() {
  const user = useUser();
  return { canWrite: can(user, 'caixaWrite'), canReopen: can(user, 'caixaReopen') };
}
