import { request } from '../../core/api/client';
import type { SacramentSlug } from '../../shared/sacraments';
import { ClassList, type CrismaClass } from '../../shared/schemas/catechesis';
import { DashboardStats } from '../../shared/schemas/dashboard';

/**
 * GET /api/stats/dashboard?months=N. The server answers with an ETag and
 * `Cache-Control: no-cache`, so the browser's HTTP cache sends If-None-Match by itself and
 * a 304 hands back the stored body.
 */
export async function fetchDashboard(months: number): Promise<DashboardStats> {
  return DashboardStats.parse(await request('/api/stats/dashboard', { query: { months } }));
}

/** The sacrament's classes the signed-in catechist teaches (the server lists a catechist only those). */
export async function fetchTaughtClasses(slug: SacramentSlug, signal?: AbortSignal): Promise<CrismaClass[]> {
  return ClassList.parse(await request(`/api/turmas/${slug}`, { signal })).data;
}
