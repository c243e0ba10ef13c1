/**
 * The parish's clock on the screens: its time zone comes with the session (GET /api/me's
 * paroquia.time_zone) and its calendar day is 'today' for every date the parish keeps (a birth date's
 * limit, an encounter's default, the year of a carnê), as the server's parish-time.ts reads it.
 */
import type { User } from '../../shared/schemas/session';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../shared/time-zone';
import { useNow } from '../hooks/useNow';
import { useSession } from '../session/useSession';
import { todayIn } from './dates';

/** A minute: the parish's day is seen to turn within one. */
const DAY_CHECK_MS = 60_000;

/** The zone of the session's parish; Brasília time (every parish's default) while there is none. */
export function parishZoneOf(user: User | null | undefined): string {
  const zone = user?.paroquia?.time_zone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Today in the session's parish at `now`, 'YYYY-MM-DD'. */
export const parishTodayOf = (user: User | null | undefined, now: Date = new Date()): string => todayIn(parishZoneOf(user), now);

/** The session's parish's time zone. */
export function useParishZone(): string {
  return useSession((s) => parishZoneOf(s.user));
}

/** Today in the session's parish, 'YYYY-MM-DD', renewed when its day turns. */
export function useParishToday(): string {
  const user = useSession((s) => s.user);
  return parishTodayOf(user, useNow(DAY_CHECK_MS));
}

/** The parish's current year. */
export function useParishYear(): number {
  return Number(useParishToday().slice(0, 4));
}
