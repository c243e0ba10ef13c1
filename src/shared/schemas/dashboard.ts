import { z } from './zod';

/** GET /api/stats/dashboard (inner shapes are ours: the spec does not show them). */
export const DashboardStats = z.object({
  counters: z.record(z.string(), z.number()),
  campaign: z.object({ name: z.string(), amount: z.number() }).nullable(),
  accesses: z.array(z.object({ month: z.string(), count: z.number() })),
  acolytes: z.array(z.object({ community: z.string(), count: z.number() })),
  registrations: z.array(z.object({ month: z.string(), count: z.number() })),
  last_online: z.array(z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable(), last_seen: z.string().nullable() })),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
