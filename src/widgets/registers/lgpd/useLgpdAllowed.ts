import { useSession } from '../../../core/session/useSession';
import { can } from '../../../shared/roles';

/** Whether the signed-in user has the LGPD tools (registersAccessLog: roles 1 and 111). */
export function useLgpdAllowed(): boolean {
  return useSession((s) => can(s.user, 'registersAccessLog'));
}
