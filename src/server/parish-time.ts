import { dayIn, DEFAULT_TIME_ZONE } from '../shared/time-zone';
import type { Db } from './db/types';

// A parish's zone is read once per database and process: no call changes it (a change made in the
// database directly needs a restart).
const zones = new WeakMap<Db, Map<number, Promise<string>>>();

/** The parish's time zone (paroquias.time_zone). */
export function parishTimeZone(db: Db, paroquiaId: number): Promise<string> {
  let known = zones.get(db);
  if (!known) zones.set(db, (known = new Map()));
  let zone = known.get(paroquiaId);
  if (!zone) {
    zone = db
      .query<{ time_zone: string }>('SELECT time_zone FROM paroquias WHERE id = $1', [paroquiaId])
      .then(({ rows }) => rows[0]?.time_zone ?? DEFAULT_TIME_ZONE);
    known.set(paroquiaId, zone);
    zone.catch(() => known.delete(paroquiaId));
  }
  return zone;
}

/** Today in the parish, 'YYYY-MM-DD'. */
export async function parishToday(db: Db, paroquiaId: number, at: Date): Promise<string> {
  return dayIn(await parishTimeZone(db, paroquiaId), at);
}
