import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../core/session/SignedIn';
import { can, roleIds, roleName } from '../../shared/roles';
import type { SacramentSlug } from '../../shared/sacraments';
import { fetchDashboard, fetchTaughtClasses } from './api';
import { shortcutsFor } from './shortcuts';

export const dashboardKeys = {
  stats: (months: number) => ['dashboard', months] as const,
  taughtClasses: (slug: SacramentSlug) => ['dashboard', 'classes', slug] as const,
};

/** Class status 2, 'Em catequese': the classes whose attendance is taken now. */
const IN_PROGRESS = 2;

/** The signed-in user's name, role names and whether the statistics are theirs to see. */
export function useDashboardUser() {
  const user = useUser();
  return {
    user,
    roles: roleIds(user).map(roleName),
    canSeeStats: can(user, 'dashboardStats'),
  };
}

/** The statistics, fetched only for those allowed to see them (roles 1 and 111): nobody else ever calls the endpoint. */
export function useDashboardStats(months: number, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.stats(months),
    queryFn: () => fetchDashboard(months),
    enabled,
  });
}

/** The user's shortcut groups (shortcuts.ts). */
export function useShortcutGroups() {
  return shortcutsFor(useUser());
}

/** A catechist's classes of `slug` that are in progress, for the shortcuts to today's attendance. */
export function useTaughtClasses(slug: SacramentSlug) {
  const query = useQuery({ queryKey: dashboardKeys.taughtClasses(slug), queryFn: ({ signal }) => fetchTaughtClasses(slug, signal) });
  return { ...query, inProgress: (query.data ?? []).filter((c) => c.status === IN_PROGRESS) };
}
