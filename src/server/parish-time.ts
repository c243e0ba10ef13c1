import { dayIn, DEFAULT_TIME_ZONE } from '../shared/time-zone';
import { prepared, type Db } from './db/types';

// A parish's zone is read once per database and process, and read again after its profile changes:
// every change of a parish row is announced ('p:<id>', migration 014) and heard by every process
// before the statement that made it returns here, and before any other process answers the request
// that made it (the session cache's sync). Kept by the database's onChange, which its transactions share.
const zones = new WeakMap<Db['onChange'], Map<number, Promise<string>>>();

function zonesOf(db: Db): Map<number, Promise<string>> {
  let known = zones.get(db.onChange);
  if (known) return known;
  const map = (known = new Map<number, Promise<string>>());
  zones.set(db.onChange, map);
  db.onChange((payload) => {
    // null: some announcements may have been missed.
    if (payload === null) return map.clear();
    const parish = /^p:(\d+)$/.exec(payload);
    if (parish) map.delete(Number(parish[1]));
  });
  return known;
}

const ZONE_OF = prepared('SELECT time_zone FROM paroquias WHERE id = $1');

/** The parish's time zone (paroquias.time_zone). */
export function parishTimeZone(db: Db, paroquiaId: number): Promise<string> {
  const known = zonesOf(db);
  let zone = known.get(paroquiaId);
  if (!zone) {
    zone = db.query<{ time_zone: string }>(ZONE_OF, [paroquiaId]).then(({ rows }) => rows[0]?.time_zone ?? DEFAULT_TIME_ZONE);
    known.set(paroquiaId, zone);
    const asked = zone;
    zone.catch(() => known.get(paroquiaId) === asked && known.delete(paroquiaId));
  }
  return zone;
}

/** Today in the parish, 'YYYY-MM-DD'. */
export async function parishToday(db: Db, paroquiaId: number, at: Date): Promise<string> {
  return dayIn(await parishTimeZone(db, paroquiaId), at);
}
