/**
 * Plain dates ('2026-12-25') and the parish's times as the calendar reads them, with no date library and
 * no zod: the public Mass times element uses these too, and stays small. An occurrence's `inicio` is
 * written with the parish's offset ('2026-12-24T20:00:00-03:00'), so its day and time are its first
 * characters: no time-zone arithmetic in the browser.
 */
import { dayIn, isValidTimeZone, offsetMinutesIn } from '../../shared/time-zone';
import { utcNoon } from '../../shared/plain-date';

export { addDays, isDay, weekdayOf } from '../../shared/plain-date';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'YYYY-MM-DD' of an occurrence's instant, as the parish reads it. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** 'HH:MM' of an occurrence's instant, as the parish reads it. */
export const timeOf = (iso: string): string => iso.slice(11, 16);

/** Today's date in `timeZone` (the browser's when absent or unknown). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  return dayIn(timeZone && isValidTimeZone(timeZone) ? timeZone : BROWSER_ZONE, now);
}

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'domingo' */
export const weekdayName = (day: string): string => WEEKDAY.format(utcNoon(day));
/** 'domingo, 6 de dezembro' */
export const longDay = (day: string): string => `${weekdayName(day)}, ${DAY_MONTH.format(utcNoon(day))}`;
/** 'dezembro de 2026' */
export const monthTitle = (day: string): string => MONTH_YEAR.format(utcNoon(day));
/** '06/12' */
export const shortDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** '06/12/2026' */
export const brDay = (day: string): string => day.split('-').reverse().join('/');
/** '10:00' -> '10h', '19:30' -> '19h30', as parishes write Mass times. */
export const hourText = (hhmm: string): string => `${Number(hhmm.slice(0, 2))}h${hhmm.slice(3, 5) === '00' ? '' : hhmm.slice(3, 5)}`;

/**
 * A wall time typed in a form ('2026-12-24T20:00', a datetime-local) as the instant it is in `zone`, written
 * with that zone's offset then: '2026-12-24T20:00:00-03:00'. What is not such a time is answered as given.
 */
export function zonedIso(local: string, zone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local;
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return local;
  // The offset at the wall time read as UTC, then again at the instant that gives (right across a zone change).
  let offset = offsetMinutesIn(zone, new Date(wall));
  offset = offsetMinutesIn(zone, new Date(wall - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
