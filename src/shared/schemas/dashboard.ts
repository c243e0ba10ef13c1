import { z } from './zod';

/** GET /api/stats/dashboard?months=N: the period is the last N calendar months, the current one included. */
export const DashboardQuery = z.object({
  months: z.coerce.number().int().min(1).max(24).default(12),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** 'YYYY-MM', a calendar month in the parish's time zone (`time_zone` of the answer). */
export const MonthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One bucket of a monthly series; every month of the period is present, zero-filled. */
export const MonthCount = z.object({ month: MonthKey, count: z.number().int().min(0) });
export type MonthCount = z.infer<typeof MonthCount>;

/**
 * A stat card. The server names and labels each counter (src/server/dashboard/counters.ts),
 * so a module that lands later adds its counter there and the screen shows it unchanged.
 */
export const DashboardCounter = z.object({ key: z.string(), label: z.string(), value: z.number() });
export type DashboardCounter = z.infer<typeof DashboardCounter>;

/** The most profitable campaign: the largest sum of donations inside the period. Money in centavos. */
export const DashboardCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  amount_cents: z.number().int().min(0),
  goal_cents: z.number().int().min(0).nullable(),
  donors: z.number().int().min(0),
  donations: z.number().int().min(0),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
});
export type DashboardCampaign = z.infer<typeof DashboardCampaign>;

/** Acolytes (role 8) of one community; community_id null collects those without a community. */
export const AcolyteCount = z.object({ community_id: z.number().int().nullable(), community: z.string(), count: z.number().int().min(0) });
export type AcolyteCount = z.infer<typeof AcolyteCount>;

export const OnlineUser = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  last_seen: z.string().nullable(),
});
export type OnlineUser = z.infer<typeof OnlineUser>;

/** GET /api/stats/dashboard: the top-level keys are the spec's; the inner shapes are ours. */
export const DashboardStats = z.object({
  months: z.number().int().min(1).max(24),
  time_zone: z.string(),
  counters: z.array(DashboardCounter),
  campaign: DashboardCampaign.nullable(),
  accesses: z.array(MonthCount),
  acolytes: z.array(AcolyteCount),
  /** New users per month for now; the registers module feeds it when it lands. */
  registrations: z.array(MonthCount),
  last_online: z.array(OnlineUser),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
