import type { DashboardStats } from '../../shared/schemas/dashboard';
import type { Db } from '../db/types';
import { countAll } from './counters';
import {
  accessesPerMonth,
  acolytesPerCommunity,
  lastOnline,
  PARISH_TIME_ZONE,
  periodOf,
  registrationsPerMonth,
  topCampaign,
} from './repository';

export interface StatsRequest {
  paroquiaId: number;
  userId: number;
  months: number;
  now: Date;
}

/** The whole dashboard payload for one parish, computed from its rows at `now`. */
export async function dashboardStats(db: Db, r: StatsRequest): Promise<DashboardStats> {
  const { since, today } = await periodOf(db, r.now, r.months);
  return {
    months: r.months,
    time_zone: PARISH_TIME_ZONE,
    counters: await countAll(db, { paroquiaId: r.paroquiaId, since, now: r.now, today }),
    campaign: await topCampaign(db, r.paroquiaId, since, r.now),
    accesses: await accessesPerMonth(db, r.paroquiaId, r.now, r.months),
    acolytes: await acolytesPerCommunity(db, r.paroquiaId),
    registrations: await registrationsPerMonth(db, r.paroquiaId, r.now, r.months),
    last_online: await lastOnline(db, r.paroquiaId, r.userId),
  };
}
