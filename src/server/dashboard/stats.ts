import type { DashboardStats } from '../../shared/schemas/dashboard';
import { addMonths } from '../../shared/plain-date';
import { dayIn } from '../../shared/time-zone';
import { zonedInstant } from '../agenda/recurrence';
import type { Db } from '../db/types';
import { parishTimeZone } from '../parish-time';
import { countAll } from './counters';
import { accessesPerMonth, acolytesPerCommunity, lastOnline, registrationsPerMonth, topCampaign } from './repository';

export interface StatsRequest {
  paroquiaId: number;
  userId: number;
  months: number;
  now: Date;
}

/** The whole dashboard payload for one parish, computed from its rows at `now`. */
export async function dashboardStats(db: Db, r: StatsRequest): Promise<DashboardStats> {
  const zone = await parishTimeZone(db, r.paroquiaId);
  // The last `months` calendar months of the parish's zone, this one included: from local midnight of the first one's first day.
  const today = dayIn(zone, r.now);
  const since = zonedInstant(addMonths(`${today.slice(0, 7)}-01`, 1 - r.months), '00:00', zone);
  // Asked at once: each on its own pooled connection.
  const [counters, campaign, accesses, acolytes, registrations, last_online] = await Promise.all([
    countAll(db, { paroquiaId: r.paroquiaId, since, now: r.now, today }),
    topCampaign(db, r.paroquiaId, since, r.now),
    accessesPerMonth(db, r.paroquiaId, r.now, r.months, zone),
    acolytesPerCommunity(db, r.paroquiaId),
    registrationsPerMonth(db, r.paroquiaId, r.now, r.months, zone),
    lastOnline(db, r.paroquiaId, r.userId),
  ]);
  return { months: r.months, time_zone: zone, counters, campaign, accesses, acolytes, registrations, last_online };
}
