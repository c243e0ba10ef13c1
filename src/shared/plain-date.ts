/**
 * Plain dates ('2026-12-25'), no time and no zone: read at noon UTC, so adding days never crosses a
 * zone change. Used by the server's calendar and by the screens and the public Mass times element.
 */
/** The date read at noon UTC, for formatting its weekday, day and month with a UTC formatter. */
export const utcNoon = (day: string): Date => new Date(`${day}T12:00:00Z`);
const plain = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** `day` plus `n` days. */
export const addDays = (day: string, n: number): string => plain(new Date(utcNoon(day).getTime() + n * DAY_MS));

/** `day` plus `n` months; the month's last day when it has no such day (31 August + 6 -> 28 February). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const months = y * 12 + (m - 1) + n;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number => Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS) + 1;

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (day: string): number => utcNoon(day).getUTCDay();

/** Whether `day` is a real 'YYYY-MM-DD' date. */
export const isDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(utcNoon(day).getTime()) && plain(utcNoon(day)) === day;
