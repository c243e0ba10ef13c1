import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, getDaysInMonth, setDate } from 'date-fns';
import type { Repeat } from '../../shared/schemas/reminders';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../shared/time-zone';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest each period can be, so an estimate of how many periods passed never overshoots. */
const LONGEST_MS = { daily: DAY_MS + 3600_000, weekly: 7 * DAY_MS + 3600_000, monthly: 31 * DAY_MS + 3600_000 };

/** The user's time zone when it is a real one, else the parish's. */
export function reminderZone(userZone: string | null | undefined, parishZone: string = DEFAULT_TIME_ZONE): string {
  return userZone && isValidTimeZone(userZone) ? userZone : parishZone;
}

/** The day of the month `at` falls on in `zone` (a monthly reminder keeps coming back to it). */
export function dayOfMonthIn(at: Date, zone: string): number {
  return new TZDate(at, zone).getDate();
}

/**
 * The first occurrence strictly after `after`, counting whole periods from `current` on the wall
 * clock of `zone`: the same local time every day or week across daylight-saving changes, and each
 * month on `anchorDay` or the month's last day when it is shorter (31 January -> 28 February -> 31 March).
 * Occurrences missed while the server was down are skipped, not fired one by one.
 */
export function nextOccurrence(current: Date, repeat: Exclude<Repeat, 'none'>, zone: string, anchorDay: number, after: Date): Date {
  const start = new TZDate(current, zone);
  const step = (n: number): Date => {
    if (repeat === 'daily') return addDays(start, n);
    if (repeat === 'weekly') return addWeeks(start, n);
    const month = addMonths(start, n);
    return setDate(month, Math.min(anchorDay, getDaysInMonth(month)));
  };
  let n = Math.max(1, Math.floor((after.getTime() - current.getTime()) / LONGEST_MS[repeat]));
  while (n > 1 && step(n - 1).getTime() > after.getTime()) n--;
  while (step(n).getTime() <= after.getTime()) n++;
  return new Date(step(n).getTime());
}
