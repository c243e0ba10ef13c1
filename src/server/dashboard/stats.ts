import type { DashboardStats } from '../../shared/schemas/dashboard';
import type { Db } from '../db/types';
import { parishTimeZone } from '../parish-time';
import { countAll } from './counters';
import { accessesPerMonth, acolytesPerCommunity, lastOnline, periodOf, registrationsPerMonth, topCampaign } from './repository';

export interface StatsRequest {
  paroquiaId: number;
  userId: number;
  months: number;
  now: Date;
}

/** The whole dashboard payload for one parish, computed from its rows at `now`. */
export async function dashboardStats(db: Db, r: StatsRequest): Promise<DashboardStats> {
  const zone = await parishTimeZone(db, r.paroquiaId);
  const { since, today } = await periodOf(db, r.now, r.months, zone);
  return {
    months: r.months,
    time_zone: zone,
    counters: await countAll(db, { paroquiaId: r.paroquiaId, since, now: r.now, today }),
    campaign: await topCampaign(db, r.paroquiaId, since, r.now),
    accesses: await accessesPerMonth(db, r.paroquiaId, r.now, r.months, zone),
    acolytes: await acolytesPerCommunity(db, r.paroquiaId),
    registrations: await registrationsPerMonth(db, r.paroquiaId, r.now, r.months, zone),
    last_online: await lastOnline(db, r.paroquiaId, r.userId),
  };
}
