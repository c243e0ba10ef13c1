import { useUser } from '../../core/session/SignedIn';
import { can, roleIds, roleName } from '../../shared/roles';
import { shortcutsFor } from './shortcuts';

/** The signed-in user's name, role names and whether the statistics are theirs to see. */
export function useDashboardUser() {
  const user = useUser();
  return {
    user,
    roles: roleIds(user).map(roleName),
    canSeeStats: can(user, 'dashboardStats'),
  };
}

/** The user's shortcut groups (shortcuts.ts). */
export function useShortcutGroups() {
  return shortcutsFor(useUser());
}
