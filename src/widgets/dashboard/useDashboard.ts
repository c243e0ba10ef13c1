import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../core/session/SignedIn';
import { can, roleIds, roleName } from '../../shared/roles';
import { fetchDashboard } from './api';

export const dashboardKeys = {
  stats: (months: number) => ['dashboard', months] as const,
};

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
