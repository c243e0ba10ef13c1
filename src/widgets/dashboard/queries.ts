import { useQuery } from '@tanstack/react-query';
import type { SacramentSlug } from '../../shared/sacraments';
import { fetchDashboard, fetchTaughtClasses } from './api';

const dashboardKeys = {
  stats: (months: number) => ['dashboard', months] as const,
  taughtClasses: (slug: SacramentSlug) => ['dashboard', 'classes', slug] as const,
};

/** Class status 2, 'Em catequese': the classes whose attendance is taken now. */
const IN_PROGRESS = 2;

/** The statistics; only those allowed to see them (roles 1 and 111) mount what calls this: nobody else ever calls the endpoint. */
export function useDashboardStats(months: number) {
  return useQuery({ queryKey: dashboardKeys.stats(months), queryFn: () => fetchDashboard(months) });
}

/** A catechist's classes of `slug` that are in progress, for the shortcuts to today's attendance. */
export function useTaughtClasses(slug: SacramentSlug) {
  return useQuery({
    queryKey: dashboardKeys.taughtClasses(slug),
    queryFn: ({ signal }) => fetchTaughtClasses(slug, signal),
    select: (classes) => classes.filter((c) => c.status === IN_PROGRESS),
  });
}
