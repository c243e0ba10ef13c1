import { displayTimeZone } from '../../core/format';
import { useUser } from '../../core/session/SignedIn';
import { can } from '../../shared/roles';

/** Who may write what here, and the zone the user's times are typed in (an event's start and end). */
export function useAgendaAccess() {
  const user = useUser();
  return { canWrite: can(user, 'agendaWrite'), canWriteIntencoes: can(user, 'intencoesWrite'), timeZone: displayTimeZone(user.timezone) };
}
